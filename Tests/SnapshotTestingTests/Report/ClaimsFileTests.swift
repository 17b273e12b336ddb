import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// The run's claims file as processes share it: each claim is a line appended under the
/// report's lock, and a line a dead process left unfinished never swallows the next claim.
@Suite struct ClaimsFileTests {
    private let run = TestRun(id: "claims-file-tests-\(UUID().uuidString)", summary: "ClaimsFileTests")

    @Test("The first claimant of a path is named to any other; claiming again is free")
    func firstClaimantWins() throws {
        let folder = try TemporaryFolder("ClaimsFileTests")
        defer { folder.remove() }
        let a = "/project/__Snapshots__/A/a.png", b = "/project/__Snapshots__/A/b.png"
        #expect(try FailureReport.claim(a, by: "test A", folder: folder.url, run: run) == nil)
        #expect(try FailureReport.claim(a, by: "test A", folder: folder.url, run: run) == nil)
        #expect(try FailureReport.claim(a, by: "test B", folder: folder.url, run: run) == "test A")
        #expect(try FailureReport.claim(b, by: "test B", folder: folder.url, run: run) == nil)
        let lines = try String(decoding: Data(contentsOf: FailureReport.claimsURL(in: folder.url)), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        // One line per first claim by a claimant, and the file ends with a newline.
        #expect(lines.count == 3 && lines.last == "")
    }

    @Test("A claim after a line left unfinished starts a line of its own, and is found")
    func afterAnUnfinishedLine() throws {
        let folder = try TemporaryFolder("ClaimsFileTests")
        defer { folder.remove() }
        let a = "/project/__Snapshots__/A/a.png", c = "/project/__Snapshots__/A/c.png"
        #expect(try FailureReport.claim(a, by: "test A", folder: folder.url, run: run) == nil)
        let url = FailureReport.claimsURL(in: folder.url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("[\"/project/__Snapshots__/A/x.png\",\"te".utf8))
        try handle.close()
        #expect(try FailureReport.claim(c, by: "test C", folder: folder.url, run: run) == nil)
        #expect(try FailureReport.claim(c, by: "test D", folder: folder.url, run: run) == "test C")
        #expect(try FailureReport.claim(a, by: "test D", folder: folder.url, run: run) == "test A")
    }
}
