import ActivityKit
import NapkinUI

/// What a Live Activity's views are drawn from, as WidgetKit's `ActivityViewContext`.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The activity's static data.
    public let attributes: Attributes
    /// The activity's current state values.
    public let state: Attributes.ContentState
    /// Whether the content passed its stale date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context (a napkin addition: on iOS only the system makes them).
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "napkin-preview") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}

/// A widget that is a Live Activity, as WidgetKit's `ActivityConfiguration`: the Lock Screen view of its context
/// and its Dynamic Island presentations.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let content: @MainActor (ActivityViewContext<Attributes>) -> AnyView
    let island: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

    /// A Live Activity of `attributesType` drawn by `content` on the Lock Screen and by `dynamicIsland` around the
    /// camera.
    public init<Content: View>(
        for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        self.content = { AnyView(content($0)) }
        island = { dynamicIsland($0) }
    }

    /// The iOS 16.1 spelling of `init(for:content:dynamicIsland:)`.
    @available(iOS, introduced: 16.1, deprecated: 16.2, renamed: "init(for:content:dynamicIsland:)")
    public init<Content: View>(
        attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
    }

    /// No body: WidgetKit reads the configuration itself.
    public var body: Never { fatalError("ActivityConfiguration has no body") }

    /// The Lock Screen view for `context`, drawn as the Lock Screen draws it (a napkin addition).
    public func napkinLockScreenView(_ context: ActivityViewContext<Attributes>) -> LiveActivityLockScreenView<AnyView> {
        LiveActivityLockScreenView(isStale: context.isStale) { content(context) }
    }

    /// The Dynamic Island presentations for `context` (a napkin addition).
    public func napkinDynamicIsland(_ context: ActivityViewContext<Attributes>) -> DynamicIsland { island(context) }
}

extension ActivityConfiguration: DetailedWidgetConfiguration {
    /// A Live Activity has no timeline: no widget details.
    var widgetDetails: WidgetDetails? { nil }
}

/// The sizes a Live Activity is drawn at beyond the Lock Screen, as WidgetKit's `ActivityFamily` (iOS 18).
public enum ActivityFamily: Hashable, Sendable {
    /// The compact presentation (Apple Watch's Smart Stack, CarPlay).
    case small
    /// The Lock Screen presentation.
    case medium
}

private struct ActivityFamilyKey: EnvironmentKey {
    static let defaultValue = ActivityFamily.medium
}

private struct ActivityFullscreenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The family a Live Activity is drawn for (`.medium`, the Lock Screen's, unless set).
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// Whether the Live Activity fills the screen (StandBy); never on napkin's Lock Screen.
    public var isActivityFullscreen: Bool {
        get { self[ActivityFullscreenKey.self] }
        set { self[ActivityFullscreenKey.self] = newValue }
    }
}

extension WidgetConfiguration {
    /// The families beyond the Lock Screen the Live Activity supports (iOS 18); napkin draws the Lock Screen's.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
}

/// A configuration that wraps another.
@MainActor
protocol WrappingWidgetConfiguration {
    var wrappedConfiguration: any WidgetConfiguration { get }
}

extension ModifiedWidgetConfiguration: WrappingWidgetConfiguration {
    var wrappedConfiguration: any WidgetConfiguration { base }
}

/// The activity configuration inside `configuration` for `Attributes`, following modifiers and bodies down.
@MainActor
func activityConfiguration<Attributes: ActivityAttributes>(
    in configuration: any WidgetConfiguration, for type: Attributes.Type
) -> ActivityConfiguration<Attributes>? {
    if let found = configuration as? ActivityConfiguration<Attributes> { return found }
    if let wrapping = configuration as? any WrappingWidgetConfiguration {
        return activityConfiguration(in: wrapping.wrappedConfiguration, for: type)
    }
    if configuration is any DetailedWidgetConfiguration || configuration is EmptyWidgetConfiguration { return nil }
    return activityConfiguration(in: configuration.body, for: type)
}

extension Widget {
    /// The widget's Lock Screen Live Activity for `attributes` showing `state`, drawn as the Lock Screen draws it
    /// (a napkin addition); `nil` when the widget is not a Live Activity of that attributes type.
    public func napkinLiveActivityPreview<Attributes: ActivityAttributes>(
        attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "napkin-preview"
    ) -> AnyView? {
        guard let configuration = activityConfiguration(in: body, for: Attributes.self) else { return nil }
        let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: activityID)
        return AnyView(configuration.napkinLockScreenView(context))
    }

    /// The widget's Lock Screen Live Activity for a running `activity`: its attributes, content, staleness and
    /// identifier (a napkin addition).
    public func napkinLiveActivityPreview<Attributes: ActivityAttributes>(of activity: Activity<Attributes>) -> AnyView? {
        napkinLiveActivityPreview(
            attributes: activity.attributes, state: activity.content.state, isStale: activity.activityState == .stale,
            activityID: activity.id)
    }

    /// The widget's Dynamic Island presentations for `attributes` showing `state` (a napkin addition).
    public func napkinDynamicIsland<Attributes: ActivityAttributes>(
        attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "napkin-preview"
    ) -> DynamicIsland? {
        guard let configuration = activityConfiguration(in: body, for: Attributes.self) else { return nil }
        return configuration.napkinDynamicIsland(
            ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: activityID))
    }
}
