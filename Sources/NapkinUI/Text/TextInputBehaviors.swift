import Foundation

// Settings of text and text entry that change nothing a still frame of an iPhone shows: the language used to pick
// line heights for scripts, the Writing Tools panel, where the caret sits at a line break, and the find bar.

/// The language text is set for, as SwiftUI's `TypesettingLanguage` (iOS 17): it picks line heights for scripts
/// that need more room (Thai, Devanagari); NapkinUI lays every script out with the font's own metrics.
public struct TypesettingLanguage: Sendable, Hashable {
    let language: Locale.Language?

    /// The language of the text's content or the app's locale.
    public static let automatic = TypesettingLanguage(language: nil)

    /// Text set for `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

/// How Writing Tools offer to rewrite a text view's text, as SwiftUI's `WritingToolsBehavior` (iOS 18).
public struct WritingToolsBehavior: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, complete, limited, disabled }
    let kind: Kind

    /// The platform's choice.
    public static let automatic = WritingToolsBehavior(kind: .automatic)
    /// Every Writing Tools feature, rewriting in place.
    public static let complete = WritingToolsBehavior(kind: .complete)
    /// Results in a panel, the text left as it is.
    public static let limited = WritingToolsBehavior(kind: .limited)
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(kind: .disabled)
}

/// Which side of a line break the caret sits on, as SwiftUI's `TextSelectionAffinity` (iOS 18).
public enum TextSelectionAffinity: Sendable, Hashable {
    /// The platform's choice.
    case automatic
    /// At the end of the line before the break.
    case upstream
    /// At the start of the line after the break.
    case downstream
}

extension View {
    /// Sets the language the text inside is set for, as SwiftUI's `typesettingLanguage(_:isEnabled:)` (iOS 17). It
    /// changes line heights only for a few tall scripts; NapkinUI keeps each font's own, so nothing drawn changes.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// Sets the language the text inside is set for, as SwiftUI's `typesettingLanguage(_:isEnabled:)` (iOS 17).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }

    /// Sets how Writing Tools treat the text views inside, as SwiftUI's `writingToolsBehavior(_:)` (iOS 18): the
    /// tools show only after text is selected and the menu opened, so a still frame is unchanged.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

    /// Sets which side of a line break the caret of the text views inside sits on, as SwiftUI's
    /// `textSelectionAffinity(_:)` (iOS 18); NapkinUI draws fields at rest, with no caret, so nothing changes.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { self }

    /// Turns off the replace part of the find bar of the text editors inside, as SwiftUI's `replaceDisabled(_:)`
    /// (iOS 16). The find bar shows only after Find is chosen from the keyboard or the edit menu, so a still frame is
    /// unchanged.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Turns off the find bar of the text editors inside, as SwiftUI's `findDisabled(_:)` (iOS 16); the bar shows only
    /// when asked for, so a still frame is unchanged.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
}
