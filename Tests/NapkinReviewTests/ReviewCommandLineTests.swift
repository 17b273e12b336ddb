import CommandLineOptions
import Foundation
import NapkinHTTPServer
import SnapshotReport
import Testing

@testable import napkin_review

@Suite("napkin-review's command line and its watch of the folder")
struct ReviewCommandLineTests {
    @Test("merge takes folders and --out; a port outside 0…65535 is a usage error")
    func options() throws {
        let merge = try ReviewCommandLine.table.parse(["merge", "shard1", "shard2", "--out", "merged"])
        #expect(merge.subcommand == ReviewCommandLine.merge)
        #expect(merge.positionals == ["shard1", "shard2"])
        #expect(merge[ReviewCommandLine.out] == "merged")
        let serve = try ReviewCommandLine.table.parse(["--artifacts", "a", "--port", "8123"])
        #expect(serve[ReviewCommandLine.port] == 8123 && serve[ReviewCommandLine.artifacts] == "a")
        #expect(throws: CommandLineUsageError("--port takes a number from 0 to 65535, not '70000'")) {
            _ = try ReviewCommandLine.table.parse(["--port", "70000"])
        }
    }

    @Test("The watcher's signature changes with the run and with each record written")
    func watcher() throws {
        let package = try ReviewPackage()
        defer { package.remove() }
        let watcher = RunWatcher(folder: package.artifacts, events: ServerSentEvents())
        let first = watcher.signature()
        #expect(first == watcher.signature())
        try ReportRecord(run: package.run, entries: []).encoded().write(
            to: ReportFolder.recordsFolder(in: package.artifacts).appendingPathComponent("q.json"))
        let second = watcher.signature()
        #expect(second != first)
        try Data("another run\n".utf8).write(to: ReportFolder.runURL(in: package.artifacts))
        #expect(watcher.signature() != second)
    }

    @Test("Tokens are 32 hex digits and differ each time")
    func tokens() {
        let tokens = (0..<20).map { _ in ReviewServer.makeToken() }
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(Set(tokens).count == 20)
        #expect(constantTimeEqual("abc", "abc") && !constantTimeEqual("abc", "abd") && !constantTimeEqual("abc", "ab"))
    }
}
