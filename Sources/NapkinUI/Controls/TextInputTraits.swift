// Modifiers that only matter to a software keyboard and autofill. NapkinUI accepts them so
// views written for SwiftUI compile unchanged; on Linux they have no effect on layout,
// drawing or `Window.type(_:into:)`.

/// The kind of content a text field holds, for autofill (UIKit's `UITextContentType`).
/// Accepted for source compatibility; it has no effect on Linux.
public struct TextContentType: Sendable, Hashable {
    /// The raw name, as UIKit spells it.
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An email address.
    public static let emailAddress = TextContentType(rawValue: "emailAddress")
    /// A user name.
    public static let username = TextContentType(rawValue: "username")
    /// An existing password.
    public static let password = TextContentType(rawValue: "password")
    /// A password being chosen.
    public static let newPassword = TextContentType(rawValue: "newPassword")
    /// A person's name.
    public static let name = TextContentType(rawValue: "name")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
}

/// The software keyboard to show (UIKit's `UIKeyboardType`). Accepted for source
/// compatibility; it has no effect on Linux.
public enum KeyboardType: Sendable, Hashable {
    /// The default keyboard.
    case `default`
    /// A keyboard for email addresses.
    case emailAddress
    // UIKit's name (`UIKeyboardType.URL`), kept so code written for iOS compiles.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A keyboard for URLs.
    case URL
    /// Digits only.
    case numberPad
    /// A phone pad.
    case phonePad
    /// ASCII characters.
    case asciiCapable
}

/// When the software keyboard capitalises (SwiftUI's `TextInputAutocapitalization`).
/// Accepted for source compatibility; it has no effect on Linux.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let rawValue: Int
    /// Never capitalise.
    public static let never = TextInputAutocapitalization(rawValue: 0)
    /// Capitalise each word.
    public static let words = TextInputAutocapitalization(rawValue: 1)
    /// Capitalise each sentence.
    public static let sentences = TextInputAutocapitalization(rawValue: 2)
    /// Capitalise every character.
    public static let characters = TextInputAutocapitalization(rawValue: 3)
}

extension View {
    /// Tells autofill what the field holds. No effect on Linux (there is no autofill).
    public func textContentType(_ type: TextContentType?) -> Self { self }

    /// Chooses the software keyboard. No effect on Linux (there is no software keyboard).
    public func keyboardType(_ type: KeyboardType) -> Self { self }

    /// Chooses when the software keyboard capitalises. No effect on Linux.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    /// Turns autocorrection off. No effect on Linux (there is no autocorrection).
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
}
