internal import Raster

/// The one node that writes preferences: it lays out as its child and, in the preference
/// walk, changes the values its child's subtree hands up. Every preference modifier, public
/// (`.preference`, `.transformPreference`, `.onPreferenceChange`) or internal (navigation
/// titles, bar items, destinations, presentations, sheet settings, lifecycle handlers, the
/// preferred colour scheme), is one of these with its own `write`.
///
/// Nodes that are preferences by nature (a navigation stack, a scroll view) override
/// ``LayoutNode/writePreferences(into:)`` themselves instead.
@MainActor
final class PreferenceNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let write: @MainActor (inout PreferenceValues) -> Void
    /// The kind and detail shown in the layout description (`NavigationTitle "Settings"`), or
    /// `nil` to show only the child.
    private let description: (kind: String, detail: String)?

    init(
        child: LayoutNode, description: (kind: String, detail: String)? = nil, write: @escaping @MainActor (inout PreferenceValues) -> Void
    ) {
        self.write = write
        self.description = description
        super.init(child: child)
    }

    override func writePreferences(into values: inout PreferenceValues) {
        write(&values)
    }

    override var kind: String? { description?.kind }
    override var detail: String? { description?.detail }
}

extension LayoutNode {
    /// The preference values of this subtree: the one walk of a laid-out tree, from the
    /// bottom up. The children's values are merged in order, then the node writes its own
    /// (``writePreferences(into:)``).
    func preferences() -> PreferenceValues {
        var values = PreferenceValues()
        for child in children { values.merge(child.preferences()) }
        writePreferences(into: &values)
        return values
    }
}
