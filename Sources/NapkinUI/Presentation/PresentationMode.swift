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
