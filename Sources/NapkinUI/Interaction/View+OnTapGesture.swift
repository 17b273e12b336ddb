internal import Raster

extension View {
    /// Runs `action` when the view is tapped (`window.tap(label:)` finds it as a button named
    /// by its accessibility label or its text), as SwiftUI's `onTapGesture(count:perform:)`.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        ModifiedView(content: self) { node, environment in
            TapGestureNode(child: node, isEnabled: environment.isEnabled, action: action)
        }
    }
}

extension View {
    /// Runs `action` with where the view was tapped, in `coordinateSpace`, as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)` (iOS 17). `window.tap(label:)` taps the middle of the view's
    /// tappable area, so the action gets that point.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        ModifiedView(content: self) { node, environment in
            LocatedTapGestureNode(child: node, isEnabled: environment.isEnabled, space: coordinateSpace, action: action)
        }
    }
}

/// Makes its child tappable, telling the action where the tap landed (the middle of the child's frame).
@MainActor
final class LocatedTapGestureNode: WrapperNode {
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let isEnabled: Bool
    let space: CoordinateSpace
    let action: @MainActor (CGPoint) -> Void
    /// The frame of the named space the location is given in, recorded when placed.
    private var spaceFrame: Rect?

    init(child: LayoutNode, isEnabled: Bool, space: CoordinateSpace, action: @escaping @MainActor (CGPoint) -> Void) {
        self.isEnabled = isEnabled
        self.space = space
        self.action = action
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        switch space {
        case .global: spaceFrame = Rect(x: 0, y: 0, width: 0, height: 0)
        case .local: spaceFrame = rect
        case .named(let name): spaceFrame = context.namedSpaces[name] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
        super.place(in: rect, context: context)
    }

    override var interactiveElement: InteractiveElement? {
        let label = accessibilityLabel ?? child.accessibilityLabel ?? textContent
        let origin = spaceFrame ?? frame
        let point = CGPoint(x: frame.midX - origin.minX, y: frame.midY - origin.minY)
        let action = self.action
        return InteractiveElement(
            kind: .button, label: label, frame: frame, isEnabled: isEnabled, action: .tap { action(point) },
            hitTest: child.contentShapeHitTest)
    }
}

/// Makes its child tappable.
@MainActor
final class TapGestureNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let isEnabled: Bool
    let action: @MainActor () -> Void

    init(child: LayoutNode, isEnabled: Bool, action: @escaping @MainActor () -> Void) {
        self.isEnabled = isEnabled
        self.action = action
        super.init(child: child)
    }

    override var interactiveElement: InteractiveElement? {
        let label = accessibilityLabel ?? child.accessibilityLabel ?? textContent
        return InteractiveElement(
            kind: .button, label: label, frame: frame, isEnabled: isEnabled, action: .tap(action), hitTest: child.contentShapeHitTest)
    }
}
