import Foundation
import PackageTestSupport
import Testing
import XCTest

@testable import SnapshotTesting

/// The `swift test --filter` a failure suggests must select the failing test: proved by
/// running the test binary with it (Swift Testing) or matching it as SwiftPM does against the
/// test's identifier (XCTest), for a parameterised test, a name in backquotes and a plain one.
@Suite struct RerunFilterTests {
    @Test func theSuggestedFilterRunsTheFailingTestAndNoOther() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // First the probes fail once, each writing the command its failure suggests.
        try RerunFilterProbe.run(["--testing-library", "swift-testing", "--filter", "RerunFilterProbes"], folder: folder)
        try RerunFilterProbe.run(["SnapshotTestingTests.RerunFilterXCTestProbe"], folder: folder)
        let suggestions = RerunFilterProbe.suggestions(in: folder)
        #expect(suggestions.keys.sorted() == RerunFilterProbe.probes.sorted(), "\(suggestions); \(RerunFilterProbe.log(folder))")

        // Then each Swift Testing suggestion runs exactly its own probe.
        for probe in RerunFilterProbe.probes where probe != RerunFilterProbe.xctestProbe {
            let filter = try #require(suggestions[probe])
            RerunFilterProbe.clearRuns(in: folder)
            try RerunFilterProbe.run(["--testing-library", "swift-testing", "--filter", filter], folder: folder)
            #expect(
                RerunFilterProbe.runs(in: folder) == [probe],
                "--filter \(filter) ran \(RerunFilterProbe.runs(in: folder)); \(RerunFilterProbe.log(folder))")
        }
        // SwiftPM matches an XCTest filter against `Module.Class/test` itself.
        let xctestFilter = try #require(suggestions[RerunFilterProbe.xctestProbe])
        let regex = try Regex(xctestFilter)
        #expect(("SnapshotTestingTests.RerunFilterXCTestProbe/testProbe").contains(regex))
        #expect(!("SnapshotTestingTests.RerunFilterXCTestProbe/testProbeSibling").contains(regex))
    }

    @Test func patternsEscapeWhatARegularExpressionWouldReadAndQuoteForTheShell() {
        let test = TestIdentity(
            moduleName: "AppTests", suite: ["Login"], function: "render(size:)", isParameterized: true, caseArguments: ["a"])
        #expect(
            RerunFilter.pattern(for: test, moduleName: "AppTests", testName: "render(size:)")
                == #"AppTests[./]Login[./]render\(size:\)(/|$)"#)
        #expect(RerunFilter.pattern(for: nil, moduleName: "AppTests", testName: "a.b*") == #"AppTests\..*a\.b\*"#)
        #expect(RerunFilter.shellWord("it's") == #"'it'\''s'"#)
    }
}

/// The tests the filters must select; they do nothing unless a ``RerunFilterTests`` child
/// process runs them.
@Suite struct RerunFilterProbes {
    @Test(arguments: ["a b", "x/y"])
    func probe(value: String) {
        RerunFilterProbe.fail(probe: "parameterised", value: value)
    }

    @Test func `probe with spaces and (symbols)`() {
        RerunFilterProbe.fail(probe: "backquoted", value: "one")
    }

    @Test func plainProbe() {
        RerunFilterProbe.fail(probe: "plain", value: "one")
    }
}

/// An XCTest probe, and a sibling whose name starts like it.
final class RerunFilterXCTestProbe: XCTestCase {
    func testProbe() {
        RerunFilterProbe.fail(probe: RerunFilterProbe.xctestProbe, value: "one")
    }

    func testProbeSibling() {}
}

/// What the probes and the test share: where a probe writes the suggestion it got and that it
/// ran.
enum RerunFilterProbe {
    static let variable = "SNAPSHOT_TESTING_RERUN_FILTER_PROBE"
    static let xctestProbe = "xctest"
    static let probes = ["parameterised", "backquoted", "plain", xctestProbe]

    /// In a child: fails one assertion against an older reference and writes the filter its
    /// message suggests, and that this probe ran.
    static func fail(probe: String, value: String, testName: String = #function) {
        guard let folder = ProcessInfo.processInfo.environment[variable] else { return }
        let references = folder + "/references/" + probe
        try? FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: "\(folder)/ran-\(probe)", contents: nil)
        let name = "case-\(value.unicodeScalars.map { String($0.value) }.joined(separator: "-"))"
        try? Data("old\n".utf8).write(
            to: URL(
                fileURLWithPath:
                    "\(references)/\(SnapshotFileName.stem(suite: TestContext.current?.suite.filter { $0 != "RerunFilterTests" }, testName: testName, caseArguments: nil, identifier: name)).txt"
            ))
        let message = verifySnapshot(of: "new\n", as: .lines, named: name, snapshotDirectory: references, testName: testName) ?? ""
        // `… swift test --filter '<pattern>'`: the pattern, unquoted as a shell would.
        guard let range = message.range(of: "swift test --filter ") else { return }
        let word = message[range.upperBound...].prefix { $0 != "\n" }
        let pattern = word.dropFirst().dropLast().replacingOccurrences(of: #"'\''"#, with: "'")
        try? Data(pattern.utf8).write(to: URL(fileURLWithPath: "\(folder)/suggestion-\(probe)"))
    }

    /// Runs the test binary with `arguments` and the probes switched on; waits up to two minutes.
    static func run(_ arguments: [String], folder: TemporaryFolder) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SNAPSHOT_TESTING_RECORD"] = nil
        environment["CI"] = nil
        environment[variable] = folder.path
        environment["SNAPSHOT_ARTIFACTS"] = folder.path("artifacts")
        environment[TestRun.variable] = "rerun filter \(UUID().uuidString)"
        process.environment = environment
        let log = folder.url.appendingPathComponent("child.log")
        if !FileManager.default.fileExists(atPath: log.path) { _ = FileManager.default.createFile(atPath: log.path, contents: nil) }
        let output = try FileHandle(forWritingTo: log)
        output.seekToEndOfFile()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            Issue.record("The child test process did not finish within two minutes")
        }
    }

    static func suggestions(in folder: TemporaryFolder) -> [String: String] {
        var found: [String: String] = [:]
        for name in folder.files() where name.hasPrefix("suggestion-") {
            found[String(name.dropFirst("suggestion-".count))] = try? String(contentsOfFile: folder.path(name), encoding: .utf8)
        }
        return found
    }

    static func runs(in folder: TemporaryFolder) -> [String] {
        folder.files().filter { $0.hasPrefix("ran-") }.map { String($0.dropFirst("ran-".count)) }
    }

    static func clearRuns(in folder: TemporaryFolder) {
        for name in folder.files() where name.hasPrefix("ran-") { try? FileManager.default.removeItem(atPath: folder.path(name)) }
    }

    static func log(_ folder: TemporaryFolder) -> String {
        (try? String(contentsOfFile: folder.path("child.log"), encoding: .utf8)).map { String($0.suffix(3000)) } ?? "(no log)"
    }
}
