/// A view of two or three columns, each choosing what the next shows, as SwiftUI's
/// `NavigationSplitView` (iOS 16).
///
/// ```swift
/// NavigationSplitView {
///     List(friends, selection: $selected) { friend in NavigationLink(friend.name, value: friend) }
/// } detail: {
///     if let selected { FriendDetail(friend: selected) } else { Text("Select a Friend") }
/// }
/// ```
/// NapkinUI's devices are iPhones, where the width is compact and iOS collapses the split view
/// into one navigation stack: it is drawn and behaves as a ``NavigationStack`` whose root is the
/// sidebar (its title large, its toolbar in the bar). A `List(selection:)` in the sidebar
/// drives the columns: choosing a row (a value link whose value is of the selection's type)
/// sets the selection, and the next column (the content column, or the detail) is pushed while
/// the selection is set; Back pops it and clears the selection. A three-column view's content
/// column drives the detail the same way. Links with a destination, and value links with a
/// `.navigationDestination(for:)`, push as in a stack. The column visibility, the style and
/// the column widths are accepted: a compact width shows one column at a time.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    /// No body: a split view is primitive.
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    /// The bound column visibility, when given.
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// A three-column split view: `sidebar` chooses what `content` shows, `content` what
    /// `detail` shows.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// A three-column split view whose visible columns follow `columnVisibility` on wide
    /// screens (on iPhone one column shows at a time).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        // The pushed columns read the columns of this layout when they are laid out, so a
        // column under the top one need not be laid out again to pass on fresh views.
        let columns = SplitViewColumns.kept(for: environment.controllerContext?.controller)
        columns.content = Content.self == EmptyView.self ? nil : AnyView(content)
        columns.detail = AnyView(detail)
        let next = SplitColumnView(columns: columns, isDetail: columns.content == nil)
        let root = sidebar.environment(\.splitViewNextColumn, SplitViewColumn(view: AnyView(next)))
        return NavigationStack { root }.makeNode(in: environment)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: `sidebar` chooses what `detail` shows.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        columnVisibility = nil
    }

    /// A two-column split view whose visible columns follow `columnVisibility` on wide screens.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

/// Which columns of a split view are shown, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Sendable, Hashable, Codable {
    private let name: String

    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The detail and the column before it.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// What the platform and the width choose.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Sendable, Hashable {
    private let name: String

    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The content column of a three-column view.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a split view arranges its columns on wide screens, as SwiftUI's
/// `NavigationSplitViewStyle`: `.automatic`, `.balanced` or `.prominentDetail`.
public protocol NavigationSplitViewStyle: Sendable {
    /// The arrangement, for NapkinUI.
    var arrangement: NavigationSplitViewArrangement { get }
}

/// The arrangements of ``NavigationSplitViewStyle``s.
public enum NavigationSplitViewArrangement: Sendable, Hashable {
    /// What the platform chooses.
    case automatic
    /// The leading columns shrink the detail.
    case balanced
    /// The detail keeps its size; the leading columns cover it.
    case prominentDetail
}

/// The platform's arrangement.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The arrangement.
    public var arrangement: NavigationSplitViewArrangement { .automatic }
    /// The style.
    public init() {}
}

/// Leading columns that shrink the detail.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The arrangement.
    public var arrangement: NavigationSplitViewArrangement { .balanced }
    /// The style.
    public init() {}
}

/// A detail that keeps its size under the leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The arrangement.
    public var arrangement: NavigationSplitViewArrangement { .prominentDetail }
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's arrangement.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns that shrink the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A detail that keeps its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// A column's width on wide screens, as `.navigationSplitViewColumnWidth` sets it.
public struct NavigationSplitViewColumnWidth: Sendable, Hashable {
    /// The smallest width, if set.
    public let min: CGFloat?
    /// The width the column starts at.
    public let ideal: CGFloat
    /// The largest width, if set.
    public let max: CGFloat?
}

private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static var defaultValue: NavigationSplitViewArrangement { .automatic }
}

private struct NavigationSplitViewColumnWidthKey: EnvironmentKey {
    static var defaultValue: NavigationSplitViewColumnWidth? { nil }
}

extension EnvironmentValues {
    /// The arrangement `.navigationSplitViewStyle(_:)` chose for split views inside.
    var navigationSplitViewArrangement: NavigationSplitViewArrangement {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }

    /// The width `.navigationSplitViewColumnWidth` asked for the column this view is in.
    var navigationSplitViewColumnWidth: NavigationSplitViewColumnWidth? {
        get { self[NavigationSplitViewColumnWidthKey.self] }
        set { self[NavigationSplitViewColumnWidthKey.self] = newValue }
    }
}

extension View {
    /// Arranges split views inside with `style` on wide screens; an iPhone shows one column at
    /// a time whatever the style.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewArrangement, style.arrangement)
    }

    /// Asks for a column `width` points wide on wide screens (an iPhone's columns take the
    /// whole width).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        environment(\.navigationSplitViewColumnWidth, NavigationSplitViewColumnWidth(min: nil, ideal: width, max: nil))
    }

    /// Asks for a column between `min` and `max` points wide, starting at `ideal`, on wide
    /// screens.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        environment(\.navigationSplitViewColumnWidth, NavigationSplitViewColumnWidth(min: min, ideal: ideal, max: max))
    }
}

// MARK: - Columns driven by a list's selection

/// The column a selection in this column shows (what a collapsed split view pushes).
struct SplitViewColumn {
    let view: AnyView
}

/// The content and detail columns of a split view in its last layout, kept by its hosting
/// controller across layouts (and gone with it).
@MainActor
final class SplitViewColumns {
    var content: AnyView?
    var detail = AnyView(EmptyView())

    /// The columns kept for the split view in `host`'s content (a new one outside a controller).
    static func kept(for host: ViewController?) -> SplitViewColumns {
        guard let host else { return SplitViewColumns() }
        if let columns = host.bridge.splitViewColumns { return columns }
        let columns = SplitViewColumns()
        host.bridge.splitViewColumns = columns
        return columns
    }
}

/// A pushed column of a collapsed split view: the content column (whose list's selection
/// shows the detail) or the detail, as the split view last built them.
struct SplitColumnView: View {
    let columns: SplitViewColumns
    let isDetail: Bool

    var body: some View {
        if isDetail {
            columns.detail
        } else {
            (columns.content ?? AnyView(EmptyView()))
                .environment(\.splitViewNextColumn, SplitViewColumn(view: AnyView(SplitColumnView(columns: columns, isDetail: true))))
        }
    }
}

/// A list's single selection with its value type erased: what a value link inside sets, and
/// what a collapsed split view follows.
@MainActor
struct ListSelection {
    /// True while nothing is selected.
    let isEmpty: @MainActor () -> Bool
    /// Deselects.
    let clear: @MainActor () -> Void
    /// Selects `value` when it is of the selection's type; false otherwise.
    let select: @MainActor (AnyHashable) -> Bool

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        isEmpty = { binding.wrappedValue == nil }
        clear = { binding.wrappedValue = nil }
        select = { value in
            guard let selected = value.base as? Value else { return false }
            binding.wrappedValue = selected
            return true
        }
    }
}

private struct SplitViewNextColumnKey: EnvironmentKey {
    static var defaultValue: SplitViewColumn? { nil }
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// Inside a collapsed split view's column: the column its list's selection shows.
    var splitViewNextColumn: SplitViewColumn? {
        get { self[SplitViewNextColumnKey.self] }
        set { self[SplitViewNextColumnKey.self] = newValue }
    }

    /// Inside a list whose selection drives a split view's next column: that selection.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

extension List {
    /// In a split view's column, the list with its selection driving the next column: value
    /// links inside select, and the next column is pushed while something is selected (its
    /// pop deselects). `nil` outside a split view or without a single selection.
    func splitColumnView(in environment: EnvironmentValues) -> (any View)? {
        guard let selection, let column = environment.splitViewNextColumn else { return nil }
        var plain = self
        plain.selection = nil
        let shown = Binding<Bool>(get: { !selection.isEmpty() }, set: { if !$0 { selection.clear() } })
        return
            plain
            .environment(\.listSelection, selection)
            .environment(\.splitViewNextColumn, nil)
            .navigationDestination(isPresented: shown) { column.view }
    }
}
