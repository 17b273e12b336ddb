import Foundation
import NapkinCombine

/// A scheduler whose clock moves only when a test says: debounce and receive(on:) without waiting.
final class VirtualScheduler: Scheduler {
    typealias SchedulerOptions = Never

    struct SchedulerTimeType: Strideable, Hashable {
        typealias Stride = SchedulerSeconds
        let seconds: Double
        func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(seconds: seconds + n.timeInterval) }
        func distance(to other: SchedulerTimeType) -> Stride { Stride(other.seconds - seconds) }
    }

    private(set) var now = SchedulerTimeType(seconds: 0)
    var minimumTolerance: SchedulerTimeType.Stride { 0 }
    private var queue: [(due: SchedulerTimeType, order: Int, action: () -> Void)] = []
    private var scheduled = 0

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: 0, options: nil, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        scheduled += 1
        queue.append((date, scheduled, action))
    }

    /// Moves the clock `seconds` on, running what falls due in time order.
    func advance(by seconds: Double) {
        let end = now.seconds + seconds
        while let next = queue.filter({ $0.due.seconds <= end }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            queue.removeAll { $0.order == next.order }
            now = next.due.seconds > now.seconds ? next.due : now
            next.action()
        }
        now = SchedulerTimeType(seconds: end)
    }
}

extension VirtualScheduler.SchedulerTimeType: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.seconds < rhs.seconds }
}
