import Foundation
import PackageTestSupport
import RasterCore
import SnapshotReport
import Testing

@testable import SnapshotTesting

/// What a test process writes for the report: its failures with their measures, the
/// package root and paths inside the folder, and the counts of what passed and recorded.
@Suite struct ReportRecordTests {
    @Test func anImageFailureIsRecordedWithItsMeasureAndPathsInsideTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = samplePicture(width: 20, height: 10)
        try Diffing<Bitmap>.image.encode(reference).write(to: folder.url.appendingPathComponent("measured.1.png"))
        let changed = reference.setting(x: 3, y: 4, to: 0xFF00_FF00).setting(x: 9, y: 6, to: 0xFF00_FF00)
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: changed, as: .image, snapshotDirectory: folder.path, testName: "measured()")
        }
        #expect(message?.contains("does not match reference") == true)
        let run = ReportFolder.load(folder.url.appendingPathComponent("artifacts"))
        let entry = try #require(run.entries.first)
        let difference = try #require(entry.difference)
        #expect(difference.failingPixels == 2)
        #expect(difference.region == ImageDifference.Region(x: 3, y: 4, width: 7, height: 3))
        #expect(difference.firstPixel == ImageDifference.Region(x: 3, y: 4, width: 1, height: 1))
        #expect(difference.maximumDeltaE > 50)
        #expect(
            entry.artifacts.map(\.path) == [
                "ReportRecordTests/measured.1.png", "ReportRecordTests/measured.1.reference.png",
                "ReportRecordTests/measured.1.difference.png",
            ])
        // This test file's package: a CI machine's report can name the reference in a checkout.
        let root = try #require(run.packageRoots[entry.id])
        #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("artifacts/summary.md"), encoding: .utf8)
                .contains("| `measured` (ReportRecordTests.swift:"))
    }

    @Test func passesAndRecordingsAreCountedWithoutWritingUntilTheProcessEnds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let records = folder.url.appendingPathComponent("artifacts/.report")
        // One call site, so that the four assertions may share their reference.
        let check = { (mode: SnapshotTestingConfiguration.Record?) in
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(
                    of: "same\n", as: .lines, named: "counted", record: mode, snapshotDirectory: folder.path, testName: "counted()")
            }
        }
        #expect(check(.all)?.contains("Record mode is on") == true)
        for _ in 0..<3 {
            #expect(check(nil) == nil)
        }
        // Passing assertions wrote no record: they cost no file write.
        #expect(try FileManager.default.contentsOfDirectory(atPath: records.path).filter { $0.hasSuffix(".json") }.isEmpty)
        // What the process does when it exits.
        FailureReport.writeUnwrittenCounts()
        let run = ReportFolder.load(folder.url.appendingPathComponent("artifacts"))
        #expect(run.passed == 3 && run.recorded == 1 && run.failed == 0)
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("artifacts/index.html"), encoding: .utf8)
                .contains("<span data-count=\"passed\"><b>3</b> passed</span> · <span data-count=\"recorded\"><b>1</b> recorded</span>"))
    }

    @Test func bazelsOutputFolderHoldsTheArtifactsUnlessSnapshotArtifactsSaysOtherwise() throws {
        let location = { (environment: [String: String]) in
            try SnapshotEnvironment.$override.withValue(environment) {
                try SnapshotLocation(
                    filePath: #filePath, testName: "bazel()", name: nil, pathExtension: "png", snapshotDirectory: "/tmp/refs"
                ).artifactsRoot.path
            }
        }
        #expect(try location(["TEST_UNDECLARED_OUTPUTS_DIR": "/bazel/out"]) == "/bazel/out/snapshot-artifacts")
        #expect(try location(["TEST_UNDECLARED_OUTPUTS_DIR": "/bazel/out", "SNAPSHOT_ARTIFACTS": "/mine"]) == "/mine")
        #expect(try location([:]).hasSuffix("/.build/snapshot-artifacts"))
    }
}
