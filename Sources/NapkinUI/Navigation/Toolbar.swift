/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, Hashable {
    enum Spot: Sendable, Hashable { case leading, trailing, principal, bottom, titleMenu, none }
    let spot: Spot

    /// The platform's choice: the bar's trailing end on iOS.
    public static let automatic = ToolbarItemPlacement(spot: .trailing)
    /// The bar's leading end.
    public static let navigationBarLeading = ToolbarItemPlacement(spot: .leading)
    /// The bar's trailing end.
    public static let navigationBarTrailing = ToolbarItemPlacement(spot: .trailing)
    /// The bar's leading end (iOS 17's name).
    public static let topBarLeading = ToolbarItemPlacement(spot: .leading)
    /// The bar's trailing end (iOS 17's name).
    public static let topBarTrailing = ToolbarItemPlacement(spot: .trailing)
    /// The middle of the bar, in place of the title.
    public static let principal = ToolbarItemPlacement(spot: .principal)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(spot: .bottom)
    /// The main action: the bar's trailing end.
    public static let primaryAction = ToolbarItemPlacement(spot: .trailing)
    /// A confirming action (Done, Save): the bar's trailing end.
    public static let confirmationAction = ToolbarItemPlacement(spot: .trailing)
    /// A cancelling action: the bar's leading end.
    public static let cancellationAction = ToolbarItemPlacement(spot: .leading)
    /// A destructive action: the bar's trailing end.
    public static let destructiveAction = ToolbarItemPlacement(spot: .trailing)
    /// Navigation actions (back, forward, a logo standing for home): the bar's leading end,
    /// where iOS puts them.
    public static let navigation = ToolbarItemPlacement(spot: .leading)
    /// A status in the bottom toolbar's middle.
    public static let status = ToolbarItemPlacement(spot: .bottom)
    /// Actions a person uses less often: on an iPhone, at the bar's trailing end after the
    /// primary ones.
    public static let secondaryAction = ToolbarItemPlacement(spot: .trailing)
    /// Above the keyboard: NapkinUI draws no keyboard, so nothing is shown.
    public static let keyboard = ToolbarItemPlacement(spot: .none)
}

/// Items for `.toolbar`, as SwiftUI's `ToolbarContent`: an app's own type says what it holds in its
/// `body` (`struct EditorToolbar: ToolbarContent { var body: some ToolbarContent { ToolbarItem … } }`);
/// NapkinUI's own items (``ToolbarItem``, ``ToolbarItemGroup``, ``ToolbarTitleMenu``) have no body
/// and place their views themselves.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content is made of (`Never` for NapkinUI's own items).
    associatedtype Body: ToolbarContent
    /// The content this content is made of.
    @ToolbarContentBuilder var body: Body { get }
    /// The placed views: by default, the body's.
    var placedItems: [(ToolbarItemPlacement, AnyView)] { get }
}

extension ToolbarContent {
    /// The body's placed views.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] { body.placedItems }
}

extension ToolbarContent where Body == Never {
    /// Never called: NapkinUI's own items place their views without a body.
    public var body: Never { fatalError("\(Self.self) has no body: it places its views itself") }
}

/// A toolbar content that can be customized, as SwiftUI's `CustomizableToolbarContent` (items made
/// with `id:`); nobody customizes the toolbar of a render, so it places its views as any content.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// The type of the body of NapkinUI's own toolbar items.
extension Never: ToolbarContent, CustomizableToolbarContent {
    /// Nothing: `Never` has no values.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] { [] }
}

/// One view placed in a bar, as SwiftUI's `ToolbarItem<ID, Content>`: `ID` is `Void` for an item
/// made with `init(placement:content:)` and `String` for a customizable one made with `id:`, so
/// an app can name the type of a property that returns one (`var done: ToolbarItem<Void, some View>`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent {
    /// An item has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    /// False for an item a person would have to add by customizing the toolbar.
    var isShown = true

    /// The item, unless it is hidden until customized.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] { isShown ? [(placement, AnyView(content))] : [] }
}

extension ToolbarItem where ID == () {
    /// `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customizable item named `id`, as SwiftUI's `init(id:placement:content:)`: shown, as
    /// nobody customizes the toolbar of a render.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// A customizable item named `id`, as SwiftUI's `init(id:placement:showsByDefault:content:)`:
    /// shown when `showsByDefault` is true; otherwise only a person customizing the toolbar adds
    /// it, which never happens in a render, so it is not shown.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
        isShown = showsByDefault
    }
}

/// Several views placed together, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup: ToolbarContent, CustomizableToolbarContent {
    /// A group has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: any View

    /// The views of `content`, side by side at `placement`.
    public init<Content: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// One item per view of the group.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] {
        flattenedViews(content).map { (placement, $0) }
    }
}

/// Several toolbar items.
public struct ToolbarContentList: ToolbarContent, CustomizableToolbarContent {
    /// A list has no body.
    public typealias Body = Never
    let items: [any ToolbarContent]
    /// Every item, in order.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] { items.flatMap(\.placedItems) }
}

/// A view written directly in `.toolbar { }`: placed automatically.
struct ToolbarView: ToolbarContent {
    typealias Body = Never
    let view: AnyView
    var placedItems: [(ToolbarItemPlacement, AnyView)] { [(.automatic, view)] }
}

/// Builds toolbar content from items, groups, plain views, `if` and `ForEach`-free lists.
@resultBuilder
@MainActor @preconcurrency
public enum ToolbarContentBuilder {
    /// Items in order.
    public static func buildBlock(_ items: any ToolbarContent...) -> ToolbarContentList { ToolbarContentList(items: items) }
    /// An item.
    public static func buildExpression(_ item: some ToolbarContent) -> any ToolbarContent { item }
    /// A view, placed automatically (SwiftUI accepts views in `.toolbar`).
    public static func buildExpression<V: View>(_ view: V) -> any ToolbarContent { ToolbarView(view: AnyView(view)) }
    /// An `if` without `else`.
    public static func buildOptional(_ item: (any ToolbarContent)?) -> any ToolbarContent {
        ToolbarContentList(items: item.map { [$0] } ?? [])
    }
    /// The first branch.
    public static func buildEither(first: any ToolbarContent) -> any ToolbarContent { first }
    /// The second branch.
    public static func buildEither(second: any ToolbarContent) -> any ToolbarContent { second }
}

extension View {
    /// Puts items in the navigation bar or the bottom toolbar of the screen, as SwiftUI's
    /// `.toolbar { ToolbarItem(placement: .topBarTrailing) { … } }`.
    public func toolbar(@ToolbarContentBuilder content: () -> ToolbarContentList) -> some View {
        let items = content().placedItems
        return navigationBar { item in
            for (placement, view) in items {
                switch placement.spot {
                case .leading: item.leadingItems.append(view)
                case .trailing: item.trailingItems.append(view)
                case .principal: item.titleView = view
                case .titleMenu: item.titleMenu = view
                case .bottom: item.bottomItems.append(view)
                case .none: break
                }
            }
        }
    }
}

/// The single views of `view`: a tuple's children one by one.
@MainActor
func flattenedViews(_ view: any View) -> [AnyView] {
    if let tuple = view as? TupleView { return tuple.children.flatMap(flattenedViews) }
    return [AnyView(erasing: view)]
}

/// The menu of the navigation title, as SwiftUI's `ToolbarTitleMenu` (iOS 16): the inline title gets
/// a chevron in a circle beside it, and tapping the title would open `content` as a menu.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    /// A title menu has no body.
    public typealias Body = Never
    let content: Content

    /// A title menu of `content` (buttons, as in a `Menu`).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The title menu, in place where the bar shows it.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] { [(ToolbarItemPlacement(spot: .titleMenu), AnyView(content))] }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu of the system's document actions, as SwiftUI's `ToolbarTitleMenu()` (none on an iPhone
    /// render: the chevron shows, as on iOS).
    public init() { content = EmptyView() }
}

extension View {
    /// Gives the navigation title a menu of `content`, as SwiftUI's `.toolbarTitleMenu { … }`: the inline
    /// title shows a chevron in a circle beside it.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        let menu = AnyView(content())
        return navigationBar { item in item.titleMenu = menu }
    }
}

/// A kind of item the system provides, as SwiftUI's `ToolbarDefaultItemKind` (iOS 26).
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String
    /// The search field of `.searchable`.
    public static let search = ToolbarDefaultItemKind(name: "search")
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The navigation title.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// Where the system puts one of its own items, as SwiftUI's `DefaultToolbarItem(kind:placement:)` (iOS 26): an app
/// moves `.searchable`'s field into the bottom bar with `DefaultToolbarItem(kind: .search, placement: .bottomBar)`.
/// NapkinUI keeps the system's items where it draws them (the search field under the navigation bar, the title in it),
/// so the item places nothing; iOS 26's bottom-bar search field is not drawn.
public struct DefaultToolbarItem: ToolbarContent, CustomizableToolbarContent {
    /// A default item has no body.
    public typealias Body = Never
    /// The kind of system item.
    public let kind: ToolbarDefaultItemKind
    /// Where the app asked for it.
    public let placement: ToolbarItemPlacement

    /// The system's `kind` item at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    /// Nothing: the system's items stay where NapkinUI draws them.
    public var placedItems: [(ToolbarItemPlacement, AnyView)] { [] }
}
