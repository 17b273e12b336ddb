extension View {
    /// Draws `overlay` in front of the view, sized to the view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        decorated(behind: false, alignment: alignment) { buildNode(overlay, in: $0) }
    }

    /// Draws the views built by `content` in front of the view, sized to the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Draws `style` over the view's frame, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        filled(with: style, behind: false, ignoringSafeAreaEdges: edges)
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
