import Foundation

/// Something a type can be asked for with `@Dependency`, as App Intents' `_SupportsAppDependencies`: app intents and
/// entity queries.
public protocol _SupportsAppDependencies {}

extension _SupportsAppDependencies {
    /// A value the app registered with ``AppDependencyManager``, as App Intents' `@Dependency`.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

/// An action the app offers to Shortcuts, Siri, Spotlight and its widgets' buttons, as App Intents' `AppIntent`.
///
/// Nothing on Linux runs an intent by itself: a test calls `try await intent.perform()` and reads the result's value
/// and dialog (``IntentResult/napkinDialog``), and a `Button(intent:)` tapped in a `Window` performs its intent
/// (``AppIntentRuns``).
public protocol AppIntent: _SupportsAppDependencies, Sendable {
    /// What `perform()` returns: `some IntentResult`, `some IntentResult & ProvidesDialog`, `some ReturnsValue<Int>`…
    associatedtype PerformResult: IntentResult
    /// The parameter summary's type.
    associatedtype SummaryContent: ParameterSummary = Never

    /// An intent with its parameters at their defaults, as the system makes one before filling them in.
    init()
    /// The name shown in Shortcuts.
    static var title: LocalizedStringResource { get }
    /// What the intent does, shown in Shortcuts (`nil` by default).
    static var description: IntentDescription? { get }
    /// Whether running the intent brings the app to the foreground (`false` by default).
    static var openAppWhenRun: Bool { get }
    /// Whether Siri, Spotlight and Shortcuts offer the intent (`true` by default).
    static var isDiscoverable: Bool { get }
    /// How Shortcuts shows the intent's parameters in a sentence.
    static var parameterSummary: SummaryContent { get }
    /// Does what the intent stands for and says how it went.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// The app stays in the background.
    public static var openAppWhenRun: Bool { false }
    /// Discoverable.
    public static var isDiscoverable: Bool { true }
    /// A parameter of the intent, as App Intents' `@Parameter`.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

extension AppIntent where SummaryContent == Never {
    /// No parameter summary.
    public static var parameterSummary: Never { fatalError("The intent has no parameter summary") }
}

/// An intent the system runs for a capability it knows (a refinement of ``AppIntent``), as App Intents'
/// `SystemIntent`.
public protocol SystemIntent: AppIntent {}

/// An intent that opens the app at an item, as App Intents' `OpenIntent`.
public protocol OpenIntent: SystemIntent {
    /// The type of the item opened.
    associatedtype Value: _IntentValue
    /// The item to show.
    var target: Value { get set }
}

extension OpenIntent {
    /// An open intent brings the app forward.
    public static var openAppWhenRun: Bool { true }
}

/// An intent that sets one value, as App Intents' `SetValueIntent` (a toggle's intent: `Toggle(isOn:intent:)` sets
/// ``value`` to the toggle's new state before performing it).
public protocol SetValueIntent: SystemIntent {
    /// The type of the value set.
    associatedtype ValueType: _IntentValue
    /// The value to set.
    var value: ValueType { get set }
}

/// An intent that starts, pauses or changes a Live Activity from its buttons, as App Intents'
/// `LiveActivityIntent` (it runs in the app's process).
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that plays audio, as App Intents' `AudioPlaybackIntent`.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that records audio, as App Intents' `AudioRecordingIntent`.
public protocol AudioRecordingIntent: SystemIntent {}

/// The intent a configurable widget's settings are kept in, as App Intents' `WidgetConfigurationIntent`; its
/// parameters are the settings, and performing it does nothing.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Nothing to do: the widget reads the parameters.
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that opens a URL, as App Intents' `OpenURLIntent`: `.result(opensIntent: OpenURLIntent(url))`.
public struct OpenURLIntent: OpenIntent {
    /// Open URL.
    public static var title: LocalizedStringResource { "Open URL" }
    /// Not offered by itself in Shortcuts.
    public static var isDiscoverable: Bool { false }
    /// The URL opened.
    @Parameter(title: "URL") public var target: URL

    /// An intent with no URL yet.
    public init() {}

    /// An intent opening `url`.
    public init(_ url: URL) { target = url }

    /// Nothing opens a URL on Linux: the intent finishes at once (a test reads ``target``).
    public func perform() async throws -> some IntentResult { .result() }
}

/// An intent that may ask to continue in the app, as App Intents' `ForegroundContinuableIntent`.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// Asks the person to open the app and continues there. On Linux the app is already in front: it returns at once.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {}

    /// Asks the person to continue in the app, then runs `continuation` there. On Linux the app is already in front:
    /// the continuation runs at once, on the main actor.
    public func requestToContinueInForeground<Result>(
        _ dialog: IntentDialog? = nil, continuation: @escaping @MainActor @Sendable () async throws -> Result
    ) async throws -> Result where Result: Sendable {
        try await continuation()
    }
}

extension Never: AppIntent {
    /// Never made.
    public init() { fatalError("Never is not an intent anyone runs") }
    /// No title.
    public static var title: LocalizedStringResource { "" }
    /// Never performed.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { fatalError("Never is not performed") }
}

/// What an intent does, shown in Shortcuts, as App Intents' `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The description's text.
    public let descriptionText: LocalizedStringResource
    /// The category Shortcuts groups the intent under.
    public let categoryName: LocalizedStringResource?
    /// More words Shortcuts matches a search against.
    public let searchKeywords: [LocalizedStringResource]

    /// A description reading `descriptionText`.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// A description from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A description from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The text, resolved.
    public var description: String { String(localized: descriptionText) }
}

/// What Siri says or Shortcuts shows for an intent, as App Intents' `IntentDialog`.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// What is shown and said in full.
    public let full: LocalizedStringResource
    /// What is said when the screen shows the rest.
    public let supporting: LocalizedStringResource

    /// A dialog of `full`, said in short as `supporting`.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    /// A dialog of `full`, said in short as `supporting` and `systemImageName` shown beside it.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: supporting)
    }

    /// A dialog of `resource`.
    public init(_ resource: LocalizedStringResource) { self.init(full: resource, supporting: resource) }

    /// A dialog from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A dialog from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The full text, resolved (a napkin addition).
    public var description: String { String(localized: full) }
}
