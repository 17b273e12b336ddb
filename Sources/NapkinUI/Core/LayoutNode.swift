internal import Raster

/// Where a subtree is being placed: the bounds of its view controller and the part of them
/// not covered by bars, notch or home indicator. `.ignoresSafeArea()` reads it.
struct PlacementContext {
    /// The view controller's frame, in window points.
    var bounds: Rect
    /// The safe part of `bounds`.
    var safeRect: Rect
    /// The frames, in window points, of the coordinate spaces named around the subtree
    /// (`.coordinateSpace(name:)`), innermost last.
    var namedSpaces: [AnyHashable: Rect] = [:]
}

/// A laid-out piece of a view tree. Built fresh from the view values on every layout pass,
/// measured with `size(for:)` (propose → choose), then positioned with `place(in:context:)`
/// and drawn with `draw(in:)`.
///
/// The class declares the hooks a kind of node overrides, one group per concern; what works
/// on whole trees lives beside the concern: the preference walk (Preferences/), right-to-left
/// reflection (Layout/Mirroring.swift), drawing order (Core/LayoutNode+Drawing.swift), the
/// layout description (Core/LayoutNode+Description.swift), finding controls (Interaction/).
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
    /// True when a `.focused` binding ties this view to a focus state that holds focus now: key presses go to the
    /// `onKeyPress` handlers around it (View+OnKeyPress.swift).
    var holdsFocusState = false
    /// The colour scheme this node was built in when a modifier around it set one other than
    /// its surroundings' (see ContentColorScheme.swift).
    var schemeSetAbove: ColorScheme?
    /// True when a view in this subtree set an alignment guide (`.alignmentGuide`, or a
    /// container whose guides come from its own code): only then do containers ask a child
    /// for ``explicitGuide(_:on:in:)``, so layout without guides does no more than before.
    var holdsGuides: Bool
    /// The sizes chosen so far this layout pass.
    private var sizes = SizeMemo()

    init(children: [LayoutNode] = []) {
        self.children = children
        holdsGuides = children.contains { $0.holdsGuides }
    }

    // MARK: Layout

    /// The size this node chooses for `proposal`, memoised for the layout pass.
    final func size(for proposal: SizeProposal) -> Size {
        if let size = sizes.size(for: proposal) { return size }
        let size = computeSize(proposal)
        sizes.remember(size, for: proposal)
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

    /// True for `Spacer`s, which stacks treat as pure flexible space.
    var isSpacer: Bool { false }

    /// What a vertical stack with no spacing of its own sees at this view's `edge` (see
    /// ``StackEdge``): text in a system text style (``TextNode`` and modifiers that leave its
    /// edges alone override), other text, or a view with no text.
    func stackEdge(_ edge: VerticalEdge) -> StackEdge { holdsText ? .otherText : .view }

    /// True when a text is somewhere in this subtree.
    var holdsText: Bool { children.contains { $0.holdsText } }

    /// The first text baseline, from the top of a `size`-sized frame, or `nil` when the
    /// subtree holds no text.
    func firstBaseline(in size: Size) -> Double? {
        children.first?.firstBaseline(in: size)
    }

    /// The last text baseline, from the top of a `size`-sized frame.
    func lastBaseline(in size: Size) -> Double? {
        children.last?.lastBaseline(in: size)
    }

    /// Where this node, `size`-sized, puts the alignment guide `key` on `axis` (from its top
    /// leading corner), or `nil` to leave it at its default (see Layout/ViewDimensions.swift).
    /// `.alignmentGuide` sets one; modifiers that move their child pass the child's on,
    /// moved; stacks pass on their children's custom guides. Asked only when ``holdsGuides``.
    func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? { nil }

    /// Reflects the positions this node keeps besides its frame about the vertical line
    /// `x = sum / 2`, after a right-to-left subtree was placed left to right (frames are
    /// reflected by ``reflect(acrossX:)``). Nodes that store other rectangles at placement (a
    /// scroll view's viewport, a list's rows and separators) override.
    func reflectGeometry(acrossX sum: Double) {}

    // MARK: Drawing

    /// Draws the node and its children.
    func draw(in canvas: Raster.Canvas) {
        for child in childrenInDrawingOrder { child.draw(in: canvas) }
    }

    /// Where the node is drawn among its siblings: higher is later (`.zIndex`).
    var zIndex: Double { 0 }

    // MARK: What the content hands up

    /// Writes this node's preferences over the merged values of its children (see
    /// ``preferences()``). Preference modifiers (``PreferenceNode``) and nodes that are
    /// preferences by nature override.
    func writePreferences(into values: inout PreferenceValues) {}

    // MARK: Interaction

    /// All the text inside, joined, for a button's implicit label.
    var textContent: String {
        children.map(\.textContent).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The interactive element this node itself is (a button, a control, a field), or `nil`.
    /// Controls override this (see ``InteractiveElement`` for how a new control plugs in); the
    /// interaction walk lists it, and the accessibility walk reads from it what VoiceOver
    /// makes of the control.
    var interactiveElement: InteractiveElement? { nil }

    /// False for a node whose subtree is part of its own element (what a control's style
    /// drew, a field's text): the walks do not look inside it for more elements.
    var hasInnerElements: Bool { true }

    /// Appends the interactive elements in this subtree, back to front: this node's own
    /// element first, then its children's, since a control inside a button's label is in
    /// front of the button. Nodes that hide or redirect their subtree override.
    func collectElements(into elements: inout [InteractiveElement]) {
        if let element = interactiveElement { elements.append(element) }
        guard hasInnerElements else { return }
        for child in children { child.collectElements(into: &elements) }
    }

    // MARK: Layout description

    /// The kind shown in the layout description, or `nil` to show only the children.
    var kind: String? { nil }

    /// Extra detail after the frame in the layout description (a text's string).
    var detail: String? { nil }

    /// Appends the description lines of this subtree (see LayoutNode+Description.swift).
    func describe(into lines: inout [String], depth: Int) {
        describeAsNode(into: &lines, depth: depth)
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

    /// A modifier that leaves its child's frame its own passes the child's guides on.
    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        child.explicitGuideIfSet(key, on: axis, in: size)
    }
}
