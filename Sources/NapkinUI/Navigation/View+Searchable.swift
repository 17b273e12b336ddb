internal import Raster

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every placement
/// puts it under the navigation bar (below a large title).
public struct SearchFieldPlacement: Sendable, Hashable {
    /// When a navigation-bar drawer shows its field.
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
        /// Shown at rest, hidden once the content scrolls (a render is at rest: shown).
        case automatic
        /// Always shown.
        case always
    }

    private let name: String

    /// The platform's choice: under the navigation bar.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The toolbar (on iPhone, under the navigation bar).
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The sidebar (on iPhone, under the navigation bar).
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// Under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// Under the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// A `.searchable` field as the navigation bar draws it.
struct SearchItem {
    let text: Binding<String>
    let prompt: String
    /// True while searching (`isPresented`): the field is active and a Cancel button shows.
    let isActive: Binding<Bool>?
}

extension View {
    /// A search field under the navigation bar of the stack this view is in, as SwiftUI's
    /// `searchable(text:placement:prompt:)`: iOS 17's rounded grey field with a magnifying
    /// glass and the prompt ("Search" by default), below the large title. Typing into it
    /// (`window.type("milk", into: "Search")`) writes through `text`. Outside a navigation
    /// stack it draws nothing, as on iPhone.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(SearchItem(text: text, prompt: prompt?.string ?? "Search", isActive: nil))
    }

    /// A search field with a prompt (read as Markdown).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt shown verbatim.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> some View
    {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose active state follows `isPresented`: while true, the field is
    /// drawn active with a Cancel button beside it (tapping Cancel sets it false and clears
    /// the text).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchField(SearchItem(text: text, prompt: prompt?.string ?? "Search", isActive: isPresented))
    }

    /// A search field following `isPresented`, with a prompt (read as Markdown).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with suggestions, as SwiftUI's `searchable(text:placement:prompt:suggestions:)`. iOS lists the
    /// suggestions under the field only while people type into it; a still frame shows the field at rest, so it draws
    /// as the same field without suggestions does (see ``searchSuggestions(_:)``).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// A search field with suggestions and a prompt (read as Markdown).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    /// A search field with suggestions and a prompt shown verbatim.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    private func searchField(_ item: SearchItem) -> some View {
        navigationBar { $0.search = item }
    }
}

/// iOS 17's search field under a navigation bar, in points (measured on an iOS reference image
/// of a `.searchable` stack): a 36-point field with corners of 10, 1 point under the bar's row
/// or large title, in a 46-point band; a 16-point magnifying glass 8 points in, the prompt 7
/// points after it, both in the secondary label colour, on tertiarySystemFill.
enum SearchBarMetrics {
    static let bandHeight: Double = 46
    static let fieldTop: Double = 1
    static let fieldHeight: Double = 36
    static let cornerRadius: Double = 10
    static let sideInset: Double = 16
    static let iconInset: Double = 8
    static let iconSize: Double = 16
    static let textGap: Double = 7
    /// The scope bar under the field, while it shows: a 32-point segmented control 4 points
    /// under the band, the band growing by this much.
    static let scopeBarHeight: Double = 40
    static let scopeBarTop: Double = 4
    static let segmentedHeight: Double = 32
}

/// The search field band of a navigation bar, with the scope bar under it while it shows.
struct SearchBar: View {
    let item: SearchItem
    var scopes: SearchScopes?

    var body: some View {
        if let scopes {
            VStack(spacing: 0) {
                field
                scopes.picker
                    .frame(height: SearchBarMetrics.segmentedHeight)
                    .padding(.horizontal, SearchBarMetrics.sideInset)
                    .padding(.top, SearchBarMetrics.scopeBarTop)
                    .frame(height: SearchBarMetrics.scopeBarHeight, alignment: .top)
            }
        } else {
            field
        }
    }

    private var field: some View {
        let active = item.isActive?.wrappedValue ?? false
        return HStack(spacing: 12) {
            SearchFieldView(item: item)
            if active, let isActive = item.isActive {
                Button("Cancel") {
                    item.text.wrappedValue = ""
                    isActive.wrappedValue = false
                }
            }
        }
        .padding(.horizontal, SearchBarMetrics.sideInset)
        .padding(.top, SearchBarMetrics.fieldTop)
        .frame(height: SearchBarMetrics.bandHeight, alignment: .top)
    }
}

/// The field itself: glass, prompt or text, on its rounded grey fill; a text entry element
/// named by its prompt.
private struct SearchFieldView: View, PrimitiveView {
    typealias Body = Never
    let item: SearchItem

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.foregroundColor = .secondaryLabel
        let glass = buildNode(Image(systemName: "magnifyingglass").font(.system(size: SearchBarMetrics.iconSize)), in: inner)
        let value = item.text.wrappedValue
        var textEnvironment = environment
        textEnvironment.font = .body
        if value.isEmpty { textEnvironment.foregroundColor = .secondaryLabel }
        let text = buildNode(Text(verbatim: value.isEmpty ? item.prompt : value).lineLimit(1), in: textEnvironment)
        return SearchFieldNode(
            glass: glass, text: text, item: item, fill: Color.tertiarySystemFill.srgb(in: environment), isEnabled: environment.isEnabled)
    }
}

@MainActor
final class SearchFieldNode: LayoutNode {
    let item: SearchItem
    let fill: SRGBColor
    let isEnabled: Bool
    private var glass: LayoutNode { children[0] }
    private var text: LayoutNode { children[1] }

    init(glass: LayoutNode, text: LayoutNode, item: SearchItem, fill: SRGBColor, isEnabled: Bool) {
        self.item = item
        self.fill = fill
        self.isEnabled = isEnabled
        super.init(children: [glass, text])
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 200, height: SearchBarMetrics.fieldHeight)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let icon = glass.size(for: .unspecified)
        let iconWidth = max(icon.width, SearchBarMetrics.iconSize)
        glass.place(
            in: Rect(
                x: rect.minX + SearchBarMetrics.iconInset + (iconWidth - icon.width) / 2, y: rect.midY - icon.height / 2,
                width: icon.width, height: icon.height), context: context)
        let textX = rect.minX + SearchBarMetrics.iconInset + iconWidth + SearchBarMetrics.textGap
        let available = max(0, rect.maxX - 8 - textX)
        let size = text.size(for: SizeProposal(width: available, height: nil))
        text.place(
            in: Rect(x: textX, y: rect.midY - size.height / 2, width: min(size.width, available), height: size.height), context: context)
    }

    override func draw(in canvas: Raster.Canvas) {
        canvas.fill(.roundedRectangle(cornerRadius: SearchBarMetrics.cornerRadius), in: canvas.snap(frame), with: fill)
        super.draw(in: canvas)
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        elements.append(
            InteractiveElement(
                kind: .textField, label: accessibilityLabel ?? item.prompt, frame: frame, isEnabled: isEnabled,
                action: .textEntry(item.text)))
    }

    override var kind: String? { "SearchField" }
    override var detail: String? { "\"\(item.prompt)\" text=\"\(item.text.wrappedValue)\"" }
    override var textContent: String { "" }
}

/// How a search field sits in the toolbar, as SwiftUI's `SearchToolbarBehavior` (iOS 26).
public struct SearchToolbarBehavior: Sendable, Hashable {
    let minimizes: Bool

    /// The platform's choice: the field drawn in full.
    public static let automatic = SearchToolbarBehavior(minimizes: false)
    /// A search button in the toolbar that opens the field (iOS 26's glass toolbar).
    public static let minimize = SearchToolbarBehavior(minimizes: true)
}

extension View {
    /// Sets how the search field sits in the toolbar, as SwiftUI's `searchToolbarBehavior(_:)` (iOS 26). NapkinUI
    /// draws iOS 17's bars, where a search field is always drawn in full under the bar, so `.minimize` draws the
    /// field as `.automatic` does: a snapshot shows the field an iOS 17 device shows.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        self
    }
}

/// Whether presenting search may hide the toolbar's content, as SwiftUI's `SearchPresentationToolbarBehavior`
/// (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Sendable, Hashable {
    let keepsContent: Bool

    /// The platform's choice: on iPhone the navigation bar's title moves away while searching.
    public static let automatic = SearchPresentationToolbarBehavior(keepsContent: false)
    /// The title and bar items stay while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(keepsContent: true)
}

extension View {
    /// Sets whether presenting search may hide the toolbar's content, as SwiftUI's
    /// `searchPresentationToolbarBehavior(_:)` (iOS 17.1). NapkinUI draws an active search field (a Cancel button
    /// beside it) under the bar and keeps the bar's title and items in both cases, as `.avoidHidingContent` does; at
    /// rest, with search not presented, both behaviours draw the same.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        self
    }
}
