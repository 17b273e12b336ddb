/// Closes the presentation or pops the navigation destination the view is in, as SwiftUI's
/// `DismissAction`, read with `@Environment(\.dismiss)` and called as `dismiss()`.
///
/// Inside a sheet, cover, popover or alert shown by a modifier it writes "not shown" through
/// the modifier's binding (`isPresented` false, `item` nil), so the next layout closes it;
/// inside a controller presented with `present(_:animated:)` it dismisses that controller;
/// inside a pushed destination it pops it. Elsewhere it does nothing.
public struct DismissAction {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Dismisses.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// What closes the view's presentation or pops it (see ``DismissAction``).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
