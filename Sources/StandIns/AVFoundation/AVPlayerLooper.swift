import Foundation

/// Loops one item in a queue player, as AVFoundation's `AVPlayerLooper`: it keeps copies of the
/// template item queued, so that at each end the next copy plays from the start.
public final class AVPlayerLooper: NSObject, @unchecked Sendable {
    /// Whether the looper works, with AVFoundation's numbers.
    public enum Status: Int, Sendable {
        case unknown = 0
        case ready = 1
        case failed = 2
        case cancelled = 3
    }

    private let lock = NSLock()
    private weak var player: AVQueuePlayer?
    private let template: AVPlayerItem
    private var copies: [AVPlayerItem] = []
    private var loops = 0
    private var cancelled = false

    /// Loops `templateItem` in `player`, replacing what the player had queued.
    public init(player: AVQueuePlayer, templateItem: AVPlayerItem) {
        self.player = player
        template = templateItem
        super.init()
        player.removeAllItems()
        // Two copies queued, so the next is always ready when one ends.
        for _ in 0..<2 { enqueueCopy(in: player) }
        player.itemDidEnd.append { [weak self] item in self?.itemDidEnd(item) }
    }

    /// Loops `templateItem` in `player`; the time range is the whole item here.
    public convenience init(player: AVQueuePlayer, templateItem: AVPlayerItem, timeRange: CMTimeRange) {
        self.init(player: player, templateItem: templateItem)
    }

    /// ``Status-swift.enum/ready`` while looping a playable item, ``Status-swift.enum/failed``
    /// when the template cannot play, ``Status-swift.enum/cancelled`` after ``disableLooping()``.
    public var status: Status {
        if lock.withLock({ cancelled }) { return .cancelled }
        return template.status == .readyToPlay ? .ready : .failed
    }

    /// How many times the item has played to its end.
    public var loopCount: Int { lock.withLock { loops } }

    /// The copies of the template the looper queued and that are still queued.
    public var loopingPlayerItems: [AVPlayerItem] {
        let queued = player?.items() ?? []
        return lock.withLock { copies.filter { copy in queued.contains { $0 === copy } } }
    }

    /// Stops queueing copies: the ones queued play out, then the player stops.
    public func disableLooping() { lock.withLock { cancelled = true } }

    private func enqueueCopy(in player: AVQueuePlayer) {
        let copy = template.replica()
        lock.withLock { copies.append(copy) }
        player.insert(copy, after: nil)
    }

    private func itemDidEnd(_ item: AVPlayerItem) {
        guard let player else { return }
        let mine = lock.withLock { () -> Bool in
            guard copies.contains(where: { $0 === item }) else { return false }
            loops += 1
            copies.removeAll { $0 === item }
            return !cancelled
        }
        if mine { enqueueCopy(in: player) }
    }
}
