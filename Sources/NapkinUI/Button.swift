/// A control that runs an action when tapped, as SwiftUI's `Button`.
///
/// `Window.tap(label:)` finds a button by its accessibility label or the text of its label.
/// Its look comes from the environment's ``ButtonStyle`` (`.buttonStyle(.filled(...))`).
public struct Button: View, PrimitiveView {
    /// No body: a button is primitive.
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: any View
    let role: ButtonRole?

    /// A button drawn by `label` that runs `action`.
    public init<Label: View>(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// A button with a text label (read as Markdown, like `Text`'s literals).
    public init(_ title: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button with a text label shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let configuration = ButtonStyleConfiguration(label: AnyView(erasing: label), isPressed: false, isEnabled: environment.isEnabled, role: role)
        let body = environment.buttonStyle.makeErasedBody(configuration: configuration)
        return ButtonNode(child: buildNode(body, in: environment), action: action, isEnabled: environment.isEnabled)
    }
}

/// What a button is for, as SwiftUI's `ButtonRole`.
public enum ButtonRole: Sendable, Hashable {
    /// Deletes or destroys something.
    case destructive
    /// Cancels.
    case cancel
}

/// Lays out the styled label and registers the button as a tap target.
@MainActor
final class ButtonNode: WrapperNode {
    let action: @MainActor () -> Void
    let isEnabled: Bool

    init(child: LayoutNode, action: @escaping @MainActor () -> Void, isEnabled: Bool) {
        self.action = action
        self.isEnabled = isEnabled
        super.init(child: child)
    }

    override func collectTargets(into targets: inout [HitTarget]) {
        super.collectTargets(into: &targets)
        guard isEnabled else { return }
        targets.append(HitTarget(frame: frame, label: accessibilityLabel ?? textContent, action: action))
    }

    override var kind: String? { isEnabled ? "Button" : "Button (disabled)" }
}
