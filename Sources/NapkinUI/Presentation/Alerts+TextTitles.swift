/// The alert and confirmation-dialog forms SwiftUI titles with a `Text`, and the alerts built from presented
/// data that have no message: `.alert(Text("Delete?"), isPresented: $asking) { ... }`,
/// `.alert("Rename", isPresented: $renaming, presenting: item) { item in ... }`. They show what the string-titled
/// forms in Alerts.swift show; a `Text` title shows its words (its styling is the alert's, as on iOS).
extension View {
    /// Shows an alert titled with a `Text` while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions)
    }

    /// Shows an alert for `data`, with no message, while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// Shows an alert for `data` with a run-time title and no message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// Shows an alert for `data` titled with a `Text`, with no message.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A)
        -> some View
    {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions, message: { (_: T) in EmptyView() })
    }

    /// Shows an alert for `data` titled with a `Text`, with a message built from the data.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Shows an action sheet titled with a `Text` (shown when `titleVisibility` is `.visible`).
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Shows an action sheet titled with a `Text`, with a message.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Shows an action sheet for `data`, titled with a `Text`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title.string, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }

    /// Shows an action sheet for `data`, titled with a `Text`, with a message built from the data.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title.string, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: message)
    }
}
