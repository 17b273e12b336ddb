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

extension NavigationLink {
    /// A link bound to `isActive` whose destination and label are both built by closures, as SwiftUI's
    /// deprecated `NavigationLink(isActive:destination:label:)`.
    public init<Label: View, Destination: View>(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A titled link (read as Markdown) bound to `isActive`, its destination built by a trailing closure.
    public init<Destination: View>(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// A link titled verbatim, bound to `isActive`, its destination built by a trailing closure.
    @_disfavoredOverload
    public init<S: StringProtocol, Destination: View>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }
}

extension NavigationLink {
    /// A link that is active while `selection` holds `tag`, as SwiftUI's deprecated
    /// `NavigationLink(destination:tag:selection:label:)`: tapping it writes `tag`, writing `tag` in code pushes
    /// its destination, and Back writes `nil`.
    public init<V: Hashable, Label: View, Destination: View>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, isActive: Self.isSelected(tag, in: selection), label: label)
    }

    /// A link active while `selection` holds `tag`, its destination and label built by closures.
    public init<V: Hashable, Label: View, Destination: View>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: Self.isSelected(tag, in: selection), label: label)
    }

    /// A titled link (read as Markdown) active while `selection` holds `tag`.
    public init<V: Hashable, Destination: View>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, isActive: Self.isSelected(tag, in: selection)) { Text(titleKey) }
    }

    /// A titled link (read as Markdown) active while `selection` holds `tag`, its destination built by a closure.
    public init<V: Hashable, Destination: View>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), isActive: Self.isSelected(tag, in: selection)) { Text(titleKey) }
    }

    /// A link titled verbatim, active while `selection` holds `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable, Destination: View>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, isActive: Self.isSelected(tag, in: selection)) { Text(title) }
    }

    /// A link titled verbatim, active while `selection` holds `tag`, its destination built by a closure.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable, Destination: View>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), isActive: Self.isSelected(tag, in: selection)) { Text(title) }
    }

    /// True while `selection` holds `tag`; writing true selects `tag`, writing false clears the selection if it
    /// still holds `tag` (another link may have taken it).
    private static func isSelected<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}

extension NavigationLink {
    /// Whether the destination replaces the detail column of a split view (`true`, the default) or
    /// is pushed in the link's own column, as SwiftUI's `isDetailLink(_:)`. On an iPhone, the only
    /// device napkin lays out columns for as one stack, both push onto the same stack: the link is
    /// returned unchanged.
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        self
    }
}
