internal import Raster

/// A container's own layout, as SwiftUI's `Layout` protocol (iOS 16): the type measures its
/// subviews and places them, and is called with content like a stack.
///
/// ```swift
/// struct FlowLayout: Layout {
///     var spacing: CGFloat = 8
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
///
/// FlowLayout(spacing: 6) { ForEach(tags, id: \.self) { Text($0) } }
/// ```
/// The container's size for a proposal is what ``sizeThatFits(proposal:subviews:cache:)``
/// answers; when it is placed, ``placeSubviews(in:proposal:subviews:cache:)`` is called with
/// its bounds (in the parent's coordinates), and each ``LayoutSubview/place(at:anchor:proposal:)``
/// positions a subview. A subview the layout does not place sits at the centre of the bounds
/// at its ideal size. Right to left, the layout places left to right and the result is
/// mirrored, as SwiftUI does. Its methods run during layout, on the main actor, and are not
/// isolated to it (as SwiftUI's): helpers of any isolation may measure and place subviews.
public protocol Layout {
    /// What the layout keeps between its calls in one layout pass (`Void` when nothing).
    associatedtype Cache = Void
    /// The subviews, as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// The layout's stack orientation, for views inside that adapt to it.
    static var layoutProperties: LayoutProperties { get }
    /// Makes the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change (by default, makes it again).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container prefers around it (by default, the union of its subviews').
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places the subviews in `bounds`, the container's frame in its parent's coordinates.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Where a horizontal alignment guide of the container is (in `bounds`' coordinates), or
    /// `nil` for the default; a stack or frame around the container lines it up.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    /// Where a vertical alignment guide of the container is (in `bounds`' coordinates), or
    /// `nil` for the default; a stack or frame around the container lines it up.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    /// The default guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// The default guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// `content` laid out by this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Facts about a layout that views inside may adapt to, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable, Hashable {
    /// The axis the layout stacks along, or `nil` when it is not a stack.
    public var stackOrientation: Axis?

    /// No stack orientation.
    public init() {}
}

/// The content of a ``Layout`` with the layout that places it.
struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        CustomLayoutNode(layout: layout, children: buildNodes(content, in: environment), direction: environment.layoutDirection)
    }
}

/// Asks its ``Layout`` for its size and where its children go.
@MainActor
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let direction: LayoutDirection
    private let placements = SubviewPlacements()
    private lazy var subviews = LayoutSubviews(
        nodes: children, range: children.indices, placements: placements, layoutDirection: direction)
    private lazy var cache = layout.makeCache(subviews: subviews)

    init(layout: L, children: [LayoutNode], direction: LayoutDirection) {
        self.layout = layout
        self.direction = direction
        super.init(children: children)
        // The layout's own code may place a guide (`explicitAlignment`), whatever its subviews set.
        holdsGuides = true
    }

    /// The guide where the layout's `explicitAlignment` puts it, in a container of `size`.
    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        let bounds = CGRect(Rect(origin: Point(x: 0, y: 0), size: size))
        let proposal = ProposedViewSize(SizeProposal(size))
        let value =
            axis == .horizontal
            ? layout.explicitAlignment(
                of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return value.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        return Size(
            width: GeometryInput.number(Double(size.width), "Layout.sizeThatFits width", fallback: 0),
            height: GeometryInput.number(Double(size.height), "Layout.sizeThatFits height", fallback: 0))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        placements.reset()
        layout.placeSubviews(in: CGRect(rect), proposal: ProposedViewSize(SizeProposal(rect.size)), subviews: subviews, cache: &cache)
        for (index, child) in children.enumerated() {
            guard let placement = placements.placed[index] else {
                let size = child.size(for: .unspecified)
                child.place(
                    in: Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height),
                    context: context)
                continue
            }
            let size = child.size(for: placement.proposal)
            let origin = Point(
                x: placement.position.x - placement.anchor.x * size.width,
                y: placement.position.y - placement.anchor.y * size.height)
            child.place(in: Rect(origin: origin, size: size), context: context)
        }
    }

    override var kind: String? { "\(L.self)" }
}

/// Where a layout asked its subviews to go, by index, during one placement.
@MainActor
final class SubviewPlacements {
    struct Placement {
        var position: Point
        var anchor: (x: Double, y: Double)
        var proposal: SizeProposal
    }

    var placed: [Int: Placement] = [:]

    func reset() { placed = [:] }
}

extension ProposedViewSize {
    init(_ proposal: SizeProposal) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
}
