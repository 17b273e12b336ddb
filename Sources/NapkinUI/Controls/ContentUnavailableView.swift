/// What a screen shows when it has nothing to show, as iOS 17's `ContentUnavailableView`:
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here."))
/// ContentUnavailableView.search(text: query)
/// ```
/// As iOS draws it: centred in all the space offered, the symbol 48 points tall in the
/// secondary colour, the title (title 2, bold) 12 points below it, the description (callout,
/// secondary, centred) 8 points below that, and the actions 16 points lower, everything 32
/// points from the sides.
///
/// Generic over its parts, as SwiftUI's (`ContentUnavailableView<Label, Description, Actions>`), so an
/// app's `extension ContentUnavailableView where Description == Text?, Actions == EmptyView` adds its
/// own initialisers beside the title-and-symbol ones (`where Label == Label<Text, Image>`).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    /// No body: the parts are laid out directly.
    public typealias Body = Never
    let label: any View
    let description: (any View)?
    let actions: (any View)?

    /// A view of your own label (usually a ``Label``), description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The parts as they are (`nil` for a part the initialiser has none of).
    init(label: Label, description: (any View)?, actions: (any View)?) {
        self.label = label
        self.description = description
        self.actions = actions
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let view = VStack(spacing: 0) {
            AnyView(erasing: label).labelStyle(UnavailableLabelStyle())
            if let description {
                AnyView(erasing: description)
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .padding(.top, 8)
            }
            if let actions {
                VStack(spacing: 12) { AnyView(erasing: actions) }.padding(.top, 16)
            }
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return buildNode(view, in: environment)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view of your own label and description, without actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView {
    /// A view of your own label and actions, without a description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {
        self.init(label: label, description: { EmptyView() }, actions: actions)
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view of your own label alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == NapkinUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title (read as Markdown) under the symbol `name`, with an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: Label(title, systemImage: name), description: description, actions: nil)
    }

    /// A title shown verbatim under the symbol `name`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: Label(title, systemImage: name), description: description, actions: nil)
    }

    /// A title (read as Markdown) under the asset catalog's image `name`, with an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: Label(title, image: name), description: description, actions: nil)
    }

    /// A title shown verbatim under the asset catalog's image `name`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: Label(title, image: name), description: description, actions: nil)
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// "No Results", for a search that found nothing.
    public static var search: Self {
        Self(
            label: Label("No Results", systemImage: "magnifyingglass"), description: Text("Check the spelling or try a new search."),
            actions: nil)
    }

    /// "No Results for “text”", for a search for `text` that found nothing.
    public static func search(text: String) -> Self {
        guard !text.isEmpty else { return search }
        return Self(
            label: Label("No Results for “\(text)”", systemImage: "magnifyingglass"),
            description: Text("Check the spelling or try a new search."), actions: nil)
    }
}

/// The parts of ``ContentUnavailableView/search``, as SwiftUI's `SearchUnavailableContent` names them.
public enum SearchUnavailableContent {
    /// The search's label: a magnifying glass over "No Results".
    public typealias Label = NapkinUI.Label<Text, Image>
    /// The search's description.
    public typealias Description = Text?
    /// The search has no actions.
    public typealias Actions = EmptyView
}

/// The label of an unavailable view: the icon over the title, both centred.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}
