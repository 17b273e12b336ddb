import Foundation

/// Where and when work runs, as Combine's `Scheduler`: what `receive(on:)`, `debounce` and
/// `delay` take (`DispatchQueue.main`, `RunLoop.main`, `ImmediateScheduler.shared`).
public protocol Scheduler<SchedulerTimeType> {
    /// A point in the scheduler's time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options a scheduler may take (none of NapkinCombine's use any).
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as the scheduler can.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or later.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action` as soon as the scheduler can.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date` or later.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A span of a scheduler's time made from seconds, as Combine's `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
    /// Whole seconds.
    static func seconds(_ s: Int) -> Self
    /// Seconds.
    static func seconds(_ s: Double) -> Self
    /// Milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// Microseconds.
    static func microseconds(_ us: Int) -> Self
    /// Nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Runs everything at once, on the caller's thread, as Combine's `ImmediateScheduler`: with it a
/// `receive(on:)` or `debounce` changes nothing about timing (a `debounce` passes every value).
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// A step counter: the immediate scheduler has no clock.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        let step: Int
        /// The step `distance` after this one.
        public func advanced(by distance: Stride) -> SchedulerTimeType { SchedulerTimeType(step: step + distance.steps) }
        /// The steps from this one to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(steps: other.step - step) }

        /// A number of steps.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByIntegerLiteral, Hashable, Sendable {
            let steps: Int
            init(steps: Int) { self.steps = steps }
            /// `value` steps.
            public init(integerLiteral value: Int) { steps = value }
            /// `source` steps, when it is a whole number.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let steps = Int(exactly: source) else { return nil }
                self.steps = steps
            }
            /// The size of the span.
            public var magnitude: Int { abs(steps) }
            /// Zero steps: time does not pass on this scheduler.
            public static func seconds(_ s: Int) -> Stride { 0 }
            /// Zero steps.
            public static func seconds(_ s: Double) -> Stride { 0 }
            /// Zero steps.
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            /// Zero steps.
            public static func microseconds(_ us: Int) -> Stride { 0 }
            /// Zero steps.
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }
            /// Compares step counts.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.steps < rhs.steps }
            /// Adds step counts.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(steps: lhs.steps + rhs.steps) }
            /// Subtracts step counts.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(steps: lhs.steps - rhs.steps) }
            /// Multiplies step counts.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(steps: lhs.steps * rhs.steps) }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Always step 0.
    public var now: SchedulerTimeType { SchedulerTimeType(step: 0) }
    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` now.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
    ) {
        action()
    }
}
