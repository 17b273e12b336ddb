import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`: `LabeledContent("Version", value: "17.4")`.
///
/// As iOS draws it in a form, a list or on its own: the label at the leading edge in the
/// primary colour, the value at the trailing edge in the secondary colour, on their first
/// baselines; a long value wraps, right-aligned.
public struct LabeledContent: View, PrimitiveView {
    /// No body: the label and the value are laid out directly.
    public typealias Body = Never
    let label: any View
    let content: any View

    /// `content` labelled by `label`.
    public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// `content` labelled with a title (read as Markdown).
    public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// `content` labelled with a title shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A text value labelled with a title (read as Markdown).
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A text value labelled with a title shown verbatim.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value formatted by `format`, labelled with a title (read as Markdown).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        let text = format.format(value)
        self.init(content: { Text(text) }, label: { Text(titleKey) })
    }

    /// A value formatted by `format`, labelled with a title shown verbatim (a model's name).
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        let text = format.format(value)
        self.init(content: { Text(text) }, label: { Text(title) })
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let row = HStack(alignment: .firstTextBaseline, spacing: 8) {
            AnyView(erasing: label)
            Spacer(minLength: 0)
            AnyView(erasing: content)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
        return buildNode(row, in: environment)
    }
}
