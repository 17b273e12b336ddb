import CPixelKernels
import Testing

@testable import Raster

/// Shadows and blurs drawn through ``Canvas/drawFiltered(region:_:filter:)``: where the blur
/// lands and how wide it is, whatever resolution its layer is drawn at.
@Suite("Canvas filters")
struct CanvasFilterTests {
    /// The moments of a bitmap's alpha: total coverage (in pixels), centroid, and variance
    /// along x.
    struct Moments {
        var mass = 0.0, x = 0.0, y = 0.0, xx = 0.0

        init(_ bitmap: Bitmap) {
            for row in 0..<bitmap.height {
                for column in 0..<bitmap.width {
                    let alpha = Double(bitmap[column, row] >> 24) / 255
                    mass += alpha
                    x += alpha * (Double(column) + 0.5)
                    y += alpha * (Double(row) + 0.5)
                    xx += alpha * (Double(column) + 0.5) * (Double(column) + 0.5)
                }
            }
            x /= mass
            y /= mass
            xx = xx / mass - x * x
        }
    }

    /// The shadow alone of a 20-point black square at (40, 40) on a 100-point canvas at 3×.
    static func shadow(sigma: Double, color: SRGBColor = .black, clip: Rect? = nil) -> Bitmap {
        Canvas.render(size: Size(width: 100, height: 100), scale: 3) { canvas in
            if let clip { canvas.clip(to: clip) }
            let square = Rect(x: 40, y: 40, width: 20, height: 20)
            let reach = 3 * sigma + 1
            canvas.drawFiltered(
                region: square.insetBy(dx: -reach, dy: -reach), { canvas.fill(square, with: .black) },
                filter: .shadow(color: color, sigma: sigma))
        }
    }

    @Test(
        "A shadow is centred on its shape, keeps its coverage and spreads by sigma, at every layer resolution",
        arguments: [0.5, 1, 2, 3.3, 5, 8])
    func shadowGeometry(sigma: Double) {
        let moments = Moments(Self.shadow(sigma: sigma))
        // The square is 60 pixels wide, centred at (150, 150).
        #expect(abs(moments.x - 150) < 0.15 && abs(moments.y - 150) < 0.15, "centroid \(moments.x), \(moments.y)")
        #expect(abs(moments.mass - 3600) < 3600 * 0.02, "coverage \(moments.mass)")
        // A uniform square's variance is 60²/12; the blur adds sigma² (in pixels), within the
        // three boxes' approximation of it.
        let spread = (moments.xx - 3600.0 / 12).squareRoot()
        #expect(abs(spread - 3 * sigma) < 0.1 * 3 * sigma, "sigma \(3 * sigma) pixels drawn as \(spread)")
    }

    @Test("A shadow below a third of a pixel is the shape's silhouette in the shadow's colour")
    func unblurredShadow() {
        let color = SRGBColor(hex: 0x3366CC, opacity: 0.5)
        let bitmap = Self.shadow(sigma: 0.05, color: color)
        #expect(bitmap[150, 150] == color.premultipliedARGB)
        #expect(bitmap[119, 150] == 0 && bitmap[120, 150] == color.premultipliedARGB)
    }

    @Test("A shadow is drawn only inside the clip, and shaded by what lies just outside it")
    func clippedShadow() {
        let whole = Self.shadow(sigma: 4)
        let clipped = Self.shadow(sigma: 4, clip: Rect(x: 0, y: 0, width: 50, height: 100))
        for row in stride(from: 90, to: 210, by: 7) {
            #expect(clipped[160, row] == 0)
            // Left of the clip's edge the pixels are those of the whole shadow.
            #expect(clipped[140, row] == whole[140, row], "row \(row)")
        }
    }

    @Test("A blur keeps a flat colour flat inside and fades it at the edges")
    func blurOfContent() {
        let color = SRGBColor(hex: 0xCC3366)
        let bitmap = Canvas.render(size: Size(width: 100, height: 100), scale: 2) { canvas in
            let square = Rect(x: 20, y: 20, width: 60, height: 60)
            canvas.drawFiltered(region: square.insetBy(dx: -10, dy: -10), { canvas.fill(square, with: color) }, filter: .blur(sigma: 3))
        }
        #expect(bitmap[100, 100] == color.premultipliedARGB)
        let edge = SRGBColor(premultipliedARGB: bitmap[40, 100])
        #expect(edge.opacity > 0.4 && edge.opacity < 0.6, "the edge is half covered: \(edge.opacity)")
        #expect(bitmap[10, 100] == 0)
    }

    @Test("Degenerate regions and sigmas draw nothing or the silhouette, and never trap")
    func degenerate() {
        for (region, sigma) in [
            (Rect(x: .nan, y: 0, width: 10, height: 10), 2.0), (Rect(x: 0, y: 0, width: 10, height: 10), .nan),
            (Rect(x: 0, y: 0, width: 10, height: 10), .infinity), (Rect(x: 0, y: 0, width: 10, height: 10), 1e9),
            (Rect(x: 0, y: 0, width: 0, height: 10), 2), (Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), 3),
        ] {
            _ = Canvas.render(size: Size(width: 20, height: 20), scale: 3) { canvas in
                canvas.drawFiltered(
                    region: region, { canvas.fill(Rect(x: 5, y: 5, width: 10, height: 10), with: .black) },
                    filter: .shadow(color: .black, sigma: sigma))
                canvas.drawFiltered(
                    region: region, { canvas.fill(Rect(x: 5, y: 5, width: 10, height: 10), with: .black) }, filter: .blur(sigma: sigma))
            }
        }
    }

    @Test("Blur plans: no blur below a third of a pixel; a coarser layer for wide blurs; boxes the kernels accept")
    func plans() {
        #expect(BlurPlan(sigma: 0.3).radii.isEmpty && BlurPlan(sigma: .nan).radii.isEmpty && BlurPlan(sigma: -2).radii.isEmpty)
        #expect(BlurPlan(sigma: 1.9).reduction == 1)
        #expect(BlurPlan(sigma: 6).reduction == 3)
        for sigma in stride(from: 0.31, through: 5000, by: 0.37) {
            let plan = BlurPlan(sigma: sigma)
            #expect(plan.radii.count == 3 && plan.radii.allSatisfy { $0 <= Int(NAPKIN_BOX_MAX_RADIUS) }, "sigma \(sigma): \(plan)")
        }
    }
}
