internal import Raster

/// `.background` and `.overlay`: the decoration is offered the child's size and drawn
/// behind or in front of it; only the child decides the size.
@MainActor
final class DecorationNode: LayoutNode {
    let behind: Bool
    let alignment: Alignment
    private let content: LayoutNode
    private let decoration: LayoutNode

    init(child: LayoutNode, decoration: LayoutNode, behind: Bool, alignment: Alignment) {
        content = child
        self.decoration = decoration
        self.behind = behind
        self.alignment = alignment
        super.init(children: behind ? [decoration, child] : [child, decoration])
        layoutPriority = child.layoutPriority
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        content.size(for: proposal)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        content.place(in: rect, context: context)
        let size = decoration.size(for: SizeProposal(rect.size))
        decoration.place(in: Rect(origin: alignment.origin(of: size, node: decoration, in: rect), size: size), context: context)
    }

    override var isSpacer: Bool { content.isSpacer }
    /// A background or overlay leaves the text's edges as they are.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { content.stackEdge(edge) }
    override func firstBaseline(in size: Size) -> Double? { content.firstBaseline(in: size) }
    override func lastBaseline(in size: Size) -> Double? { content.lastBaseline(in: size) }
    override var textContent: String { content.textContent }
    /// The view's guides are the content's: the decoration only sits on it.
    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        content.explicitGuideIfSet(key, on: axis, in: size)
    }
}

extension View {
    /// The view with the node `decoration` builds in its environment drawn behind it or in
    /// front of it, sized to it.
    func decorated(behind: Bool, alignment: Alignment, _ decoration: @escaping @MainActor (EnvironmentValues) -> LayoutNode) -> some View {
        ModifiedView(content: self) { node, environment in
            DecorationNode(child: node, decoration: decoration(environment), behind: behind, alignment: alignment)
        }
    }

    /// The view with its frame filled with `style` behind it or in front of it; the fill
    /// extends to the screen's edge on `edges` where the view touches the safe area.
    func filled<S: ShapeStyle>(with style: S, behind: Bool, ignoringSafeAreaEdges edges: Edge.Set) -> some View {
        decorated(behind: behind, alignment: .center) { environment in
            let fill = ShapeNode(
                shape: .rectangle, fill: style.paint(in: environment), stroke: nil, kindName: styleName(style),
                fillShadows: style.shadows(in: environment))
            return IgnoresSafeAreaNode(child: fill, edges: edges)
        }
    }
}

/// The name a style's fill shows in the layout description: `Color` for colours, else the
/// style's type (`LinearGradient`).
func styleName<S: ShapeStyle>(_ style: S) -> String {
    let base = AnyShapeStyle(style).base
    return base is Color ? "Color" : "\(type(of: base))"
}
