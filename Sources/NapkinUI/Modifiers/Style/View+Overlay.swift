internal import Raster

extension View {
    /// Draws `overlay` in front of the view, sized to the view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self) { node, environment in
            DecorationNode(child: node, decoration: buildNode(overlay, in: environment), behind: false, alignment: alignment)
        }
    }

    /// Draws the views built by `content` in front of the view, sized to the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Draws `style` over the view's frame, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        ModifiedView(content: self) { node, environment in
            let fill = ShapeNode(shape: .rectangle, fill: style.paint(in: environment), stroke: nil, kindName: styleName(style))
            return DecorationNode(child: node, decoration: IgnoresSafeAreaNode(child: fill, edges: edges), behind: false, alignment: .center)
        }
    }

    /// Draws a colour or gradient over the view's frame (as a shape style).
    public func overlay<S: ShapeStyle & View>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(AnyShapeStyle(style), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` with `style` over the view, as SwiftUI's `overlay(_:in:fillStyle:)`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        overlay(shape.fill(style))
    }
}
