/// A title with an icon, as SwiftUI's `Label`: `Label("Favourites", systemImage: "star")`.
///
/// The environment's ``LabelStyle`` decides what is drawn: title and icon side by side (the
/// default), only the title, or only the icon. Generic over its title and icon, as SwiftUI's
/// `Label<Title, Icon>`: a label of a string and a symbol is a `Label<Text, Image>`.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    /// No body: a label is built by its style.
    public typealias Body = Never
    let title: any View
    let icon: any View

    /// A label with a title and an icon built by their own closures.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        // VoiceOver reads a label as its title, whatever the style draws (Label+Accessibility.swift).
        return LabelNode(
            child: buildNode(environment.labelStyle.resolve(configuration), in: environment), title: title, environment: environment)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose icon is the symbol `systemImage`.
    public init(_ title: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with a run-time title and the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label whose icon is the image resource `image` in the main bundle.
    public init(_ title: LocalizedStringKey, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }

    /// A label with a run-time title and the image resource `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style was handed, to draw it as it is (inside a style of your own):
    /// `Label(configuration)`.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The parts of a ``Label`` handed to a ``LabelStyle``.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, PrimitiveView {
        /// No body: the title is built directly.
        public typealias Body = Never
        let content: any View
        func makeNode(in environment: EnvironmentValues) -> LayoutNode { buildNode(content, in: environment) }
    }

    /// The label's icon, as a view.
    public struct Icon: View, PrimitiveView {
        /// No body: the icon is built directly.
        public typealias Body = Never
        let content: any View
        func makeNode(in environment: EnvironmentValues) -> LayoutNode { buildNode(content, in: environment) }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// How a ``Label`` arranges its title and icon, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The parts of a label.
    typealias Configuration = LabelStyleConfiguration
    /// The view for a label with `configuration`'s title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabelStyle {
    fileprivate func resolve(_ configuration: Configuration) -> any View { makeBody(configuration: configuration) }
}

/// Title and icon side by side: the icon centred in a column as wide as the text is tall,
/// so labels in a list line their titles up.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    nonisolated public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        IconAndTitle(configuration: configuration)
    }
}

/// The default label's row: the icon in a column at least 24 points wide (or `labelReservedIconWidth`), 8 points
/// (or `labelIconToTitleSpacing`) before the title.
private struct IconAndTitle: View, PrimitiveView {
    typealias Body = Never
    let configuration: LabelStyleConfiguration

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let row = HStack(alignment: .center, spacing: CGFloat(environment.labelIconToTitleSpacing ?? 8)) {
            configuration.icon.frame(minWidth: CGFloat(environment.labelReservedIconWidth ?? 24))
            configuration.title
        }
        return buildNode(row, in: environment)
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Title and icon, whatever the context.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        DefaultLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Title and icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    /// `nil` stands for ``DefaultLabelStyle`` (styles are main-actor values; a key's
    /// default is not).
    static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
    /// The style of labels inside (`.labelStyle(_:)`).
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] ?? DefaultLabelStyle() }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.labelStyle = style }
    }
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

private struct LabelReservedIconWidthKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    /// The room between a label's icon and its title (`.labelIconToTitleSpacing(_:)`), or `nil` for the style's 8.
    var labelIconToTitleSpacing: Double? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }

    /// The width kept for a label's icon (`.labelReservedIconWidth(_:)`), or `nil` for the style's 24.
    var labelReservedIconWidth: Double? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

extension View {
    /// Sets the room between the icon and the title of the labels inside, as SwiftUI's `labelIconToTitleSpacing(_:)`
    /// (iOS 26); the default style puts 8 points there.
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        let points = GeometryInput.signed(spacing, "labelIconToTitleSpacing(_:)")
        return EnvironmentModifiedView(content: self) { $0.labelIconToTitleSpacing = points }
    }

    /// Sets the width kept for the icon of the labels inside, as SwiftUI's `labelReservedIconWidth(_:)` (iOS 26): icons
    /// of different widths centre in a column this wide, so the titles after them line up (24 points by default).
    public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        let points = GeometryInput.signed(value, "labelReservedIconWidth(_:)")
        return EnvironmentModifiedView(content: self) { $0.labelReservedIconWidth = points }
    }
}
