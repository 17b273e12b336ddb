import Foundation
import Testing

@testable import Raster

/// Every canvas is bounded before anything is allocated, by the limits a PNG is decoded
/// within; a size or scale that is not a finite positive number never traps.
@Suite("Canvas sizes")
struct CanvasSizeTests {
    @Test("The limits are the decoder's: 16384 pixels a side, 64 megapixels, 256 MiB")
    func limits() throws {
        #expect(Canvas.maximumPixelDimension == 16_384 && Canvas.maximumPixelDimension == Bitmap.maximumDimension)
        #expect(Canvas.maximumPixelCount == 64 * 1_048_576 && Canvas.maximumPixelCount == Bitmap.maximumPixelCount)
        #expect(Canvas.maximumByteCount == 256 * 1_048_576)
        #expect(try Canvas.pixelSize(of: Size(width: 390, height: 844), scale: 3) == (1170, 2532))
        #expect(try Canvas.pixelSize(of: Size(width: 5461, height: 1365), scale: 3) == (16_383, 4_095))
    }

    @Test(
        "Sizes beyond the limits, or not finite, or negative, and scales that are not positive, are refused",
        arguments: [
            (Size(width: 390, height: 2_800_000), 3.0),  // a 100,000-row list, full content: 61 GB
            (Size(width: 16_385, height: 1), 1.0),
            (Size(width: 1, height: 16_385), 1.0),
            (Size(width: 16_384, height: 4_097), 1.0),  // each side fits, the pixels do not
            (Size(width: .nan, height: 10), 1.0),
            (Size(width: 10, height: .infinity), 1.0),
            (Size(width: -1, height: 10), 1.0),
            (Size(width: 10, height: 10), 0.0),
            (Size(width: 10, height: 10), -.infinity),
            (Size(width: 10, height: 10), .nan),
        ])
    func refused(size: Size, scale: Double) {
        #expect(throws: CanvasSizeError(size: size, scale: scale)) { try Canvas.pixelSize(of: size, scale: scale) }
        // Drawing never traps and never allocates the impossible: an empty picture.
        var drew = false
        let bitmap = Canvas.render(size: size, scale: scale, background: .white) { canvas in
            drew = true
            canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .black)
        }
        #expect(drew)
        #expect(bitmap.width == 0 && bitmap.height == 0)
        let canvas = Canvas(size: size, scale: scale)
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .black)
        #expect(canvas.pixelWidth == 0 && canvas.pixelHeight == 0 && canvas.makeBitmap().pixels.isEmpty)
    }

    @Test("The refusal says the size, the limits and what to do")
    func message() {
        let error = CanvasSizeError(size: Size(width: 390, height: 2_800_000), scale: 3)
        #expect(
            error.description == """
                A canvas of 1170×8400000 pixels (390.0×2800000.0 points at 3.0×) is beyond the limits of 16384 pixels a side \
                and 64 megapixels (256 MiB) in all, which no PNG this toolkit reads back may pass either; it was not allocated. \
                Draw less at once: a shorter list, or the viewport instead of the full content.
                """)
        #expect(
            CanvasSizeError(size: Size(width: 1, height: 1), scale: .nan).description
                == "A canvas needs a positive scale, not nan; use the device's scale (1, 2 or 3).")
    }

    @Test("A bitmap the decoder would refuse is not encoded")
    func encoderRefuses() throws {
        for (width, height) in [(16_385, 1), (1, 16_385)] {
            #expect {
                try Bitmap(width: width, height: height, color: .white).pngData()
            } throws: { error in
                (error as? PNGError).map {
                    "\($0)".contains("is \(width)×\(height) pixels, beyond the 16384 pixels a side and 64 megapixels this toolkit decodes")
                } == true
            }
        }
        #expect(try Bitmap(pngData: Bitmap(width: 16_384, height: 1, color: .white).pngData()).width == 16_384)
    }
}
