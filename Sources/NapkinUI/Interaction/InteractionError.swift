/// Why `Window.tap(label:)` or `Window.type(_:into:)` could not act: it names the label asked
/// for, the kinds of element the action works on and everything that was on screen.
///
/// ```
/// No button, tab, back button, toggle, link, navigation link or alert action labelled "Logout" is on screen. On screen: button "Login", text field "Email".
/// ```
public struct InteractionError: Error, Equatable, CustomStringConvertible {
    /// What went wrong with the lookup.
    public enum Reason: Sendable, Hashable {
        /// Nothing on screen has the label.
        case notFound
        /// Only elements of other kinds have the label (a text field, when a button was asked for).
        case wrongKind
        /// Elements of the expected kind have the label, but every one of them is disabled.
        case disabled
        /// `count` enabled elements of the expected kind have the label, so which one is meant
        /// is unclear.
        case ambiguous(count: Int)
        /// The picker or menu with the label was found, but none of its options is called
        /// `option`; `available` lists the ones it has.
        case noSuchOption(String, available: [String])
    }

    /// An element that was on screen, as the error lists it.
    public struct Candidate: Sendable, Hashable, CustomStringConvertible {
        /// What kind of control it is.
        public let kind: InteractiveElement.Kind
        /// Its label.
        public let label: String
        /// False when it was disabled.
        public let isEnabled: Bool

        /// A candidate of `kind` labelled `label`.
        public init(_ kind: InteractiveElement.Kind, _ label: String, isEnabled: Bool = true) {
            self.kind = kind
            self.label = label
            self.isEnabled = isEnabled
        }

        /// `button "Login"`, or `button "Send" (disabled)`.
        public var description: String {
            "\(kind) \"\(label)\"" + (isEnabled ? "" : " (disabled)")
        }
    }

    /// What went wrong.
    public let reason: Reason
    /// The label that was asked for.
    public let label: String
    /// The kinds of element the action works on (for a tap: buttons, tabs, back buttons,
    /// toggles, links, navigation links and alert actions).
    public let expected: [InteractiveElement.Kind]
    /// Every element on screen, back to front, enabled or not.
    public let onScreen: [Candidate]

    /// An error for a lookup of `label` among elements of the `expected` kinds.
    public init(_ reason: Reason, label: String, expected: [InteractiveElement.Kind], onScreen: [Candidate]) {
        self.reason = reason
        self.label = label
        self.expected = expected
        self.onScreen = onScreen
    }

    /// One sentence saying what was asked for and what went wrong, then what is on screen.
    public var description: String {
        let wanted = Self.list(expected.map(\.description))
        let found = Self.list(kindsFound.map(\.description))
        let problem =
            switch reason {
            case .notFound:
                "No \(wanted) labelled \"\(label)\" is on screen."
            case .wrongKind:
                "\"\(label)\" is on screen as \(Self.article(found)) \(found), not as \(Self.article(wanted)) \(wanted)."
            case .disabled:
                "The \(found) labelled \"\(label)\" is disabled."
            case .ambiguous(let count):
                "\(count) enabled elements are labelled \"\(label)\"; give one an .accessibilityLabel(_:) that tells them apart."
            case .noSuchOption(let option, let available):
                "The \(found) labelled \"\(label)\" has no option \"\(option)\"; its options are "
                    + (available.isEmpty ? "none" : available.map { "\"\($0)\"" }.joined(separator: ", ")) + "."
            }
        let screen = onScreen.isEmpty ? "nothing interactive" : onScreen.map(\.description).joined(separator: ", ")
        return problem + " On screen: " + screen + "."
    }

    /// The kinds of the listed elements that carry the label, each once: what was there
    /// instead (for `.wrongKind`), or what is disabled (for `.disabled`).
    private var kindsFound: [InteractiveElement.Kind] {
        var kinds: [InteractiveElement.Kind] = []
        for candidate in onScreen where InteractiveElement.label(candidate.label, matches: label) {
            let relevant = (reason == .disabled || reason.isNoSuchOption) ? expected.contains(candidate.kind) : true
            if relevant, !kinds.contains(candidate.kind) { kinds.append(candidate.kind) }
        }
        return kinds
    }

    /// "an" before a vowel ("an alert action"), otherwise "a".
    private static func article(_ phrase: String) -> String {
        phrase.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// "a", "a or b", "a, b or c".
    private static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "element" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// The error `Window.tap(label:)` threw before taps and typing shared one lookup.
@available(*, deprecated, renamed: "InteractionError")
public typealias TapError = InteractionError

/// The error `Window.type(_:into:)` threw before taps and typing shared one lookup.
@available(*, deprecated, renamed: "InteractionError")
public typealias TextEntryError = InteractionError

extension InteractionError.Reason {
    /// True for ``noSuchOption(_:available:)``.
    var isNoSuchOption: Bool {
        if case .noSuchOption = self { return true }
        return false
    }
}
