// What a text field tells the software keyboard and autofill. Linux has neither, so nothing
// here changes how a field looks or takes text; each field keeps what was set for it and its
// line in the layout description shows it (`keyboard=emailAddress contentType=username …`),
// so a test can check that a form asks for the right keyboard.

/// When the software keyboard capitalises, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    /// Never capitalise.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Capitalise each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Capitalise each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Capitalise every character.
    public static let characters = TextInputAutocapitalization(name: "characters")

    /// The equivalent of UIKit's older type.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }

    private init(name: String) { self.name = name }
}

/// What the software keyboard, autofill and the return key are told about the fields inside.
struct TextInputTraits {
    var keyboard: UIKeyboardType = .default
    var contentType: UITextContentType?
    var autocapitalization: TextInputAutocapitalization?
    var autocorrectionDisabled = false
    var submitLabel: SubmitLabel?

    /// The traits set, in words: `keyboard=emailAddress contentType=username autocapitalization=never`.
    var summary: String {
        var parts: [String] = []
        if keyboard != .default { parts.append("keyboard=\(keyboard.name)") }
        if let contentType { parts.append("contentType=\(contentType.rawValue)") }
        if let autocapitalization { parts.append("autocapitalization=\(autocapitalization.name)") }
        if autocorrectionDisabled { parts.append("autocorrection=off") }
        if let submitLabel { parts.append("submitLabel=\(submitLabel.name)") }
        return parts.joined(separator: " ")
    }
}

private struct TextInputTraitsKey: EnvironmentKey {
    static var defaultValue: TextInputTraits { TextInputTraits() }
}

extension EnvironmentValues {
    /// The text-input traits set for the fields inside.
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }
}

extension View {
    /// Tells autofill what the fields inside hold (`nil`: nothing), as SwiftUI's
    /// `textContentType(_:)`.
    public func textContentType(_ type: UITextContentType?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.contentType = type }
    }

    /// Chooses the software keyboard of the fields inside, as SwiftUI's `keyboardType(_:)`.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment(\.textInputTraits) { $0.keyboard = type }
    }

    /// Chooses when the keyboard capitalises in the fields inside (`nil`: the default).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocapitalization = autocapitalization }
    }

    /// Chooses when the keyboard capitalises (SwiftUI's older form, taking UIKit's type).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }

    /// Turns autocorrection off (or back on) in the fields inside.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        transformEnvironment(\.textInputTraits) { $0.autocorrectionDisabled = disable }
    }

    /// Turns autocorrection off (SwiftUI's older name; `nil` leaves the default, on).
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}
