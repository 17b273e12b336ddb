import Napkin
import NapkinTesting
import Testing

@Suite("Leak detection")
@MainActor
struct LeakDetectorTests {
    let log = EventLog()
    let reported = ReportedLeaks()

    /// Every leak handed to a detector's reporter.
    final class ReportedLeaks: @unchecked Sendable {
        private let log = EventLog()
        func record(_ report: LeakReport) { log.append(report.description) }
        var descriptions: [String] { log.events }
    }

    func activeRoot(timeout: Duration = .seconds(1)) async -> (RootRouter, LeakDetector) {
        let reported = self.reported
        let detector = LeakDetector(timeout: timeout, isEnabled: true, reporter: { reported.record($0) })
        let root = RootRouter(log: log)
        root.leakDetector = detector
        await root.interactable.activate()
        return (root, detector)
    }

    @Test func aReleasedNapkinIsNotReported() async {
        let (root, detector) = await activeRoot()
        do {
            let child = ChildRouter(log: log)
            await root.attachChild(child)
            await child.attachChild(GrandchildRouter(log: log))
            await root.detachChild(child)
        }
        #expect(detector.pendingCheckCount == 1)

        await expectNoLeaks(detector)

        #expect(detector.pendingCheckCount == 0)
        #expect(reported.descriptions.isEmpty)
    }

    @Test func aRetainedInteractorIsReported() async throws {
        let (root, detector) = await activeRoot(timeout: .milliseconds(200))
        let retained: ProbeInteractor
        do {
            let child = ChildRouter(log: log)
            retained = child.interactor
            await root.attachChild(child)
            await root.detachChild(child)
        }

        let reports = await detector.reports()

        let expected = LeakReport(
            napkin: "Child",
            objects: [LeakedObject(role: .interactor, typeName: "ProbeInteractor")],
            timeout: .milliseconds(200)
        )
        #expect(reports == [expected])
        #expect(reported.descriptions == [expected.description])
        #expect(expected.description.hasPrefix("Child was detached but its interactor (ProbeInteractor) still existed"))
        #expect(!retained.lifecycle.isActive)
        // Reports are handed out once.
        #expect(await detector.reports().isEmpty)
    }

    @Test func aRetainedRouterIsReportedWithWhatItHolds() async {
        let (root, detector) = await activeRoot(timeout: .milliseconds(200))
        let child = ChildRouter(log: log)
        await root.attachChild(child)
        await root.detachChild(child)

        let reports = await detector.reports()

        #expect(reports.map(\.napkin) == ["Child"])
        #expect(
            reports.first?.objects == [
                LeakedObject(role: .router, typeName: "ChildRouter"),
                LeakedObject(role: .interactor, typeName: "ProbeInteractor"),
                LeakedObject(role: .viewController, typeName: "ProbeViewController"),
            ])
    }

    @Test func aLeakDeeperInTheDetachedSubtreeIsReported() async {
        let (root, detector) = await activeRoot(timeout: .milliseconds(200))
        let retained: ProbeInteractor
        do {
            let child = ChildRouter(log: log)
            let grandchild = GrandchildRouter(log: log)
            retained = grandchild.interactor
            await root.attachChild(child)
            await child.attachChild(grandchild)
            await root.detachChild(child)
        }

        let reports = await detector.reports()

        #expect(reports.map(\.napkin) == ["Grandchild"])
        #expect(reports.first?.objects == [LeakedObject(role: .interactor, typeName: "ProbeInteractor")])
        #expect(!retained.lifecycle.isActive)
    }

    @Test func aNapkinAttachedAgainIsNotReported() async {
        let (root, detector) = await activeRoot(timeout: .seconds(5))
        let child = ChildRouter(log: log)
        await root.attachChild(child)
        await root.detachChild(child)
        await root.attachChild(child)

        #expect(await detector.reports().isEmpty)
        #expect(reported.descriptions.isEmpty)
    }

    @Test func aDisabledDetectorStartsNoCheck() async {
        let (root, _) = await activeRoot()
        let detector = LeakDetector(isEnabled: false, reporter: { _ in Issue.record("a disabled detector reported") })
        root.leakDetector = detector
        let child = ChildRouter(log: log)
        await root.attachChild(child)
        await root.detachChild(child)

        #expect(detector.pendingCheckCount == 0)
        #expect(await detector.reports().isEmpty)
    }

    @Test(
        arguments: [
            ([:], true),
            (["NAPKIN_LEAK_DETECTION": "1"], true),
            (["NAPKIN_LEAK_DETECTION": "0"], false),
            (["NAPKIN_LEAK_DETECTION": "off"], false),
            (["NAPKIN_LEAK_DETECTION": "FALSE"], false),
        ] as [([String: String], Bool)])
    func theEnvironmentSwitchesDetectionOff(environment: [String: String], enabled: Bool) {
        #expect(LeakDetector.isEnabled(in: environment) == enabled)
    }

    @Test func routersUseTheirParentsDetector() async {
        let (root, detector) = await activeRoot()
        let child = ChildRouter(log: log)
        #expect(child.leakDetector === LeakDetector.shared)
        await root.attachChild(child)
        #expect(child.leakDetector === detector)
        await root.detachChild(child)
        #expect(child.leakDetector === LeakDetector.shared)
        #expect(LeakDetector.shared.timeout == .seconds(1))
    }

    @Test func expectNoLeaksRecordsATestIssuePerLeak() async {
        let (root, detector) = await activeRoot(timeout: .milliseconds(100))
        let child = ChildRouter(log: log)
        await root.attachChild(child)
        await root.detachChild(child)

        await withKnownIssue {
            let reports = await expectNoLeaks(detector)
            #expect(reports.count == 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Child was detached but its router (ChildRouter)") }
        }
    }
}
