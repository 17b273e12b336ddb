extension View {
    /// Runs `action` when the view is tapped (`window.tap(label:)` finds it as a button named
    /// by its accessibility label or its text), as SwiftUI's `onTapGesture(count:perform:)`.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        ModifiedView(content: self) { node, environment in
            TapGestureNode(child: node, isEnabled: environment.isEnabled, action: action)
        }
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
