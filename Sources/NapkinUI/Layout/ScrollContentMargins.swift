/// Which part of a scrollable view a content margin applies to, as iOS 17's
/// `ContentMarginPlacement`.
public struct ContentMarginPlacement: Sendable, Hashable {
    private let name: String
    /// The view's choice: a scroll view, list or form insets both its content and its
    /// scroll indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only (never drawn in a still frame, so nothing drawn moves).
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")

    /// True when the content of a scroll view, list or form takes this placement's margins.
    var insetsContent: Bool { self != .scrollIndicators }
}

/// The content margins a scroll view, list or form inside takes (`.contentMargins`), in
/// points on each edge, on top of the safe area; the scroll indicators' are kept apart.
struct ContentMargins: Sendable, Hashable {
    /// What the scrolled content is inset by.
    var content = EdgeInsets()
    /// What the scroll indicators are inset by (a still frame draws none).
    var indicators = EdgeInsets()

    /// These margins with `length` on `edges` for `placement`; `nil` puts those edges back
    /// to the view's own margin (none beyond the safe area).
    func setting(_ edges: Edge.Set, _ length: Double?, for placement: ContentMarginPlacement) -> ContentMargins {
        var margins = self
        if placement.insetsContent { margins.content = Self.set(edges, length ?? 0, in: content) }
        if placement != .scrollContent { margins.indicators = Self.set(edges, length ?? 0, in: indicators) }
        return margins
    }

    private static func set(_ edges: Edge.Set, _ length: Double, in insets: EdgeInsets) -> EdgeInsets {
        var insets = insets
        if edges.contains(.top) { insets.top = length }
        if edges.contains(.leading) { insets.leading = length }
        if edges.contains(.bottom) { insets.bottom = length }
        if edges.contains(.trailing) { insets.trailing = length }
        return insets
    }
}

private struct ContentMarginsKey: EnvironmentKey {
    static let defaultValue = ContentMargins()
}

extension EnvironmentValues {
    /// The margins of the next scroll view, list or form inside (`.contentMargins`). That view
    /// takes them and hands its own content none, so a carousel inside a margined scroll view
    /// keeps its own.
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Insets the content of the scroll views, lists and forms inside by `length` points on
    /// `edges`, beyond the safe area, as iOS 17's `contentMargins(_:_:for:)`: the content
    /// starts and ends that far in and scrolls that much further, while the scroll view
    /// itself, its background and its clipping keep their frame. A margin set closer to the
    /// scroll view wins on the edges it names; `nil` removes the margin on `edges`.
    /// `.scrollIndicators` margins move only the indicators, which a still frame does not draw.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        EnvironmentModifiedView(content: self) { environment in
            // The outer modifier runs first, so the inner one (closer to the view) wins.
            environment.contentMargins = environment.contentMargins.setting(edges, length.points, for: placement)
        }
    }

    /// Insets the content of the scroll views, lists and forms inside by `insets` on `edges`,
    /// as iOS 17's `contentMargins(_:_:for:)` with edge insets.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        EnvironmentModifiedView(content: self) { environment in
            var margins = environment.contentMargins
            for (edge, length) in [
                (Edge.Set.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
            ]
            where edges.contains(edge) {
                margins = margins.setting(edge, Double(length), for: placement)
            }
            environment.contentMargins = margins
        }
    }

    /// Insets the content of the scroll views, lists and forms inside by `length` points on
    /// every edge, as iOS 17's `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
