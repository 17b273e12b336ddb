extension View {
    /// Tags the view with `tag`, as SwiftUI's `tag(_:)`: a ``Picker`` matches its selection
    /// against the tags of its options.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        // The tagged view's own ForEach views are not the options of the picker or tab view
        // outside: they tag nothing.
        let untagged = EnvironmentModifiedView(content: self) { $0.tagsForEachElement = false }
        return ModifiedView(content: untagged) { node, _ in node.tagged(AnyHashable(tag)) }
    }
}

extension LayoutNode {
    /// This node handing `tag` up to the picker around it (``TagKey``).
    func tagged(_ tag: AnyHashable) -> LayoutNode {
        PreferenceNode(child: self) { $0[TagKey.self] = tag }
    }

    /// The tag of this subtree: its outermost `.tag`, the first among siblings.
    var tag: AnyHashable? { preferences()[TagKey.self] }
}

private struct ImplicitTagsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a picker's content: `ForEach` tags each element's views with the
    /// element's id, as SwiftUI does, so `ForEach(flavors, id: \.self) { Text($0) }` needs
    /// no `.tag`.
    var tagsForEachElement: Bool {
        get { self[ImplicitTagsKey.self] }
        set { self[ImplicitTagsKey.self] = newValue }
    }
}
