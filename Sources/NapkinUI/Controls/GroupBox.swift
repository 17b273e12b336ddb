/// A box that groups content under an optional label, as SwiftUI's `GroupBox`, drawn by the
/// environment's ``GroupBoxStyle``. The system's style draws it as iOS does: the label in the
/// headline font above the content, both in a leading-aligned column, 16 points inside a
/// rounded rectangle (8-point continuous corners) that spans the width offered, filled with the
/// secondary system background (the tertiary one for a box inside a box).
///
/// ```swift
/// GroupBox(label: Label("Application", systemImage: "apps.iphone")) {
///     Text("Version 1.5")
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// `content` under `label` (the older spelling, `GroupBox(label: Text("Title")) { … }`).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @Environment(\.groupBoxStyle) private var style

    /// The box as the environment's ``GroupBoxStyle`` draws it (the system's box unless
    /// `.groupBoxStyle(_:)` says otherwise).
    public var body: some View {
        AnyView(erasing: style.makeErasedBody(configuration: GroupBoxStyleConfiguration(label: label, content: content)))
    }
}

extension GroupBox where Label == EmptyView {
    /// `content` in a box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// `content` under a title (read as Markdown).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// `content` under a title shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// How many group boxes enclose a view: a box inside a box takes the next background.
private struct GroupBoxDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How many group boxes enclose the view.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}
