internal import Raster

/// Where a subtree is being placed: the bounds of its view controller and the part of them
/// not covered by bars, notch or home indicator. `.ignoresSafeArea()` reads it.
struct PlacementContext {
    /// The view controller's frame, in window points.
    var bounds: Rect
    /// The safe part of `bounds`.
    var safeRect: Rect
}

/// A laid-out piece of a view tree. Built fresh from the view values on every layout pass,
/// measured with `size(for:)` (propose → choose), then positioned with `place(in:context:)`
/// and drawn with `draw(in:)`.
@MainActor
class LayoutNode {
    /// The frame chosen by the parent, in window points.
    var frame: Rect = .zero
    /// The nodes inside this one, in drawing order.
    var children: [LayoutNode]
    /// Stacks give space to higher priorities first.
    var layoutPriority: Double = 0
    /// A label set by `.accessibilityLabel(_:)`.
    var accessibilityLabel: String?
    /// The sizes chosen so far this layout pass: most nodes are asked once or twice, so the
    /// first two answers are kept inline (no hashing, no allocation) and any more in a
    /// dictionary.
    private var firstSize: (proposal: SizeProposal, size: Size)?
    private var secondSize: (proposal: SizeProposal, size: Size)?
    private var moreSizes: [SizeProposal: Size] = [:]

    init(children: [LayoutNode] = []) {
        self.children = children
    }

    /// The size this node chooses for `proposal`, memoised for the layout pass.
    final func size(for proposal: SizeProposal) -> Size {
        if let first = firstSize {
            if first.proposal == proposal { return first.size }
            if let second = secondSize {
                if second.proposal == proposal { return second.size }
                if let cached = moreSizes[proposal] { return cached }
            }
        }
        let size = computeSize(proposal)
        if firstSize == nil {
            firstSize = (proposal, size)
        } else if secondSize == nil {
            secondSize = (proposal, size)
        } else {
            moreSizes[proposal] = size
        }
        return size
    }

    /// Chooses a size for `proposal`. Subclasses override.
    func computeSize(_ proposal: SizeProposal) -> Size {
        children.first?.size(for: proposal) ?? .zero
    }

    /// Accepts `rect` as the frame and places the children. Subclasses override to lay out
    /// children; the default gives every child the whole rectangle.
    func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        for child in children { child.place(in: rect, context: context) }
    }

    /// Draws the node and its children.
    func draw(in canvas: Canvas) {
        for child in childrenInDrawingOrder { child.draw(in: canvas) }
    }

    /// The first text baseline, from the top of a `size`-sized frame, or `nil` when the
    /// subtree holds no text.
    func firstBaseline(in size: Size) -> Double? {
        children.first?.firstBaseline(in: size)
    }

    /// The last text baseline, from the top of a `size`-sized frame.
    func lastBaseline(in size: Size) -> Double? {
        children.last?.lastBaseline(in: size)
    }

    /// Reflects positions the node keeps besides its frame (frames are reflected by
    /// ``reflect(acrossX:)``, see Mirroring.swift). Nodes that store other rectangles override.
    func reflectGeometry(acrossX sum: Double) {}

    /// True for `Spacer`s, which stacks treat as pure flexible space.
    var isSpacer: Bool { false }

    /// The kind shown in the layout description, or `nil` to show only the children.
    var kind: String? { nil }

    /// Extra detail after the frame in the layout description (a text's string).
    var detail: String? { nil }

    /// All the text inside, joined, for a button's implicit label.
    var textContent: String {
        children.map(\.textContent).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Appends the interactive elements in this subtree, back to front. Controls override
    /// this to add themselves (see ``InteractiveElement`` for how a new control plugs in).
    func collectElements(into elements: inout [InteractiveElement]) {
        for child in children { child.collectElements(into: &elements) }
    }

    /// Appends the description lines of this subtree.
    func describe(into lines: inout [String], depth: Int) {
        var childDepth = depth
        // A modifier node is shown only when it was given a label, under the name "View".
        if let kind = kind ?? (accessibilityLabel == nil ? nil : "View") {
            var line = String(repeating: "  ", count: depth) + kind + " " + frame.description
            if let label = accessibilityLabel { line += " label=\"\(label)\"" }
            if let detail { line += " " + detail }
            lines.append(line)
            childDepth += 1
        }
        for child in children { child.describe(into: &lines, depth: childDepth) }
    }
}

/// A node whose single child fills it (the base of modifiers).
@MainActor
class WrapperNode: LayoutNode {
    var child: LayoutNode { children[0] }

    init(child: LayoutNode) {
        super.init(children: [child])
        layoutPriority = child.layoutPriority
    }

    override var isSpacer: Bool { child.isSpacer }
}
