extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds without the touch
    /// moving more than `maximumDistance` points, as SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`;
    /// `onPressingChanged` hears `true` as the press starts and `false` as it ends.
    ///
    /// A still frame shows the view unpressed; `Window.longPress(_:)` performs the press.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        ModifiedView(content: self) { node, environment in
            LongPressGestureNode(child: node, isEnabled: environment.isEnabled, action: action, onPressingChanged: onPressingChanged)
        }
    }

    /// Runs `action` after a press of `minimumDuration` seconds, as SwiftUI's
    /// `onLongPressGesture(minimumDuration:perform:onPressingChanged:)`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: 10, perform: action, onPressingChanged: onPressingChanged)
    }
}

/// Makes its child respond to a long press.
@MainActor
final class LongPressGestureNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let isEnabled: Bool
    let press: @MainActor () -> Void

    init(
        child: LayoutNode, isEnabled: Bool, action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)?
    ) {
        self.isEnabled = isEnabled
        press = {
            onPressingChanged?(true)
            action()
            onPressingChanged?(false)
        }
        super.init(child: child)
    }

    override var interactiveElement: InteractiveElement? {
        let label = accessibilityLabel ?? child.accessibilityLabel ?? textContent
        return InteractiveElement(
            kind: .longPress, label: label, frame: frame, isEnabled: isEnabled, value: textContent, action: .custom(press))
    }
}

extension Window {
    /// Presses the view whose words (or accessibility label) contain `view` long enough for its
    /// `.onLongPressGesture`, as a finger held on it would (compared without regard to case).
    /// Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no view on screen containing `view` responds to a
    ///   long press, when it is disabled, or when several do.
    public func longPress(_ view: String) throws(InteractionError) {
        let elements = interactiveElements()
        let matching = elements.filter {
            $0.kind == .longPress
                && ($0.label.range(of: view, options: .caseInsensitive) != nil
                    || ($0.value ?? "").range(of: view, options: .caseInsensitive) != nil)
        }
        let enabled = matching.filter(\.isEnabled)
        guard enabled.count == 1, case .custom(let run) = enabled[0].action else {
            let reason: InteractionError.Reason =
                matching.isEmpty ? .notFound : enabled.isEmpty ? .disabled : .ambiguous(count: enabled.count)
            throw InteractionError(
                reason, label: view, expected: [.longPress],
                onScreen: elements.map { InteractionError.Candidate($0.kind, $0.label, isEnabled: $0.isEnabled) })
        }
        run()
    }
}
