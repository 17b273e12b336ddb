/// SwiftUI's collapsible sections (iOS 17): `Section(isExpanded: $showsFolders) { rows } header: { Text("Folders") }`.
///
/// The binding decides whether the rows show: a collapsed section is its header alone. iOS draws a disclosure
/// chevron in the header, which toggles the binding, only in the sidebar list style; in the other styles the
/// header stays as it is and the app toggles the binding itself (from a button, say). napkin draws no chevron: it
/// has no sidebar style.
extension Section {
    /// A section whose rows show while `isExpanded` is true, under the header `header` builds.
    public init<Content: View, Header: View>(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
    ) {
        let expanded = isExpanded.wrappedValue
        self.init(header: header()) {
            if expanded { content() }
        }
    }

    /// A section titled `titleKey` whose rows show while `isExpanded` is true.
    public init<Content: View>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A section titled with a run-time string whose rows show while `isExpanded` is true.
    @_disfavoredOverload
    public init<Content: View, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
