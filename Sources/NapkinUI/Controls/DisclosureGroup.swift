internal import Raster

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`.
///
/// ```swift
/// DisclosureGroup("Permissions", isExpanded: $showsPermissions) {
///     Toggle("Edit cars", isOn: $canEdit)
///     Toggle("See payments", isOn: $canSeePayments)
/// }
/// ```
/// iOS draws the label with a `chevron.right` in the tint at the trailing edge, turned down
/// while the group is expanded; a tap on the label row expands or collapses it. In a `List`
/// or `Form` each view of the content is a row of its own under the label's row, as iOS's
/// outline rows; elsewhere the content sits under the label, leading-aligned.
///
/// Without an `isExpanded` binding the group starts collapsed and keeps its state in its
/// controller, by where it is written and its label's words (so the groups a `ForEach` makes
/// keep theirs apart); with a binding, the binding is the state and a tap writes it.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView, MultiView {
    /// No body: the group builds its rows directly.
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    let site: String

    /// A group drawn by `label`, collapsed at first, showing `content` when expanded.
    public init(
        fileID: String = #fileID, line: Int = #line, column: Int = #column,
        @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        isExpanded = nil
        site = "DisclosureGroup:\(fileID):\(line):\(column)"
    }

    /// A group drawn by `label` whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
        site = "DisclosureGroup"
    }

    /// One node: the label row, and under it the content when expanded.
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let nodes = makeNodes(in: environment)
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: .vertical, alignment: .leading, spacing: nil, children: nodes)
    }

    /// In a list or form, the label's row and a row for each view of the content.
    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let expansion = expansionBinding(in: environment)
        let expanded = expansion.wrappedValue
        let tint = ControlPalette(environment).tint(environment)
        let row = LabeledRow(
            label: AnyView(label),
            trailing: AnyView(
                Drawing(width: 12, height: 17, name: expanded ? "ChevronDown" : "Chevron") { canvas, rect in
                    Chevron.disclosure(in: rect, expanded: expanded, color: tint, on: canvas)
                }))
        let labelNode = ControlNode(
            child: buildNode(row, in: environment), kind: .button, label: labelText(of: label, in: environment),
            isEnabled: environment.isEnabled, value: expanded ? "expanded" : "collapsed",
            action: .tap { expansion.wrappedValue.toggle() })
        guard expanded else { return [labelNode] }
        if environment.isFormRow {
            return [labelNode] + buildNodes(content, in: environment)
        }
        let body = StackNode(axis: .vertical, alignment: .leading, spacing: nil, children: buildNodes(content, in: environment))
        return [StackNode(axis: .vertical, alignment: .leading, spacing: nil, children: [labelNode, body])]
    }

    /// The code's binding, or the state the controller keeps for this group.
    private func expansionBinding(in environment: EnvironmentValues) -> Binding<Bool> {
        if let isExpanded { return isExpanded }
        guard let bridge = environment.controllerContext?.controller?.bridge else { return .constant(false) }
        let key = site + ":" + labelText(of: label, in: environment)
        return Binding(
            get: { (bridge.viewState[key]?.base as? Bool) ?? false },
            set: { bridge.viewState[key] = AnyHashable($0) })
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled by a localized key, collapsed at first.
    public init(
        _ titleKey: LocalizedStringKey, fileID: String = #fileID, line: Int = #line, column: Int = #column,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(fileID: fileID, line: line, column: column, content: content) { Text(titleKey) }
    }

    /// A group titled by a localized key whose expansion is `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled by a run-time string, collapsed at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, fileID: String = #fileID, line: Int = #line, column: Int = #column,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(fileID: fileID, line: line, column: column, content: content) { Text(title) }
    }

    /// A group titled by a run-time string whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

extension Chevron {
    /// A disclosure group's `chevron.right` (body size, semibold: its arms meet square),
    /// centred in `rect`, turned a quarter down when `expanded`.
    @MainActor
    static func disclosure(in rect: Rect, expanded: Bool, color: SRGBColor, on canvas: Raster.Canvas) {
        let depth = 2.9, half = 5.6, x = rect.midX, y = rect.midY
        let points =
            expanded
            ? [Point(x: x - half, y: y - depth), Point(x: x, y: y + depth), Point(x: x + half, y: y - depth)]
            : [Point(x: x - depth, y: y - half), Point(x: x + depth, y: y), Point(x: x - depth, y: y + half)]
        canvas.strokePolyline(points, with: color, lineWidth: 2.2)
    }
}
