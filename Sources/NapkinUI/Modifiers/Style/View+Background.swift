extension View {
    /// Draws `background` behind the view, sized to the view.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        decorated(behind: true, alignment: alignment) { buildNode(background, in: $0) }
    }

    /// Draws the views built by `content` behind the view, sized to the view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        background(content(), alignment: alignment)
    }

    /// Fills the view's frame behind it with `style`, as SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)`: where the view touches the safe area on
    /// `edges`, the fill extends to the screen's edge (`.background(.red)` under a full-screen
    /// view covers the status bar too).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        filled(with: style, behind: true, ignoringSafeAreaEdges: edges)
    }

    /// Fills the view's frame behind it with the background style (the system background, white
    /// in light and black in dark, unless ``backgroundStyle(_:)`` says otherwise), as SwiftUI's
    /// `background(ignoresSafeAreaEdges:)`: `.background()`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
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

    /// Sets the style `.background` draws with, for the views inside.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.backgroundStyle = AnyShapeStyle(style) }
    }
}
