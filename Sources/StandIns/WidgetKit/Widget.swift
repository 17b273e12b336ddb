import NapkinUI

/// A widget extension's widget, as WidgetKit's `Widget`: its body describes the configuration (kind, provider,
/// entry view, families).
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

/// A widget's description, as WidgetKit's `WidgetConfiguration`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}

/// Several widgets from one extension, as WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension Never: WidgetConfiguration {
    /// No body: WidgetKit reads the configuration itself.
    public var body: Never { fatalError("Never has no body") }
}

/// Builds a widget's configuration from its body's one configuration.
@resultBuilder
public enum WidgetConfigurationBuilder {
    /// Builds the body from what it lists.
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    /// Builds the body from what it lists.
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// The widgets of a bundle's body, as a widget.
public struct WidgetBundleWidgets<each W: Widget>: Widget {
    /// The widgets, in the order written.
    public let widgets: (repeat each W)

    /// Makes each of the bundle's widgets.
    public init() { widgets = (repeat (each W).init()) }

    /// A bundle's widgets have no configuration of their own: each widget has its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    /// The widgets' configurations, in order (a napkin addition).
    public var configurations: [any WidgetConfiguration] {
        var all: [any WidgetConfiguration] = []
        for widget in repeat each widgets { all.append(widget.body) }
        return all
    }
}

@MainActor
protocol WidgetBundleContents {
    var configurations: [any WidgetConfiguration] { get }
}

extension WidgetBundleWidgets: WidgetBundleContents {}

extension WidgetBundle {
    /// The settings of the bundle's widgets, in the order written (a napkin addition).
    public var napkinWidgetDetails: [WidgetDetails] {
        let widget = body
        if let contents = widget as? any WidgetBundleContents { return contents.configurations.compactMap { WidgetDetails.of($0) } }
        return WidgetDetails.of(widget.body).map { [$0] } ?? []
    }
}

/// Builds a bundle's body from its widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    /// Builds the body from what it lists.
    @MainActor public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> WidgetBundleWidgets<repeat each W> {
        WidgetBundleWidgets()
    }
}

/// A configuration of no widget.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// An empty configuration.
    public init() {}
    /// No body: WidgetKit reads the configuration itself.
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

/// A widget the person does not configure, as WidgetKit's `StaticConfiguration`: a kind, a provider of entries and
/// the view each entry is drawn with.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let details: WidgetDetails

    /// A widget of `kind` whose `provider` gives entries that `content` draws.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        details = WidgetDetails(
            kind: kind, provider: AnyTimelineProvider(provider),
            content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
    }

    /// No body: WidgetKit reads the configuration itself.
    public var body: Never { fatalError("StaticConfiguration has no body") }
}

/// A widget's settings and how to draw it, collected from its configuration.
public struct WidgetDetails {
    /// The kind given to the configuration (what `WidgetCenter.reloadTimelines(ofKind:)` names).
    public let kind: String
    /// The name shown in the widget gallery.
    public internal(set) var displayName: Text?
    /// The description shown in the widget gallery.
    public internal(set) var description: Text?
    /// The families offered; all home-screen families by default, as on iOS.
    public internal(set) var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    /// Whether the system's content margins are off.
    public internal(set) var contentMarginsDisabled = false
    /// The provider, its entry type erased.
    public let provider: AnyTimelineProvider
    let content: @MainActor (Any) -> AnyView?

    /// The entry view for `entry`, or `nil` when `entry` is not the provider's entry type.
    @MainActor public func view(for entry: any TimelineEntry) -> AnyView? { content(entry) }
}

/// A timeline provider with its entry type erased (a napkin addition, for tests and drawing).
public struct AnyTimelineProvider {
    /// Asks for the placeholder entry.
    public let placeholder: (TimelineProviderContext) -> any TimelineEntry
    /// Asks for the snapshot entry.
    public let snapshot: (TimelineProviderContext, @escaping @Sendable (any TimelineEntry) -> Void) -> Void
    /// Asks for the timeline; the completion is handed the provider's `Timeline<Entry>`.
    public let timeline: (TimelineProviderContext, @escaping @Sendable (Any) -> Void) -> Void

    init<Provider: TimelineProvider>(_ provider: Provider) {
        placeholder = { provider.placeholder(in: $0) }
        snapshot = { context, completion in provider.getSnapshot(in: context, completion: completion) }
        timeline = { context, completion in provider.getTimeline(in: context, completion: completion) }
    }
}

/// A configuration with one of its settings changed.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    let change: (inout WidgetDetails) -> Void
    /// No body: WidgetKit reads the configuration itself.
    public var body: Never { fatalError("ModifiedWidgetConfiguration has no body") }
}

@MainActor
protocol DetailedWidgetConfiguration {
    var widgetDetails: WidgetDetails? { get }
}

extension StaticConfiguration: DetailedWidgetConfiguration {
    var widgetDetails: WidgetDetails? { details }
}

extension ModifiedWidgetConfiguration: DetailedWidgetConfiguration {
    var widgetDetails: WidgetDetails? {
        guard var details = WidgetDetails.of(base) else { return nil }
        change(&details)
        return details
    }
}

extension WidgetDetails {
    /// The details of `configuration`, following bodies down to a configuration WidgetKit declares; `nil` for an
    /// empty one.
    @MainActor public static func of(_ configuration: any WidgetConfiguration) -> WidgetDetails? {
        if let detailed = configuration as? any DetailedWidgetConfiguration { return detailed.widgetDetails }
        if configuration is EmptyWidgetConfiguration { return nil }
        return of(configuration.body)
    }
}

extension WidgetConfiguration {
    /// The name the widget gallery shows.
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = Text(displayName) }
    }

    /// The name the widget gallery shows, from a string.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = Text(displayName) }
    }

    /// The name the widget gallery shows, as text.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = displayName }
    }

    /// The description the widget gallery shows.
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.description = Text(description) }
    }

    /// The description the widget gallery shows, from a string.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.description = Text(description) }
    }

    /// The description the widget gallery shows, as text.
    public func description(_ description: Text) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.description = description }
    }

    /// The families the person may pick.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.supportedFamilies = families }
    }

    /// Turns off the system's content margins (16 points on iPhone's home screen): the entry view reaches the edges.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { $0.contentMarginsDisabled = true }
    }
}
