public import Foundation
public import NapkinUI

/// A tip that teaches a feature, as TipKit's `Tip`.
///
/// A tip displays once ``Tips/configure(_:)`` has set up the tips datastore, unless it was invalidated or one of its
/// ``rules`` is false (``status`` says which); the datastore is napkin's, in memory, so
/// ``Tips/resetDatastore()`` starts every test afresh. ``TipView`` draws a tip inline and
/// `popoverTip(_:arrowEdge:action:)` beside the view it points at.
public protocol Tip: Identifiable, Sendable where ID == String {
    /// The tip's identity in the datastore; by default the name of its type.
    var id: String { get }
    /// The tip's title, drawn bold.
    var title: Text { get }
    /// The tip's message under the title, drawn secondary; none by default.
    var message: Text? { get }
    /// The image on the tip's leading side, drawn in the tint colour; none by default.
    var image: Image? { get }
    /// The buttons under the tip's text; none by default.
    var actions: [Action] { get }
    /// The conditions the tip displays under; all must hold (none by default).
    var rules: [Rule] { get }
    /// The tip's display options; none by default.
    var options: [any Option] { get }
}

extension Tip {
    /// A button under a tip's text.
    public typealias Action = Tips.Action
    /// A condition a tip displays under.
    public typealias Rule = Tips.Rule
    /// A tip's display option.
    public typealias Option = TipOption

    /// The name of the tip's type.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No actions.
    public var actions: [Action] { [] }
    /// No rules: the tip displays once configured.
    public var rules: [Rule] { [] }
    /// No options.
    public var options: [any Option] { [] }

    /// Whether the tip displays now: the datastore is configured, the tip is not invalidated, its rules hold and the
    /// display frequency leaves room for it (or a testing override says so).
    public var shouldDisplay: Bool { TipStore.shared.shouldDisplay(self) }

    /// The tip's status: pending (not configured, a rule is false or the frequency waits), available or invalidated.
    public var status: Tips.Status { TipStore.shared.status(of: self) }

    /// The tip's status now, then each time it changes.
    public var statusUpdates: AsyncStream<Tips.Status> { TipStore.shared.updates(of: self) { $0.status(of: self) } }

    /// Whether the tip displays now, then each time that changes.
    public var shouldDisplayUpdates: AsyncStream<Bool> { TipStore.shared.updates(of: self) { $0.shouldDisplay(self) } }

    /// Invalidates the tip: it no longer displays (until ``Tips/resetDatastore()``).
    public func invalidate(reason: Tips.InvalidationReason) { TipStore.shared.invalidate(id, reason: reason) }
}

/// A tip's display option, as TipKit's `TipOption`.
public protocol TipOption: Sendable {}

/// What a rule reads: a parameter's value, or an event itself (napkin's spelling of what `#Rule` accepts).
public protocol _TipRuleInput: Sendable {
    /// The value the rule's predicate receives.
    associatedtype RuleValue
    /// The value now.
    var _ruleValue: RuleValue { get }
}

/// Declares a tip parameter, as TipKit's `@Parameter`: `@Parameter static var isSignedIn: Bool = false` keeps the value
/// in the datastore and declares `$isSignedIn`, the ``Tips/Parameter`` rules read.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "NapkinPreviewMacros", type: "ParameterMacro")

/// A tip rule, as TipKit's `#Rule`: `#Rule(Self.$isSignedIn) { $0 == true }` or `#Rule(Self.opened) { $0.donations.count >= 3 }`.
/// TipKit's predicate is a `Predicate`; napkin's is a closure over the same value (one input per rule).
@freestanding(expression)
public macro Rule<Input: _TipRuleInput>(_ input: Input, _ body: @escaping @Sendable (Input.RuleValue) -> Bool) -> Tips.Rule =
    #externalMacro(module: "NapkinPreviewMacros", type: "RuleMacro")

/// TipKit's namespace: configuration, the datastore, events, parameters and rules.
public enum Tips {
    /// Why a tip was invalidated.
    public struct InvalidationReason: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// The person did what the tip teaches.
        public static let actionPerformed = InvalidationReason(name: "actionPerformed")
        /// The tip displayed as many times as its `MaxDisplayCount` allows.
        public static let displayCountExceeded = InvalidationReason(name: "displayCountExceeded")
        /// The person closed the tip with its close button.
        public static let tipClosed = InvalidationReason(name: "tipClosed")

        /// The reason's name.
        public var description: String { name }
    }

    /// A tip's status.
    public enum Status: Hashable, Sendable {
        /// Not displayable yet: the datastore is not configured, a rule is false or the display frequency waits.
        case pending
        /// Displayable.
        case available
        /// Invalidated, for the reason given.
        case invalidated(InvalidationReason)
    }

    /// An option for ``Tips/configure(_:)``.
    public struct ConfigurationOption: Sendable {
        enum Kind {
            case frequency(DisplayFrequency)
            case location(DatastoreLocation)
        }
        let kind: Kind

        /// How often tips may display.
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(kind: .frequency(frequency))
        }

        /// Where the datastore lives (napkin keeps it in memory whatever the location; it is recorded).
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(kind: .location(location))
        }

        /// Where the datastore lives, as a file URL.
        public static func datastoreLocation(url: URL) -> ConfigurationOption {
            ConfigurationOption(kind: .location(.url(url)))
        }

        /// How often tips may display: one tip per period, or all at once (`immediate`).
        public struct DisplayFrequency: Hashable, Sendable {
            /// The least time between two tips displaying; zero for `immediate`.
            public let interval: TimeInterval

            /// A custom period between tips.
            public init(_ interval: TimeInterval) { self.interval = max(0, interval) }

            /// All eligible tips display at once.
            public static let immediate = DisplayFrequency(0)
            /// One tip an hour.
            public static let hourly = DisplayFrequency(3600)
            /// One tip a day.
            public static let daily = DisplayFrequency(86_400)
            /// One tip a week.
            public static let weekly = DisplayFrequency(7 * 86_400)
            /// One tip a month (30 days).
            public static let monthly = DisplayFrequency(30 * 86_400)
        }

        /// Where the datastore lives.
        public enum DatastoreLocation: Hashable, Sendable {
            /// The app's default location.
            case applicationDefault
            /// An app group's container.
            case groupContainer(identifier: String)
            /// A file URL.
            case url(URL)
        }
    }

    /// A button under a tip's text, as TipKit's `Tips.Action`.
    public struct Action: Identifiable, Sendable {
        /// The action's identifier (its title when none was given).
        public let id: String
        /// The action's position among the tip's actions, once a view shows it.
        public internal(set) var index: Int?
        let label: @Sendable () -> Text
        let handler: @Sendable () -> Void

        /// An action titled `title`, running `handler` when tapped.
        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping @Sendable () -> Void = {}) {
            let title = String(title)
            self.id = id ?? title
            self.label = { Text(title) }
            self.handler = handler
        }

        /// An action labelled with `label`, running `handler` when tapped.
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.id = id ?? UUID().uuidString
            self.label = label
            self.handler = handler
        }

        /// Runs the action's handler.
        public func callAsFunction() { handler() }
    }

    /// A condition a tip displays under, as TipKit's `Tips.Rule` (which `#Rule` builds on iOS).
    public struct Rule: Sendable {
        let holds: @Sendable () -> Bool

        /// A rule on a parameter's current value or an event (with its donations): what `#Rule` expands to.
        public init<Input: _TipRuleInput>(_ input: Input, _ predicate: @escaping @Sendable (Input.RuleValue) -> Bool) {
            holds = { predicate(input._ruleValue) }
        }
    }

    /// A parameter option, as TipKit's `Tips.ParameterOption`.
    public struct ParameterOption: Sendable {
        let transient: Bool

        /// The value is not kept between launches (napkin's datastore keeps nothing between processes anyway).
        public static let transient = ParameterOption(transient: true)
    }

    /// A value rules read, kept in the datastore, as TipKit's `Tips.Parameter` (which `@Parameter` declares on iOS).
    public struct Parameter<Value: Sendable>: _TipRuleInput {
        /// The parameter's key in the datastore.
        public let id: String
        let defaultValue: Value

        /// A parameter named `name` on `owner` (usually the tip type), `defaultValue` until set; what `@Parameter` declares.
        public init(_ owner: Any.Type, _ name: String, _ defaultValue: Value, _ options: [ParameterOption] = []) {
            self.id = "\(String(reflecting: owner)).\(name)"
            self.defaultValue = defaultValue
        }

        /// The parameter's value; setting it re-evaluates the rules that read it.
        public var wrappedValue: Value {
            get { TipStore.shared.parameter(id) as? Value ?? defaultValue }
            nonmutating set { TipStore.shared.setParameter(id, newValue) }
        }

        /// The value rules read.
        public var _ruleValue: Value { wrappedValue }
    }

    /// The empty donation of an event that records only when it happened.
    public struct EmptyDonation: Codable, Hashable, Sendable {
        /// The empty donation.
        public init() {}
    }

    /// Something the person did, which rules count, as TipKit's `Tips.Event`.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, _TipRuleInput {
        /// One donation: when it happened and what it carried.
        public struct Donation: Sendable {
            /// When the event was donated.
            public let date: Date
            /// The donation's information.
            public let info: DonationInfo
        }

        /// The event's identifier in the datastore.
        public let id: String

        /// An event carrying `DonationInfo` with each donation.
        public init(id: String, _ type: DonationInfo.Type = DonationInfo.self) { self.id = id }

        /// The event's donations, oldest first.
        public var donations: [Donation] {
            TipStore.shared.donations(id).compactMap { entry in (entry.info as? DonationInfo).map { Donation(date: entry.date, info: $0) } }
        }

        /// The event itself: rules read its donations.
        public var _ruleValue: Self { self }

        /// Records that the event happened, carrying `info`.
        public func donate(_ info: DonationInfo) async { sendDonation(info) }

        /// Records that the event happened, carrying `info`, without waiting.
        public func sendDonation(_ info: DonationInfo) { TipStore.shared.donate(id, info: info) }
    }

    /// Shows at most `count` displays of a tip (each ``TipView`` or popover that appears counts one).
    public struct MaxDisplayCount: TipOption {
        /// The most displays.
        public let count: Int
        /// At most `count` displays.
        public init(_ count: Int) { self.count = max(0, count) }
    }

    /// Lets a tip display whatever the configured display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        /// Whether the frequency is ignored.
        public let ignores: Bool
        /// Ignores the display frequency when `ignores`.
        public init(_ ignores: Bool) { self.ignores = ignores }
    }

    /// Sets up the tips datastore; tips display only after this. Call it once: a second call throws
    /// ``TipKitError/tipsDatastoreAlreadyConfigured`` (``resetDatastore()`` first to configure again).
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        try TipStore.shared.configure(configuration)
    }

    /// Forgets every invalidation, parameter, donation and display, and the configuration (a napkin extension of
    /// iOS's reset, which keeps nothing either, so a test can configure again).
    public static func resetDatastore() throws { TipStore.shared.reset() }

    /// Displays every tip, whatever its rules, invalidation or the display frequency (the datastore must be configured).
    public static func showAllTipsForTesting() { TipStore.shared.setTesting(.showAll) }

    /// Displays the tips of the given types, whatever their rules, invalidation or the display frequency.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        TipStore.shared.setTesting(.show(Set(tips.map { String(describing: $0) })))
    }

    /// Hides every tip.
    public static func hideAllTipsForTesting() { TipStore.shared.setTesting(.hideAll) }

    /// Hides the tips of the given types.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
        TipStore.shared.setTesting(.hide(Set(tips.map { String(describing: $0) })))
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// An event that records only when it happened.
    public init(id: String) { self.id = id }

    /// Records that the event happened.
    public func donate() async { sendDonation() }

    /// Records that the event happened, without waiting.
    public func sendDonation() { TipStore.shared.donate(id, info: Tips.EmptyDonation()) }
}

extension Array {
    /// The donations made within `interval` seconds before now.
    public func donatedWithin<Info>(_ interval: TimeInterval) -> [Tips.Event<Info>.Donation] where Element == Tips.Event<Info>.Donation {
        let start = Date().addingTimeInterval(-interval)
        return filter { $0.date >= start }
    }
}

/// TipKit's errors.
public enum TipKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ``Tips/configure(_:)`` was called twice; call ``Tips/resetDatastore()`` before configuring again.
    case tipsDatastoreAlreadyConfigured

    /// What went wrong and what to do.
    public var description: String {
        "The tips datastore is already configured: call Tips.configure(_:) once, or Tips.resetDatastore() before configuring again."
    }
}
