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
    /// The proposal that last gave each size the stack chose: placing the stack in that size
    /// serves the children along the stack as they were served when it was sized, as SwiftUI
    /// places a stack's subviews with the proposal it was sized with. Serving them again from
    /// the size alone would hand the least flexible child half of a length its neighbour needs
    /// less of, and a text that fitted would wrap.
    private var proposalForSize: [Size: SizeProposal] = [:]
    /// The custom guides passed on so far this pass (empty unless a guide is set inside).
    private var passedGuides: [GuideQuery: Double?] = [:]

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

    /// The axis the stack aligns its children's guides on (across the stack), and the guide.
    private var crossAxis: Axis { axis == .vertical ? .horizontal : .vertical }
    private var crossKey: AlignmentKey { axis == .vertical ? alignment.horizontal.key : alignment.vertical.key }

    /// Cross-axis offsets of the children when they line up on guides, and the resulting
    /// thickness: the children's guides meet on one line, as far in as the deepest guide,
    /// and the stack is as thick as what then sticks out on either side. That is how
    /// baselines, custom guides and a guide a child sets are aligned; `nil` for an edge or
    /// the centre that no child sets, which ``place(in:context:)`` aligns in the space.
    private func guideOffsets(_ sizes: [Size]) -> (offsets: [Double], thickness: Double)? {
        let key = crossKey
        let edgeOrCenter = key.isEdgeOrCenter
        guard !edgeOrCenter || holdsGuides else { return nil }
        if key == .firstTextBaseline || key == .lastTextBaseline, axis == .vertical { return nil }
        var anySet = false
        var values = [Double](repeating: 0, count: children.count)
        for (i, child) in children.enumerated() {
            if let value = child.explicitValue(key, on: crossAxis, in: sizes[i]) {
                values[i] = value
                anySet = true
            } else {
                values[i] = ViewDimensions(size: sizes[i], node: child).defaultValue(key, on: crossAxis)
            }
        }
        if edgeOrCenter, !anySet { return nil }
        let line = values.max() ?? 0
        let offsets = values.map { line - $0 }
        let thickness = zip(offsets, sizes).map { $0 + cross($1) }.max() ?? 0
        return (offsets, thickness)
    }

    /// Where child `index`, `size`-sized, starts across a stack `space` thick.
    private func crossOffset(_ index: Int, size: Size, in space: Double, guides: (offsets: [Double], thickness: Double)?) -> Double {
        if let guides { return guides.offsets[index] }
        return axis == .vertical
            ? alignment.horizontal.offset(child: size.width, in: space) : alignment.vertical.offset(child: size.height, in: space)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let sizes = childSizes(proposal)
        let length = sizes.reduce(0) { $0 + main($1) } + totalSpacing
        let thickness = guideOffsets(sizes)?.thickness ?? (sizes.map { cross($0) }.max() ?? 0)
        let size = axis == .vertical ? Size(width: thickness, height: length) : Size(width: length, height: thickness)
        proposalForSize[size] = proposal
        return size
    }

    /// The children's sizes in a stack of `size`: along the stack, as served under the
    /// proposal that gave the stack this size (or under the size itself, when no proposal
    /// gave it); across, under the size itself, so a `Divider` still grows to the height a
    /// `.fixedSize(horizontal: false, vertical: true)` row settles on.
    private func childSizes(in size: Size) -> [Size] {
        guard let sized = proposalForSize[size] else { return childSizes(SizeProposal(size)) }
        let along = axis == .vertical ? sized.height : sized.width
        return childSizes(proposal(main: along, cross: cross(size)))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let sizes = childSizes(in: rect.size)
        let guides = guideOffsets(sizes)
        var position = axis == .vertical ? rect.minY : rect.minX
        for (i, child) in children.enumerated() {
            position += gap(before: i)
            let size = sizes[i]
            let origin: Point
            if axis == .vertical {
                origin = Point(x: rect.minX + crossOffset(i, size: size, in: rect.width, guides: guides), y: position)
            } else {
                origin = Point(x: position, y: rect.minY + crossOffset(i, size: size, in: rect.height, guides: guides))
            }
            child.place(in: Rect(origin: origin, size: size), context: context)
            position += main(size)
        }
    }

    override func firstBaseline(in size: Size) -> Double? {
        guard let first = children.first else { return nil }
        let sizes = childSizes(in: size)
        if axis == .vertical {
            return first.firstBaseline(in: sizes[0])
        }
        let guides = guideOffsets(sizes)
        if let guides, crossKey == .firstTextBaseline || crossKey == .lastTextBaseline {
            return guides.offsets[0] + (first.firstBaseline(in: sizes[0]) ?? sizes[0].height)
        }
        return first.firstBaseline(in: sizes[0]).map { $0 + crossOffset(0, size: sizes[0], in: size.height, guides: guides) }
    }

    /// A custom guide a child sets is the stack's too, moved by where the child sits (the
    /// mean when several set it), so views in different stacks line up on it; a built-in
    /// guide a child sets aligns it inside this stack only, as SwiftUI's stacks do.
    override func explicitGuide(_ key: AlignmentKey, on guideAxis: Axis, in size: Size) -> Double? {
        guard key.isCustom, !children.isEmpty else { return nil }
        let query = GuideQuery(key: key, axis: guideAxis, size: size)
        if let known = passedGuides[query] { return known }
        let value = passedGuide(key, on: guideAxis, in: size)
        passedGuides[query] = value
        return value
    }

    private func passedGuide(_ key: AlignmentKey, on guideAxis: Axis, in size: Size) -> Double? {
        let sizes = childSizes(in: size)
        let guides = guideAxis == crossAxis ? guideOffsets(sizes) : nil
        var values: [Double] = []
        var position = 0.0
        for (i, child) in children.enumerated() {
            position += gap(before: i)
            if let value = child.explicitGuideIfSet(key, on: guideAxis, in: sizes[i]) {
                let start = guideAxis == axis ? position : crossOffset(i, size: sizes[i], in: cross(size), guides: guides)
                values.append(start + value)
            }
            position += main(sizes[i])
        }
        return key.combine(values.lazy.map { Optional($0) })
    }

    override func lastBaseline(in size: Size) -> Double? {
        guard let last = children.last else { return nil }
        let sizes = childSizes(in: size)
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
    /// The custom guides passed on so far this pass (empty unless a guide is set inside).
    private var passedGuides: [GuideQuery: Double?] = [:]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        super.init(children: children)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let sizes = children.map { $0.size(for: proposal) }
        return Size(
            width: lineUp(alignment.horizontal.key, on: .horizontal, sizes)?.length ?? (sizes.map(\.width).max() ?? 0),
            height: lineUp(alignment.vertical.key, on: .vertical, sizes)?.length ?? (sizes.map(\.height).max() ?? 0))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let sizes = children.map { $0.size(for: SizeProposal(rect.size)) }
        let origins = childOrigins(sizes, in: rect.size)
        for (i, child) in children.enumerated() {
            child.place(in: Rect(origin: Point(x: rect.minX + origins[i].x, y: rect.minY + origins[i].y), size: sizes[i]), context: context)
        }
    }

    /// Where each child starts in a stack of `space`: aligned in the space, or, when the
    /// children line up on guides, each moved so that its guide is on the one line.
    private func childOrigins(_ sizes: [Size], in space: Size) -> [Point] {
        let across = lineUp(alignment.horizontal.key, on: .horizontal, sizes)
        let down = lineUp(alignment.vertical.key, on: .vertical, sizes)
        return sizes.indices.map { i in
            Point(
                x: across?.offsets[i] ?? alignment.horizontal.offset(child: sizes[i].width, in: space.width),
                y: down?.offsets[i] ?? alignment.vertical.offset(child: sizes[i].height, in: space.height))
        }
    }

    /// The children's offsets on `axis` when they line up on guide `key` (a custom one, or
    /// one a child sets), and the length they then span; `nil` when no child sets a built-in
    /// guide, which the space aligns (baselines stay at the top).
    private func lineUp(_ key: AlignmentKey, on axis: Axis, _ sizes: [Size]) -> (offsets: [Double], length: Double)? {
        guard key.isFrameAligned, key.isCustom || holdsGuides else { return nil }
        var anySet = false
        let values = children.indices.map { i in
            if let value = children[i].explicitValue(key, on: axis, in: sizes[i]) {
                anySet = true
                return value
            }
            return ViewDimensions(size: sizes[i], node: children[i]).defaultValue(key, on: axis)
        }
        guard anySet || key.isCustom else { return nil }
        let line = values.max() ?? 0
        let offsets = values.map { line - $0 }
        let length = zip(offsets, sizes).map { $0 + (axis == .horizontal ? $1.width : $1.height) }.max() ?? 0
        return (offsets, length)
    }

    /// A custom guide a child sets is the stack's too, moved by where the child sits.
    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        guard key.isCustom, !children.isEmpty else { return nil }
        let query = GuideQuery(key: key, axis: axis, size: size)
        if let known = passedGuides[query] { return known }
        let sizes = children.map { $0.size(for: SizeProposal(size)) }
        let origins = childOrigins(sizes, in: size)
        let values = children.indices.map { i in
            children[i].explicitGuideIfSet(key, on: axis, in: sizes[i]).map { $0 + (axis == .horizontal ? origins[i].x : origins[i].y) }
        }
        let value = key.combine(values)
        passedGuides[query] = value
        return value
    }

    override var kind: String? { "ZStack" }
}
