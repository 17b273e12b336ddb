import PixelComparison
import Raster
import Testing

@testable import SnapshotTesting

@Suite("The difference picture")
struct DifferenceImageTests {
    /// A 1700×40 image (large enough to be halved) with a black hairline on row 21 and one
    /// changed pixel at an odd position.
    func pair() -> (Bitmap, Bitmap) {
        var reference = Bitmap(width: 1700, height: 40, color: .white)
        for x in 0..<1700 { reference[x, 21] = SRGBColor.black.premultipliedARGB }
        var new = reference
        new[1001, 7] = SRGBColor(hex: 0xFF3B30).premultipliedARGB
        return (reference, new)
    }

    @Test("Screens of 1600 pixels or more are halved, and a lone odd pixel stays marked")
    func halvedKeepsLonePixels() throws {
        let (reference, new) = pair()
        let comparison = try #require(ImageComparison.compare(reference: reference, new: new, tolerance: 0))
        let picture = DifferenceImage.make(reference: reference, new: new, comparison: comparison)
        let panel = 850, gutter = max(8, panel / 40)
        #expect(picture.width == 3 * panel + 4 * gutter)
        let header = picture.height - gutter - 20
        // The failing pixel (1001, 7) lands on panel pixel (500, 3) of the middle panel.
        #expect(picture[2 * gutter + panel + 500, header + 3] == DifferencePalette.failingColor)
    }

    @Test("A hairline on an odd row is averaged into the halved panels, not dropped")
    func hairlinesSurviveHalving() throws {
        let (reference, new) = pair()
        let comparison = try #require(ImageComparison.compare(reference: reference, new: new, tolerance: 0))
        let picture = DifferenceImage.make(reference: reference, new: new, comparison: comparison)
        let panel = 850, gutter = max(8, panel / 40)
        let header = picture.height - gutter - 20
        // Row 21 averages with row 20 into panel row 10: mid grey in the reference panel.
        let pixel = picture[gutter + 100, header + 10]
        let grey = Int((pixel >> 8) & 0xFF)
        #expect((100...160).contains(grey), "got \(String(pixel, radix: 16))")
    }
}
