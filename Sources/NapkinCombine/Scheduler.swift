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

    /// A moment of the immediate scheduler, whose clock stands still at 0.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// Seconds: nothing scheduled waits for them.
        public typealias Stride = SchedulerSeconds
        let seconds: Double
        /// The moment `distance` later.
        public func advanced(by distance: Stride) -> SchedulerTimeType { SchedulerTimeType(seconds: seconds + distance.timeInterval) }
        /// The span from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.seconds - seconds) }
    }

    /// Always 0.
    public var now: SchedulerTimeType { SchedulerTimeType(seconds: 0) }
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
