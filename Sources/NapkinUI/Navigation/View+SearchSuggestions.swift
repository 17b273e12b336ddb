extension View {
    /// Suggestions for the search field of `.searchable`, as SwiftUI's `searchSuggestions(_:)`:
    /// iOS lists them under the field while people type into it (the field focused), and
    /// shows nothing of them otherwise. A still frame shows the screen at rest, the field not
    /// focused, so the suggestions are not drawn and the view looks as it does without them.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        settled()
    }

    /// The text a search suggestion fills the search field with when chosen, as SwiftUI's
    /// `searchCompletion(_:)`: it marks a view inside ``View/searchSuggestions(_:)`` and does not
    /// change how the view looks.
    public func searchCompletion(_ completion: String) -> some View {
        settled()
    }
}
