// Custom actions, as SwiftUI's: VoiceOver offers them with "Actions available", the
// accessibility tree and picture list them by name, and
// `Window.performAccessibilityAction(named:on:)` runs one as VoiceOver's actions rotor does.

extension View {
    /// Adds a custom action called `name` to the view's element, as SwiftUI's
    /// `accessibilityAction(named:_:)`: VoiceOver says "Actions available" after the hint, and
    /// the accessibility tree lists the action.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds a custom action named by a `Text`.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityModifiers(AccessibilityModifiers(actions: [AccessibilityCustomAction(name: name.string, handler: handler)]))
    }

    /// Adds a custom action named by a string taken as it is.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(verbatim: String(name)), handler)
    }
}

extension View {
    /// Adds the buttons `content` builds as custom actions of the view's element, as SwiftUI's
    /// `accessibilityActions(_:)` (iOS 16): each enabled button becomes an action named by its label that runs its
    /// action, as ``accessibilityAction(named:_:)-(LocalizedStringKey,_)`` adds one. The buttons are not drawn.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let actions = content()
        return ModifiedView(content: self) { node, environment in
            var elements: [InteractiveElement] = []
            for actionNode in buildNodes(actions, in: environment) { actionNode.collectElements(into: &elements) }
            let custom = elements.compactMap { element -> AccessibilityCustomAction? in
                guard element.isEnabled, case .tap(let run) = element.action else { return nil }
                return AccessibilityCustomAction(name: element.label, handler: run)
            }
            return AccessibilityModifierNode(child: node, AccessibilityModifiers(actions: custom))
        }
    }
}
