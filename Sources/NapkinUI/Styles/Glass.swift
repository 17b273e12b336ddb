// iOS 26's Liquid Glass: `glassEffect(_:in:)` and the `.glass` / `.glassProminent` button
// styles. iOS draws glass by refracting and blurring what lies behind it, live; NapkinUI has no
// iOS 26 reference images to match, so it draws a still, deterministic stand-in: the shape
// filled with the regular material (the blur's frosting), the glass's tint over it at 25 %,
// and a one-point white rim at 30 % (the light catching the edge). `.identity` draws nothing.

/// The material of a Liquid Glass effect, as iOS 26's `Glass`: `.regular`, `.clear` (less
/// frosting) or `.identity` (none), tinted with `tint(_:)`; `interactive(_:)` (glass that
/// reacts to touches) changes nothing in a still frame.
public struct Glass: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case regular, clear, identity
    }

    let kind: Kind
    /// The colour laid over the frosting, if any.
    public private(set) var tintColor: Color?
    /// True for glass that reacts to touches (nothing drawn differs).
    public private(set) var isInteractive = false

    /// The standard glass.
    public static let regular = Glass(kind: .regular)
    /// Glass with less frosting, for content over media.
    public static let clear = Glass(kind: .clear)
    /// No glass: the view is drawn as it is.
    public static let identity = Glass(kind: .identity)

    /// The same glass tinted with `color` (nil for none).
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// The same glass, reacting to touches or not.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }

    /// The frosting: the regular material, or the ultra-thin one for clear glass.
    var material: Material? {
        switch kind {
        case .regular: .regularMaterial
        case .clear: .ultraThinMaterial
        case .identity: nil
        }
    }
}

/// The glass behind a view: `shape` filled with the frosting, the tint and the rim.
private struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        if let material = glass.material {
            ZStack {
                shape.fill(material)
                if let tint = glass.tintColor { shape.fill(tint.opacity(0.25)) }
                shape.stroke(Color.white.opacity(0.3), lineWidth: 1)
            }
        }
    }
}

extension View {
    /// Puts Liquid Glass of `glass` behind the view in `shape`, as iOS 26's
    /// `glassEffect(_:in:)`; drawn as NapkinUI's still stand-in (see the top of Glass.swift).
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background(GlassBackground(glass: glass, shape: shape))
    }

    /// Puts Liquid Glass behind the view in a capsule, the default shape of iOS 26's
    /// `glassEffect(_:)`.
    public func glassEffect(_ glass: Glass = .regular) -> some View {
        glassEffect(glass, in: Capsule())
    }
}

/// iOS 26's `.glass` button style: the label in the tint colour on the regular material, in
/// the button border shape and padded for the control size as `.bordered` is.
public struct GlassButtonStyle: ButtonStyle {
    /// The glass style.
    public init() {}

    /// The label on glass.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, look: .glass)
    }
}

/// iOS 26's `.glassProminent` button style: at rest iOS fills the border shape with the tint
/// under a white label, so it is drawn as `.borderedProminent` is.
public struct GlassProminentButtonStyle: ButtonStyle {
    /// The prominent glass style.
    public init() {}

    /// The label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, look: .prominent)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// Liquid Glass behind the label (iOS 26).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// Tinted Liquid Glass behind a white label (iOS 26).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
