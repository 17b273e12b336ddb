import Foundation

extension TextField {
    /// A field editing a value through `format`, as SwiftUI's `TextField(_:value:format:)`:
    /// it shows `format.format(value)`, and typing sets the value when the text parses
    /// (text that does not parse leaves the value unchanged, as on iOS).
    public init<F: ParseableFormatStyle>(_ title: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.init(title, text: formattedBinding(value, format: format))
    }

    /// A field editing a value through `format`, titled with a string shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.init(title, text: formattedBinding(value, format: format))
    }
}

/// A text binding over `value`: reads format it, writes parse it (ignored when they fail).
@MainActor
func formattedBinding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String>
where F.FormatOutput == String {
    // What was typed is kept while it does not parse, so typing "1." on the way to "1.5" is
    // not thrown away.
    let draft = FormatDraft()
    return Binding(
        get: { draft.text ?? format.format(value.wrappedValue) },
        set: { text in
            if let parsed = try? format.parseStrategy.parse(text) {
                value.wrappedValue = parsed
                draft.text = format.format(parsed) == text ? nil : text
            } else {
                draft.text = text
            }
        }
    )
}

/// The text typed into a formatted field while it does not parse.
@MainActor
final class FormatDraft {
    var text: String?
}
