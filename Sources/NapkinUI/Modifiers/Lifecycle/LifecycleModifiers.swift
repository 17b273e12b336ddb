extension View {
    /// Runs `action` when the view appears: in the first render that contains it (see
    /// `LifecycleTracker` for how NapkinUI matches views across renders).
    public func onAppear(perform action: (() -> Void)? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        lifecycle(LifecycleKey(file: fileID, line: line, column: column), LifecycleHandlers(onAppear: action))
    }

    /// Runs `action` when the view disappears: in the first render that no longer contains it.
    public func onDisappear(perform action: (() -> Void)? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        lifecycle(LifecycleKey(file: fileID, line: line, column: column), LifecycleHandlers(onDisappear: action))
    }

    /// Starts `action` on the main actor when the view appears and cancels it when the view
    /// disappears, as SwiftUI's `task(priority:_:)`.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void,
                     fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        lifecycle(LifecycleKey(file: fileID, line: line, column: column), LifecycleHandlers(task: action))
    }

    /// Runs `action(old, new)` when `value` differs from the previous render's (and in the
    /// first render when `initial` is true), as iOS 17's `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let handlers = LifecycleHandlers(onChange: { previous in
            guard let previous = previous as? V else {
                if initial { action(value, value) }
                return (value, initial)
            }
            guard previous != value else { return (value, false) }
            action(previous, value)
            return (value, true)
        })
        return lifecycle(LifecycleKey(file: fileID, line: line, column: column), handlers)
    }

    /// Runs `action(new)` when `value` differs from the previous render's, as the iOS 14
    /// `onChange(of:perform:)`.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        onChange(of: value, initial: false, { _, new in action(new) }, fileID: fileID, line: line, column: column)
    }

    /// Runs `action` when the view is tapped (`window.tap(label:)` finds it as a button named
    /// by its accessibility label or its text), as SwiftUI's `onTapGesture(count:perform:)`.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        ModifiedView(content: self) { node, environment in
            TapGestureNode(child: node, isEnabled: environment.isEnabled, action: action)
        }
    }

    private func lifecycle(_ site: LifecycleKey, _ handlers: LifecycleHandlers) -> some View {
        ModifiedView(content: self) { node, _ in LifecycleNode(child: node, site: site, handlers: handlers) }
    }
}

/// Makes its child tappable.
@MainActor
final class TapGestureNode: WrapperNode {
    let isEnabled: Bool
    let action: @MainActor () -> Void

    init(child: LayoutNode, isEnabled: Bool, action: @escaping @MainActor () -> Void) {
        self.isEnabled = isEnabled
        self.action = action
        super.init(child: child)
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        let label = accessibilityLabel ?? child.accessibilityLabel ?? textContent
        elements.append(InteractiveElement(kind: .button, label: label, frame: frame, isEnabled: isEnabled, action: .tap(action)))
        super.collectElements(into: &elements)
    }
}
