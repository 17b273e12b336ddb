/// How a pushed or presented view comes in and goes, as SwiftUI's `NavigationTransition`
/// (iOS 18): `.automatic`, the platform's slide or rise, or `.zoom(sourceID:in:)`, growing
/// out of the view marked with `matchedTransitionSource(id:in:)`.
///
/// A transition is motion over time; NapkinUI draws still frames, the transition settled, so
/// a zoomed destination is drawn where an automatic one is, filling its screen.
public protocol NavigationTransition {}

/// The platform's transition, as SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {}

/// The destination zooms out of its source view, as SwiftUI's `ZoomNavigationTransition`.
public struct ZoomNavigationTransition: NavigationTransition {
    /// The id the source was marked with.
    let sourceID: AnyHashable
    /// The namespace of the id.
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's transition: a push slides in from the trailing edge, a sheet rises.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// The destination grows out of the view marked `matchedTransitionSource(id: sourceID, in:
    /// namespace)`, and shrinks back into it when dismissed.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

extension View {
    /// The transition the view comes in with when pushed or presented, as SwiftUI's
    /// `navigationTransition(_:)`. Drawn settled: the view is where the transition ends.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        self
    }

    /// Marks the view as where a `.zoom(sourceID: id, in: namespace)` transition starts, as
    /// SwiftUI's `matchedTransitionSource(id:in:)`. Drawn settled: the view is unchanged.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Marks this view as the source of a zoom transition with how it looks while it zooms
    /// (its background, clip shape and shadow), as SwiftUI's
    /// `matchedTransitionSource(id:in:configuration:)` (iOS 18). The configuration applies only
    /// during the transition: drawn settled, the view is unchanged.
    public func matchedTransitionSource<ID: Hashable, Configuration: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> Configuration
    ) -> some View {
        self
    }
}

/// How a zoom transition's source looks while it zooms, as SwiftUI's
/// `MatchedTransitionSourceConfiguration`; built from ``EmptyMatchedTransitionSourceConfiguration``.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source's own look, as SwiftUI's `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A source's look with its zoom background, clip shape and shadow, as the configuration's
/// modifiers build it.
struct StyledMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    /// The colour behind the source while it zooms.
    var background: Color?
    /// The shape the source is cut to while it zooms.
    var clipShape: RoundedRectangle?
    /// The shadow under the source while it zooms.
    var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
}

extension MatchedTransitionSourceConfiguration {
    var styled: StyledMatchedTransitionSourceConfiguration {
        self as? StyledMatchedTransitionSourceConfiguration ?? StyledMatchedTransitionSourceConfiguration()
    }

    /// The source with `style` behind it while it zooms.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        var styled = self.styled
        styled.background = style
        return styled
    }

    /// The source cut to `shape` while it zooms.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        var styled = self.styled
        styled.clipShape = shape
        return styled
    }

    /// The source with a shadow while it zooms.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some MatchedTransitionSourceConfiguration {
        var styled = self.styled
        styled.shadow = (color, radius, x, y)
        return styled
    }
}
