/// A control that runs an action when tapped, as SwiftUI's `Button`.
///
/// `Window.tap(label:)` finds a button by its accessibility label, or the text of its label
/// when it has none; `Window.interactiveElements()` lists it with its frame.
/// Its look comes from the environment's ``ButtonStyle`` (`.buttonStyle(.filled(...))`).
public struct Button: View, PrimitiveView {
    /// No body: a button is primitive.
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: any View
    let role: ButtonRole?
    /// How the button is reported on screen; bars make tab items and back buttons from
    /// buttons and say so with ``elementKind(_:)``.
    private(set) var elementKind: InteractiveElement.Kind = .button

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

    /// A button showing `title` beside an SF Symbol, as SwiftUI's `Button(_:systemImage:action:)`.
    public init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }

    /// A button with a run-time title beside an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        // A flexible button's label takes the width offered, and the style's shape grows with it (ButtonSizing.swift).
        let erased = AnyView(erasing: label)
        let sized = environment.buttonSizing == .flexible ? AnyView(erased.frame(maxWidth: .infinity)) : erased
        let configuration = ButtonStyleConfiguration(label: sized, isPressed: false, isEnabled: environment.isEnabled, role: role)
        let body = environment.buttonStyle.makeErasedBody(configuration: configuration)
        return ButtonNode(
            child: buildNode(body, in: environment), action: action, isEnabled: environment.isEnabled, elementKind: elementKind, role: role,
            shortcut: environment.keyboardShortcut)
    }

    /// The same button, reported as `kind` (`.tab`, `.backButton`) among the window's
    /// interactive elements. Any kind given must be one that takes taps.
    func elementKind(_ kind: InteractiveElement.Kind) -> Button {
        var button = self
        button.elementKind = kind
        return button
    }
}

/// What a button is for, as SwiftUI's `ButtonRole`.
public enum ButtonRole: Sendable, Hashable {
    /// Deletes or destroys something.
    case destructive
    /// Cancels.
    case cancel
    /// Confirms (iOS 26): a dialog's default choice.
    case confirm
    /// Closes what is shown (iOS 26).
    case close
}

/// Lays out the styled label and reports the button as an interactive element.
@MainActor
final class ButtonNode: WrapperNode {
    let action: @MainActor () -> Void
    let isEnabled: Bool
    let elementKind: InteractiveElement.Kind
    /// The button's role: an alert built from buttons draws cancel and destructive ones apart.
    let role: ButtonRole?
    /// The keyboard shortcut that presses the button (shown in its description line).
    let shortcut: KeyboardShortcut?

    init(
        child: LayoutNode, action: @escaping @MainActor () -> Void, isEnabled: Bool, elementKind: InteractiveElement.Kind,
        role: ButtonRole? = nil, shortcut: KeyboardShortcut? = nil
    ) {
        self.role = role
        self.shortcut = shortcut
        self.action = action
        self.isEnabled = isEnabled
        self.elementKind = elementKind
        super.init(child: child)
    }

    // The button goes before anything its label holds (see `collectElements`): a control
    // inside the label is in front of the button, so it wins a tap at a point inside both, as
    // UIKit's hit-testing picks the deepest view.
    override var interactiveElement: InteractiveElement? {
        InteractiveElement(
            kind: elementKind, label: accessibilityLabel ?? textContent, frame: frame, isEnabled: isEnabled, action: .tap(action),
            hitTest: child.contentShapeHitTest)
    }

    override var kind: String? {
        (isEnabled ? "Button" : "Button (disabled)") + (shortcut.map { " shortcut=\($0.summary)" } ?? "")
    }
}
