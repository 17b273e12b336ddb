import Foundation
import NapkinSupport
import Raster

/// Checks that detached napkins are released.
///
/// After ``Router/detachChild(_:)`` deactivates a child, the router's detector expects the
/// child's router, interactor and view controller (and those of every napkin below it) to
/// be released within ``timeout``, unless the child is attached again meanwhile. Whatever is
/// still alive then is reported to the detector's reporter (by default a warning on standard
/// error) and kept for ``reports()``, which tests await:
/// ```swift
/// let detector = LeakDetector(timeout: .milliseconds(500), reporter: { _ in })
/// root.leakDetector = detector
/// ...
/// #expect(await detector.reports().isEmpty)
/// ```
/// Setting the environment variable `NAPKIN_LEAK_DETECTION=0` turns detection off for
/// detectors created with the default `isEnabled`.
public final class LeakDetector: Sendable {
    /// The detector routers use unless one is assigned to them or an ancestor: a one-second
    /// timeout, enabled unless `NAPKIN_LEAK_DETECTION=0`, logging leaks as warnings.
    public static let shared = LeakDetector()

    /// The reporter that writes a `warning:` line per leak to standard error.
    public static let logWarning: @Sendable (LeakReport) -> Void = { report in
        FileHandle.standardError.write(Data("warning: napkin leak: \(report)\n".utf8))
    }

    /// How long after a detach the detached objects may still exist.
    public let timeout: Duration
    /// Whether detaches are checked at all. When false, detaching starts no check.
    public let isEnabled: Bool

    private let reporter: @Sendable (LeakReport) -> Void
    private let state = Locked(State())

    private struct State {
        var nextID: UInt64 = 0
        var checks: [UInt64: Task<Void, Never>] = [:]
        var reports: [LeakReport] = []
    }

    /// Reports kept for ``reports()`` are capped, so a long-running app that never asks
    /// for them cannot grow without bound; the reporter still sees every leak.
    private static let maximumKeptReports = 100

    /// A detector that waits `timeout` after each detach and hands each leak to `reporter`
    /// (called on the main actor).
    ///
    /// - Parameters:
    ///   - timeout: how long a detached napkin's objects may outlive the detach.
    ///   - isEnabled: defaults to what the process environment says (see
    ///     ``isEnabled(in:)``).
    ///   - reporter: receives each leak, on the main actor.
    public init(
        timeout: Duration = .seconds(1),
        isEnabled: Bool = LeakDetector.isEnabled(in: ProcessInfo.processInfo.environment),
        reporter: @escaping @Sendable (LeakReport) -> Void = LeakDetector.logWarning
    ) {
        self.timeout = timeout
        self.isEnabled = isEnabled
        self.reporter = reporter
    }

    /// Whether `environment` allows leak detection: yes unless `NAPKIN_LEAK_DETECTION` is
    /// `0` (or `false`, `no`, `off`).
    public static func isEnabled(in environment: [String: String]) -> Bool {
        guard let value = environment["NAPKIN_LEAK_DETECTION"]?.lowercased() else { return true }
        return !["0", "false", "no", "off"].contains(value)
    }

    /// The number of detaches whose check has not concluded yet.
    public var pendingCheckCount: Int {
        state.withLock { $0.checks.count }
    }

    /// Waits until every check started before this call has concluded (each ends as soon
    /// as its objects are released, or at its timeout), then returns the leaks found since
    /// the previous call and forgets them.
    public func reports() async -> [LeakReport] {
        let pending = state.withLock { Array($0.checks.values) }
        for check in pending { await check.value }
        return state.withLock { state in
            defer { state.reports.removeAll() }
            return state.reports
        }
    }

    /// Starts checking `root`'s subtree, which was just detached and deactivated.
    @MainActor
    func expectRelease(ofSubtree root: any RouterNode) {
        guard isEnabled else { return }
        let check = LeakCheck(subtree: root)
        let timeout = self.timeout
        let deadline = ContinuousClock.now.advanced(by: timeout)
        // Poll often enough to end quickly once things are released, rarely enough to cost
        // nothing: a twentieth of the timeout, between 1 and 20 ms.
        let interval = min(max(timeout / 20, .milliseconds(1)), .milliseconds(20))
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        // The task runs on the main actor, like this method, so it cannot start (and
        // remove itself) before it is registered below.
        let task = Task { @MainActor in
            while !check.poll() {
                if ContinuousClock.now >= deadline {
                    self.conclude(id, with: check.reports(timeout: timeout))
                    return
                }
                try? await Task.sleep(for: interval)
            }
            self.conclude(id, with: [])
        }
        state.withLock { $0.checks[id] = task }
    }

    @MainActor
    private func conclude(_ id: UInt64, with reports: [LeakReport]) {
        state.withLock { state in
            state.checks.removeValue(forKey: id)
            state.reports.append(contentsOf: reports)
            if state.reports.count > Self.maximumKeptReports {
                state.reports.removeFirst(state.reports.count - Self.maximumKeptReports)
            }
        }
        for report in reports { reporter(report) }
    }
}
