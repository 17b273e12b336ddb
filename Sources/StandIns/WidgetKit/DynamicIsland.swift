import NapkinUI

/// A Dynamic Island presentation of a Live Activity, as WidgetKit's `DynamicIslandMode`.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String
    /// The view left of the camera while the activity is the only one.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The view right of the camera while the activity is the only one.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The round view while several activities run.
    public static let minimal = DynamicIslandMode(name: "minimal")
    /// The view the island opens to on a long press.
    public static let expanded = DynamicIslandMode(name: "expanded")
}

/// Where a region of the expanded presentation goes, as WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Left of the camera.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Right of the camera.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the others.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
    /// The name, as written in code.
    public var description: String { name }
}

/// Whether a region's view may move below the camera when it is too wide, as WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    /// Below the camera when the view is too wide to fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// One region of the expanded presentation, as WidgetKit's `DynamicIslandExpandedRegion`.
@MainActor
public struct DynamicIslandExpandedRegion<Content: View> {
    /// Where it goes.
    public let position: DynamicIslandExpandedRegionPosition
    /// Which region gets room first (higher first).
    public let priority: Double
    let content: Content

    /// A region at `position` showing `content`, given room by `priority`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// The regions of an expanded presentation, as WidgetKit's `DynamicIslandExpandedContent`.
@MainActor
public struct DynamicIslandExpandedContent<Content: View> {
    let regions: [DynamicIslandRegion]
}

/// One region of an expanded presentation, its view erased.
@MainActor
struct DynamicIslandRegion {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let view: AnyView
}

/// Builds an expanded presentation from its regions, as WidgetKit's `DynamicIslandExpandedContentBuilder`.
@MainActor
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// One region.
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent<
        Content
    > {
        DynamicIslandExpandedContent(regions: [.init(position: region.position, priority: region.priority, view: AnyView(region.content))])
    }

    /// The regions listed, in order.
    public static func buildBlock<each Content: View>(_ parts: repeat DynamicIslandExpandedContent<each Content>)
        -> DynamicIslandExpandedContent<EmptyView>
    {
        var regions: [DynamicIslandRegion] = []
        for part in repeat each parts { regions += part.regions }
        return DynamicIslandExpandedContent(regions: regions)
    }

    /// The regions of an `if` without `else`, when it holds.
    public static func buildOptional<Content: View>(_ part: DynamicIslandExpandedContent<Content>?) -> DynamicIslandExpandedContent<
        EmptyView
    > {
        erase(part)
    }

    /// The regions of an `if`'s first branch.
    public static func buildEither<Content: View>(first part: DynamicIslandExpandedContent<Content>) -> DynamicIslandExpandedContent<
        EmptyView
    > {
        erase(part)
    }

    /// The regions of an `if`'s `else` branch.
    public static func buildEither<Content: View>(second part: DynamicIslandExpandedContent<Content>) -> DynamicIslandExpandedContent<
        EmptyView
    > {
        erase(part)
    }

    /// The regions inside `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ part: DynamicIslandExpandedContent<Content>)
        -> DynamicIslandExpandedContent<EmptyView>
    {
        erase(part)
    }

    static func erase<Content: View>(_ part: DynamicIslandExpandedContent<Content>?) -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(
            regions: part?.regions ?? [])
    }
}

/// A Live Activity's Dynamic Island presentations, as WidgetKit's `DynamicIsland`. Linux has no island: napkin
/// keeps each presentation's view for a test to draw (``napkinView(for:)``) and the settings made on it.
@MainActor
public struct DynamicIsland {
    /// A margin set on one presentation with `contentMargins(_:_:for:)` (a napkin addition).
    public struct ContentMargin {
        /// The presentation.
        public let mode: DynamicIslandMode
        /// The edges.
        public let edges: Edge.Set
        /// The length, or `nil` for the system's.
        public let length: CGFloat?
    }

    let expanded: () -> [DynamicIslandRegion]
    let compactLeading: () -> AnyView
    let compactTrailing: () -> AnyView
    let minimal: () -> AnyView
    /// The tint of the island's border (its key line), if set.
    public private(set) var napkinKeylineTint: Color?
    /// The margins set on the presentations, in order.
    public private(set) var napkinContentMargins: [ContentMargin] = []
    /// The URL a tap on the island opens the app with, if set.
    public private(set) var napkinWidgetURL: URL?

    /// The island's presentations: the expanded regions, the compact views either side of the camera and the
    /// minimal view.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        self.expanded = { expanded().regions }
        self.compactLeading = { AnyView(compactLeading()) }
        self.compactTrailing = { AnyView(compactTrailing()) }
        self.minimal = { AnyView(minimal()) }
    }

    /// Tints the island's border.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.napkinKeylineTint = color
        return island
    }

    /// Sets the margins of `mode`'s presentation on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.napkinContentMargins.append(ContentMargin(mode: mode, edges: edges, length: length))
        return island
    }

    /// The URL a tap on the island opens the app with.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.napkinWidgetURL = url
        return island
    }

    /// The positions of the expanded regions, in the order written (a napkin addition).
    public var napkinExpandedPositions: [DynamicIslandExpandedRegionPosition] { expanded().map(\.position) }

    /// The view of the expanded region at `position`, or `nil` when none is there (a napkin addition).
    public func napkinExpandedRegion(_ position: DynamicIslandExpandedRegionPosition) -> AnyView? {
        let views = expanded().filter { $0.position == position }.map(\.view)
        guard !views.isEmpty else { return nil }
        return AnyView(VStack(spacing: 0) { ForEach(views.indices, id: \.self) { views[$0] } })
    }

    /// The view of `mode`'s presentation (a napkin addition): for `.expanded`, leading, center and trailing in a
    /// row with bottom below them, as the island lays them out around the camera.
    public func napkinView(for mode: DynamicIslandMode) -> AnyView {
        switch mode {
        case .compactLeading: compactLeading()
        case .compactTrailing: compactTrailing()
        case .minimal: minimal()
        default:
            AnyView(
                VStack(spacing: 8) {
                    HStack(alignment: .top, spacing: 8) {
                        napkinExpandedRegion(.leading) ?? AnyView(EmptyView())
                        (napkinExpandedRegion(.center) ?? AnyView(EmptyView())).frame(maxWidth: .infinity)
                        napkinExpandedRegion(.trailing) ?? AnyView(EmptyView())
                    }
                    napkinExpandedRegion(.bottom) ?? AnyView(EmptyView())
                })
        }
    }
}

extension View {
    /// Lets the view move below the camera in its expanded region when it is too wide (drawn in place here).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
