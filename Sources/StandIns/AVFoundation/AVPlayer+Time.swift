import Foundation

/// What ``AVPlayer/addPeriodicTimeObserver(forInterval:queue:using:)`` and
/// ``AVPlayer/addBoundaryTimeObserver(forTimes:queue:using:)`` return, to hand back to
/// ``AVPlayer/removeTimeObserver(_:)``.
public final class TimeObserverToken: Hashable, Sendable {
    init() {}
    /// The same token.
    public static func == (lhs: TimeObserverToken, rhs: TimeObserverToken) -> Bool { lhs === rhs }
    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AVPlayer {
    /// Calls `block` with the current time every `interval` of playback, and whenever time jumps
    /// (a seek, a new item) or playback starts or stops; returns the token to remove it with.
    public func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
        precondition(interval.isNumeric && interval > .zero, "addPeriodicTimeObserver needs a positive, numeric interval")
        let token = TimeObserverToken()
        lock.withLock {
            observers.append(TimeObserver(token: token, interval: interval, boundaries: [], queue: queue, periodic: block, boundary: nil))
        }
        return token
    }

    /// Calls `block` whenever normal playback crosses one of `times` (not when a seek lands
    /// there); returns the token to remove it with.
    public func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void)
        -> Any
    {
        let boundaries = times.map(\.timeValue).filter(\.isNumeric)
        let token = TimeObserverToken()
        lock.withLock {
            observers.append(
                TimeObserver(token: token, interval: nil, boundaries: boundaries, queue: queue, periodic: nil, boundary: block))
        }
        return token
    }

    /// Stops the observer `observer` (a token these methods returned); its block is not called again.
    public func removeTimeObserver(_ observer: Any) {
        guard let token = observer as? TimeObserverToken else { return }
        lock.withLock { observers.removeAll { $0.token == token } }
    }

    /// Runs `body` where the observer's queue says (see ``AVPlayer``).
    private static func deliver(on queue: DispatchQueue?, _ body: @escaping @Sendable () -> Void) {
        if (queue == nil || queue?.label == DispatchQueue.main.label) && MainQueueMarker.isCurrent {
            body()
        } else {
            (queue ?? .main).async(execute: body)
        }
    }

    /// Tells every periodic observer the current time.
    func firePeriodic() {
        let time = currentTime()
        for observer in lock.withLock({ observers }) {
            if let block = observer.periodic { Self.deliver(on: observer.queue) { block(time) } }
        }
    }

    /// Moves playback `seconds` of wall-clock time forward (see ``advancePlayback(by:)-(CMTime)``).
    public func advancePlayback(by seconds: TimeInterval) {
        advancePlayback(by: CMTime(seconds: seconds, preferredTimescale: 600))
    }

    /// Moves playback `interval` of wall-clock time forward, times the ``rate``, as if that much
    /// time had passed while playing: periodic observers hear each multiple of their interval
    /// passed, boundary observers each of their times crossed, and at the item's end the player
    /// posts `AVPlayerItemDidPlayToEndTime` (the item as its object) and does what
    /// ``actionAtItemEnd`` says. Does nothing unless ``timeControlStatus`` is playing forward.
    /// The stand-in's own: time does not pass on its own on Linux.
    public func advancePlayback(by interval: CMTime) {
        guard interval.isNumeric, interval > .zero, timeControlStatus == .playing, rate > 0, let item = currentItem else { return }
        let start = item.currentTime()
        let duration = item.duration
        var end = start + CMTimeMultiplyByFloat64(interval, multiplier: Double(rate))
        let reachedEnd = duration.isNumeric && end >= duration
        if reachedEnd { end = duration }
        _ = item.move(to: end)
        for observer in lock.withLock({ observers }) {
            if let every = observer.interval, let block = observer.periodic {
                for tick in Self.multiples(of: every, after: start, upTo: end) { Self.deliver(on: observer.queue) { block(tick) } }
            }
            if let block = observer.boundary {
                for boundary in observer.boundaries where boundary > start && boundary <= end {
                    Self.deliver(on: observer.queue, block)
                }
            }
        }
        if reachedEnd { itemReachedEnd(item) }
    }

    /// The multiples of `interval` in (`start`, `end`], at most 10,000 of them.
    private static func multiples(of interval: CMTime, after start: CMTime, upTo end: CMTime) -> [CMTime] {
        let step = interval.seconds
        var index = (start.seconds / step).rounded(.down) + 1
        var ticks: [CMTime] = []
        while index * step <= end.seconds + 1e-9, ticks.count < 10_000 {
            ticks.append(CMTime(seconds: index * step, preferredTimescale: max(interval.timescale, 600)))
            index += 1
        }
        return ticks
    }

    /// What happens when playback reaches `item`'s end: the notification, the looper, then
    /// ``actionAtItemEnd``.
    func itemReachedEnd(_ item: AVPlayerItem) {
        NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: item)
        for listener in itemDidEnd { listener(item) }
        switch actionAtItemEnd {
        case .pause: pause()
        case .none: break
        case .advance: advanceAfterEnd()
        }
    }
}

extension NSValue {
    /// How a boxed ``CMTime`` is typed: its value, timescale, flags and epoch as four 64-bit
    /// integers (Linux's Foundation boxes no structures, which Apple's `{CMTime=qiIq}` is).
    private static let timeType = "[4q]"

    /// A value holding `time`, for ``AVPlayer/addBoundaryTimeObserver(forTimes:queue:using:)``.
    public convenience init(time: CMTime) {
        var fields: (Int64, Int64, Int64, Int64) = (time.value, Int64(time.timescale), Int64(time.flags.rawValue), time.epoch)
        self.init(bytes: &fields, objCType: NSValue.timeType)
    }

    /// The time a value made with ``init(time:)`` holds (``CMTime/invalid`` for another value).
    public var timeValue: CMTime {
        guard String(cString: objCType) == NSValue.timeType else { return .invalid }
        var fields: (Int64, Int64, Int64, Int64) = (0, 0, 0, 0)
        getValue(&fields)
        return CMTime(
            value: fields.0, timescale: CMTimeScale(truncatingIfNeeded: fields.1),
            flags: CMTime.Flags(rawValue: UInt32(truncatingIfNeeded: fields.2)), epoch: fields.3)
    }
}

/// Tells whether the caller runs on the main queue: on Linux the main queue may run on another
/// thread than the main one (after `dispatchMain()`), so `Thread.isMainThread` cannot say.
enum MainQueueMarker {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main queue (or the main thread).
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}
