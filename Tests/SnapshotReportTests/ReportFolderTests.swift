import Foundation
import SnapshotReport
import Testing

@Suite("Reading a run's records back from its folder")
struct ReportFolderTests {
    @Test("Only the current run's records count; counts add up; a reference failing twice shows once, the newer")
    func currentRun() throws {
        let folder = try ArtifactsFolder()
        defer { folder.remove() }
        try folder.start(run: "run B")
        try folder.write(ReportRecord(run: "run A", entries: [imageEntry("stale")], passed: 100), as: "old")
        try folder.write(
            ReportRecord(
                run: "run B", entries: [imageEntry("login", time: 5), textEntry("menu", time: 3)], passed: 10, recorded: 1,
                packageRoot: "/p", runSummary: "swift test (process 7)"), as: "xctest")
        var again = imageEntry("login", time: 9)
        again.message = "newer"
        try folder.write(ReportRecord(run: "run B", entries: [again], passed: 4, recorded: 2), as: "swift-testing")
        let run = ReportFolder.load(folder.url)
        #expect(run.id == "run B")
        #expect(run.summary == "swift test (process 7)")
        #expect(run.entries.map(\.testName) == ["menu", "login"])
        #expect(run.entries.last?.message == "newer")
        #expect(run.failed == 2 && run.passed == 14 && run.recorded == 3)
        #expect(run.referenceInPackage(run.entries[0]) == "__Snapshots__/MenuTests/menu.1.txt")
        #expect(run.unreadableRecords.isEmpty)
    }

    @Test("Absolute artifact paths become relative to the folder the record was written in; paths outside are dropped")
    func movedFolder() throws {
        let folder = try ArtifactsFolder()
        defer { folder.remove() }
        try folder.start(run: "r")
        var entry = imageEntry("login")
        entry.artifacts[0].path = "/ci/work/artifacts/LoginTests/login.1.png"
        entry.artifacts[1].path = "/etc/passwd"
        entry.artifacts[2].path = "../outside.png"
        try folder.write(ReportRecord(run: "r", entries: [entry], artifactsFolder: "/ci/work/artifacts"), as: "ci")
        let run = ReportFolder.load(folder.url)
        #expect(run.entries[0].artifacts.map(\.path) == ["LoginTests/login.1.png"])
    }

    @Test("A record that is damaged, a link, or of another format is listed as unreadable, not trusted")
    func unreadable() throws {
        let folder = try ArtifactsFolder()
        defer { folder.remove() }
        try folder.start(run: "r")
        try folder.write(ReportRecord(run: "r", entries: [imageEntry("login")]), as: "good")
        try Data("{not json".utf8).write(to: ReportFolder.recordsFolder(in: folder.url).appendingPathComponent("bad.json"))
        try folder.file("elsewhere.json", try ReportRecord(run: "r", entries: [imageEntry("sneaky")]).encoded())
        try FileManager.default.createSymbolicLink(
            atPath: ReportFolder.recordsFolder(in: folder.url).appendingPathComponent("link.json").path,
            withDestinationPath: folder.url.appendingPathComponent("elsewhere.json").path)
        let run = ReportFolder.load(folder.url)
        #expect(run.entries.map(\.testName) == ["login"])
        #expect(run.unreadableRecords.map { ($0 as NSString).lastPathComponent }.sorted() == ["bad.json", "link.json"])
    }

    @Test("A folder without a run is an empty report")
    func noRun() throws {
        let folder = try ArtifactsFolder()
        defer { folder.remove() }
        let run = ReportFolder.load(folder.url)
        #expect(run.id == nil && run.entries.isEmpty && run.failed == 0)
    }

    @Test("Entries know their test file, their configuration and a stable key")
    func entryNames() {
        let entry = imageEntry("screen", name: "dark%20mode")
        #expect(entry.testFile == "LoginTests")
        #expect(entry.variantLabel == "dark mode")
        #expect(imageEntry("screen", name: "2").variantLabel == "2")
        #expect(entry.fileAndLine == "LoginTests.swift:12")
        #expect(entry.key == imageEntry("screen", name: "dark%20mode", time: 99).key)
        #expect(entry.key != imageEntry("screen", name: "light").key)
        #expect(entry.key.count == 16 && entry.key.allSatisfy(\.isHexDigit))
    }
}
