// The initialisers iOS 17 gave controls that take a title and an icon in one call: a symbol
// (`systemImage:`) or a generated asset symbol (`image: ImageResource`). Each builds the same
// control as its `label:` form would with a `Label` of that title and icon, so styles, taps and
// VoiceOver treat it as any labelled control.

extension Label where Title == Text, Icon == Image {
    /// A label whose icon is the generated asset symbol `image`, as iOS 17's `Label(_:image:)`.
    public init(_ title: LocalizedStringKey, image: ImageResource) {
        self.init {
            Text(title)
        } icon: {
            Image(image)
        }
    }

    /// A label with a run-time title and the generated asset symbol `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource) {
        self.init {
            Text(title)
        } icon: {
            Image(image)
        }
    }
}

extension Menu {
    /// A menu labelled by `titleKey` beside the symbol `systemImage`, as iOS 17's
    /// `Menu(_:systemImage:content:)`.
    public init<Content: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// A menu with a run-time title beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }

    /// A menu labelled by `titleKey` beside the asset `image`, as iOS 17's `Menu(_:image:content:)`.
    public init<Content: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(titleKey, image: image) }
    }

    /// A menu with a run-time title beside the asset `image`.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(title, image: image) }
    }

    /// A menu labelled by `titleKey` and `systemImage` whose tap runs `primaryAction`.
    public init<Content: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension Button {
    /// A button showing `titleKey` beside the asset `image`, as iOS 17's `Button(_:image:action:)`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Label(titleKey, image: image) }
    }

    /// A button with a run-time title beside the asset `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Label(title, image: image) }
    }
}

extension Toggle {
    /// A toggle labelled by `titleKey` beside the symbol `systemImage`, as iOS 17's
    /// `Toggle(_:systemImage:isOn:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle with a run-time title beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Label(title, systemImage: systemImage) }
    }

    /// A toggle labelled by `titleKey` beside the asset `image`, as iOS 17's `Toggle(_:image:isOn:)`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Label(titleKey, image: image) }
    }
}

extension Picker {
    /// A picker labelled by `titleKey` beside the symbol `systemImage`, as SwiftUI's
    /// `Picker(_:systemImage:selection:content:)`.
    public init<Content: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// A picker with a run-time title beside the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Label(title, systemImage: systemImage) }
    }
}
