extension View {
    /// Gives the view an explicit identity, as SwiftUI's `id(_:)`.
    ///
    /// SwiftUI uses a changed id to start the view afresh (its state reset, a transition run).
    /// NapkinUI keeps state in view values and rebuilds the tree on every layout, so the view
    /// is drawn as it is; what a new id starts afresh is the view of a representable inside
    /// (made again, the old one dismantled: ViewIdentity.swift). A ``ScrollViewProxy`` finds
    /// the view by it, to scroll to it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let id = AnyHashable(id)
        let identified = EnvironmentModifiedView(content: self) {
            $0.identityPath = $0.identityPath.appending(ViewIdentityStep.explicit(id))
        }
        return ModifiedView(content: identified) { node, _ in PreferenceNode(child: node) { $0[ScrollIDKey.self] = id } }
    }
}
