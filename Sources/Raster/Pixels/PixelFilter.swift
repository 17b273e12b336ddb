/// What ``Canvas/drawFiltered(region:_:filter:)`` does to the pixels of what it draws: a
/// shadow, a blur, brightness, saturation or a colour multiplied in. A value, so that a recorded drawing can carry it
/// to another thread.
public enum PixelFilter: Sendable, Hashable {
    /// The silhouette of what is drawn (its coverage) in `color`, blurred by a Gaussian of
    /// standard deviation `sigma` points: a shadow, drawn instead of the content.
    case shadow(color: SRGBColor, sigma: Double)
    /// What is drawn, blurred by a Gaussian of standard deviation `sigma` points.
    case blur(sigma: Double)
    /// `amount` (−1…1) added to every colour channel, as SwiftUI's `brightness(_:)`.
    case brightness(Double)
    /// Every colour's distance from its grey (Rec. 709 luma) scaled by `amount` (0 grey … 1
    /// unchanged), as SwiftUI's `saturation(_:)`.
    case saturation(Double)
    /// Every premultiplied channel times `color`'s: red, green and blue by the colour's channel
    /// and opacity, alpha by its opacity, as SwiftUI's `colorMultiply(_:)` (white leaves the
    /// pixels as they are, black makes them black).
    case multiply(SRGBColor)
    /// Every colour's hue turned by `radians` with SVG's hue-rotate colour matrix, as SwiftUI's
    /// `hueRotation(_:)`.
    case hueRotation(radians: Double)
    /// Every colour channel x mapped to (x − 0.5) × `amount` + 0.5, clamped, as SwiftUI's
    /// `contrast(_:)` (0 mid grey, 1 unchanged).
    case contrast(Double)
    /// Every colour channel inverted, the opacity kept, as SwiftUI's `colorInvert()`.
    case colorInvert
}

/// How a Gaussian blur of standard deviation `sigma` pixels is drawn: on a layer of
/// `reduction` × `reduction` device pixels per layer pixel, then three box blurs of the given
/// radii (in layer pixels) across and down, whose variances add up to the Gaussian's.
///
/// A wide blur loses nothing at a lower resolution, and each halving of it quarters the work:
/// a shadow of radius 4 on a 3× screen (sigma 6 pixels) blurs a layer of one pixel per point.
/// (Drawing into coarser pixels and scaling them back up bilinearly adds no measurable spread:
/// CanvasFilterTests measures the drawn shadow's width.)
struct BlurPlan: Equatable {
    /// Device pixels per layer pixel, along each axis.
    let reduction: Int
    /// The radius of each box pass, in layer pixels (0: the pass is skipped).
    let radii: [Int]

    /// The layer has one pixel per `sigma / 2` device pixels (rounded down), so the blur on
    /// it is always between 2 and 3 layer pixels wide (less for a narrow blur at full
    /// resolution), and its boxes within the kernels' 15-pixel bound.
    init(sigma: Double) {
        guard sigma.isFinite, sigma > 0.3 else {
            reduction = 1
            radii = []
            return
        }
        let reduction = sigma < 1e9 ? max(1, Int(sigma / 2)) : 500_000_000
        self.reduction = reduction
        radii = Self.boxRadii(sigma: sigma / Double(reduction))
    }

    /// Three box radii whose variances add up to `sigma`² (Kovesi's method: two widths, the
    /// odd integers either side of the ideal one).
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        return (0..<3).map { pass in ((Double(pass) < m ? lower : upper) - 1) / 2 }
    }
}
