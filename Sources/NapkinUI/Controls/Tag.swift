extension View {
    /// Tags the view with `tag`, as SwiftUI's `tag(_:)`: a ``Picker`` matches its selection
    /// against the tags of its options.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedView(content: self) { node, _ in TagNode(child: node, tag: AnyHashable(tag)) }
    }
}

/// Carries a `.tag` to the picker around it; lays out as its child.
@MainActor
final class TagNode: WrapperNode {
    let tag: AnyHashable

    init(child: LayoutNode, tag: AnyHashable) {
        self.tag = tag
        super.init(child: child)
    }

    /// The first tag in `node`'s subtree, depth first.
    static func firstTag(in node: LayoutNode) -> AnyHashable? {
        if let tagged = node as? TagNode { return tagged.tag }
        for child in node.children {
            if let tag = firstTag(in: child) { return tag }
        }
        return nil
    }
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
