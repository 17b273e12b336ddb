import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// What each record mode writes, and where the mode comes from.
@Suite struct RecordModeTests {
    @Test func allRerecordsAndFailsLeavingUnchangedBytesIdentical() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.path("everything.1.png")
        try samplePicture().write(to: URL(fileURLWithPath: reference))
        let before = try contents(reference)
        let modified = try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date

        // Both recordings from one call site, since they write one reference.
        func record(_ picture: Bitmap) -> String? {
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: picture, as: .image, named: "1", record: .all, snapshotDirectory: folder.path, testName: "everything()")
            }
        }
        let same = record(samplePicture())
        #expect(same?.hasPrefix("Record mode is on. Automatically recorded snapshot: …") == true)
        #expect(same?.hasSuffix("Turn record mode off and re-run \"everything\" to assert against the newly-recorded snapshot") == true)
        #expect(try contents(reference) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date == modified)

        let changed = samplePicture().setting(x: 1, y: 1, to: 0xFF00_0000)
        let again = record(changed)
        #expect(again != nil)
        #expect(try Bitmap(contentsOf: URL(fileURLWithPath: reference)) == changed)
    }

    @Test func failedRewritesOnlyTheFailingReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = samplePicture(width: 100, height: 100)
        for name in ["same", "tolerated", "changed"] {
            try picture.write(to: folder.url.appendingPathComponent("mixed.\(name).png"))
        }
        let original = try contents(folder.path("mixed.same.png"))
        let onePixel = picture.setting(x: 3, y: 4, to: 0xFFFF_FFFF)
        let changed = picture.brightened(by: 60)

        let outcomes = withTestEnvironment(artifacts: folder) {
            [
                verifySnapshot(
                    of: picture, as: .image, named: "same", record: .failed, snapshotDirectory: folder.path, testName: "mixed()"),
                verifySnapshot(
                    of: onePixel, as: .image(precision: 0.9999), named: "tolerated", record: .failed, snapshotDirectory: folder.path,
                    testName: "mixed()"),
                verifySnapshot(
                    of: changed, as: .image, named: "changed", record: .failed, snapshotDirectory: folder.path, testName: "mixed()"),
            ]
        }

        #expect(outcomes[0] == nil)
        #expect(outcomes[1] == nil)
        #expect(outcomes[2]?.hasPrefix("Snapshot \"changed\" does not match reference. A new snapshot was automatically recorded.") == true)
        #expect(try contents(folder.path("mixed.same.png")) == original)
        #expect(try contents(folder.path("mixed.tolerated.png")) == original, "passing within precision must not re-record")
        #expect(try Bitmap(contentsOf: folder.url.appendingPathComponent("mixed.changed.png")) == changed)
    }

    @Test func failedRerecordsADamagedReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.url.appendingPathComponent("damaged.1.png")
        try Data("garbage".utf8).write(to: reference)

        let message = withTestEnvironment(artifacts: folder, ["SNAPSHOT_TESTING_RECORD": "failed"]) {
            verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path, testName: "damaged()")
        }

        #expect(message?.contains("A new snapshot was automatically recorded in its place") == true)
        #expect(try Bitmap(contentsOf: reference) == samplePicture())
    }

    @Test func neverWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let missing = expectingNeverNote {
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: samplePicture(), as: .image, record: .never, snapshotDirectory: folder.path("refs"), testName: "never()")
            }
        }
        try samplePicture().write(to: folder.url.appendingPathComponent("neverChanged.1.png"))
        let before = try contents(folder.path("neverChanged.1.png"))
        let mismatch = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: samplePicture().brightened(by: 50), as: .image, record: .never, snapshotDirectory: folder.path,
                testName: "neverChanged()")
        }

        #expect(missing == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(!FileManager.default.fileExists(atPath: folder.path("refs")))
        #expect(mismatch?.hasPrefix("Snapshot does not match reference.") == true)
        #expect(try contents(folder.path("neverChanged.1.png")) == before)
    }

    @Test func argumentBeatsConfigurationWhichBeatsEnvironment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let fromEnvironment = expectingNeverNote {
            withTestEnvironment(artifacts: folder, ["SNAPSHOT_TESTING_RECORD": "never"]) {
                verifySnapshot(of: "text", as: .lines, snapshotDirectory: folder.path, testName: "environment()")
            }
        }
        let fromConfiguration = withTestEnvironment(artifacts: folder, ["SNAPSHOT_TESTING_RECORD": "never"]) {
            withSnapshotTesting(record: .missing) {
                verifySnapshot(of: "text", as: .lines, snapshotDirectory: folder.path, testName: "configuration()")
            }
        }
        let fromArgument = expectingNeverNote {
            withTestEnvironment(artifacts: folder, ["SNAPSHOT_TESTING_RECORD": "missing"]) {
                withSnapshotTesting(record: .missing) {
                    verifySnapshot(of: "text", as: .lines, record: .never, snapshotDirectory: folder.path, testName: "argument()")
                }
            }
        }

        #expect(fromEnvironment?.contains("recording is disabled") == true)
        #expect(fromConfiguration?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(fromArgument?.contains("recording is disabled") == true)
        #expect(folder.files().filter { $0 != "artifacts" } == ["configuration.1.txt"], "only the missing mode records a reference")
    }

    @Test func nestedConfigurationsInheritUnsetSettings() async {
        await withSnapshotTesting(record: .failed) {
            await Task.yield()
            withSnapshotTesting(diffTool: .ksdiff) {
                #expect(SnapshotTestingConfiguration.current?.record == .failed)
                #expect(SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b") == "ksdiff \"a\" \"b\"")
            }
        }
        #expect(SnapshotTestingConfiguration.current == nil)
    }

    @Test(.snapshots(record: .never)) func traitSetsTheRecordMode() {
        #expect(SnapshotTestingConfiguration.current?.record == .never)
    }

    @Test func invalidEnvironmentValueFailsNamingTheValidModes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let message = withTestEnvironment(artifacts: folder, ["SNAPSHOT_TESTING_RECORD": "sometimes"]) {
            verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path, testName: "invalid()")
        }

        #expect(
            message == """
                SNAPSHOT_TESTING_RECORD is set to "sometimes", which is not a record mode. Use one of: all, missing, failed, never (or unset it for the default, missing).
                """)
        #expect(folder.files().isEmpty)
        #expect(throws: SnapshotTestingError.invalidRecordMode(value: "yes")) {
            try SnapshotEnvironment.$override.withValue(["SNAPSHOT_TESTING_RECORD": "yes"]) {
                try SnapshotTestingConfiguration.Record.fromEnvironment()
            }
        }
    }

    @Test func recordModeNames() {
        #expect(SnapshotTestingConfiguration.Record(rawValue: " Failed\n") == .failed)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "true") == nil)
        #expect(SnapshotTestingConfiguration.Record.allModes.map(\.description) == ["all", "missing", "failed", "never"])
        let fromTrue: SnapshotTestingConfiguration.Record = true
        let fromFalse: SnapshotTestingConfiguration.Record = false
        #expect(fromTrue == .all && fromFalse == .missing)
        #expect(SnapshotEnvironment.$override.withValue([:]) { try? SnapshotTestingConfiguration.Record.fromEnvironment() } == .missing)
    }
}
