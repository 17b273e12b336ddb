/// How far a shadow of a given `radius` blurs, shared by `View.shadow` and the shadows a
/// shape style carries so that the two draw alike.
///
/// SwiftUI's shadow `radius` is the Gaussian's standard deviation in points. Measured on
/// iOS 26's references of DesignSystemKit's cards (black at 10 %, radius 4 and 6): a
/// Gaussian fitted to the shadow beside each card has a standard deviation of 3.5 and 6.2
/// points, where NapkinUI's drawing fits 3.3 and 5.2 with `radius` (1.8 and 2.8 with
/// `radius / 2`, as it drew before).
enum ShadowBlur {
    /// The Gaussian's standard deviation in points for a shadow of `radius`.
    static func sigma(radius: Double) -> Double { radius }

    /// How far past the shape the blurred shadow can show (three standard deviations and a
    /// point for rounding), so the drawing region holds all of it.
    static func reach(radius: Double) -> Double { 3 * sigma(radius: radius) + 1 }
}
