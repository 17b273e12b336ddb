internal import Foundation
internal import NapkinSupport
internal import XCTest

/// Knows which XCTest test case is running, and clears the XCTest snapshot counters when each
/// one finishes.
///
/// corelibs-xctest has no public "current test case", so an observer watches test cases start
/// and finish. To see the very first test case start, the observer must be registered before
/// XCTest runs anything; on Linux a load-time initializer (below) does that. Where it did not
/// run, the first snapshot assertion registers it, and until the next test case starts the
/// running test is unknown (so its suite is not part of its reference names).
enum XCTestTracker {
    private static let state = Locked<(registered: Bool, current: TestIdentity?)>((false, nil))

    /// The XCTest test case that has started and not yet finished.
    static var current: TestIdentity? {
        state.withLock { $0.current }
    }

    /// Registers the observer once. XCTest adds observers and runs its tests on the main
    /// thread, so a call from another thread does nothing (a later one registers).
    /// `onMainThread` vouches for the thread where Foundation cannot tell yet: at load time,
    /// before `main`, `Thread.isMainThread` is false.
    static func register(onMainThread: Bool = Thread.isMainThread) {
        guard onMainThread else { return }
        let isFirst = state.withLock { state in
            defer { state.registered = true }
            return !state.registered
        }
        guard isFirst else { return }
        XCTestObservationCenter.shared.addTestObserver(TestCaseObserver())
    }

    fileprivate static func started(_ testCase: XCTestCase) {
        // `String(reflecting:)` of the class is `Module.Outer.Class`; the module is kept
        // apart so the suite compares with the test file's name.
        let path = String(reflecting: type(of: testCase)).split(separator: ".").map(String.init)
        let method = testCase.name.split(separator: ".").last.map(String.init) ?? testCase.name
        let identity = TestIdentity(
            moduleName: path.count > 1 ? path[0] : nil,
            suite: Array(path.dropFirst(path.count > 1 ? 1 : 0)),
            function: method,
            isParameterized: false,
            caseArguments: nil
        )
        state.withLock { $0.current = identity }
    }

    fileprivate static func finished(_ testCase: XCTestCase) {
        state.withLock { $0.current = nil }
        SnapshotCounter.resetXCTestCounts()
    }
}

/// Forwards XCTest's test case events to ``XCTestTracker``.
private final class TestCaseObserver: NSObject, XCTestObservation {
    #if os(Linux)
    func testBundleWillStart(_ testBundle: Bundle) {
        DiscoveryAbortHint.bundleStarted = true
    }
    #endif

    func testCaseWillStart(_ testCase: XCTestCase) {
        XCTestTracker.started(testCase)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        XCTestTracker.finished(testCase)
    }
}

#if os(Linux)
/// Registers the XCTest observer when the test binary loads, before XCTest starts its first
/// test case (SE-0492 section placement; `.init_array` entries run at load time on ELF).
/// Registering an observer in a process that never runs XCTest tests costs nothing. The same
/// hook installs the one-line hint for a test list that aborts (DiscoveryAbortHint.swift).
@section(".init_array") @used
private let registerXCTestTrackerAtLoad: @convention(c) () -> Void = {
    XCTestTracker.register(onMainThread: true)
    DiscoveryAbortHint.installIfTestBinary()
}
#endif
