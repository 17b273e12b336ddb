import Foundation
import NapkinUI
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// `assertPreviewSnapshots()` in Swift Testing: one reference per preview and configuration,
/// stale references reported, opt-outs never rendered, failures as any snapshot's.
@Suite struct PreviewSnapshotTests {
    /// The reference files of this module's previews for the test `previews()`, in `matrix`.
    static func references(_ matrix: [String] = ["light", "dark"]) -> [String] {
        [
            "PreviewSnapshotFixtures_Chip", "PreviewSnapshotFixtures_line13", "PreviewSnapshotFixtures_First",
            "PreviewSnapshotFixtures_Second",
        ]
        .flatMap { name in matrix.map { "previews.\(name)_\($0).png" } }.sorted()
    }

    /// Runs `verifyPreviewSnapshots` for this module's previews into `folder`, as the test `previews()`.
    static func verify(
        _ folder: TemporaryFolder, matrix: [PreviewConfiguration] = PreviewConfiguration.standard, excluding: [String] = [],
        record: SnapshotTestingConfiguration.Record? = nil
    ) -> [String] {
        withTestEnvironment(artifacts: folder) {
            verifyPreviewSnapshots(
                module: "SnapshotTestingTests", matrix: matrix, excluding: excluding, record: record, snapshotDirectory: folder.path,
                testName: "previews()")
        }
    }

    @Test("The committed references of this module's previews match")
    func previews() {
        assertPreviewSnapshots(module: "SnapshotTestingTests")
    }

    @Test("The first run records one reference per preview and configuration, named from file and name or line")
    func records() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = Self.verify(folder)
        #expect(first.count == 8)
        #expect(first.allSatisfy { $0.hasPrefix("No reference was found on disk. Automatically recorded snapshot") })
        #expect(folder.files() == Self.references())
        let chip = try Bitmap(contentsOf: URL(fileURLWithPath: folder.path("previews.PreviewSnapshotFixtures_Chip_dark.png")))
        #expect(chip.width < 400 && chip.height < 200)  // .sizeThatFitsLayout, not the device
        #expect(Self.verify(folder) == [])
        #expect(folder.failureArtifacts() == [])
    }

    @Test("An opted-out preview is never made, and excluding: skips one by its file name")
    func optOut() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = Self.verify(folder, excluding: ["PreviewSnapshotFixtures_Second"])
        #expect(folder.files() == Self.references().filter { !$0.contains("_Second_") })
        #expect(await MainActor.run { optedOutViewsMade } == 0)
        let unknown = Self.verify(folder, excluding: ["PreviewSnapshotFixtures_Second", "Nope"])
        #expect(unknown.first?.hasPrefix("excluding: names no preview of SnapshotTestingTests: Nope.") == true, "\(unknown)")
    }

    @Test("References no preview claims are listed; record mode all removes them; other assertions' references stay")
    func staleReferences() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = Self.verify(folder)
        for name in [
            "previews.PreviewSnapshotFixtures_Renamed_light.png", "previews.1.png", "other.PreviewSnapshotFixtures_Chip_light.png",
        ] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path(name)))
        }
        #expect(
            Self.verify(folder) == [
                """
                1 reference of previews belongs to no preview (renamed, deleted or excluded, or a configuration no longer in the matrix):
                  \(folder.path("previews.PreviewSnapshotFixtures_Renamed_light.png"))

                Delete it, or re-run with SNAPSHOT_TESTING_RECORD=all, which removes it and records the current previews.
                """
            ])
        // Dropping a configuration leaves its references behind.
        let lightOnly = Self.verify(folder, matrix: [.light])
        #expect(lightOnly.count == 1)
        #expect(lightOnly[0].hasPrefix("5 references of previews belong to no preview"))
        #expect(lightOnly[0].contains(folder.path("previews.PreviewSnapshotFixtures_Chip_dark.png")))
        let recorded = Self.verify(folder, matrix: [.light], record: .all)
        #expect(
            recorded.last?.hasPrefix("Record mode is on. Removed 5 references that no preview claims any more:\n  \(folder.path)") == true)
        #expect(
            folder.files() == (Self.references(["light"]) + ["other.PreviewSnapshotFixtures_Chip_light.png", "previews.1.png"]).sorted())
    }

    @Test("A changed preview fails as any snapshot does, with its artifacts")
    func mismatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = Self.verify(folder)
        let chip = URL(fileURLWithPath: folder.path("previews.PreviewSnapshotFixtures_Chip_light.png"))
        var changed = try Bitmap(contentsOf: chip)
        for x in 0..<changed.width { changed[x, 0] = 0xFFFF_0000 }
        try changed.write(to: chip)
        let failures = Self.verify(folder)
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("Snapshot \"PreviewSnapshotFixtures_Chip_light\" does not match reference.") == true)
        #expect(folder.files(in: "artifacts/PreviewSnapshotTests").contains("previews.PreviewSnapshotFixtures_Chip_light.png"))
    }

    @Test(
        "The module under test is the test module's name without Tests; without previews there, the failure names the modules that have some"
    )
    func moduleUnderTest() throws {
        #expect(PreviewSnapshotRun.moduleUnderTest("GalleryTests") == "Gallery")
        #expect(PreviewSnapshotRun.moduleUnderTest("Tests") == "Tests")
        #expect(PreviewSnapshotRun.moduleUnderTest("Screens") == "Screens")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let failures = withTestEnvironment(artifacts: folder) { verifyPreviewSnapshots(snapshotDirectory: folder.path) }
        #expect(failures.count == 1)
        #expect(
            failures.first?.hasPrefix(
                "No previews found in module SnapshotTesting (the module under test of SnapshotTestingTests, by name); pass module: to assertPreviewSnapshots — modules with previews: "
            ) == true)
        #expect(failures.first?.contains("SnapshotTestingTests") == true)
    }

    @Test("Two previews that would share references are refused, naming both")
    func twins() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let failures = withTestEnvironment(artifacts: folder) {
            verifyPreviewSnapshots(
                module: "SnapshotTestingSwift5Tests", matrix: [.light], snapshotDirectory: folder.path, testName: "twins()")
        }
        #expect(
            failures.first == """
                Two previews would share the references named TwinPreviews_Twin: SnapshotTestingSwift5Tests/TwinPreviews.swift:6 "Twin" and \
                SnapshotTestingSwift5Tests/TwinPreviews.swift:8 "Twin". Give one of them another name.
                """)
        #expect(folder.files() == ["twins.TwinPreviews_Single_light.png", "twins.TwinPreviews_Twin_light.png"])
    }

    @Test("A preview on a device NapkinUI does not have fails with the device's name; the others are verified")
    func unknownDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let failures = withTestEnvironment(artifacts: folder) {
            verifyPreviewSnapshots(module: "NapkinUITests", matrix: [.light], snapshotDirectory: folder.path, testName: "devices()")
        }
        #expect(
            failures.contains {
                $0.hasPrefix(#"NapkinUITests/PreviewProviderFixtures.swift:53 "UnknownDevice" asks for the device "Pixel 7""#)
            })
        #expect(folder.files().contains("devices.PreviewProviderFixtures_Greeting_light.png"))
    }
}
