import Foundation
import PackageTestSupport
import Testing
import XCTest

@testable import SnapshotTesting

/// The HTML report covers exactly the current run: every failure of every process of the run,
/// and none of an earlier run.
@Suite struct ReportTests {
    @Test func aGreenRunReplacesAnEarlierRunsReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let artifacts = folder.url.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: artifacts.appendingPathComponent(".report"), withIntermediateDirectories: true)
        try Data("<title>3 snapshot failures</title>".utf8).write(to: artifacts.appendingPathComponent("index.html"))
        try Data("an earlier run\n".utf8).write(to: artifacts.appendingPathComponent(".report/run"))
        try Data(#"{"run":"an earlier run","entries":[]}"#.utf8).write(to: artifacts.appendingPathComponent(".report/1-old.json"))
        try Data("same".utf8).write(to: folder.url.appendingPathComponent("green.1.txt"))

        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "same", as: .lines, snapshotDirectory: folder.path, testName: "green()")
        }

        #expect(message == nil)
        let page = try #require(folder.report())
        #expect(page.contains("<title>No snapshot failures</title>") && page.contains("data-failure-count=\"0\""))
        #expect(!folder.files(in: "artifacts/.report").contains { $0.hasSuffix(".json") }, "the earlier run's records are gone")
    }

    @Test func failuresOfEveryProcessOfTheRunAreListed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = [
            ReportChild.variable: folder.path,
            "SNAPSHOT_ARTIFACTS": folder.path("artifacts"),
            TestRun.variable: "report test \(UUID().uuidString)",
        ]

        // An XCTest process and a Swift Testing process of one run, at the same time, as
        // `swift test --parallel` runs its workers.
        let xctest = try ReportChild.start(
            ["SnapshotTestingTests.ReportChildXCTests"], environment: environment, log: folder.url.appendingPathComponent("xctest.log"))
        let swiftTesting = try ReportChild.start(
            ["--testing-library", "swift-testing", "--filter", "ReportChildSwiftTests"], environment: environment,
            log: folder.url.appendingPathComponent("swift-testing.log"))
        for child in [xctest, swiftTesting] {
            try ReportChild.wait(for: child)
        }

        let page = try #require(folder.report(), "no report; child logs:\n\(ReportChild.logs(in: folder))")
        #expect(page.contains("<title>11 snapshot failures</title>"), "child logs:\n\(ReportChild.logs(in: folder))")
        #expect(page.contains("data-failure-count=\"11\""))
        for index in 1...ReportChild.xctestFailures {
            #expect(page.contains("ReportChildXCTests.testFailsForTheReport.xctest\(index).txt"))
        }
        for index in 1...ReportChild.swiftTestingFailures {
            #expect(page.contains("ReportChildSwiftTests.failsForTheReport.swift-testing\(index).txt"))
        }
    }

    @Test func oneFileClaimedFromTwoProcessesOfTheRunFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = [
            ReportChild.variable: folder.path,
            "SNAPSHOT_ARTIFACTS": folder.path("artifacts"),
            TestRun.variable: "claims test \(UUID().uuidString)",
        ]

        // One after the other, as `swift test` runs them.
        try ReportChild.wait(
            for: ReportChild.start(
                ["SnapshotTestingTests.ReportChildClaims"], environment: environment, log: folder.url.appendingPathComponent("xctest.log")))
        try ReportChild.wait(
            for: ReportChild.start(
                ["--testing-library", "swift-testing", "--filter", "reportChildClaimsTheSharedReference"], environment: environment,
                log: folder.url.appendingPathComponent("swift-testing.log")))

        let logs = ReportChild.logs(in: folder)
        #expect(logs.contains("No reference was found on disk."), "\(logs)")
        #expect(
            logs.contains(
                "first: test SnapshotTestingTests.ReportChildClaims.testClaimsTheSharedReference at SnapshotTestingTests/ReportChildClaims.swift:"
            ), "\(logs)")
        #expect(logs.contains("(in another test process of this run)"), "\(logs)")
        #expect(
            try String(contentsOfFile: folder.path("references/claim.shared.txt"), encoding: .utf8) == "from XCTest",
            "the second process must not record over the first")
    }

    @Test func failuresFromParallelTestsAllLand() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<16 {
            try Data("old\n".utf8).write(to: folder.url.appendingPathComponent("parallel.\(index).txt"))
        }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    _ = withTestEnvironment(artifacts: folder) {
                        verifySnapshot(of: "new\n", as: .lines, named: "\(index)", snapshotDirectory: folder.path, testName: "parallel()")
                    }
                }
            }
        }
        #expect(folder.report()?.contains("data-failure-count=\"16\"") == true)
    }

    @Test func aReportThatCannotBeWrittenSaysSoInTheFailure() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("old".utf8).write(to: folder.url.appendingPathComponent("blocked.1.txt"))
        let message = try withTestEnvironment(artifacts: folder) {
            // The run starts normally; then the page's path becomes a folder.
            _ = verifySnapshot(of: "text", as: .lines, named: "first", snapshotDirectory: folder.path, testName: "blocked()")
            try FileManager.default.removeItem(atPath: folder.path("artifacts/index.html"))
            try FileManager.default.createDirectory(atPath: folder.path("artifacts/index.html/blocked"), withIntermediateDirectories: true)
            return verifySnapshot(of: "new", as: .lines, snapshotDirectory: folder.path, testName: "blocked()")
        }
        let failure = try #require(message)
        #expect(
            failure.contains("Couldn't add this failure to the report: Couldn't write \"\(folder.path("artifacts/index.html"))\""),
            "\(failure)")
    }

    @Test func processesOfOneSwiftTestShareARun() {
        let runner = ProcessIdentity(pid: 400, name: "swift-test", startTime: 9_000)
        let xctest = TestRun.identify(
            explicit: nil, this: ProcessIdentity(pid: 401, name: "napkinPackageTe", startTime: 9_010), parent: runner)
        let swiftTesting = TestRun.identify(
            explicit: nil, this: ProcessIdentity(pid: 402, name: "napkinPackageTe", startTime: 9_020), parent: runner)
        let nextInvocation = TestRun.identify(
            explicit: nil, this: ProcessIdentity(pid: 403, name: "napkinPackageTe", startTime: 9_500),
            parent: ProcessIdentity(pid: 400, name: "swift-test", startTime: 9_400))
        #expect(xctest == swiftTesting)
        #expect(xctest != nextInvocation, "a reused process id with another start time is another run")

        let shell = ProcessIdentity(pid: 10, name: "bash", startTime: 5)
        let first = TestRun.identify(explicit: nil, this: ProcessIdentity(pid: 500, name: "x.xctest", startTime: 20), parent: shell)
        let second = TestRun.identify(explicit: nil, this: ProcessIdentity(pid: 501, name: "x.xctest", startTime: 30), parent: shell)
        #expect(first != second, "test binaries started from one shell are separate runs")
        #expect(
            TestRun.identify(explicit: "ci-42", this: nil, parent: shell) == TestRun.identify(explicit: "ci-42", this: nil, parent: runner))
    }

    @Test func procStatIsParsedEvenWithParenthesesInTheName() {
        let stat = "4242 (odd) name (x)) S 1 4242 4242 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 777123 1000 10\n"
        #expect(ProcessIdentity.parse(stat: stat, pid: 4242) == ProcessIdentity(pid: 4242, name: "odd) name (x)", startTime: 777_123))
        #expect(ProcessIdentity.parse(stat: "garbage", pid: 1) == nil)
        #expect(ProcessIdentity.read(getpid())?.startTime == ProcessIdentity.read(getpid())?.startTime)
    }
}

/// Runs this test binary again as a child process that fails on purpose into a shared report.
enum ReportChild {
    /// Set in a child's environment to the folder its failures go to; the child tests do
    /// nothing without it.
    static let variable = "SNAPSHOT_TESTING_REPORT_CHILD"
    static let xctestFailures = 5
    static let swiftTestingFailures = 6

    /// Starts the test binary with `arguments`, logging its output to `log`.
    static func start(_ arguments: [String], environment: [String: String], log: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["SNAPSHOT_TESTING_RECORD"] = nil
        inherited["CI"] = nil
        process.environment = inherited.merging(environment) { $1 }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }

    /// Waits up to a minute for `process`; it fails on purpose, so only a crash or a hang is
    /// an error.
    static func wait(for process: Process) throws {
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning {
            process.terminate()
            Issue.record("A child test process did not finish within a minute")
        } else if process.terminationReason != .exit {
            Issue.record("A child test process crashed (signal \(process.terminationStatus))")
        }
    }

    /// The children's output, for failure messages.
    static func logs(in folder: TemporaryFolder) -> String {
        ["xctest.log", "swift-testing.log"].map { name in
            "== \(name)\n" + ((try? String(contentsOfFile: folder.path(name), encoding: .utf8)) ?? "(none)")
        }.joined(separator: "\n")
    }

    /// In a child: `count` text snapshots that each fail against an older reference.
    static func fail(count: Int, prefix: String, testName: String = #function) {
        guard let folder = ProcessInfo.processInfo.environment[variable] else { return }
        let references = folder + "/references"
        try? FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
        for index in 1...count {
            // The child suites are not named after this file, so their names lead.
            let stem = SnapshotFileName.stem(
                suite: TestContext.current?.suite, testName: testName, caseArguments: nil, identifier: "\(prefix)\(index)")
            try? Data("old \(index)\n".utf8).write(to: URL(fileURLWithPath: "\(references)/\(stem).txt"))
            assertSnapshot(of: "new \(index)\n", as: .lines, named: "\(prefix)\(index)", snapshotDirectory: references, testName: testName)
        }
    }
}

/// Fails on purpose, but only in a child process started by ``ReportTests``.
final class ReportChildXCTests: XCTestCase {
    func testFailsForTheReport() {
        ReportChild.fail(count: ReportChild.xctestFailures, prefix: "xctest")
    }
}

/// Fails on purpose, but only in a child process started by ``ReportTests``.
@Suite struct ReportChildSwiftTests {
    @Test func failsForTheReport() {
        ReportChild.fail(count: ReportChild.swiftTestingFailures, prefix: "swift-testing")
    }
}
