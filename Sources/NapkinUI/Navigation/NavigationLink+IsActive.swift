extension NavigationLink {
    /// A link whose destination is pushed while `isActive` is true, as SwiftUI's deprecated
    /// `NavigationLink(destination:isActive:label:)`: tapping it sets `isActive`, setting
    /// `isActive` in code pushes (a hidden link, `NavigationLink("", destination: D(),
    /// isActive: $show).hidden()`, pushes on its own), and Back writes false.
    public init<Label: View, Destination: View>(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        let link = NavigationLink(label: label(), target: .activate(isActive))
        self.init(label: link.navigationDestination(isPresented: isActive) { destination }, target: .activate(isActive))
        isWrapper = true
    }

    /// A titled link (read as Markdown) bound to `isActive`.
    public init<Destination: View>(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link titled verbatim, bound to `isActive`.
    @_disfavoredOverload
    public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }
}
