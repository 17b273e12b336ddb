import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// Each path through `verifySnapshot` with the image strategy, against a temporary folder.
@Suite struct ImageVerificationTests {
    @Test func missingReferenceIsRecordedAndFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = samplePicture()

        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: picture, as: .image, snapshotDirectory: folder.path("refs"), testName: "missing()")
        }

        let reference = folder.path("refs/missing.1.png")
        #expect(folder.files(in: "refs") == ["missing.1.png"])
        #expect(try Bitmap(contentsOf: URL(fileURLWithPath: reference)) == picture)
        #expect(
            message == """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(URL(fileURLWithPath: reference).absoluteString)"

                Re-run "missing" to assert against the newly-recorded snapshot.
                """)
    }

    @Test func matchingReferencePasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try samplePicture().write(to: folder.url.appendingPathComponent("matching.1.png"))

        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path, testName: "matching()")
        }

        #expect(message == nil)
        #expect(folder.failureArtifacts().isEmpty)
        #expect(folder.report()?.contains("<title>No snapshot failures</title>") == true, "a passing run says so")
    }

    @Test func oneChangedPixelFailsAtFullPrecisionAndPassesAtFourNines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = samplePicture(width: 100, height: 100)
        try reference.write(to: folder.url.appendingPathComponent("onePixel.strict.png"))
        try reference.write(to: folder.url.appendingPathComponent("onePixel.lenient.png"))
        let changed = reference.setting(x: 70, y: 12, to: 0xFFFF_0000)
        let recorded = try contents(folder.path("onePixel.strict.png"))

        let strict = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: changed, as: .image(precision: 1), named: "strict", snapshotDirectory: folder.path, testName: "onePixel()")
        }
        let lenient = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: changed, as: .image(precision: 0.9999), named: "lenient", snapshotDirectory: folder.path, testName: "onePixel()")
        }

        let failure = try #require(strict)
        #expect(failure.hasPrefix("Snapshot \"strict\" does not match reference."))
        #expect(failure.contains("1 of 10,000 pixels differ (0.01%); precision 1.0 allows at most 0 (0%)."))
        #expect(failure.contains("Differing pixels lie within x 70…70, y 12…12 (1×1 pixel), origin top left."))
        #expect(lenient == nil)
        #expect(try contents(folder.path("onePixel.strict.png")) == recorded, "the default mode never rewrites an existing reference")
    }

    @Test func subtleColourShiftFailsExactlyAndPassesPerceptually() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = samplePicture()
        try reference.write(to: folder.url.appendingPathComponent("shift.exact.png"))
        try reference.write(to: folder.url.appendingPathComponent("shift.perceptual.png"))
        try reference.write(to: folder.url.appendingPathComponent("shift.visible.png"))
        let shifted = reference.brightened(by: 2)

        let exact = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: shifted, as: .image(perceptualPrecision: 1), named: "exact", snapshotDirectory: folder.path, testName: "shift()")
        }
        let perceptual = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: shifted, as: .image(perceptualPrecision: 0.98), named: "perceptual", snapshotDirectory: folder.path, testName: "shift()"
            )
        }
        let visible = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: reference.brightened(by: 40), as: .image(perceptualPrecision: 0.98), named: "visible", snapshotDirectory: folder.path,
                testName: "shift()")
        }

        let failure = try #require(exact)
        #expect(failure.contains("1,200 of 1,200 pixels differ (100.00%)"))
        #expect(failure.contains("perceptualPrecision 1 requires identical pixels"))
        #expect(perceptual == nil)
        let visibleFailure = try #require(visible)
        #expect(visibleFailure.contains("perceptualPrecision 0.98 treats ΔE₀₀ ≤ 2 as a match"))
    }

    @Test func differentSizesFailWithBothSizes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try samplePicture(width: 40, height: 30).write(to: folder.url.appendingPathComponent("size.1.png"))

        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: samplePicture(width: 41, height: 30), as: .image(precision: 0), snapshotDirectory: folder.path, testName: "size()")
        }

        let failure = try #require(message)
        #expect(failure.contains("Newly-taken snapshot@41×30 does not match reference@40×30."))
    }

    @Test(arguments: [
        ("not a PNG", Data("this is not an image".utf8)),
        ("truncated", Data(try! samplePicture().pngData().prefix(60))),
        ("empty", Data()),
    ])
    func unusableReferenceFailsWithPathAndRecordCommand(kind: String, bytes: Data) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.url.appendingPathComponent("damaged.reference.png")
        try bytes.write(to: reference)

        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: samplePicture(), as: .image, named: "reference", snapshotDirectory: folder.path, testName: "damaged()")
        }

        let failure = try #require(message, "\(kind)")
        #expect(failure.hasPrefix("The reference snapshot \"\(reference.path)\" is unusable:"), "\(kind)")
        #expect(
            failure.contains(
                "SNAPSHOT_TESTING_RECORD=failed swift test --filter 'SnapshotTestingTests[./]ImageVerificationTests[./]unusableReferenceFailsWithPathAndRecordCommand\\(kind:bytes:\\)(/|$)'"
            ), "\(kind)")
        #expect(try contents(reference.path) == bytes, "the damaged reference stays until re-recorded (\(kind))")
    }

    @Test func unreadableReferenceFolderFailsWithoutCrashing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A folder where the reference file should be cannot be read as a file.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("folder.1.png"), withIntermediateDirectories: true)

        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path, testName: "folder()")
        }

        #expect(message?.contains("is unusable: it could not be read") == true)
    }

    @Test func translucentSnapshotMatchesItsOwnRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Every alpha with a spread of valid premultiplied channel values (channel ≤ alpha).
        var pixels: [UInt32] = []
        for alpha in UInt32(0)...255 {
            for step in UInt32(0)..<16 {
                let c = alpha * step / 15
                pixels.append(alpha << 24 | c << 16 | (alpha - c) << 8 | (c / 2))
            }
        }
        let picture = Bitmap(width: 64, height: pixels.count / 64, pixels: pixels)

        // Twice from one call site: the first records, the second compares.
        let messages = withTestEnvironment(artifacts: folder) {
            (1...2).map { _ in
                verifySnapshot(of: picture, as: .image, named: "1", snapshotDirectory: folder.path, testName: "translucent()")
            }
        }

        #expect(messages[0]?.hasPrefix("No reference was found on disk.") == true)
        #expect(messages[1] == nil)
    }
}
