/// A control that shows a menu of actions, as SwiftUI's `Menu`, drawn closed: its label in
/// the tint colour, as iOS draws a menu button at rest.
///
/// ```swift
/// Menu("Sort") {
///     Button("Newest first") { order = .newest }
///     Button("Oldest first") { order = .oldest }
/// }
/// ```
/// `Window.select(_:in:)` chooses an item by its words and runs its action, as picking it
/// from the open menu would. Items are the buttons (and links) of the content, nested menus
/// and sections flattened in order.
public struct Menu: View, PrimitiveView {
    /// No body: a menu is primitive.
    public typealias Body = Never
    let content: any View
    let label: any View
    /// What a tap on the menu does when it has a primary action (a long press opens it).
    var primaryAction: (@MainActor () -> Void)?
    /// How a built-in style draws the menu; `nil` asks the environment's ``MenuStyle``.
    var look: MenuLook?

    /// A menu of `content`, drawn by `label`.
    public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu with a text label (read as Markdown, like `Text`'s literals).
    public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu with a text label shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu whose tap runs `primaryAction`, as SwiftUI's `Menu(content:label:primaryAction:)`:
    /// on iOS a long press opens it. `window.tap(label:)` runs the primary action and
    /// `window.select(_:in:)` still chooses an item.
    public init<Content: View, Label: View>(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: label)
        self.primaryAction = primaryAction
    }

    /// A titled menu (read as Markdown) whose tap runs `primaryAction`.
    public init<Content: View>(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu drawn from a style's configuration, as SwiftUI's `Menu(_:)` inside a
    /// ``MenuStyle``'s `makeBody`: the system's menu, with the configuration's label, items and
    /// primary action.
    public init(_ configuration: MenuStyleConfiguration) {
        content = configuration.content.view
        label = configuration.label.view
        primaryAction = configuration.primaryAction
        look = .automatic
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        guard let look else {
            let configuration = MenuStyleConfiguration(label: label, content: content, primaryAction: primaryAction)
            return buildNode(environment.menuStyle.makeErasedBody(configuration: configuration), in: environment)
        }
        let menu = menuNode(in: environment, look: look)
        guard let primaryAction else { return menu }
        // The menu stays an element that selects items; the button over it takes the tap.
        return ButtonNode(child: menu, action: primaryAction, isEnabled: environment.isEnabled, elementKind: .button)
    }

    private func menuNode(in environment: EnvironmentValues, look: MenuLook) -> LayoutNode {
        var items: [InteractiveElement] = []
        for node in buildNodes(content, in: environment) { node.collectElements(into: &items) }
        let actions = items.filter { $0.kind.interaction == .tap && $0.isEnabled }
        return ControlNode(
            child: labelNode(in: environment, look: look),
            kind: .menu, label: labelText(of: label, in: environment), isEnabled: environment.isEnabled,
            options: actions.map(\.label),
            action: .selection { index in
                guard actions.indices.contains(index), case .tap(let run) = actions[index].action else { return }
                run()
            }
        )
    }
}

extension Menu {
    /// The same menu drawn by a built-in style.
    func look(_ look: MenuLook) -> Menu {
        var menu = self
        menu.look = look
        return menu
    }

    /// The label as `look` draws it: through the environment's button style for `.button`,
    /// else in the tint colour, as a borderless button.
    private func labelNode(in environment: EnvironmentValues, look: MenuLook) -> LayoutNode {
        switch look {
        case .button:
            let configuration = ButtonStyleConfiguration(
                label: AnyView(erasing: label), isPressed: false, isEnabled: environment.isEnabled, role: nil)
            return buildNode(environment.buttonStyle.makeErasedBody(configuration: configuration), in: environment)
        case .automatic, .borderlessButton:
            let tint = ControlPalette(environment).tint(environment)
            return buildNode(AnyView(erasing: label).foregroundStyle(Color(tint)), in: environment)
        }
    }
}
