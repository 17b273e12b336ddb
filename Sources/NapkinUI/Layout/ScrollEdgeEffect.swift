/// iOS 26's scroll edge effect settings: the blur or line where scrolling content meets the
/// bars pinned over it.
///
/// NapkinUI draws its bars as iOS 17 and 18 draw them (opaque, or the material of
/// `toolbarBackground`), so it draws no iOS 26 edge effect anywhere: these modifiers keep what
/// they set in the environment (read by tests and by code that asks), and the picture is the
/// same whichever style is chosen.

/// How a scroll view's content blends into the controls pinned over its edge, as iOS 26's
/// `ScrollEdgeEffectStyle`.
public struct ScrollEdgeEffectStyle: Sendable, Hashable {
    private let name: String

    /// The system's choice for the platform and context.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A nearly opaque boundary with a straight line between the controls and the content.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A blurred boundary that grows more opaque towards the edge.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// The edge effect settings of the scroll views inside, edge by edge.
struct ScrollEdgeEffects: Sendable, Hashable {
    /// The style set for each edge (nil: not set, so automatic).
    var styles: [Edge: ScrollEdgeEffectStyle] = [:]
    /// The edges whose effect is hidden.
    var hiddenEdges: Edge.Set = []

    /// The style at `edge`: the one set there, else `.automatic`.
    func style(at edge: Edge) -> ScrollEdgeEffectStyle { styles[edge] ?? .automatic }

    /// Whether the effect at `edge` is hidden.
    func isHidden(at edge: Edge) -> Bool { hiddenEdges.contains(Edge.Set(edge)) }
}

private struct ScrollEdgeEffectsKey: EnvironmentKey {
    static let defaultValue = ScrollEdgeEffects()
}

extension EnvironmentValues {
    /// The scroll edge effect settings for scroll views inside (`scrollEdgeEffectStyle`, `scrollEdgeEffectHidden`).
    var scrollEdgeEffects: ScrollEdgeEffects {
        get { self[ScrollEdgeEffectsKey.self] }
        set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}

extension View {
    /// Sets the edge effect style of the scroll views inside at `edges`, as iOS 26's
    /// `scrollEdgeEffectStyle(_:for:)`; nil goes back to `.automatic`. The setting is kept in
    /// the environment; NapkinUI draws no iOS 26 edge effect, so the picture does not change.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
                effects.styles[edge] = style
            }
        }
    }

    /// Hides (or shows again) the edge effect of the scroll views inside at `edges`, as iOS 26's
    /// `scrollEdgeEffectHidden(_:for:)`. Kept in the environment; nothing drawn changes.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            if hidden {
                effects.hiddenEdges.formUnion(edges)
            } else {
                effects.hiddenEdges.subtract(edges)
            }
        }
    }
}
