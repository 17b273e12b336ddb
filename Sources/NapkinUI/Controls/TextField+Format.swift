import Foundation

extension TextField where Label == Text {
    /// A field editing a value through `format`, as SwiftUI's `TextField(_:value:format:prompt:)`:
    /// it shows `format.format(value)`, and typing sets the value when the text parses
    /// (text that does not parse leaves the value unchanged, as on iOS).
    public init<F: ParseableFormatStyle>(_ title: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: formattedBinding(value, format: format), prompt: prompt)
    }

    /// A field editing a value through `format`, titled with a string shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: formattedBinding(value, format: format), prompt: prompt)
    }

    /// A field editing an optional value through `format`: it is empty while the value is nil,
    /// emptying it sets nil, and text that parses sets the value (text that does not parse leaves
    /// it unchanged).
    public init<F: ParseableFormatStyle>(_ title: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: optionalFormattedBinding(value, format: format), prompt: prompt)
    }

    /// A field editing an optional value through `format`, titled with a string shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: optionalFormattedBinding(value, format: format), prompt: prompt)
    }
}

/// A text binding over an optional `value`: nil reads as empty text and empty text writes nil;
/// otherwise as ``formattedBinding(_:format:)``.
@MainActor
func optionalFormattedBinding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F) -> Binding<String>
where F.FormatOutput == String {
    let draft = FormatDraft()
    return Binding(
        get: { draft.text ?? value.wrappedValue.map { format.format($0) } ?? "" },
        set: { text in
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                value.wrappedValue = nil
                draft.text = text.isEmpty ? nil : text
            } else if let parsed = try? format.parseStrategy.parse(text) {
                value.wrappedValue = parsed
                draft.text = format.format(parsed) == text ? nil : text
            } else {
                draft.text = text
            }
        }
    )
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

extension TextField where Label == Text {
    /// A field editing a value through a Foundation formatter, as SwiftUI's
    /// `TextField(_:value:formatter:)`: it shows `formatter.string(for: value)`, and typing sets
    /// the value when the text parses (a `NumberFormatter`'s number, a `DateFormatter`'s date;
    /// other formatters only show the value). Text that does not parse leaves the value as it is.
    public init<V>(_ title: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title, text: formatterBinding(value, formatter: formatter))
    }

    /// A field editing a value through a Foundation formatter, with a placeholder `prompt`.
    public init<V>(_ title: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title, text: formatterBinding(value, formatter: formatter), prompt: prompt)
    }

    /// A field editing a value through a Foundation formatter, titled with a string shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, text: formatterBinding(value, formatter: formatter))
    }

    /// SwiftUI's older formatted field: `onCommit` runs when the field is submitted
    /// (`Window.submit(_:)`); `onEditingChanged` is kept for focus changes, which a still frame
    /// has none of, as in the older text form.
    public init<V>(
        _ title: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: formatterBinding(value, formatter: formatter), onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// SwiftUI's older formatted field with a run-time title (see the form above).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: formatterBinding(value, formatter: formatter), onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

/// A text binding over `value` through `formatter`: reads write the value, writes parse the
/// text when the formatter can (ignored when it cannot or the text does not parse).
@MainActor
func formatterBinding<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
    let draft = FormatDraft()
    return Binding(
        get: { draft.text ?? formatter.string(for: value.wrappedValue) ?? "" },
        set: { text in
            if let parsed: V = parse(text, with: formatter) {
                value.wrappedValue = parsed
                draft.text = formatter.string(for: parsed) == text ? nil : text
            } else {
                draft.text = text
            }
        }
    )
}

/// `text` read by `formatter` as a `V`, or `nil` when the formatter cannot read it into one.
private func parse<V>(_ text: String, with formatter: Formatter) -> V? {
    if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
        return convert(number)
    }
    if let dates = formatter as? DateFormatter, let date = dates.date(from: text) {
        return date as? V
    }
    return nil
}

/// `number` as the numeric type `V`, or `nil` when `V` is not a number.
private func convert<V>(_ number: NSNumber) -> V? {
    switch V.self {
    case is Double.Type: number.doubleValue as? V
    case is Float.Type: number.floatValue as? V
    case is Int.Type: number.intValue as? V
    case is Int64.Type: number.int64Value as? V
    case is Int32.Type: number.int32Value as? V
    case is UInt.Type: number.uintValue as? V
    case is Decimal.Type: number.decimalValue as? V
    case is CGFloat.Type: CGFloat(number.doubleValue) as? V
    case is NSNumber.Type: number as? V
    default: nil
    }
}
