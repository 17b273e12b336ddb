import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// A suite moved from swift-snapshot-testing keeps its references beside its test files, named
/// by upstream's rule; they are found there while the package has no own reference, and new
/// references, re-recorded ones included, go to the package root: the two sets live side by
/// side (iOS with upstream, Linux with this module).
@Suite struct UpstreamReferenceLayoutTests {
    /// A package in a temporary folder with the test file `Tests/AppTests/MenuTests.swift`
    /// (the file itself need not exist: only its path decides where references are).
    struct MovedPackage {
        let folder: TemporaryFolder
        var testFile: URL { folder.url.appendingPathComponent("Tests/AppTests/MenuTests.swift") }
        var besideFolder: URL { folder.url.appendingPathComponent("Tests/AppTests/__Snapshots__/MenuTests") }
        var rootFolder: URL { folder.url.appendingPathComponent("__Snapshots__/MenuTests") }

        init() throws {
            folder = try TemporaryFolder()
            try Data().write(to: folder.url.appendingPathComponent("Package.swift"))
            try FileManager.default.createDirectory(at: besideFolder, withIntermediateDirectories: true)
        }

        /// Puts an upstream-recorded reference beside the test file.
        func keepBeside(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: besideFolder.appendingPathComponent(name))
        }

        func location(testName: String, name: String? = nil, snapshotDirectory: String? = nil) throws -> SnapshotLocation {
            try SnapshotLocation(
                fileID: "AppTests/MenuTests.swift", filePath: testFile.path, testName: testName, name: name,
                pathExtension: "txt", snapshotDirectory: snapshotDirectory
            )
        }

        /// Runs one assertion of `text` against the reference of `location`.
        func verify(_ text: String, at location: SnapshotLocation, mode: SnapshotTestingConfiguration.Record) -> String? {
            withTestEnvironment(artifacts: folder) {
                SnapshotVerification(
                    snapshotting: .lines, name: nil, mode: mode, location: location, timeout: 5,
                    sourceLocation: "AppTests/MenuTests.swift:1", moduleName: "AppTests"
                ).run { text }
            }
        }
    }

    @Test func namesAreSpelledAsUpstreamSpellsThem() {
        #expect(UpstreamReference.sanitized("testLogin()") == "testLogin")
        #expect(UpstreamReference.sanitized("render(device:scale:)") == "render-device-scale")
        #expect(UpstreamReference.sanitized("dark mode") == "dark-mode")
        #expect(UpstreamReference.sanitized("iPhone 13 Pro (landscape)") == "iPhone-13-Pro-landscape")
    }

    @Test func anExistingReferenceBesideTheTestFileIsUsed() throws {
        let package = try MovedPackage()
        defer { package.folder.remove() }
        try package.keepBeside("testMenu.1.txt", "brisket")
        try package.keepBeside("testMenu.dark-mode.txt", "ribs")

        let unnamed = try package.location(testName: "testMenu()")
        #expect(unnamed.referenceURL.path == package.besideFolder.appendingPathComponent("testMenu.1.txt").path)
        #expect(unnamed.isUpstreamLayout)
        let named = try package.location(testName: "testMenu()", name: "dark mode")
        #expect(named.referenceURL.path == package.besideFolder.appendingPathComponent("testMenu.dark-mode.txt").path)

        #expect(package.verify("brisket", at: unnamed, mode: .failed) == nil)
        #expect(!FileManager.default.fileExists(atPath: package.rootFolder.path))
    }

    @Test func newReferencesGoToThePackageRoot() throws {
        let package = try MovedPackage()
        defer { package.folder.remove() }
        try package.keepBeside("testSides.1.txt", "slaw")

        _ = try package.location(testName: "testSides()")
        let second = try package.location(testName: "testSides()")
        #expect(second.referenceURL.path == package.rootFolder.appendingPathComponent("testSides.2.txt").path)
        #expect(!second.isUpstreamLayout)
        let message = package.verify("beans", at: second, mode: .missing)
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
        #expect(try String(contentsOf: second.referenceURL, encoding: .utf8) == "beans")
    }

    @Test("Re-recording writes the package's own reference and leaves upstream's (another platform's) as it is")
    func reRecordingWritesBesideUpstreamsFile() throws {
        let package = try MovedPackage()
        defer { package.folder.remove() }
        try package.keepBeside("testPrices.price.txt", "$12")

        let location = try package.location(testName: "testPrices()", name: "price")
        #expect(
            location.isUpstreamLayout
                && location.recordingURL.path == package.rootFolder.appendingPathComponent("testPrices.price.txt").path)
        let message = try #require(package.verify("$14", at: location, mode: .failed))
        #expect(message.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded."))
        #expect(
            message.contains(
                "That reference is in swift-snapshot-testing's layout, beside the test file: another platform's, perhaps recorded on iOS. Recording writes this module's own reference, \"__Snapshots__/MenuTests/testPrices.price.txt\", and leaves it as it is"
            ))
        #expect(try String(contentsOf: package.besideFolder.appendingPathComponent("testPrices.price.txt"), encoding: .utf8) == "$12")
        #expect(try String(contentsOf: package.rootFolder.appendingPathComponent("testPrices.price.txt"), encoding: .utf8) == "$14")

        // From then on the own reference is the one compared with.
        let next = try package.location(testName: "testPrices()", name: "price")
        #expect(!next.isUpstreamLayout && next.referenceURL.path == next.recordingURL.path)
        #expect(package.verify("$14", at: next, mode: .never) == nil)
    }

    @Test("Record mode all writes the own reference too, never upstream's file")
    func recordAllWritesTheOwnReference() throws {
        let package = try MovedPackage()
        defer { package.folder.remove() }
        try package.keepBeside("testSauces.1.txt", "vinegar")
        let location = try package.location(testName: "testSauces()")
        _ = package.verify("mustard", at: location, mode: .all)
        #expect(try String(contentsOf: package.besideFolder.appendingPathComponent("testSauces.1.txt"), encoding: .utf8) == "vinegar")
        #expect(try String(contentsOf: package.rootFolder.appendingPathComponent("testSauces.1.txt"), encoding: .utf8) == "mustard")
    }

    @Test("SNAPSHOT_TESTING_REFERENCE_ROOT moves the package's references and stops upstream's from being read")
    func configuredRoot() throws {
        let package = try MovedPackage()
        defer { package.folder.remove() }
        try package.keepBeside("testMenu.1.txt", "brisket (iOS)")
        let relative = try withTestEnvironment(artifacts: package.folder, ["SNAPSHOT_TESTING_REFERENCE_ROOT": "__Snapshots__/linux"]) {
            try package.location(testName: "testMenu()")
        }
        #expect(relative.referenceURL.path == package.folder.path("__Snapshots__/linux/MenuTests/testMenu.1.txt"))
        #expect(!relative.isUpstreamLayout)
        let message = package.verify("brisket (Linux)", at: relative, mode: .missing)
        #expect(message?.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
        #expect(try String(contentsOf: package.besideFolder.appendingPathComponent("testMenu.1.txt"), encoding: .utf8) == "brisket (iOS)")

        let elsewhere = package.folder.path("shared/linux-references")
        let absolute = try withTestEnvironment(artifacts: package.folder, ["SNAPSHOT_TESTING_REFERENCE_ROOT": elsewhere]) {
            try package.location(testName: "testMenu()")
        }
        #expect(absolute.referenceURL.path == elsewhere + "/MenuTests/testMenu.1.txt")
    }

    @Test func anExplicitSnapshotDirectoryIsTheOnlyPlaceLookedAt() throws {
        let package = try MovedPackage()
        defer { package.folder.remove() }
        try package.keepBeside("testHours.1.txt", "noon")
        let elsewhere = package.folder.path("elsewhere")

        let location = try package.location(testName: "testHours()", snapshotDirectory: elsewhere)
        #expect(location.referenceURL.path == elsewhere + "/testHours.1.txt")
        #expect(!location.isUpstreamLayout)
    }
}
