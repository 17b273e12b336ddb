extension View {
    /// A menu of `menuItems` that a long press on the view opens, as SwiftUI's
    /// `contextMenu(menuItems:)`. A render shows the view at rest (no menu);
    /// `window.contextMenuAction("Copy", on: "Invoice")` runs an item, as a long press and a
    /// tap would.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        let items = menuItems()
        return ModifiedView(content: self) { node, environment in
            var inner = environment
            inner.isFormRow = false
            return HiddenActionsNode(child: node, kind: .contextMenuItem, name: "ContextMenu", actions: buildNodes(items, in: inner))
        }
    }

    /// A context menu with a preview of its own (drawn only while open, so never in a render).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        contextMenu(menuItems: menuItems)
    }
}
