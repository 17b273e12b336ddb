import Foundation

/// A word the system fills into a shortcut's phrase, as App Intents' `AppShortcutPhraseToken`.
public struct AppShortcutPhraseToken: Sendable, Hashable {
    let name: String
    /// The app's name, which every phrase must hold once.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

/// What the person says to run a shortcut, as App Intents' `AppShortcutPhrase`: a literal with the app's name
/// (`"Pause \(.applicationName)"`) and maybe a parameter (`"Start \(\.$mode) in \(.applicationName)"`).
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// A piece of a phrase.
    enum Part: Sendable, Hashable {
        case literal(String)
        case applicationName
        case parameter(title: String)
    }

    /// Collects a phrase's literal text, its app name and its parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// Room for a phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.literal(literal)) } }

        /// Adds a token the system fills in (the app's name).
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { parts.append(.applicationName) }

        /// Adds a parameter of the intent (`\(\.$mode)`): the person says one of its values.
        public mutating func appendInterpolation<Value: _IntentValue>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            let title = String(localized: Intent()[keyPath: parameter].title)
            parts.append(.parameter(title: title))
        }
    }

    let parts: [Part]

    /// A phrase with no app name (which App Intents refuses; napkin lists it in ``AppShortcutsProvider/napkinPhraseProblems``).
    public init(stringLiteral value: String) { parts = [.literal(value)] }

    /// A phrase from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    /// The phrase as the person says it, with `applicationName` for the app's name and each parameter as
    /// `${title}` (a napkin addition).
    public func napkinText(applicationName: String) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .applicationName: applicationName
            case .parameter(let title): "${\(title)}"
            }
        }
        .joined()
    }

    /// How often the phrase names the app.
    var applicationNameCount: Int { parts.count { $0 == .applicationName } }
}

/// A shortcut the app offers without setup, as App Intents' `AppShortcut`: an intent, the phrases that run it, and
/// its title and symbol in Shortcuts and Spotlight.
public struct AppShortcut: Sendable {
    /// The intent the shortcut runs (a napkin addition).
    public let napkinIntent: any AppIntent
    /// The shortcut's title.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol shown with the shortcut.
    public let systemImageName: String?
    let phrases: [(text: @Sendable (String) -> String, applicationNameCount: Int)]

    /// A shortcut running `intent` when the person says one of `phrases`.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String
    ) {
        self.init(intent: intent, phrases: phrases, title: shortTitle, image: systemImageName)
    }

    /// A shortcut running `intent` when the person says one of `phrases` (iOS 16's form, with no title of its own).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.init(intent: intent, phrases: phrases, title: nil, image: nil)
    }

    /// A shortcut running `intent` when the person says one of `phrases`, shown with `systemImageName`.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String) {
        self.init(intent: intent, phrases: phrases, title: nil, image: systemImageName)
    }

    private init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], title: LocalizedStringResource?, image: String?) {
        napkinIntent = intent
        shortTitle = title
        systemImageName = image
        self.phrases = phrases.map { phrase in ({ phrase.napkinText(applicationName: $0) }, phrase.applicationNameCount) }
    }

    /// The phrases as the person says them to an app named `applicationName` (a napkin addition).
    public func napkinPhrases(applicationName: String = AppShortcut.napkinApplicationName) -> [String] {
        phrases.map { $0.text(applicationName) }
    }

    /// The app's name phrases are said with: the main bundle's display name or name, else the process's name
    /// (a napkin addition).
    public static var napkinApplicationName: String {
        let info = Bundle.main.infoDictionary
        return info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String ?? ProcessInfo.processInfo.processName
    }
}

/// Builds an app's shortcuts from the ones its body lists, as App Intents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// The shortcuts listed, in order.
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap(\.self) }
    /// The shortcuts of an `if` that held, or none.
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    /// The shortcuts of an `if`'s first branch.
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    /// The shortcuts of an `if`'s second branch.
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    /// The shortcuts of an `if #available`.
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}

/// The colour of an app's shortcut tiles in the Shortcuts app, as App Intents' `ShortcutTileColor`.
public enum ShortcutTileColor: Sendable, Hashable {
    case red, tangerine, orange, yellow, lime, grayGreen, lightBlue, teal, blue, navy, purple, grape, pink, grayBlue, grayBrown
}

/// The shortcuts an app offers without setup, as App Intents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    /// The shortcuts, listed in a builder body.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's tiles in Shortcuts.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Tells the system that the values of the shortcuts' parameters changed.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Shortcuts' default colour.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Nothing to tell on Linux.
    public static func updateAppShortcutParameters() {}

    /// What App Intents' build step refuses in the app's shortcuts (a napkin addition): a phrase that does not name
    /// the app exactly once, a shortcut with no phrase, an intent that is not discoverable, and more than ten
    /// shortcuts. Empty when all is well.
    public static var napkinPhraseProblems: [String] {
        var problems: [String] = []
        let shortcuts = appShortcuts
        if shortcuts.count > 10 { problems.append("\(shortcuts.count) shortcuts: an app offers at most 10") }
        for shortcut in shortcuts {
            let intent = type(of: shortcut.napkinIntent)
            let name = String(describing: intent)
            if shortcut.phrases.isEmpty { problems.append("\(name): no phrase") }
            if !intent.isDiscoverable { problems.append("\(name): not discoverable, so no shortcut can run it") }
            for phrase in shortcut.phrases where phrase.applicationNameCount != 1 {
                problems.append(
                    "\(name): \"\(phrase.text("${applicationName}"))\" names the app \(phrase.applicationNameCount) times, not once")
            }
        }
        return problems
    }
}
