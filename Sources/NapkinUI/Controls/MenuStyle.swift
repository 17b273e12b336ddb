/// The look of a menu, as SwiftUI's `MenuStyle`: it builds a view from the menu's label and
/// items. `.automatic` and `.borderlessButton` draw the label in the tint colour, as iOS draws
/// a menu at rest; `.button` draws it as a button in the environment's button style
/// (`.menuStyle(.button).buttonStyle(.bordered)`). A style of your own builds on
/// `Menu(configuration)`, which stays the one control `Window.select(_:in:)` chooses from.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view the style builds.
    associatedtype Body: View
    /// Builds the menu's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and items of the menu being styled.
    typealias Configuration = MenuStyleConfiguration
}

extension MenuStyle {
    func makeErasedBody(configuration: Configuration) -> any View {
        makeBody(configuration: configuration)
    }
}

/// What a ``MenuStyle`` knows of the menu it styles, as SwiftUI's `MenuStyleConfiguration`.
@preconcurrency @MainActor
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View, PrimitiveView {
        /// No body: the label builds the view it stands for.
        public typealias Body = Never
        let view: any View
        func makeNode(in environment: EnvironmentValues) -> LayoutNode { buildNode(view, in: environment) }
    }

    /// The menu's items, as a view.
    public struct Content: View, PrimitiveView, MultiView {
        /// No body: the content builds the views it stands for.
        public typealias Body = Never
        let view: any View
        func makeNode(in environment: EnvironmentValues) -> LayoutNode { buildNode(view, in: environment) }
        func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { buildNodes(view, in: environment) }
    }

    /// The label.
    public let label: Label
    /// The items.
    public let content: Content
    /// What a tap on the menu does, for a menu made with a primary action.
    let primaryAction: (@MainActor () -> Void)?

    init(label: any View, content: any View, primaryAction: (@MainActor () -> Void)?) {
        self.label = Label(view: label)
        self.content = Content(view: content)
        self.primaryAction = primaryAction
    }
}

/// How a built-in menu style draws the menu's label.
enum MenuLook: Sendable, Hashable {
    case automatic, button, borderlessButton
}

/// The platform's menu: on iOS, the label in the tint colour.
public struct DefaultMenuStyle: MenuStyle {
    /// The platform's menu.
    nonisolated public init() {}
    /// The system's menu.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration).look(.automatic) }
}

/// A menu whose label is drawn as a button in the environment's button style, as SwiftUI's
/// `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
    /// The button menu style.
    nonisolated public init() {}
    /// The menu with its label as a button.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration).look(.button) }
}

/// A menu whose label is a borderless button, the tint-coloured label, as SwiftUI's
/// `BorderlessButtonMenuStyle`.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button menu style.
    nonisolated public init() {}
    /// The menu with its label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration).look(.borderlessButton) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The label drawn as a button in the environment's button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The label drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: any MenuStyle { DefaultMenuStyle() }
}

extension EnvironmentValues {
    /// The style of menus (the platform's unless `.menuStyle(_:)` says otherwise).
    var menuStyle: any MenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the menus inside, as SwiftUI's `menuStyle(_:)`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.menuStyle = style }
    }
}
