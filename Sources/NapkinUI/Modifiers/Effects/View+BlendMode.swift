internal import Raster

/// How a view's colours combine with what is drawn behind it, as SwiftUI's `BlendMode`: the
/// blend modes of Core Graphics (and of PDF and CSS Compositing), a few Porter–Duff
/// compositing operators, and Apple's plus-darker and plus-lighter.
public enum BlendMode: Sendable, Hashable {
    /// The view over the backdrop (no blending).
    case normal
    /// Source × backdrop: never lighter.
    case multiply
    /// The inverse of the product of the inverses: never darker.
    case screen
    /// Multiply or screen, by the backdrop's colour.
    case overlay
    /// The darker of the two, channel by channel.
    case darken
    /// The lighter of the two, channel by channel.
    case lighten
    /// The backdrop brightened to reflect the source.
    case colorDodge
    /// The backdrop darkened to reflect the source.
    case colorBurn
    /// Darkens or lightens, by the source, softly.
    case softLight
    /// Multiply or screen, by the source's colour.
    case hardLight
    /// The absolute difference of the two, channel by channel.
    case difference
    /// As ``difference``, with lower contrast.
    case exclusion
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the backdrop's luminosity.
    case color
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// The source only where the backdrop is, over it; the backdrop's opacity kept.
    case sourceAtop
    /// The backdrop over the source.
    case destinationOver
    /// The backdrop, cleared where the source is opaque.
    case destinationOut
    /// max(0, 1 − ((1 − backdrop) + (1 − source))): a darkened sum.
    case plusDarker
    /// min(1, source + backdrop): a lightened sum.
    case plusLighter

    /// Every mode, in the order SwiftUI declares them.
    static let all: [BlendMode] = [
        .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight, .difference,
        .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter,
    ]

    /// Raster's operator for the mode: the same names.
    var rasterOperator: BlendOperator {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    /// Composites the view onto what is drawn behind it with `blendMode`, as SwiftUI's
    /// `blendMode(_:)`: in a `ZStack`, the view blends with the siblings drawn before it (and
    /// whatever lies under the stack). The view is drawn as one layer first, so its own parts
    /// do not blend with each other.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        ModifiedView(content: self) { node, _ in LayerNode(child: node, blend: blendMode.rasterOperator) }
    }
}
