import Foundation

/// Plays one item at a time, as AVFoundation's `AVPlayer`.
///
/// Linux has no screen for the picture and no speaker for the sound, and time does not pass on
/// its own here, so what a test or preview sees never depends on the clock. The state moves as
/// iOS documents it: ``play()`` sets ``rate`` to ``defaultRate``, ``pause()`` to 0;
/// ``timeControlStatus`` is ``TimeControlStatus-swift.enum/playing`` only while the rate is not
/// 0 and the item is ready (without an item, or with one that failed to load, the player waits,
/// saying why in ``reasonForWaitingToPlay``); seeking clamps to the item's length.
/// ``advancePlayback(by:)`` (the stand-in's own) moves time forward as playback would: periodic
/// and boundary observers fire, and at the item's end it posts `AVPlayerItemDidPlayToEndTime`
/// and does what ``actionAtItemEnd`` says.
///
/// Observer blocks run at once on the calling thread when their queue is `nil` or the main
/// queue and the caller is on the main queue, otherwise on their queue.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Whether the player can play, with AVFoundation's numbers.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// Whether playback is paused, waiting or playing, with AVFoundation's numbers.
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    /// What happens when the current item ends, with AVFoundation's numbers.
    public enum ActionAtItemEnd: Int, Sendable {
        /// Go to the next item (a queue player's default).
        case advance = 0
        /// Pause (the default).
        case pause = 1
        /// Keep the rate and stay at the end.
        case none = 2
    }

    /// Why a player waits to play.
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        /// The raw value (AVFoundation's string).
        public let rawValue: String
        /// A reason with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The item is loading or buffering, or failed to (here: it could not be loaded).
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        /// Waiting to decide whether it can play at the rate.
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        /// There is no item.
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }

    struct TimeObserver {
        let token: TimeObserverToken
        let interval: CMTime?
        let boundaries: [CMTime]
        let queue: DispatchQueue?
        let periodic: (@Sendable (CMTime) -> Void)?
        let boundary: (@Sendable () -> Void)?
    }

    let lock = NSLock()
    /// The observers of ``rate``, ``timeControlStatus`` and ``currentItem``
    /// (`player.publisher(for: \.rate)`, `player.observe(\.timeControlStatus)`), told after each change.
    public let keyValueChanges = KeyValueChangeRegistry()
    private var item: AVPlayerItem?
    private var storedRate: Float = 0
    var observers: [TimeObserver] = []
    /// Called with each item that plays to its end (an ``AVPlayerLooper`` listens here).
    var itemDidEnd: [(AVPlayerItem) -> Void] = []

    /// The rate ``play()`` uses (1 unless set).
    open var defaultRate: Float = 1
    /// The loudness, 0…1.
    open var volume: Float = 1
    /// True to silence the player.
    open var isMuted = false
    /// What happens at the item's end.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// Whether playback waits to avoid stalling (true, as on iOS).
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether the player may play on an external screen.
    open var allowsExternalPlayback = true
    /// Whether the display should not sleep while video plays.
    open var preventsDisplaySleepDuringVideoPlayback = true

    /// A player with no item.
    public override init() { super.init() }

    /// A player of the media at `url`.
    public convenience init(url: URL) {
        self.init(playerItem: AVPlayerItem(url: url))
    }

    /// A player of `item` (or of nothing).
    public init(playerItem item: AVPlayerItem?) {
        self.item = item
        super.init()
    }

    /// Ready to play: the player itself has nothing to load.
    open var status: Status { .readyToPlay }
    /// The player's error: `nil` (an item's failure is the item's ``AVPlayerItem/error``).
    open var error: (any Error)? { nil }
    /// The item played.
    open var currentItem: AVPlayerItem? { lock.withLock { item } }

    /// The playback speed: 0 paused, 1 normal. Setting a rate other than 0 plays.
    open var rate: Float {
        get { lock.withLock { storedRate } }
        set { changeRate(to: newValue) }
    }

    /// Whether the player plays, waits or is paused (see the type).
    open var timeControlStatus: TimeControlStatus {
        if rate == 0 { return .paused }
        return currentItem?.status == .readyToPlay ? .playing : .waitingToPlayAtSpecifiedRate
    }

    /// Why the player waits, while ``timeControlStatus`` is waiting.
    open var reasonForWaitingToPlay: WaitingReason? {
        guard timeControlStatus == .waitingToPlayAtSpecifiedRate else { return nil }
        return currentItem == nil ? .noItemToPlay : .toMinimizeStalls
    }

    /// Plays at ``defaultRate``.
    open func play() { changeRate(to: defaultRate) }
    /// Pauses (rate 0).
    open func pause() { changeRate(to: 0) }

    /// Where playback of the current item is (zero without one).
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Replaces the item played; the rate stays.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        keyValueChanges.notifyPrior()
        lock.withLock { self.item = item }
        firePeriodic()
        keyValueChanges.notify()
    }

    /// Seeks to `time`.
    open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }

    /// Seeks to `time` and calls `completionHandler` with whether it finished (false without a
    /// playable item).
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        let finished = currentItem?.move(to: time) ?? false
        if finished { firePeriodic() }
        completionHandler(finished)
    }

    /// Seeks to `time`; the tolerances do not matter, as the seek is exact.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        seek(to: time)
    }

    /// Seeks to `time` exactly and calls `completionHandler`.
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Seeks to `time`; whether it finished.
    @discardableResult
    open func seek(to time: CMTime) async -> Bool {
        let finished = currentItem?.move(to: time) ?? false
        if finished { firePeriodic() }
        return finished
    }

    /// What `.advance` does at an item's end: a plain player has no next item, so it pauses.
    func advanceAfterEnd() { pause() }

    private func changeRate(to newRate: Float) {
        keyValueChanges.notifyPrior()
        defer { keyValueChanges.notify() }
        let old = lock.withLock {
            let old = storedRate
            storedRate = newRate
            return old
        }
        // The periodic observers hear when playback starts or stops, as AVFoundation documents.
        if (old == 0) != (newRate == 0) { firePeriodic() }
    }
}

extension AVPlayer: KeyValueObservable {}
