/// When a search field's scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case onSearchPresentation
        case onTextEntry
    }

    let kind: Kind

    /// The platform's choice: on iPhone, while the search is presented.
    public static let automatic = SearchScopeActivation(kind: .onSearchPresentation)
    /// Once text is typed into the field.
    public static let onTextEntry = SearchScopeActivation(kind: .onTextEntry)
    /// While the search is presented (the field active, `isPresented` true).
    public static let onSearchPresentation = SearchScopeActivation(kind: .onSearchPresentation)
}

/// The scopes a `.searchScopes` modifier offers: a segmented picker of them, and when it shows.
struct SearchScopes {
    let picker: AnyView
    let activation: SearchScopeActivation
}

extension View {
    /// Scopes for the `.searchable` field of this screen, as SwiftUI's `searchScopes(_:scopes:)`:
    /// the `scopes` (views tagged with their values, as a picker's options) make a segmented
    /// control under the search field while the search is presented, bound to `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes for the search field, shown as `activation` says (iOS 16.4's
    /// `searchScopes(_:activation:_:)`): while the search is presented, or once text is typed.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S)
        -> some View
    {
        let picker = AnyView(Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden())
        let found = SearchScopes(picker: picker, activation: activation)
        return navigationBar { $0.searchScopes = found }
    }
}

extension NavigationItem {
    /// The scopes to draw under the search field now, or `nil` while they are not shown.
    var shownSearchScopes: SearchScopes? {
        guard let search, let scopes = searchScopes else { return nil }
        switch scopes.activation.kind {
        case .onTextEntry: return search.text.wrappedValue.isEmpty ? nil : scopes
        case .onSearchPresentation: return search.isActive?.wrappedValue == true ? scopes : nil
        }
    }

    /// The height of the search band under the bar: none without a search field, taller while
    /// the scope bar shows.
    var searchBandHeight: Double {
        guard search != nil else { return 0 }
        return SearchBarMetrics.bandHeight + (shownSearchScopes == nil ? 0 : SearchBarMetrics.scopeBarHeight)
    }
}
