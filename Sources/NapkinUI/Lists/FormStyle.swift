/// The look of a form, as SwiftUI's `FormStyle`: it builds a view from the form's content. Set
/// it with `.formStyle(_:)`. The automatic and grouped styles draw iOS's inset-grouped form
/// (``Form``); `.columns` lays the rows out in one column on the screen's background, with no
/// cards and nothing scrolling; a style of your own draws anything around
/// `configuration.content`.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view the style builds.
    associatedtype Body: View
    /// Builds the form's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The content of the form being styled.
    typealias Configuration = FormStyleConfiguration
}

extension FormStyle {
    func makeErasedBody(configuration: Configuration) -> any View {
        makeBody(configuration: configuration)
    }
}

/// What a ``FormStyle`` knows of the form it styles, as SwiftUI's `FormStyleConfiguration`.
@preconcurrency @MainActor
public struct FormStyleConfiguration {
    /// The form's content, as a view (its sections and rows stay separate children of a stack
    /// around it).
    public struct Content: View, PrimitiveView, MultiView {
        /// No body: the content builds the views it stands for.
        public typealias Body = Never
        let view: any View
        func makeNode(in environment: EnvironmentValues) -> LayoutNode { buildNode(view, in: environment) }
        func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] { buildNodes(view, in: environment) }
    }

    /// The sections and rows of the form.
    public let content: Content

    init(content: any View) {
        self.content = Content(view: content)
    }
}

/// The platform's form: on iPhone the grouped one.
public struct AutomaticFormStyle: FormStyle {
    /// The platform's form.
    nonisolated public init() {}

    /// The grouped form.
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormBody(content: configuration.content.view)
    }
}

/// iOS's inset-grouped form: each section a rounded card of rows on a grey background.
public struct GroupedFormStyle: FormStyle {
    /// The grouped form.
    nonisolated public init() {}

    /// The grouped form.
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormBody(content: configuration.content.view)
    }
}

/// A form whose rows run down one leading-aligned column on the screen's background, as
/// SwiftUI's non-scrolling `.columns` style: no cards and no separators; each section's header
/// above its rows.
public struct ColumnsFormStyle: FormStyle {
    /// The column form.
    nonisolated public init() {}

    /// The rows in a column.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) { configuration.content }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding()
    }
}

/// The form ``Form`` draws itself: its sections as inset-grouped cards.
struct GroupedFormBody: View, PrimitiveView {
    typealias Body = Never
    let content: any View

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        makeListNode(content, appearance: ListAppearance(kind: .form), name: "Form", in: environment)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default: the grouped form on iPhone.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// iOS's inset-grouped form.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// The rows in one column, with no cards.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: any FormStyle { AutomaticFormStyle() }
}

extension EnvironmentValues {
    /// The style of forms (the grouped one unless `.formStyle(_:)` says otherwise).
    var formStyle: any FormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the forms inside, as SwiftUI's `formStyle(_:)`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.formStyle = style }
    }
}
