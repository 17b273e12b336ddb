import Napkin
import Testing

/// Waits for every leak check `detector` has in progress and records a test issue for each
/// detached napkin that was not released, at the caller's location.
///
/// Give the tree's root a detector of its own (so parallel tests do not see each other's
/// napkins), detach, drop your own references, then call this:
/// ```swift
/// let detector = LeakDetector(timeout: .milliseconds(500), reporter: { _ in })
/// root.leakDetector = detector
/// ...
/// await expectNoLeaks(detector)
/// ```
/// - Returns: the reports, for tests that want to look at them further.
@discardableResult
public func expectNoLeaks(
    _ detector: LeakDetector,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> [LeakReport] {
    let reports = await detector.reports()
    for report in reports {
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
    }
    return reports
}
