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
public struct ContentUnavailableView: View, PrimitiveView {
    /// No body: the parts are laid out directly.
    public typealias Body = Never
    let label: any View
    let description: (any View)?
    let actions: (any View)?

    /// A view of your own label (usually a ``Label``), description and actions.
    public init<Label: View, Description: View, Actions: View>(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// A title (read as Markdown) under the symbol `name`, with an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = Label(title, systemImage: name)
        self.description = description
        actions = nil
    }

    /// A title shown verbatim under the symbol `name`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = Label(title, systemImage: name)
        self.description = description
        actions = nil
    }

    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”", for a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView {
        guard !text.isEmpty else { return search }
        return ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
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
