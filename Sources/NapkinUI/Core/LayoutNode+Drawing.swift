extension LayoutNode {
    /// The children in drawing order: by ``zIndex``, then as written.
    var childrenInDrawingOrder: [LayoutNode] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            let za = a.element.zIndex, zb = b.element.zIndex
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
