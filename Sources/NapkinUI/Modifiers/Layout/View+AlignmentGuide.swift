internal import Raster

extension View {
    /// Sets where the view's horizontal guide `g` is: `computeValue` receives the view's
    /// dimensions and returns the guide's offset from its leading edge. A `VStack`, frame,
    /// overlay or `ZStack` aligned on `g` lines this value up with its own or its other
    /// children's; a custom guide passes on through the stacks around the view.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let key = g.key
        return ModifiedView(content: self) { node, _ in
            AlignmentGuideNode(child: node, key: key, axis: .horizontal, computeValue: computeValue)
        }
    }

    /// Sets where the view's vertical guide `g` is: `computeValue` receives the view's
    /// dimensions and returns the guide's offset from its top edge. An `HStack`, frame,
    /// overlay or `ZStack` aligned on `g` lines this value up with its own or its other
    /// children's; a custom guide passes on through the stacks around the view.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let key = g.key
        return ModifiedView(content: self) { node, _ in
            AlignmentGuideNode(child: node, key: key, axis: .vertical, computeValue: computeValue)
        }
    }
}

/// `.alignmentGuide`: the child, with one guide set to what the closure computes from the
/// child's dimensions (in which the guide still has the child's own value). Every other guide
/// is the child's.
@MainActor
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let axis: Axis
    let computeValue: (ViewDimensions) -> CGFloat

    init(child: LayoutNode, key: AlignmentKey, axis: Axis, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.axis = axis
        self.computeValue = computeValue
        super.init(child: child)
        holdsGuides = true
    }

    /// The guide's value when the view is `size`; a value that is not a number is ignored.
    private func value(in size: Size) -> Double? {
        let value = Double(computeValue(ViewDimensions(size: size, node: child)))
        return value.isFinite ? value : nil
    }

    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        if key == self.key, axis == self.axis, let value = value(in: size) { return value }
        return child.explicitGuideIfSet(key, on: axis, in: size)
    }

    override func firstBaseline(in size: Size) -> Double? {
        guard axis == .vertical, key == .firstTextBaseline, let value = value(in: size) else { return child.firstBaseline(in: size) }
        return value
    }

    override func lastBaseline(in size: Size) -> Double? {
        guard axis == .vertical, key == .lastTextBaseline, let value = value(in: size) else { return child.lastBaseline(in: size) }
        return value
    }

    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
}
