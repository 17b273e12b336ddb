import Foundation
import PackageTestSupport
import RasterCore
import Testing

@testable import SnapshotTesting

/// `napkin-review` accepts a failure by writing the new snapshot the failing run left in the
/// artifacts folder over the reference. That is right only if those bytes are exactly what a
/// `record: .all` run writes as the reference; these tests hold the engine to it.
@Suite struct AcceptedBytesTests {
    /// The `new` artifact a failing assertion of `value` leaves, and the reference a
    /// `record: .all` assertion of the same value writes.
    private func bytes<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>, oldReference: Data?, name: String) throws
        -> (artifact: Data, recorded: Data)
    {
        let failing = try TemporaryFolder(), recording = try TemporaryFolder()
        defer { failing.remove(); recording.remove() }
        let ext = strategy.pathExtension ?? "bin"
        if let oldReference { try oldReference.write(to: failing.url.appendingPathComponent("accept.\(name).\(ext)")) }
        let verify = {
            withTestEnvironment(artifacts: failing) {
                verifySnapshot(of: value, as: strategy, named: name, record: .never, snapshotDirectory: failing.path, testName: "accept()")
            }
        }
        // Without a reference, `never` also notes where it was expected (a warning).
        let failure = oldReference == nil ? expectingNeverNote(verify) : verify()
        #expect(failure != nil)
        let artifact = try contents(failing.path("artifacts/AcceptedBytesTests/accept.\(name).\(ext)"))
        let recordMessage = withTestEnvironment(artifacts: recording) {
            verifySnapshot(of: value, as: strategy, named: name, record: .all, snapshotDirectory: recording.path, testName: "accept()")
        }
        #expect(recordMessage?.contains("Record mode is on") == true)
        return (artifact, try contents(recording.path("accept.\(name).\(ext)")))
    }

    @Test("An image mismatch's new artifact is the PNG record: .all writes")
    func image() throws {
        let new = samplePicture(width: 64, height: 48).setting(x: 3, y: 4, to: 0xFF00_FF00)
        let old = try Diffing<Bitmap>.image.encode(samplePicture(width: 64, height: 48))
        let (artifact, recorded) = try bytes(of: new, as: .image, oldReference: old, name: "picture")
        #expect(artifact == recorded)
        #expect(artifact != old)
        #expect(artifact.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("A missing reference's new artifact (record: .never) is what record: .all writes")
    func missing() throws {
        let (artifact, recorded) = try bytes(of: samplePicture(), as: .image, oldReference: nil, name: "fresh")
        #expect(artifact == recorded)
    }

    @Test("A text mismatch's new artifact is the text record: .all writes")
    func text() throws {
        let (artifact, recorded) = try bytes(
            of: "Brisket\nBurnt ends\n", as: .lines, oldReference: Data("Brisket\nRibs\n".utf8), name: "menu")
        #expect(artifact == recorded)
        #expect(artifact == Data("Brisket\nBurnt ends\n".utf8))
    }
}
