/// Ends the search interaction of the enclosing `.searchable`, as SwiftUI's `DismissSearchAction`, read with
/// `@Environment(\.dismissSearch)` and called as `dismissSearch()`. A render never starts a search interaction
/// (nobody focuses the field), so there is none to end and the call does nothing.
public struct DismissSearchAction: Sendable {
    /// Ends the search interaction, if one is going on.
    @MainActor
    public func callAsFunction() {}
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True while a person is searching with the enclosing `.searchable` field, as SwiftUI's `isSearching`: false in a
    /// render, where nobody focuses the field (a screen shows its unsearched state, as on iOS before the field is tapped).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// What ends the search interaction (see ``DismissSearchAction``).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}
