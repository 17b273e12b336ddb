/// Whether a view is presented, SwiftUI's older `PresentationMode`, read with
/// `@Environment(\.presentationMode)` and closed with `presentationMode.wrappedValue.dismiss()`.
/// It does what ``DismissAction`` does.
public struct PresentationMode {
    /// True inside a presented or pushed screen.
    public let isPresented: Bool
    let action: DismissAction

    /// Closes the presentation or pops the screen (see ``DismissAction``).
    @MainActor
    public mutating func dismiss() {
        action()
    }
}

extension EnvironmentValues {
    /// The older form of ``dismiss``: a binding whose value can `dismiss()`.
    @MainActor
    public var presentationMode: Binding<PresentationMode> {
        let controller = controllerContext?.controller
        let mode = PresentationMode(isPresented: controller?.isPresentedOrPushed ?? false, action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}

/// A button that toggles editing, SwiftUI's `EditButton`: drawn as "Edit" in the tint.
/// NapkinUI lists have no editing mode, so tapping it changes nothing.
public struct EditButton: View {
    /// The Edit button.
    public init() {}

    /// "Edit", tinted.
    public var body: some View {
        Button("Edit") {}
    }
}

extension View {
    /// Names the screen and sets how its title is drawn (SwiftUI's older modifier).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Names the screen (SwiftUI's older modifier).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Names the screen with a run-time string (SwiftUI's older modifier).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
