// iOS 26's grouping of Liquid Glass shapes. iOS renders the glass of a container's views in one
// pass, so shapes closer than the container's spacing melt into one another and morph between
// states as they move. A still frame of NapkinUI draws each view's glass as `glassEffect(_:in:)`
// draws it alone (see Glass.swift): the melting of near shapes is not drawn, and the morphing
// identities below change nothing at rest.

/// A container that draws the Liquid Glass of its views together, as iOS 26's
/// `GlassEffectContainer(spacing:content:)`; its content is laid out as it is written.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container of `content`'s glass; shapes closer than `spacing` merge on iOS.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content.
    public var body: some View {
        content
    }
}

/// How glass comes and goes as a view is inserted or removed, as iOS 26's `GlassEffectTransition`.
public struct GlassEffectTransition: Sendable, Hashable {
    let name: String
    /// The glass morphs out of (or into) a neighbour of the same container.
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// The glass fades, with the content.
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// No transition of the glass.
    public static let identity = GlassEffectTransition(name: "identity")
}

extension View {
    /// Names this view's glass in `namespace`, so its shape morphs into another with the same
    /// name as views change (iOS 26); a still frame draws the glass where the view is.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        settled()
    }

    /// Joins this view's glass to the others of `id` in `namespace` into one shape on iOS 26;
    /// NapkinUI draws each view's glass on its own.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        settled()
    }

    /// How this view's glass comes and goes (iOS 26); a still frame shows the settled state.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        settled()
    }
}
