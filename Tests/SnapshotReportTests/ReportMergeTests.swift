import Foundation
import SnapshotReport
import Testing

@Suite("Merging CI shards' artifacts folders into one report")
struct ReportMergeTests {
    /// A shard's folder with one image failure of `test`, its files written.
    private func shard(_ test: String, root: String, passed: Int) throws -> ArtifactsFolder {
        let folder = try ArtifactsFolder("ReportMergeTests")
        try folder.start(run: "shard run \(test)")
        let entry = imageEntry(test, root: root)
        for artifact in entry.artifacts {
            try folder.file(artifact.path, Data("\(test) \(artifact.role)".utf8))
        }
        try folder.write(
            ReportRecord(
                run: "shard run \(test)", entries: [entry], passed: passed, recorded: 1, packageRoot: root, artifactsFolder: folder.path),
            as: "p1")
        return folder
    }

    @Test("Every shard's failures, files and counts land in one folder, each shard's files under its own prefix")
    func merge() throws {
        let first = try shard("login", root: "/ci/one", passed: 10), second = try shard("logout", root: "/ci/two", passed: 5)
        let output = try ArtifactsFolder("ReportMergeTests-out")
        defer { [first, second, output].forEach { $0.remove() } }
        let merged = try ReportMerge.merge([first.url, second.url], into: output.url)
        #expect(merged.failed == 2 && merged.passed == 15 && merged.recorded == 2)
        let reread = ReportFolder.load(output.url)
        #expect(reread.entries.map(\.testName).sorted() == ["login", "logout"])
        let login = try #require(reread.entries.first { $0.testName == "login" })
        #expect(
            login.artifacts.map(\.path) == [
                "shard-1/LoginTests/login.1.png", "shard-1/LoginTests/login.1.reference.png", "shard-1/LoginTests/login.1.difference.png",
            ])
        #expect(try Data(contentsOf: output.url.appendingPathComponent("shard-2/LoginTests/logout.1.png")) == Data("logout new".utf8))
        #expect(reread.referenceInPackage(login) == "__Snapshots__/LoginTests/login.1.png")
        let page = try String(contentsOf: output.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<title>2 snapshot failures</title>") && page.contains("src=\"shard-2/LoginTests/logout.1.png\""))
        #expect(FileManager.default.fileExists(atPath: output.url.appendingPathComponent("summary.md").path))
        // Merging again replaces the earlier merge.
        #expect(try ReportMerge.merge([second.url], into: output.url).failed == 1)
    }

    @Test("A folder without a report, a non-empty output and a file linked from outside are refused")
    func refusals() throws {
        let good = try shard("login", root: "/ci/one", passed: 1)
        let empty = try ArtifactsFolder("ReportMergeTests-empty")
        let output = try ArtifactsFolder("ReportMergeTests-out")
        defer { [good, empty, output].forEach { $0.remove() } }
        #expect(throws: ReportMergeError.self) {
            try ReportMerge.merge([good.url, empty.url], into: output.url.appendingPathComponent("a"))
        }
        try output.file("keep.txt", Data("mine".utf8))
        #expect(throws: ReportMergeError(description: "\(output.path) is not empty and is not an earlier merge; name a new folder")) {
            try ReportMerge.merge([good.url], into: output.url)
        }
        #expect(try String(contentsOfFile: output.path + "/keep.txt", encoding: .utf8) == "mine")
        let new = good.url.appendingPathComponent("LoginTests/login.1.png")
        try FileManager.default.removeItem(at: new)
        try FileManager.default.createSymbolicLink(atPath: new.path, withDestinationPath: "/etc/hostname")
        #expect(throws: ReportMergeError.self) { try ReportMerge.merge([good.url], into: output.url.appendingPathComponent("b")) }
        #expect(!FileManager.default.fileExists(atPath: output.path + "/b/shard-1/LoginTests/login.1.png"))
    }
}
