import Foundation

/// A span of seconds on a scheduler's clock: the `Stride` of `RunLoop`, `DispatchQueue` and
/// `ImmediateScheduler` (`.milliseconds(300)`, `.seconds(1)`, `0.5`). One type serves all three
/// (Combine has one per scheduler): each type with arithmetic operators and integer literals makes
/// every `-` between literals in a user's file consider it, and three made a long array of sums in
/// this package's tests stop type-checking.
public struct SchedulerSeconds: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable,
    Sendable
{
    /// The span in seconds.
    public let timeInterval: TimeInterval

    /// A span of `timeInterval` seconds.
    public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
    /// `value` seconds.
    public init(integerLiteral value: Int) { self.init(TimeInterval(value)) }
    /// `value` seconds.
    public init(floatLiteral value: Double) { self.init(value) }
    /// `source` seconds.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
    }

    /// The length in seconds.
    public var magnitude: Double { abs(timeInterval) }
    /// Whole seconds.
    public static func seconds(_ s: Int) -> SchedulerSeconds { SchedulerSeconds(TimeInterval(s)) }
    /// Seconds.
    public static func seconds(_ s: Double) -> SchedulerSeconds { SchedulerSeconds(s) }
    /// Milliseconds.
    public static func milliseconds(_ ms: Int) -> SchedulerSeconds { SchedulerSeconds(TimeInterval(ms) / 1_000) }
    /// Microseconds.
    public static func microseconds(_ us: Int) -> SchedulerSeconds { SchedulerSeconds(TimeInterval(us) / 1_000_000) }
    /// Nanoseconds.
    public static func nanoseconds(_ ns: Int) -> SchedulerSeconds { SchedulerSeconds(TimeInterval(ns) / 1_000_000_000) }

    /// The shorter span is less.
    public static func < (lhs: SchedulerSeconds, rhs: SchedulerSeconds) -> Bool { lhs.timeInterval < rhs.timeInterval }
    /// The sum.
    public static func + (lhs: SchedulerSeconds, rhs: SchedulerSeconds) -> SchedulerSeconds {
        SchedulerSeconds(lhs.timeInterval + rhs.timeInterval)
    }
    /// The difference.
    public static func - (lhs: SchedulerSeconds, rhs: SchedulerSeconds) -> SchedulerSeconds {
        SchedulerSeconds(lhs.timeInterval - rhs.timeInterval)
    }
    /// The product.
    public static func * (lhs: SchedulerSeconds, rhs: SchedulerSeconds) -> SchedulerSeconds {
        SchedulerSeconds(lhs.timeInterval * rhs.timeInterval)
    }
    /// Adds in place.
    public static func += (lhs: inout SchedulerSeconds, rhs: SchedulerSeconds) { lhs = lhs + rhs }
    /// Subtracts in place.
    public static func -= (lhs: inout SchedulerSeconds, rhs: SchedulerSeconds) { lhs = lhs - rhs }
    /// Multiplies in place.
    public static func *= (lhs: inout SchedulerSeconds, rhs: SchedulerSeconds) { lhs = lhs * rhs }
}

extension RunLoop: Scheduler {
    /// A date on the run loop's clock, as Combine's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date.
        public let date: Date
        /// The time at `date`.
        public init(_ date: Date) { self.date = date }
        /// The time `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }
        /// The span to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// Seconds on the run loop's clock.
        public typealias Stride = SchedulerSeconds
    }

    /// The run loop takes no options.
    public typealias SchedulerOptions = Never

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` in the run loop's next pass (it needs the loop to run: a snapshot, which
    /// renders without running it, sees nothing scheduled this way).
    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: 0, options: nil, action)
    }

    /// Runs `action` in the first pass of the run loop at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
    ) {
        let box = CallbackBox<Void>(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in box.call(()) }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }
}

extension DispatchQueue: Scheduler {
    /// A moment of the dispatch clock, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The moment.
        public let dispatchTime: DispatchTime
        /// The time at `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }
        /// The time `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(Int((n.timeInterval * 1e9).rounded())))
        }
        /// The span to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let nanoseconds = Double(other.dispatchTime.uptimeNanoseconds) - Double(dispatchTime.uptimeNanoseconds)
            return Stride(nanoseconds / 1e9)
        }
        /// Equal moments.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
        /// The moment's hash.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Seconds on the dispatch clock.
        public typealias Stride = SchedulerSeconds
    }

    /// Options a queue takes (none are used).
    public struct SchedulerOptions: Sendable {}

    /// The dispatch clock now.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on the queue, after what is queued already. On the main queue, a test on the
    /// main actor sees it after one `await Task.yield()` (the main actor runs on the main queue,
    /// in order), and a snapshot taken before that does not.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let box = CallbackBox<Void>(action)
        async { box.call(()) }
    }

    /// Runs `action` on the queue at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let box = CallbackBox<Void>(action)
        asyncAfter(deadline: date.dispatchTime) { box.call(()) }
    }
}
