/// A control that pushes a destination onto the enclosing navigation stack, as SwiftUI's
/// `NavigationLink`.
///
/// ```swift
/// NavigationLink("Notifications") { NotificationSettings() }
/// NavigationLink(value: contact) { ContactRow(contact) }   // with .navigationDestination(for: Contact.self)
/// ```
/// In a `Form` it is drawn as a row with a grey forward chevron at the trailing end;
/// elsewhere its label is drawn in the tint. A tap (`Window.tap(label:)` or on its frame)
/// pushes the destination through the navigation controller the stack is shown through.
/// A value link pushes what the nearest `.navigationDestination(for:)` for the value's type
/// builds, looked up from the top of the stack down. Outside a navigation stack a link is
/// drawn dimmed and cannot be tapped, as in SwiftUI.
public struct NavigationLink: View, PrimitiveView {
    /// No body: a navigation link is primitive.
    public typealias Body = Never
    let label: any View
    let target: Target
    /// True for a link bound to `isActive`: its label is the real link with the destination
    /// modifier around it, built as it is.
    var isWrapper = false

    init(label: any View, target: Target) {
        self.label = label
        self.target = target
    }

    enum Target {
        case destination(AnyView)
        case value(Any)
        /// A link bound to `isActive` (NavigationLink+IsActive.swift): tapping sets it true.
        case activate(Binding<Bool>)
    }

    /// A link drawn by `label` that pushes `destination`.
    public init<Label: View, Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .destination(AnyView(destination()))
    }

    /// A link drawn by `label` that pushes `destination` (SwiftUI's older form).
    public init<Label: View, Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .destination(AnyView(destination))
    }

    /// A link with a text label that pushes `destination`.
    public init<Destination: View>(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
        target = .destination(AnyView(destination()))
    }

    /// A link with a text label that pushes `destination` (SwiftUI's older form).
    public init<Destination: View>(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
        target = .destination(AnyView(destination))
    }

    /// A link with a run-time text label that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol, Destination: View>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
        target = .destination(AnyView(destination()))
    }

    /// A link with a run-time text label that pushes `destination` (SwiftUI's older form).
    @_disfavoredOverload
    public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination) {
        self.label = Text(title)
        target = .destination(AnyView(destination))
    }

    /// A link drawn by `label` that pushes the destination registered for `value`'s type.
    public init<P: Hashable, Label: View>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = value.map { .value($0) } ?? .value(Optional<P>.none as Any)
    }

    /// A link with a text label that pushes the destination registered for `value`'s type.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link with a run-time text label that pushes the destination for `value`'s type.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        if isWrapper { return buildNode(label, in: environment) }
        let controller = environment.controllerContext?.controller
        let canPush = controller?.navigationController != nil
        let palette = ControlPalette(environment)
        let body: any View =
            environment.isFormRow
            ? LabeledRow(
                label: AnyView(erasing: label),
                trailing: AnyView(
                    Drawing(width: 8, height: 14, name: "Chevron") { canvas, rect in
                        Chevron.forward(in: rect, color: palette.tertiaryLabel, on: canvas)
                    }))
            : AnyView(erasing: label).foregroundStyle(Color(palette.tint(environment)))
        let target = self.target
        return ControlNode(
            child: buildNode(body, in: environment), kind: .navigationLink, label: labelText(of: label, in: environment),
            isEnabled: environment.isEnabled && canPush,
            action: .tap { [weak controller, selection = environment.listSelection] in
                // In a split view's column, a value link selects; the selection shows the next column.
                if case .value(let value) = target, let hashable = value as? AnyHashable, let selection, selection.select(hashable) {
                    return
                }
                controller?.pushDestination(target)
            }
        )
    }
}

extension ViewController {
    /// Pushes what a navigation link leads to onto this controller's navigation controller.
    func pushDestination(_ target: NavigationLink.Target) {
        guard let navigation = navigationController else { return }
        let view: AnyView
        switch target {
        case .destination(let destination):
            view = destination
        case .activate(let isActive):
            // The `.navigationDestination(isPresented:)` the link carries pushes on the next layout.
            isActive.wrappedValue = true
            return
        case .value(let value):
            guard let hashable = value as? AnyHashable else { return }
            // A path-bound stack shows the value once it is on the path.
            if let append = navigation.appendToPath, append(hashable) { return }
            guard let pushed = navigation.makeDestination(for: hashable) else { return }
            navigation.pushViewController(pushed, animated: true)
            return
        }
        let pushed = HostingController(rootView: view)
        pushed.backgroundColor = nil
        navigation.pushViewController(pushed, animated: true)
    }

    /// The `.navigationDestination(for:)` builder for `type` in this controller's content or
    /// in the navigation stack it embeds.
    func destination(for type: ObjectIdentifier) -> (@MainActor (Any) -> AnyView)? {
        if let build = bridge.preferences.destinations[type] { return build }
        for child in children {
            if let build = child.destination(for: type) { return build }
        }
        return nil
    }
}

extension View {
    /// Registers what a value link for `data` pushes, as SwiftUI's modifier: the destination
    /// `destination` builds for the link's value.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        writingPreferences { values in
            values.prepend(
                (
                    ObjectIdentifier(data),
                    { value in
                        // Only links whose value has type `D` look this builder up.
                        AnyView(destination(value as! D))
                    }
                ), to: DestinationsKey.self)
        }
    }
}

extension NavigationController {
    /// A controller showing what the nearest `.navigationDestination(for:)` for `value`'s
    /// type builds (looked up from the top of the stack down, as SwiftUI does), or `nil`
    /// when no screen registered one.
    func makeDestination(for value: AnyHashable) -> ViewController? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        guard let build = viewControllers.reversed().lazy.compactMap({ $0.destination(for: type) }).first else { return nil }
        let pushed = HostingController(rootView: build(value.base))
        pushed.backgroundColor = nil
        pushed.bridge.pushOrigin.value = value
        return pushed
    }
}

extension View {
    /// Pushes `destination` while `isPresented` is true, as SwiftUI's modifier: the stack
    /// follows the binding after each layout, and popping the screen (Back, `dismiss()`)
    /// writes false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return writingPreferences {
            $0.prepend(ProgrammaticDestination(isPresented: isPresented, destination: view), to: ProgrammaticDestinationsKey.self)
        }
    }
}

extension View {
    /// Pushes what `destination` builds for `item`'s value while it is not nil, as SwiftUI's
    /// modifier: setting the binding pushes (a new value replaces the pushed screen's content),
    /// setting nil pops, and popping the screen (Back, `dismiss()`) writes nil.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { shown in if !shown { item.wrappedValue = nil } })
        // The pushed screen reads the value each time it is drawn, so a new value shows at once.
        let view = AnyView(ItemDestination(item: item, destination: destination))
        return writingPreferences {
            $0.prepend(ProgrammaticDestination(isPresented: isPresented, destination: view), to: ProgrammaticDestinationsKey.self)
        }
    }
}

/// What `.navigationDestination(item:)` pushes: the destination for the binding's current value.
private struct ItemDestination<D: Hashable, C: View>: View {
    let item: Binding<D?>
    let destination: (D) -> C

    var body: some View {
        if let value = item.wrappedValue { destination(value) }
    }
}

extension ViewController {
    /// Pushes or pops the screens of this controller's `.navigationDestination(isPresented:)`
    /// modifiers to match their bindings; returns true when the stack changed.
    func followProgrammaticDestinations() -> Bool {
        guard !bridge.preferences.programmatic.isEmpty, let navigation = navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === self || $0 === self.parent })
        else { return false }
        var changed = false
        for (key, request) in bridge.preferences.programmatic {
            let above = navigation.viewControllers.dropFirst(index + 1).first { $0.bridge.pushOrigin.programmaticKey == key }
            if request.isPresented.wrappedValue {
                if let above {
                    above.replaceContent(with: request.destination)
                } else if navigation.viewControllers.count == index + 1 {
                    let pushed = HostingController(rootView: request.destination)
                    pushed.backgroundColor = nil
                    pushed.bridge.pushOrigin.programmaticKey = key
                    let binding = request.isPresented
                    pushed.bridge.pushOrigin.onPopped = { binding.wrappedValue = false }
                    navigation.pushViewController(pushed, animated: true)
                    changed = true
                }
            } else if let above {
                above.bridge.pushOrigin.onPopped = nil
                navigation.pop(above)
                changed = true
            }
        }
        return changed
    }
}
