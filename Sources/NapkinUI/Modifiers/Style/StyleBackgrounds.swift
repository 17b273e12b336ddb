extension View {
    /// Fills the view's frame behind it with `style`, as SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)`: where the view touches the safe area on
    /// `edges`, the fill extends to the screen's edge (`.background(.red)` under a full-screen
    /// view covers the status bar too).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        ModifiedView(content: self) { node, environment in
            let fill = ShapeNode(shape: .rectangle, fill: style.paint(in: environment), stroke: nil, kindName: styleName(style))
            return DecorationNode(child: node, decoration: IgnoresSafeAreaNode(child: fill, edges: edges), behind: true, alignment: .center)
        }
    }

    /// Fills the view's frame behind it with a colour or gradient (both a view and a shape
    /// style), as SwiftUI does: the shape-style background, extending into the safe area.
    public func background<S: ShapeStyle & View>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(AnyShapeStyle(style), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape`, in the view's frame behind it, with `style` (as SwiftUI's
    /// `background(_:in:fillStyle:)`): `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(shape.fill(style))
    }

    /// Fills `shape` behind the view with the background style, as SwiftUI's `background(in:)`.
    public func background<T: Shape>(in shape: T) -> some View {
        background(shape.fill(.background))
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

/// The name a style's fill shows in the layout description: `Color` for colours, else the
/// style's type (`LinearGradient`).
func styleName<S: ShapeStyle>(_ style: S) -> String {
    let base = AnyShapeStyle(style).base
    return base is Color ? "Color" : "\(type(of: base))"
}
