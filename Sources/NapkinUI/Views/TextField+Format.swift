import Foundation

extension TextField {
    /// A field editing a value through `format`, as SwiftUI's `TextField(_:value:format:)`:
    /// `TextField("Age", value: $age, format: .number)`.
    ///
    /// The field shows `format.format(value)`; typed text is parsed with the format's parse
    /// strategy and written through `value` when it parses (text that does not parse leaves
    /// the value as it was, as SwiftUI does when editing ends).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        self.init(titleKey, text: Self.formatted(value, format))
    }

    /// A field with a run-time title editing a value through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        self.init(title, text: Self.formatted(value, format))
    }

    /// A text binding over `value`: formatted to read, parsed to write.
    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            }
        )
    }
}
