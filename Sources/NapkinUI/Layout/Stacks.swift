internal import Raster

/// Arranges its children in a vertical line, as SwiftUI's `VStack`.
public struct VStack: View, PrimitiveView {
    /// No body: stacks are primitive.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: any View

    /// A vertical stack; `spacing` is the distance between children (when `nil`: 8 points,
    /// none next to a `Spacer`, between two texts the lower one's leading, and between a text
    /// and a view that is not text a gap from the text's line metrics, as SwiftUI; see
    /// `StackEdge`).
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = GeometryInput.signed(spacing, "VStack(spacing:)")
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .vertical
        return StackNode(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .top), spacing: spacing,
            children: buildNodes(content, in: inner))
    }
}

/// Arranges its children in a horizontal line, as SwiftUI's `HStack`.
public struct HStack: View, PrimitiveView {
    /// No body: stacks are primitive.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: any View

    /// A horizontal stack; `.firstTextBaseline` lines up the children's first baselines.
    public init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = GeometryInput.signed(spacing, "HStack(spacing:)")
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        return StackNode(
            axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment), spacing: spacing,
            children: buildNodes(content, in: inner))
    }
}

/// Overlays its children, aligned in the same space, as SwiftUI's `ZStack`.
public struct ZStack: View, PrimitiveView {
    /// No body: stacks are primitive.
    public typealias Body = Never
    let alignment: Alignment
    let content: any View

    /// Children drawn back to front, each aligned by `alignment`.
    public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = nil
        return ZStackNode(alignment: alignment, children: buildNodes(content, in: inner))
    }
}

/// The layout of `VStack` and `HStack`: SwiftUI's algorithm. Children are offered space in
/// order of priority, then of flexibility (least flexible first), each taking its share of
/// what is left; the stack is as long as its children and spacing, and as thick as its
/// thickest child.
@MainActor
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: Alignment
    let spacing: Double?
    private var sizesCache: [SizeProposal: [Size]] = [:]

    init(axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        super.init(children: children)
    }

    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func proposal(main: Double?, cross: Double?) -> SizeProposal {
        axis == .vertical ? SizeProposal(width: cross, height: main) : SizeProposal(width: main, height: cross)
    }

    /// The gap before child `index` (0 for the first).
    private func gap(before index: Int) -> Double { gaps[index] }

    /// The gaps before each child, worked out once: a stack's children do not change after it
    /// is built, and a neighbour's edge may look through its whole subtree for text.
    private lazy var gaps: [Double] = children.indices.map { computeGap(before: $0) }

    private func computeGap(before index: Int) -> Double {
        guard index > 0 else { return 0 }
        if let spacing { return spacing }
        if children[index].isSpacer || children[index - 1].isSpacer { return 0 }
        guard axis == .vertical else { return 8 }
        // Text spaces itself from its neighbours by its line metrics (see StackEdge).
        return StackEdge.gap(between: children[index - 1].stackEdge(.bottom), and: children[index].stackEdge(.top))
    }

    /// The sum of the gaps, asked for at every proposal.
    private lazy var totalSpacing: Double = gaps.reduce(0, +)

    /// The size each child chooses under `proposal`.
    private func childSizes(_ proposal: SizeProposal) -> [Size] {
        if let cached = sizesCache[proposal] { return cached }
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        let mainProposal = axis == .vertical ? proposal.height : proposal.width
        var sizes = [Size](repeating: .zero, count: children.count)
        guard let available = mainProposal else {
            for (i, child) in children.enumerated() {
                sizes[i] = child.size(for: self.proposal(main: nil, cross: crossProposal))
            }
            sizesCache[proposal] = sizes
            return sizes
        }
        let minima = children.map { main($0.size(for: self.proposal(main: 0, cross: crossProposal))) }
        let maxima = children.map { main($0.size(for: self.proposal(main: .infinity, cross: crossProposal))) }
        // Children are served in groups: by priority (highest first) and, within a priority,
        // views before spacers, as SwiftUI does, so a spacer never squeezes text. Each group
        // leaves the minimum of every later group; inside a group the least flexible child
        // goes first and takes its share of what is left.
        func group(_ i: Int) -> (Double, Int) { (-children[i].layoutPriority, children[i].isSpacer ? 1 : 0) }
        let order = children.indices.sorted { a, b in
            if group(a) != group(b) { return group(a) < group(b) }
            let flexA = maxima[a] - minima[a], flexB = maxima[b] - minima[b]
            return flexA != flexB ? flexA < flexB : a < b
        }
        // The order runs group by group, so what a child must leave for later groups is the
        // minima of everything after its own group's end: one pass from the back sums them,
        // and serving every child stays linear in their number.
        var minimaAfter = [Double](repeating: 0, count: order.count + 1)
        for position in order.indices.reversed() {
            minimaAfter[position] = minimaAfter[position + 1] + minima[order[position]]
        }
        var remaining = max(0, available - totalSpacing)
        var groupEnd = 0
        for (position, i) in order.enumerated() {
            if position == groupEnd {
                while groupEnd < order.count, group(order[groupEnd]) == group(i) { groupEnd += 1 }
            }
            let reserved = minimaAfter[groupEnd]
            let leftInGroup = Double(groupEnd - position)
            let share = max(0, remaining - reserved) / leftInGroup
            sizes[i] = children[i].size(for: self.proposal(main: share, cross: crossProposal))
            remaining = max(0, remaining - main(sizes[i]))
        }
        sizesCache[proposal] = sizes
        return sizes
    }

    /// Cross-axis offsets of the children for baseline alignment, and the resulting thickness.
    private func baselineOffsets(_ sizes: [Size]) -> (offsets: [Double], thickness: Double)? {
        guard axis == .horizontal, alignment.vertical == .firstTextBaseline || alignment.vertical == .lastTextBaseline else { return nil }
        let first = alignment.vertical == .firstTextBaseline
        let baselines = zip(children, sizes).map { child, size in
            (first ? child.firstBaseline(in: size) : child.lastBaseline(in: size)) ?? size.height
        }
        let top = baselines.max() ?? 0
        let offsets = baselines.map { top - $0 }
        let thickness = zip(offsets, sizes).map { $0 + $1.height }.max() ?? 0
        return (offsets, thickness)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let sizes = childSizes(proposal)
        let length = sizes.reduce(0) { $0 + main($1) } + totalSpacing
        let thickness = baselineOffsets(sizes)?.thickness ?? (sizes.map { cross($0) }.max() ?? 0)
        return axis == .vertical ? Size(width: thickness, height: length) : Size(width: length, height: thickness)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let sizes = childSizes(SizeProposal(rect.size))
        let baseline = baselineOffsets(sizes)
        var position = axis == .vertical ? rect.minY : rect.minX
        for (i, child) in children.enumerated() {
            position += gap(before: i)
            let size = sizes[i]
            let origin: Point
            if axis == .vertical {
                origin = Point(x: rect.minX + alignment.horizontal.offset(child: size.width, in: rect.width), y: position)
            } else {
                let y = baseline.map { $0.offsets[i] } ?? alignment.vertical.offset(child: size.height, in: rect.height)
                origin = Point(x: position, y: rect.minY + y)
            }
            child.place(in: Rect(origin: origin, size: size), context: context)
            position += main(size)
        }
    }

    override func firstBaseline(in size: Size) -> Double? {
        guard let first = children.first else { return nil }
        let sizes = childSizes(SizeProposal(size))
        if let baseline = baselineOffsets(sizes) {
            return baseline.offsets[0] + (first.firstBaseline(in: sizes[0]) ?? sizes[0].height)
        }
        if axis == .vertical {
            return first.firstBaseline(in: sizes[0])
        }
        return first.firstBaseline(in: sizes[0]).map { $0 + alignment.vertical.offset(child: sizes[0].height, in: size.height) }
    }

    override func lastBaseline(in size: Size) -> Double? {
        guard let last = children.last else { return nil }
        let sizes = childSizes(SizeProposal(size))
        if axis == .vertical {
            let above = sizes.dropLast().reduce(0) { $0 + $1.height } + totalSpacing
            return last.lastBaseline(in: sizes[sizes.count - 1]).map { $0 + above }
        }
        return last.lastBaseline(in: sizes[sizes.count - 1])
    }

    /// A vertical stack's top edge is its first child's, its bottom edge its last child's, as
    /// SwiftUI's stacks pass their children's spacing on.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge {
        guard axis == .vertical, let child = edge == .top ? children.first : children.last, !child.isSpacer else {
            return super.stackEdge(edge)
        }
        return child.stackEdge(edge)
    }

    override var kind: String? { axis == .vertical ? "VStack" : "HStack" }
}

/// The layout of `ZStack`: every child gets the same proposal and is aligned in the union.
@MainActor
final class ZStackNode: LayoutNode {
    let alignment: Alignment

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        super.init(children: children)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let sizes = children.map { $0.size(for: proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        for child in children {
            let size = child.size(for: SizeProposal(rect.size))
            child.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), context: context)
        }
    }

    override var kind: String? { "ZStack" }
}
