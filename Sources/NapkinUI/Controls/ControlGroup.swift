/// Controls drawn as one group, as SwiftUI's `ControlGroup`: on iPhone, in content, the
/// buttons side by side in equal parts of one rounded grey box (tertiarySystemFill, corners
/// of 8), their labels in the tint, hairlines between them, each 7 points above and below
/// and 12 at the sides as a bordered button.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") { count -= 1 }
///     Button("Increase") { count += 1 }
/// }
/// ```
public struct ControlGroup: View, PrimitiveView {
    /// No body: the group is built directly.
    public typealias Body = Never
    let content: any View

    /// A group of the controls `content` builds.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group with a label (shown when the group sits in a menu; in content only the
    /// controls draw).
    public init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// A titled group (the title shows only in a menu).
    public init<Content: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        // Each button is its whole segment: the segment's padding is the buttons' style.
        var inner = environment
        inner.buttonStyle = ControlGroupSegmentStyle()
        let parts = buildNodes(content, in: inner)
        let metrics = BorderedButtonMetrics(environment.controlSize)
        let separator = Color.separator
        var row: [AnyView] = []
        for (index, part) in parts.enumerated() {
            if index > 0 {
                row.append(AnyView(separator.frame(width: 1.0 / Double(environment.displayScale)).padding(.vertical, 8)))
            }
            row.append(AnyView(NodeView(node: part)))
        }
        let group = HStack(spacing: 0) { ForEach(row.indices, id: \.self) { row[$0] } }
            .fixedSize(horizontal: false, vertical: true)
            .background(RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(Color.tertiarySystemFill))
        return buildNode(group, in: environment)
    }
}

/// A button of a control group: its tinted label, padded as a bordered button, across its
/// share of the group.
private struct ControlGroupSegmentStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let metrics = BorderedButtonMetrics(environment.controlSize)
            AutomaticButtonStyle().makeBody(configuration: configuration)
                .font(metrics.font ?? environment.fontAsSet)
                .padding(.vertical, metrics.vertical)
                .padding(.horizontal, metrics.horizontal)
                .frame(maxWidth: .infinity)
        }
    }
}

/// A node already built, placed as a view.
private struct NodeView: View, PrimitiveView {
    typealias Body = Never
    let node: LayoutNode
    func makeNode(in environment: EnvironmentValues) -> LayoutNode { node }
}
