/// A column of rows, grouped into sections, as SwiftUI's `List`.
///
/// ```swift
/// List {
///     Section("Account") {
///         Label("Profile", systemImage: "person.circle")
///         Label("Notifications", systemImage: "bell")
///     }
/// }
/// .listStyle(.insetGrouped)
/// ```
/// The style (`.listStyle(_:)`) sets the look; the default is iOS's inset-grouped list. Every
/// view is a row at least 44 points tall with its content 20 points from the card's edge, and
/// the hairline under a row starts where its text does, so rows led by an icon keep their
/// separators aligned with the titles. The list fills the space offered; rows beyond it are
/// clipped, as a still frame of a scrolled-to-top list shows.
public struct List: View, PrimitiveView {
    /// No body: a list is primitive.
    public typealias Body = Never
    let content: any View
    /// The single selection, which drives the next column in a split view (NavigationSplitView.swift).
    var selection: ListSelection?
    /// The selection, single or a set, that edit mode's circles show (ListEditMode.swift).
    var editSelection: ListEditSelection?

    /// A list of the rows and sections built by `content`.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose rows can be selected; out of edit mode no row is drawn selected in a still
    /// frame. In edit mode (`\.editMode`) each row with a value (its `ForEach` element's id,
    /// or its `.tag`) shows a circle, filled with a checkmark when selected, and a tap on the
    /// row selects or deselects it. In a split view's column, a value link inside selects, and
    /// the selection shows the next column (see ``NavigationSplitView``).
    public init<SelectionValue: Hashable, Content: View>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection($0) }
        editSelection = selection.map { ListEditSelection($0) }
    }

    /// A list with multiple selection: in edit mode each row shows its circle and a tap adds
    /// the row to the set or takes it out, as ``init(selection:content:)-(Binding<SelectionValue?>?,_)``.
    public init<SelectionValue: Hashable, Content: View>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        editSelection = selection.map { ListEditSelection($0) }
    }

    /// A row for each element, with multiple selection (see ``init(selection:content:)-(Binding<Set<SelectionValue>>?,_)``).
    public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable {
        content = ForEach(data, id: \.id, content: rowContent)
        editSelection = selection.map { ListEditSelection($0) }
    }

    /// A row for each element of `data`, identified by `id`, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        content = ForEach(data, id: id, content: rowContent)
        editSelection = selection.map { ListEditSelection($0) }
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of a collection of identifiable elements.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable {
        content = ForEach(data, id: \.id, content: rowContent)
    }

    /// A row for each element, with a selection (as ``init(selection:content:)-(Binding<SelectionValue?>?,_)``).
    public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable {
        content = ForEach(data, id: \.id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
        editSelection = selection.map { ListEditSelection($0) }
    }

    /// A row for each element of `data`, identified by `id`, with a selection.
    public init<Data: RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
        editSelection = selection.map { ListEditSelection($0) }
    }

    /// A row for each integer in `range`.
    public init<RowContent: View>(_ range: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) {
        content = ForEach(range, id: \.self, content: rowContent)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        if let driving = splitColumnView(in: environment) { return buildNode(driving, in: environment) }
        let style = environment[ListStyleKey.self] ?? .insetGrouped
        return makeListNode(content, appearance: ListAppearance(style: style), name: "List", selection: editSelection, in: environment)
    }
}

/// A look for lists, as SwiftUI's `ListStyle`; pass one of the static values to
/// `.listStyle(_:)`: `.plain`, `.grouped`, `.insetGrouped`, `.sidebar`, `.inset` or
/// `.automatic`.
public protocol ListStyle: Sendable {
    /// The look, for NapkinUI's layout.
    var kind: ListStyleKind { get }
}

/// The looks NapkinUI draws.
public enum ListStyleKind: Sendable, Hashable {
    /// Full-width rows on white, bold section headers.
    case plain
    /// Full-width white bands on grey, grey capital headers.
    case grouped
    /// Rounded white cards inset 20 points on grey (iOS's default).
    case insetGrouped
    /// As inset-grouped, with bold title-case headers.
    case sidebar
}

/// The platform default: inset-grouped on iPhone.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    /// Inset grouped.
    public var kind: ListStyleKind { .insetGrouped }
}

/// Full-width rows on white.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    /// Plain.
    public var kind: ListStyleKind { .plain }
}

/// Full-width white bands on a grey background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    /// Grouped.
    public var kind: ListStyleKind { .grouped }
}

/// Rounded cards inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset-grouped style.
    public init() {}
    /// Inset grouped.
    public var kind: ListStyleKind { .insetGrouped }
}

/// Plain rows inset from the edges; drawn as plain on iPhone.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    /// Plain.
    public var kind: ListStyleKind { .plain }
}

/// A sidebar; on iPhone, cards with bold section titles.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    /// Sidebar.
    public var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform default.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Full-width rows on white.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Full-width bands on grey.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded cards on grey.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows, inset.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue: ListStyleKind? = nil
}

extension ListAppearance {
    init(style: ListStyleKind) {
        switch style {
        case .plain: self.init(kind: Kind.plain)
        case .grouped: self.init(kind: Kind.grouped)
        case .insetGrouped: self.init(kind: Kind.insetGrouped)
        case .sidebar: self.init(kind: Kind.sidebar)
        }
    }
}

extension View {
    /// Sets the style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0[ListStyleKey.self] = style.kind }
    }

    /// Replaces this row's insets (20 points at the sides and 11 above and below by default).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ModifiedView(content: self) { node, _ in ListRowOptionsNode(child: node, options: ListRowOptions(insets: insets)) }
    }

    /// Draws `background` behind this row, filling it.
    public func listRowBackground<Background: View>(_ background: Background?) -> some View {
        ModifiedView(content: self) { node, environment in
            ListRowOptionsNode(child: node, options: ListRowOptions(background: background.map { buildNode($0, in: environment) }))
        }
    }

    /// Shows or hides the separators next to this row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ModifiedView(content: self) { node, _ in ListRowOptionsNode(child: node, options: ListRowOptions(separator: visibility)) }
    }

    /// Keeps this row where it is when its list's rows are moved, as SwiftUI's
    /// `moveDisabled(_:)`: the row of a `ForEach` with `onMove` cannot be moved
    /// (`Window.moveRow(_:toOffset:)` finds no move for it); `false` allows it again.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        ModifiedView(content: self) { node, _ in ListRowOptionsNode(child: node, options: ListRowOptions(moveDisabled: isDisabled)) }
    }

    /// Colours the separator under this row.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ModifiedView(content: self) { node, environment in
            ListRowOptionsNode(child: node, options: ListRowOptions(separatorTint: color?.srgb(in: environment)))
        }
    }
}

extension VerticalEdge {
    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// A set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue = CGFloat(ListAppearance.rowHeight)
}

extension EnvironmentValues {
    /// The least height of a list row, as SwiftUI's `defaultMinListRowHeight`: 44 points, as
    /// iOS; `.environment(\.defaultMinListRowHeight, 0)` lets rows be as short as their content
    /// and insets.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
