extension View {
    /// A menu of `menuItems` that a long press on the view opens, as SwiftUI's
    /// `contextMenu(menuItems:)`. A render shows the view at rest (no menu);
    /// `window.contextMenuAction("Copy", on: "Invoice")` runs an item, as a long press and a
    /// tap would.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        let items = menuItems()
        return ModifiedView(content: self) { node, environment in contextMenuNode(node, items: items, in: environment) }
    }

    /// A context menu with a preview of its own (drawn only while open, so never in a render).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        contextMenu(menuItems: menuItems)
    }

    /// The context menu `contextMenu` holds, as SwiftUI's older `contextMenu(_:)`; `nil` gives the
    /// view no menu.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        let items = contextMenu?.menuItems
        return ModifiedView(content: self) { node, environment in
            items.map { contextMenuNode(node, items: $0, in: environment) } ?? node
        }
    }
}

/// `node` with the context menu of `items`, which a long press opens.
@MainActor
private func contextMenuNode(_ node: LayoutNode, items: any View, in environment: EnvironmentValues) -> LayoutNode {
    var inner = environment
    inner.isFormRow = false
    return HiddenActionsNode(child: node, kind: .contextMenuItem, name: "ContextMenu", actions: buildNodes(items, in: inner))
}

/// A context menu's items, as SwiftUI's older `ContextMenu` (iOS 13): handed to
/// ``View/contextMenu(_:)``, it acts as ``View/contextMenu(menuItems:)`` does.
public struct ContextMenu<MenuItems: View> {
    /// The menu's items.
    let menuItems: MenuItems

    /// A menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}
