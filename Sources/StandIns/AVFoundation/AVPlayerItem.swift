import Foundation

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted with the item as its object when playback reaches the item's end.
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted with the item as its object when it fails to play to its end.
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted with the item as its object when playback stalls.
    public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
}

/// An asset's presentation state in a player, as AVFoundation's `AVPlayerItem`: its status,
/// duration and current time.
///
/// The item loads its asset when it is made (see ``AVAsset``): a readable file is
/// ``Status-swift.enum/readyToPlay`` at once, anything else ``Status-swift.enum/failed`` with
/// ``error`` saying why, where iOS reports the same a moment later. Its time moves only
/// through seeking and ``AVPlayer/advancePlayback(by:)``.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Whether the item can play, with AVFoundation's numbers.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Posted when playback reaches the item's end (``Foundation/NSNotification/Name/AVPlayerItemDidPlayToEndTime``).
    public static let didPlayToEndTimeNotification = Notification.Name.AVPlayerItemDidPlayToEndTime
    /// Posted when the item fails to play to its end.
    public static let failedToPlayToEndTimeNotification = Notification.Name.AVPlayerItemFailedToPlayToEndTime

    /// The media played.
    public let asset: AVAsset
    private let lock = NSLock()
    private var time = CMTime.zero
    /// The observers of ``status``, ``duration`` and the other properties
    /// (`item.publisher(for: \.status)`), told after each change.
    public let keyValueChanges = KeyValueChangeRegistry()

    /// An item of `asset`.
    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    /// An item of the media at `url`.
    public convenience init(url: URL) {
        self.init(asset: AVURLAsset(url: url))
    }

    /// ``Status-swift.enum/readyToPlay`` when the asset loaded, ``Status-swift.enum/failed`` otherwise.
    open var status: Status { asset.isPlayable ? .readyToPlay : .failed }
    /// How far ahead the player should buffer, in seconds (0: the player decides). Kept: nothing is buffered here.
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// Whether a paused live stream may keep using the network (kept).
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false
    /// Why the item failed, or `nil`.
    open var error: (any Error)? {
        if case .failure(let error) = asset.loaded { return error }
        return nil
    }
    /// The media's length; ``CMTime/indefinite`` until it is ready to play.
    open var duration: CMTime { status == .readyToPlay ? asset.duration : .indefinite }

    /// Where playback of the item is.
    open func currentTime() -> CMTime { lock.withLock { time } }

    /// Moves the item's time to `target`, clamped to the media; true unless the item cannot play.
    func move(to target: CMTime) -> Bool {
        guard status == .readyToPlay, target.isNumeric else { return false }
        let clamped = CMTimeMinimum(CMTimeMaximum(target, .zero), duration)
        lock.withLock { time = clamped }
        return true
    }

    /// Seeks to `time` and calls `completionHandler` with whether it finished.
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(move(to: time))
    }

    /// The fresh copy an ``AVPlayerLooper`` queues: the same asset, at its start.
    func replica() -> AVPlayerItem { AVPlayerItem(asset: asset) }
}

extension AVPlayerItem: KeyValueObservable {}
