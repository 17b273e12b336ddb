/// The look of a group box, as SwiftUI's `GroupBoxStyle`: it builds a view from the box's
/// label and content. Set it with `.groupBoxStyle(_:)`; a style of your own draws anything.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.title3); configuration.content }
///             .padding().background(.yellow, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view the style builds.
    associatedtype Body: View
    /// Builds the group box's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and content of the box being styled.
    typealias Configuration = GroupBoxStyleConfiguration
}

extension GroupBoxStyle {
    func makeErasedBody(configuration: Configuration) -> any View {
        makeBody(configuration: configuration)
    }
}

/// What a ``GroupBoxStyle`` knows of the box it styles, as SwiftUI's
/// `GroupBoxStyleConfiguration`.
@preconcurrency @MainActor
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view (nothing for a box without one).
    public struct Label: View, PrimitiveView, MultiView {
        /// No body: the label builds the view it stands for.
        public typealias Body = Never
        let view: any View
        func makeNode(in environment: EnvironmentValues) -> LayoutNode { buildNode(view, in: environment) }
        func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { buildNodes(view, in: environment) }
    }

    /// The box's content, as a view (its views stay separate children of a stack around it).
    public struct Content: View, PrimitiveView, MultiView {
        /// No body: the content builds the views it stands for.
        public typealias Body = Never
        let view: any View
        func makeNode(in environment: EnvironmentValues) -> LayoutNode { buildNode(view, in: environment) }
        func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { buildNodes(view, in: environment) }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content

    init(label: any View, content: any View) {
        self.label = Label(view: label)
        self.content = Content(view: content)
    }
}

/// iOS's group box: the label in the headline font above the content, both in a
/// leading-aligned column, 16 points inside a rounded rectangle (8-point continuous corners)
/// that spans the width offered, filled with the secondary system background (the tertiary
/// one for a box inside a box).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The system's group box.
    nonisolated public init() {}

    /// The label and content in their box.
    public func makeBody(configuration: Configuration) -> some View {
        SystemGroupBox(configuration: configuration)
    }
}

private struct SystemGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) private var depth

    var body: some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(depth == 0 ? Color.secondarySystemBackground : Color.tertiarySystemBackground)
        )
        .environment(\.groupBoxDepth, depth + 1)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default: the system's box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    /// The style of group boxes (the system's unless `.groupBoxStyle(_:)` says otherwise).
    var groupBoxStyle: any GroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the group boxes inside, as SwiftUI's `groupBoxStyle(_:)`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.groupBoxStyle = style }
    }
}
