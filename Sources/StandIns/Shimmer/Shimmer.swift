public import Foundation
public import NapkinUI

/// SwiftUI-Shimmer's modifier (markiv/SwiftUI-Shimmer 1.5): a gradient band sweeping diagonally across a view, from
/// the leading top to the trailing bottom, to show that something is loading.
///
/// The package animates the gradient's end points from a band just before the view's leading top corner (start at
/// (−bandSize, −bandSize), end at (0, 0)) to one just past its trailing bottom corner (start at (1, 1), end at
/// (1 + bandSize, 1 + bandSize)), mirrored in right-to-left layouts, forever. A napkin render is a still frame, and
/// napkin draws the sweep's first frame, the band at its start: the whole view then lies past the gradient's end, so
/// it shows the gradient's last colour, which for ``defaultGradient`` leaves the view at 30% opacity in `.mask`
/// mode (the same picture as the last frame, when the whole view lies before the band). The animation is kept, not
/// run.
@MainActor
public struct Shimmer: ViewModifier {
    /// How the gradient meets the view.
    public enum Mode: Sendable {
        /// The gradient's opacity masks the view (the default).
        case mask
        /// The gradient is drawn over the view with `blendMode`.
        case overlay(blendMode: BlendMode = .sourceAtop)
        /// The gradient is drawn behind the view.
        case background
    }

    /// The package's sweep: linear, 1.5 seconds, after a quarter-second delay, repeated without reversing.
    public static let defaultAnimation = Animation.linear(duration: 1.5).delay(0.25).repeatForever(autoreverses: false)

    /// The package's band: translucent (30%) black, opaque black, translucent black, used as a mask.
    public static let defaultGradient = Gradient(colors: [.black.opacity(0.3), .black, .black.opacity(0.3)])

    /// The sweep's animation (kept; a still frame does not run it).
    let animation: Animation
    /// The band's colours.
    let gradient: Gradient
    /// The band's width, in unit points of the view's diagonal extent.
    let bandSize: CGFloat
    /// How the gradient meets the view.
    let mode: Mode
    @Environment(\.layoutDirection) private var layoutDirection

    /// A shimmer with the given sweep, band colours, band size (0.3 unit points by default) and mode.
    public init(
        animation: Animation = Self.defaultAnimation, gradient: Gradient = Self.defaultGradient, bandSize: CGFloat = 0.3, mode: Mode = .mask
    ) {
        self.animation = animation
        self.gradient = gradient
        self.bandSize = bandSize.isFinite ? bandSize : 0.3
        self.mode = mode
    }

    /// The gradient's start point in the still frame: `bandSize` before the leading top corner.
    var startPoint: UnitPoint {
        layoutDirection == .rightToLeft ? UnitPoint(x: 1 + bandSize, y: -bandSize) : UnitPoint(x: -bandSize, y: -bandSize)
    }

    /// The gradient's end point in the still frame: the leading top corner.
    var endPoint: UnitPoint { layoutDirection == .rightToLeft ? .topTrailing : .topLeading }

    /// The view with the band at its start (see ``Shimmer``).
    public func body(content: Content) -> some View {
        applyingGradient(to: content)
    }

    /// The view with the gradient applied in the modifier's mode.
    @ViewBuilder
    public func applyingGradient(to content: Content) -> some View {
        let band = LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
        switch mode {
        case .mask: content.mask(band)
        case .overlay(let blendMode): content.overlay(band.blendMode(blendMode))
        case .background: content.background(band)
        }
    }
}

extension View {
    /// Sweeps a shimmering band across the view while `active`, as SwiftUI-Shimmer's `shimmering`; see ``Shimmer``
    /// for the frame napkin draws.
    @ViewBuilder
    public func shimmering(
        active: Bool = true, animation: Animation = Shimmer.defaultAnimation, gradient: Gradient = Shimmer.defaultGradient,
        bandSize: CGFloat = 0.3, mode: Shimmer.Mode = .mask
    ) -> some View {
        if active {
            modifier(Shimmer(animation: animation, gradient: gradient, bandSize: bandSize, mode: mode))
        } else {
            self
        }
    }

    /// The package's older form: a linear sweep of `duration` seconds after `delay`, reversing if `bounce`.
    @available(*, deprecated, message: "Use shimmering(active:animation:gradient:bandSize:mode:) instead.")
    @ViewBuilder
    public func shimmering(active: Bool = true, duration: Double, bounce: Bool = false, delay: Double = 0.25) -> some View {
        shimmering(active: active, animation: .linear(duration: duration).delay(delay).repeatForever(autoreverses: bounce))
    }
}
