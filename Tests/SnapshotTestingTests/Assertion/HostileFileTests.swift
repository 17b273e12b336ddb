import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// What an assertion does with files planted where references, cache entries and artifacts
/// go: never block on a FIFO, never write through a link or over a protected file, never put
/// an artifact on a reference; and it fails saying why.
@Suite struct HostileFileTests {
    @Test(arguments: [SnapshotTestingConfiguration.Record.failed, .all])
    func aFIFOAtTheReferenceFailsWithoutBlocking(mode: SnapshotTestingConfiguration.Record) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.path("pipe.1.txt")
        #expect(mkfifo(reference, 0o600) == 0)
        let (message, blocked) = watchingFIFO(at: reference, seconds: 5) {
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: "text", as: .lines, named: "1", record: mode, snapshotDirectory: folder.path, testName: "pipe()")
            }
        }
        #expect(!blocked, "re-recording opened the FIFO and waited for a reader")
        #expect(
            message?.contains("Couldn't write \"\(reference)\": it is a pipe (FIFO), and only regular files are written here") == true,
            "\(message ?? "passed")")
    }

    @Test func aFIFOAtThePixelCacheEntryNeverBlocksAPassingAssertion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = samplePicture()
        let referenceURL = folder.url.appendingPathComponent("cached.1.png")
        try picture.write(to: referenceURL)
        let cacheFolder = folder.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let diffing = Snapshotting<Bitmap, Bitmap>.image.diffing
        let key = try #require(ReferencePixelCache.key(for: try Data(contentsOf: referenceURL), diffing: diffing))
        let entry = ReferencePixelCache(folder: cacheFolder).entryURL(for: key).path
        #expect(mkfifo(entry, 0o600) == 0)

        let (message, blocked) = watchingFIFO(at: entry, seconds: 5) {
            withTestEnvironment(artifacts: folder, [ReferencePixelCache.environmentVariable: cacheFolder.path]) {
                verifySnapshot(of: picture, as: .image, snapshotDirectory: folder.path, testName: "cached()")
            }
        }
        #expect(!blocked, "the cache opened the FIFO at its entry and waited for a reader")
        #expect(message == nil)
    }

    @Test func aLinkAtThePixelCacheEntryIsNeverWrittenThrough() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = samplePicture()
        let referenceURL = folder.url.appendingPathComponent("linked.1.png")
        try picture.write(to: referenceURL)
        let cacheFolder = folder.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let key = try #require(
            ReferencePixelCache.key(for: try Data(contentsOf: referenceURL), diffing: Snapshotting<Bitmap, Bitmap>.image.diffing))
        let outside = folder.url.appendingPathComponent("outside.txt")
        try Data("not the cache's".utf8).write(to: outside)
        #expect(symlink(outside.path, ReferencePixelCache(folder: cacheFolder).entryURL(for: key).path) == 0)

        let message = withTestEnvironment(artifacts: folder, [ReferencePixelCache.environmentVariable: cacheFolder.path]) {
            verifySnapshot(of: picture, as: .image, snapshotDirectory: folder.path, testName: "linked()")
        }
        #expect(message == nil)
        #expect(try Data(contentsOf: outside) == Data("not the cache's".utf8))
    }

    @Test(arguments: [SnapshotTestingConfiguration.Record.failed, .all])
    func aReferenceThatIsALinkIsNeverWrittenThrough(mode: SnapshotTestingConfiguration.Record) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outside = folder.url.appendingPathComponent("outside.txt")
        try Data("old".utf8).write(to: outside)
        let reference = folder.path("linked.1.txt")
        #expect(symlink(outside.path, reference) == 0)
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "new", as: .lines, named: "1", record: mode, snapshotDirectory: folder.path, testName: "linked()")
        }
        #expect(try Data(contentsOf: outside) == Data("old".utf8), "the link's target was overwritten")
        #expect(message?.contains("Couldn't write \"\(reference)\": it is a symbolic link") == true, "\(message ?? "passed")")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: reference) == outside.path)
    }

    @Test func artifactsPointedAtTheReferencesNeverReplaceAReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // SNAPSHOT_ARTIFACTS=<package>/__Snapshots__: the artifacts folder of this file is its
        // references' folder, and the new snapshot's artifact has the reference's name.
        let snapshots = folder.url.appendingPathComponent("__Snapshots__")
        let references = snapshots.appendingPathComponent("HostileFileTests").path
        let environment = ["SNAPSHOT_ARTIFACTS": snapshots.path]
        func verify(_ text: String) -> String? {
            SnapshotEnvironment.$override.withValue(environment) {
                verifySnapshot(of: text, as: .lines, named: "1", snapshotDirectory: references, testName: "artifacts()")
            }
        }
        #expect(verify("reference")?.hasPrefix("No reference was found on disk.") == true)
        let failure = try #require(verify("changed"))
        #expect(
            failure.contains("No failure artifacts were written: SNAPSHOT_ARTIFACTS puts them in \(references), among the references"),
            "\(failure)")
        #expect(try String(contentsOfFile: references + "/artifacts.1.txt", encoding: .utf8) == "reference")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references) == ["artifacts.1.txt"])
        #expect(verify("changed") != nil, "the next run still fails")
    }

    @Test func artifactsPointedAtAFileSayWhatIsWrongInWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path("artifacts-file")
        try Data("a file".utf8).write(to: URL(fileURLWithPath: file))
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path("artifacts.1.txt")))
        let mismatch = try #require(
            SnapshotEnvironment.$override.withValue(["SNAPSHOT_ARTIFACTS": file]) {
                verifySnapshot(of: "new", as: .lines, snapshotDirectory: folder.path, testName: "artifacts()")
            })
        #expect(mismatch.contains("\(file) is a file, not a folder, so no folder can be made inside it"), "\(mismatch)")
        #expect(!mismatch.contains("NSCocoaErrorDomain"), "\(mismatch)")
    }

    @Test func aReadOnlyReferenceIsNotReplacedInFailedMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.path("protected.1.txt")
        try Data("old".utf8).write(to: URL(fileURLWithPath: reference))
        #expect(chmod(reference, 0o444) == 0)
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "new", as: .lines, record: .failed, snapshotDirectory: folder.path, testName: "protected()")
        }
        #expect(message?.contains("Couldn't write \"\(reference)\": it is read-only (permissions 444)") == true, "\(message ?? "passed")")
        #expect(try contents(reference) == Data("old".utf8))
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func anotherUsersReferenceIsNotReplacedInFailedMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.path("theirs.1.txt")
        try Data("old".utf8).write(to: URL(fileURLWithPath: reference))
        #expect(chown(reference, 65534, 65534) == 0)
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "new", as: .lines, record: .failed, snapshotDirectory: folder.path, testName: "theirs()")
        }
        #expect(
            message?.contains("Couldn't write \"\(reference)\": it belongs to another user (uid 65534)") == true, "\(message ?? "passed")")
        #expect(try contents(reference) == Data("old".utf8))
    }

    @Test func aPathExtensionThatIsAPathIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inner = folder.url.appendingPathComponent("package/__Snapshots__").path
        var strategy = Snapshotting<String, String>.lines
        strategy.pathExtension = "txt/../../../escaped"
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "text", as: strategy, snapshotDirectory: inner, testName: "escape()")
        }
        #expect(
            message?.hasPrefix("The strategy's pathExtension \"txt/../../../escaped\" would lead the reference file out of its folder")
                == true, "\(message ?? "passed")")
        #expect(folder.files() == [])
    }
}
