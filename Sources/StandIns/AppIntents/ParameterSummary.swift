import Foundation

/// How Shortcuts shows an intent's parameters in a sentence, as App Intents' `ParameterSummary`.
public protocol ParameterSummary: Sendable {}

extension Never: ParameterSummary {}

extension ParameterSummary {
    /// The summary's sentence, each parameter as its title in braces; `nil` for a summary napkin cannot read
    /// (a napkin addition).
    public var napkinText: String? { (self as? any NapkinSummaryText)?.napkinSentence }
}

/// A summary napkin can read.
protocol NapkinSummaryText {
    var napkinSentence: String { get }
}

/// A sentence naming an intent's parameters, as App Intents' `ParameterSummaryString`: `"Start \(\.$minutes) minutes"`.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// Collects the sentence's text and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for a sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Adds a parameter, shown as its title in braces (`{Minutes}`) until the person sets it.
        public mutating func appendInterpolation<Value: _IntentValue>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "{\(String(localized: Intent()[keyPath: parameter].title))}"
        }
    }

    let text: String

    /// A sentence with no parameter.
    public init(stringLiteral value: String) { text = value }

    /// A sentence with parameters.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// An intent's parameter summary, as App Intents' `IntentParameterSummary`; an intent writes it `Summary("…")`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, NapkinSummaryText {
    let napkinSentence: String

    /// A summary reading `summary`.
    public init(_ summary: ParameterSummaryString<Intent>, table: StaticString? = nil) { napkinSentence = summary.text }
}

extension AppIntent {
    /// The intent's parameter summary, as App Intents' `Summary`.
    public typealias Summary = IntentParameterSummary<Self>
}
