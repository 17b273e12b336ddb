/// One tab of a ``TabView``, as iOS 18's `Tab`:
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Home", systemImage: "house", value: 0) { HomeView() }
///     Tab("Search", systemImage: "magnifyingglass", value: 1) { SearchView() }.badge(2)
/// }
/// ```
/// A tab is its content with the bar's item (`.tabItem`) and, when it has a value, that value
/// as its tag (`.tag`), so it is shown, selected and tapped as those tabs are; a tab without a
/// value is tagged by its position. (In SwiftUI a `Tab` is `TabContent`, which only a tab view
/// takes; here it is a view.)
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    /// A tab tagged `value`, with the content and the item's label given.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.role = role
        self.content = content()
        self.label = label()
    }

    fileprivate init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    /// The content, with its item and tag.
    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab tagged `value` whose item shows `titleKey` (localized) and the SF Symbol `systemImage`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)))
    }

    /// A tab tagged `value` whose item shows `title` verbatim and the SF Symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(title), Image(systemName: systemImage)))
    }

    /// A tab tagged `value` whose item shows `titleKey` and the asset catalog's image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), Image(image)))
    }

    /// A tab tagged `value` whose item shows `title` verbatim and the asset catalog's image `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(Text(title), Image(image)))
    }

    /// A tab tagged `value` in the system's role `role`, with the role's item: "Search" and a
    /// magnifying glass for `.search`.
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: role.defaultLabel)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab tagged by its position whose item shows `titleKey` and the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), Image(systemName: systemImage)))
    }

    /// A tab tagged by its position whose item shows `title` verbatim and the SF Symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(title), Image(systemName: systemImage)))
    }

    /// A tab tagged by its position whose item shows `titleKey` and the asset catalog's image `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(Text(titleKey), Image(image)))
    }

    /// A tab in the system's role `role` tagged by its position, with the role's item.
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: role.defaultLabel)
    }
}

extension Tab where Value == Never {
    /// A tab tagged by its position, with the content and the item's label given.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

/// The item a ``Tab`` made from a title and an image shows: the image over the title, as a
/// `Label` in `.tabItem` is drawn.
public struct DefaultTabLabel: View {
    let title: Text
    let image: Image

    init(_ title: Text, _ image: Image) {
        self.title = title
        self.image = image
    }

    /// The item's label.
    public var body: some View {
        Label {
            title
        } icon: {
            image
        }
    }
}

/// A system role of a tab, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    private let name: String

    /// The search tab: titled "Search", with a magnifying glass.
    public static let search = TabRole(name: "search")

    @MainActor var defaultLabel: DefaultTabLabel {
        DefaultTabLabel(Text(verbatim: "Search"), Image(systemName: "magnifyingglass"))
    }
}
