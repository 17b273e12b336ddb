import Foundation
import PackageTestSupport
import PixelComparison
import Raster
import Testing

@testable import SnapshotTesting

/// The verifier and the report show artifacts as the strategy says, without knowing images.
@Suite struct ArtifactPresentationTests {
    /// A format that is not a `Bitmap` but is a picture: a grey ramp of `width` pixels,
    /// stored as a line of numbers (`.ramp` files, not `.png`).
    struct Ramp: Equatable {
        var values: [UInt8]
    }

    static let ramp = Snapshotting<Ramp, Ramp>(
        pathExtension: "ramp",
        diffing: Diffing(
            toData: { Data($0.values.map(String.init).joined(separator: " ").utf8) },
            fromData: { Ramp(values: String(decoding: $0, as: UTF8.self).split(separator: " ").compactMap { UInt8($0) }) },
            diff: { $0 == $1 ? nil : ("ramps differ", []) },
            presentation: { .image(width: $0.values.count, height: 1) }
        )
    )

    @Test func aStrategyThatSaysImageIsShownAsAPictureWhateverItsExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("1 2 3".utf8).write(to: folder.url.appendingPathComponent("ramp.1.ramp"))
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: Ramp(values: [1, 2, 4]), as: Self.ramp, snapshotDirectory: folder.path, testName: "ramp()")
        }
        #expect(message?.contains("ramps differ") == true)
        let page = try #require(folder.report())
        // Shown as a picture in the zooming viewer (side by side and stacked), its size known
        // to the viewer so it can enlarge the three pixels, nearest neighbour.
        #expect(page.contains("data-kind=\"image\""))
        #expect(page.contains("Side by side"))
        #expect(
            page.contains(
                "<img class=\"layer\" src=\"ArtifactPresentationTests/ramp.1.ramp\" alt=\"new\" data-role=\"new\" data-width=\"3\" data-height=\"1\""
            ))
    }

    @Test func textIsLinkedNotShownAsAPicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("old".utf8).write(to: folder.url.appendingPathComponent("text.1.png"))
        let message = withTestEnvironment(artifacts: folder) {
            // A `.png` extension does not make text a picture: the strategy says `.text`.
            verifySnapshot(
                of: "new", as: Snapshotting(pathExtension: "png", diffing: .lines), snapshotDirectory: folder.path, testName: "text()")
        }
        #expect(message != nil)
        let page = try #require(folder.report())
        #expect(!page.contains("Side by side"))
        #expect(page.contains("text.1.png"))
    }

    @Test func pullbackKeepsThePresentation() {
        let wrapped = Diffing<Bitmap>.image.pullback({ (value: [Bitmap]) in value[0] }, from: { [$0] })
        #expect(wrapped.presentation([samplePicture(width: 40, height: 30)]) == .image(width: 40, height: 30))
        #expect(Diffing<String>.lines.presentation("x") == .text)
        #expect(
            Diffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }, diff: { _, _ in nil })
                .presentation("x") == .file)
    }

    @Test func oneEnlargementRule() {
        #expect(ArtifactPresentation.enlargement(width: 1170, height: 2532) == 1)
        #expect(ArtifactPresentation.enlargement(width: 320, height: 10) == 1)
        #expect(ArtifactPresentation.enlargement(width: 100, height: 40) == 3)
        #expect(ArtifactPresentation.enlargement(width: 3, height: 1) == 8)
        #expect(ArtifactPresentation.enlargement(width: 0, height: 0) == 8)
        // The difference picture of a 40×30 image uses the same factor: its panels are 8× wide.
        let picture = DifferenceImage.make(
            reference: samplePicture(), new: samplePicture(),
            comparison: ImageComparison.compare(reference: samplePicture(), new: Self.altered(), tolerance: 0)!)
        #expect(picture.width > 3 * 40 * ArtifactPresentation.enlargement(width: 40, height: 30))
    }

    static func altered() -> Bitmap {
        var bitmap = samplePicture()
        bitmap[0, 0] = 0xFF00_0000
        return bitmap
    }
}
