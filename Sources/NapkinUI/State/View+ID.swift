extension View {
    /// Gives the view an explicit identity, as SwiftUI's `id(_:)`.
    ///
    /// SwiftUI uses a changed id to start the view afresh (its state reset, a transition run).
    /// NapkinUI keeps state in view values and rebuilds the tree on every layout, so there is
    /// no identity to reset: the view is drawn as it is, and its id changes nothing drawn. A
    /// ``ScrollViewProxy`` finds the view by it, to scroll to it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let id = AnyHashable(id)
        return ModifiedView(content: settled()) { node, _ in PreferenceNode(child: node) { $0[ScrollIDKey.self] = id } }
    }
}
