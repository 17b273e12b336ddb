import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// A suite moved from swift-snapshot-testing keeps its references beside its test files, named
/// by upstream's rule; they are found there, while new references go to the package root.
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

    @Test func reRecordingRewritesTheFileWhereItIs() throws {
        let package = try MovedPackage()
        defer { package.folder.remove() }
        try package.keepBeside("testPrices.1.txt", "$12")

        let location = try package.location(testName: "testPrices()")
        let message = package.verify("$14", at: location, mode: .failed)
        #expect(message?.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded.") == true)
        #expect(try String(contentsOf: package.besideFolder.appendingPathComponent("testPrices.1.txt"), encoding: .utf8) == "$14")
        #expect(!FileManager.default.fileExists(atPath: package.rootFolder.path))
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
