/// A control for choosing one of several tagged options, as SwiftUI's `Picker`.
///
/// ```swift
/// Picker("Units", selection: $units) {
///     Text("Metric").tag(Units.metric)
///     Text("Imperial").tag(Units.imperial)
/// }
/// ```
/// Each option is a view of the content with a `.tag(_:)` (inside a `ForEach`, the element's
/// id tags it, as in SwiftUI); the option whose tag equals the selection is the chosen one.
/// The look follows `.pickerStyle(_:)`: a closed menu (the default), segments, inline rows
/// with a checkmark, a wheel, or a navigation row. `Window.select(_:in:)` chooses an option by
/// its words and writes its tag through the selection binding.
public struct Picker<SelectionValue: Hashable>: View, PrimitiveView, MultiView {
    /// No body: a picker is primitive.
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: any View
    let content: any View

    /// A picker bound to `selection`, choosing among the tagged views of `content`, named by
    /// `label`.
    public init<Content: View, Label: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker named by `label` (SwiftUI's older argument order).
    public init<Content: View, Label: View>(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// A picker with a text label (read as Markdown, like `Text`'s literals).
    public init<Content: View>(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a text label shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let nodes = makeNodes(in: environment)
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: .vertical, alignment: .center, spacing: 0, children: nodes)
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let model = PickerModel(
            label: labelText(of: label, in: environment),
            options: options(in: environment),
            selection: selection
        )
        let style = environment.pickerStyle
        let views = style.views(for: model, label: AnyView(erasing: label), in: environment)
        let element: InteractiveElement.Action = .selection { [selection, options = model.options] index in
            guard options.indices.contains(index), let value = options[index].tag.base as? SelectionValue else { return }
            selection.wrappedValue = value
        }
        // The first node reports the picker; an inline picker's other rows are its options.
        return views.enumerated().map { index, view in
            let node = buildNode(view, in: environment)
            guard index == 0 else { return node }
            return ControlNode(
                child: node, kind: .picker, label: model.label, isEnabled: environment.isEnabled,
                value: model.selectedOption?.label, options: model.options.map(\.label), action: element
            )
        }
    }

    /// The tagged views of the content, with their words.
    private func options(in environment: EnvironmentValues) -> [PickerOption] {
        var inner = environment
        inner.tagsForEachElement = true
        return buildNodes(content, in: inner).compactMap { node in
            node.tag.map { PickerOption(label: node.textContent, tag: $0) }
        }
    }
}

/// One option of a picker: its words and its tag.
struct PickerOption {
    let label: String
    let tag: AnyHashable
}

/// What a picker style draws from.
@MainActor
struct PickerModel {
    let label: String
    let options: [PickerOption]
    let selectedIndex: Int?

    init<SelectionValue: Hashable>(label: String, options: [PickerOption], selection: Binding<SelectionValue>) {
        self.label = label
        self.options = options
        let value = selection.wrappedValue
        // An optional selection matches the tags of its wrapped type, as in SwiftUI; `nil`
        // matches none.
        let selected: AnyHashable? = (value as? any OptionalSelection)?.wrappedSelection ?? AnyHashable(value)
        selectedIndex = selected.flatMap { selected in options.firstIndex { $0.tag == selected } }
    }

    var selectedOption: PickerOption? { selectedIndex.map { options[$0] } }
}

/// An optional selection value, unwrapped for matching against tags.
protocol OptionalSelection {
    /// The wrapped value, or `nil`.
    var wrappedSelection: AnyHashable? { get }
}

extension Optional: OptionalSelection where Wrapped: Hashable {
    var wrappedSelection: AnyHashable? { map { AnyHashable($0) } }
}
