import CCairo
import Testing

@testable import Raster

/// A picture drawn smaller through Cairo's good filter is scaled once per canvas, scale and
/// sub-pixel phase, and painted pixel for pixel: the same pixels as drawing it straight
/// through Cairo's pattern, however many times it is drawn.
@Suite("Downscaled pictures")
struct ScaledBitmapTests {
    /// A 240×180 picture with detail at every scale: a gradient, a checker and a diagonal.
    static let photo: Bitmap = {
        var pixels = [UInt32](repeating: 0, count: 240 * 180)
        for y in 0..<180 {
            for x in 0..<240 {
                let checker: UInt32 = (x / 7 + y / 5).isMultiple(of: 2) ? 40 : 0
                let diagonal: UInt32 = abs(x - y) < 3 ? 120 : 0
                let red = UInt32(x) * 255 / 239, green = min(255, UInt32(y) * 255 / 179 + checker), blue = min(255, 60 + diagonal)
                pixels[y * 240 + x] = 0xFF00_0000 | red << 16 | green << 8 | blue
            }
        }
        return Bitmap(width: 240, height: 180, pixels: pixels)
    }()

    /// A grid of thumbnails of the photo, each clipped to a rounded rectangle, at positions
    /// that fall on whole and on fractional device pixels, and a header drawn larger.
    static func drawGrid(on canvas: Canvas, interpolation: BitmapInterpolation) {
        canvas.fill(Rect(x: 0, y: 0, width: 130, height: 170), with: SRGBColor(hex: 0xF2F2F7))
        canvas.draw(photo, in: Rect(x: 5, y: 2, width: 120, height: 60), interpolation: interpolation)
        for row in 0..<3 {
            for column in 0..<3 {
                let tile = Rect(x: 5 + Double(column) * 40.5, y: 66 + Double(row) * 24, width: 38, height: 22)
                canvas.withSavedState {
                    canvas.clip(to: .roundedRectangle(cornerRadius: 4), in: tile)
                    // Scaled to fill the tile: wider than it, centred, cut by the clip.
                    canvas.draw(photo, in: Rect(x: tile.minX - 5, y: tile.minY, width: 48, height: 36), interpolation: interpolation)
                }
            }
        }
        // A part of the picture, drawn small at a fractional position.
        canvas.draw(
            photo, source: Rect(x: 30, y: 20, width: 120, height: 90), in: Rect(x: 3.37, y: 140.6, width: 23.3, height: 17.1),
            interpolation: interpolation)
    }

    @Test(
        "Scaled once a phase and reused: within one level of drawing each tile straight through Cairo",
        arguments: [BitmapInterpolation.medium, .high])
    func reusedWithinALevel(_ interpolation: BitmapInterpolation) throws {
        let reused = Canvas(size: Size(width: 130, height: 170), scale: 3)
        Self.drawGrid(on: reused, interpolation: interpolation)
        let direct = Canvas(size: Size(width: 130, height: 170), scale: 3)
        direct.reusesScaledBitmaps = false
        Self.drawGrid(on: direct, interpolation: interpolation)
        #expect(direct.scaledBitmaps.count == 0)
        // Nine tiles in two phases across (pictures starting at 0, 40.5 and 81 points, at 3
        // pixels a point: on a whole pixel, a half, a whole) and one down, and the part drawn
        // small; the header is drawn larger across and at its size down, so it goes straight
        // through Cairo.
        #expect(reused.scaledBitmaps.count == 3)
        // Cairo samples in 16.16 fixed point from each pixel's own position, so a picture
        // scaled once and moved by whole pixels can land one level off the direct draw; never
        // more, and only there.
        let a = reused.makeBitmap(), b = direct.makeBitmap()
        var largest = 0, differing = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            differing += 1
            for shift: UInt32 in [0, 8, 16, 24] { largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
        }
        #expect(largest <= 1, "\(differing) pixels differ, by at most \(largest)")
        #expect(differing < a.pixels.count / 50)
    }

    @Test("A tile's pixels do not depend on the tiles drawn before it, nor on where it stands")
    func independentOfOrderAndPlace() throws {
        // The middle tile alone, then after the others, then moved by whole points (3 pixels).
        func tile(at x: Double, after others: Bool) -> Bitmap {
            let canvas = Canvas(size: Size(width: 130, height: 40), scale: 3)
            if others {
                for other in [5.0, 86.0] { canvas.draw(Self.photo, in: Rect(x: other, y: 2, width: 48, height: 36)) }
            }
            canvas.fill(Rect(x: 0, y: 0, width: 130, height: 40), with: .white)
            canvas.draw(Self.photo, in: Rect(x: x, y: 2, width: 48, height: 36))
            return canvas.makeBitmap()
        }
        let alone = tile(at: 45.5, after: false), later = tile(at: 45.5, after: true), moved = tile(at: 47.5, after: false)
        let sameAfterOthers = alone == later
        #expect(sameAfterOthers)
        // Moved 6 pixels right: the same pixels, 6 columns on.
        let rows = (0..<alone.height).map { y in Array(alone.pixels[(y * alone.width + 100)..<(y * alone.width + 250)]) }
        let movedRows = (0..<moved.height).map { y in Array(moved.pixels[(y * moved.width + 106)..<(y * moved.width + 256)]) }
        let sameWhenMoved = rows == movedRows
        #expect(sameWhenMoved)
    }

    @Test("Pictures drawn larger, barely smaller, tiled, tinted or rotated go straight through Cairo")
    func notScaledDown() {
        let canvas = Canvas(size: Size(width: 100, height: 100), scale: 2)
        canvas.draw(Self.photo, in: Rect(x: 0, y: 0, width: 100, height: 80))  // 480 pixels for 240: larger
        canvas.draw(Self.photo, in: Rect(x: 0, y: 0, width: 95, height: 70))  // 190 for 240: less than 4/3 smaller
        canvas.draw(Self.photo, in: Rect(x: 0, y: 0, width: 30, height: 20), tiled: true, tileScale: 4)
        canvas.draw(Self.photo, in: Rect(x: 0, y: 0, width: 30, height: 20), tint: .black)
        canvas.draw(Self.photo, in: Rect(x: 0, y: 0, width: 30, height: 20), interpolation: .low)
        canvas.withSavedState {
            canvas.rotate(by: 0.3, around: Point(x: 50, y: 50))
            canvas.draw(Self.photo, in: Rect(x: 20, y: 20, width: 30, height: 20))
        }
        #expect(canvas.scaledBitmaps.count == 0)
        canvas.draw(Self.photo, in: Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(canvas.scaledBitmaps.count == 1)
    }

    @Test("The kept pictures stay within the byte limit, the oldest dropped first")
    func bounded() {
        var cache = ScaledBitmapCache()
        let side = 2_048  // 16 MB a picture: four fit in 64 MB
        for index in 0..<6 {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
            let key = ScaledBitmapKey(
                storage: UInt(index), width: 1, height: 1, part: Rect(x: 0, y: 0, width: 1, height: 1), scaleX: 2, scaleY: 2, phaseX: 0,
                phaseY: 0,
                boxWidth: side, boxHeight: side, interpolation: .medium)
            cache.insert(.init(source: Self.photo, surface: surface, bytes: side * side * 4), for: key)
        }
        #expect(cache.count == 4)
    }
}
