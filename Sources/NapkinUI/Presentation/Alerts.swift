/// SwiftUI's alert and confirmation dialog modifiers, and the older `Alert` type.
///
/// The actions are `Button`s: their words, roles (`.cancel` bold, `.destructive` red) and
/// actions become the alert's buttons; an alert with none gets "OK", a dialog without a
/// cancel button gets "Cancel", as in SwiftUI. A tap closes the alert (writing false through
/// `isPresented`) and then runs the button's action.
extension View {
    /// Shows an alert titled `titleKey` with `actions` while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title: titleKey.key, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Shows an alert titled `titleKey` with `actions` and `message` while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(title: titleKey.key, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert with a run-time title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Shows an alert with a run-time title and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert titled with a `Text`.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(title: title.string, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an alert for `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(title: titleKey.key, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Shows an alert with a run-time title for `data` while `isPresented` is true and `data`
    /// is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(title: String(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// The alert for `data`: shown while `isPresented` is true and `data` is not nil.
    private func alert<A: View, M: View, T>(
        title: String, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A, message: (T) -> M
    ) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(
            title: title, isPresented: shown, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            message: data.map { AnyView(message($0)) })
    }

    /// Shows an alert for `error` while `isPresented` is true and `error` is not nil, as SwiftUI's
    /// `alert(isPresented:error:actions:)`: the title is the error's `errorDescription` (its
    /// `localizedDescription` when it has none).
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && error != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(title: error.map(alertTitle) ?? "", isPresented: shown, actions: actions(), message: nil)
    }

    /// Shows an alert for `error` with `message` while `isPresented` is true and `error` is not
    /// nil; both closures are given the error.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(title: error.map(alertTitle) ?? "", isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    /// Shows an alert while `error` is not nil, as SwiftUI's `alert(error:actions:)`: titled with
    /// the error's description; a tap on an action sets `error` back to nil.
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        alert(isPresented: errorPresence(error), error: error.wrappedValue, actions: actions)
    }

    /// Shows an alert with a message while `error` is not nil; both closures are given the error.
    public func alert<E: LocalizedError, A: View, M: View>(
        error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(isPresented: errorPresence(error), error: error.wrappedValue, actions: actions, message: message)
    }

    /// Shows the `Alert` that `content` builds while `isPresented` is true (SwiftUI's older form).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentation("alert", isPresented: isPresented, onDismiss: nil) { alert.makeController() }
    }

    /// Shows the `Alert` that `content` builds for `item` while `item` is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        presentation("alert", item: item, onDismiss: nil) { content($0).makeController() }
    }

    /// Shows an action sheet with `actions` while `isPresented` is true. The title shows when
    /// `titleVisibility` is `.visible` (iOS hides it by default).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? titleKey.key : nil, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Shows an action sheet with `actions` and `message` while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? titleKey.key : nil, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an action sheet with a run-time title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? String(title) : nil, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Shows an action sheet with a run-time title and a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? String(title) : nil, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Shows an action sheet for `data` while `isPresented` is true and `data` is not nil, as
    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`: the
    /// actions are built from the data.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? titleKey.key : nil, isPresented: isPresented, presenting: data, actions: actions,
            message: { (_: T) in EmptyView() }, hasMessage: false)
    }

    /// Shows an action sheet for `data` with a message built from it.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? titleKey.key : nil, isPresented: isPresented, presenting: data, actions: actions,
            message: message, hasMessage: true)
    }

    /// Shows an action sheet for `data`, with a run-time title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? String(title) : nil, isPresented: isPresented, presenting: data, actions: actions,
            message: { (_: T) in EmptyView() }, hasMessage: false)
    }

    /// Shows an action sheet for `data` with a run-time title and a message built from the data.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title: titleVisibility == .visible ? String(title) : nil, isPresented: isPresented, presenting: data, actions: actions,
            message: message, hasMessage: true)
    }

    private func confirmationDialog<A: View, M: View, T>(
        title: String?, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A, message: (T) -> M, hasMessage: Bool
    ) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return confirmationDialog(
            title: title, isPresented: shown, actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            message: hasMessage ? data.map { AnyView(message($0)) } : nil)
    }

    private func alert(title: String, isPresented: Binding<Bool>, actions: any View, message: (any View)?) -> some View {
        ModifiedView(content: self) { node, environment in
            let make: @MainActor () -> ViewController = {
                let alert = AlertController(
                    title: title, message: message.map { labelText(of: $0, in: environment) }, preferredStyle: .alert)
                let buttons = alertButtons(in: actions, environment: environment)
                for action in buttons.isEmpty ? [AlertAction(title: "OK", style: .cancel)] : buttons { alert.addAction(action) }
                return alert
            }
            let request =
                isPresented.wrappedValue
                ? PresentationRequest(
                    key: "", makeController: make, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil, environment: environment
                ) : nil
            return PreferenceNode(child: node) { $0.prepend(("alert", request), to: PresentationsKey.self) }
        }
    }

    private func confirmationDialog(title: String?, isPresented: Binding<Bool>, actions: any View, message: (any View)?) -> some View {
        ModifiedView(content: self) { node, environment in
            let make: @MainActor () -> ViewController = {
                let sheet = AlertController(
                    title: title, message: message.map { labelText(of: $0, in: environment) }, preferredStyle: .actionSheet)
                let buttons = alertButtons(in: actions, environment: environment)
                for action in buttons { sheet.addAction(action) }
                if !buttons.contains(where: { $0.style == .cancel }) { sheet.addAction(AlertAction(title: "Cancel", style: .cancel)) }
                return sheet
            }
            let request =
                isPresented.wrappedValue
                ? PresentationRequest(
                    key: "", makeController: make, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil, environment: environment
                ) : nil
            return PreferenceNode(child: node) { $0.prepend(("confirmationDialog", request), to: PresentationsKey.self) }
        }
    }
}

/// An error alert's title: the error's `errorDescription`, or its `localizedDescription`.
private func alertTitle(_ error: some LocalizedError) -> String {
    error.errorDescription ?? error.localizedDescription
}

/// Whether `error` holds an error; setting false clears it.
@MainActor
private func errorPresence<E>(_ error: Binding<E?>) -> Binding<Bool> {
    Binding(get: { error.wrappedValue != nil }, set: { if !$0 { error.wrappedValue = nil } })
}

/// The buttons of an alert's `actions` view, as alert actions.
@MainActor
func alertButtons(in actions: any View, environment: EnvironmentValues) -> [AlertAction] {
    var found: [AlertAction] = []
    func walk(_ node: LayoutNode) {
        if let button = node as? ButtonNode {
            let style: AlertAction.Style =
                switch button.role {
                case .cancel?: .cancel
                case .destructive?: .destructive
                // iOS 26's confirm and close buttons are drawn as plain actions.
                case .confirm?, .close?, nil: .default
                }
            let run = button.action
            found.append(AlertAction(title: button.accessibilityLabel ?? button.textContent, style: style) { _ in run() })
            return
        }
        for child in node.children { walk(child) }
    }
    for node in buildNodes(actions, in: environment) { walk(node) }
    return found
}

/// An alert described as a value, SwiftUI's older `Alert`, shown with
/// `.alert(isPresented:content:)`. A value made anywhere, as SwiftUI's (an app keeps its alerts
/// in static properties), shown on the main actor.
public struct Alert: Sendable {
    /// A button of an `Alert`.
    public struct Button: Sendable {
        let label: String
        let style: AlertAction.Style
        let action: (@MainActor () -> Void)?

        /// A button in the tint.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.string, style: .default, action: action)
        }

        /// A bold cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.string, style: .cancel, action: action)
        }

        /// A bold "Cancel" button.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: "Cancel", style: .cancel, action: action)
        }

        /// A red button.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label.string, style: .destructive, action: action)
        }
    }

    let title: String
    let message: String?
    let buttons: [Button]

    /// An alert with one button ("OK" when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.string
        self.message = message?.string
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.string
        self.message = message?.string
        buttons = [primaryButton, secondaryButton]
    }

    @MainActor
    func makeController() -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        for button in buttons {
            let run = button.action
            alert.addAction(AlertAction(title: button.label, style: button.style) { _ in run?() })
        }
        return alert
    }
}

extension AlertController {
    /// Takes the title, message and actions of `other` (the alert built by this layout).
    func replace(with other: AlertController) {
        title = other.title
        message = other.message
        replaceActions(other.actions)
    }
}

/// An action sheet described as a value, SwiftUI's older `ActionSheet`, shown with
/// `.actionSheet(isPresented:content:)`; drawn as a confirmation dialog.
@preconcurrency @MainActor
public struct ActionSheet {
    /// The buttons are ``Alert/Button``s, as in SwiftUI.
    public typealias Button = Alert.Button

    let title: String
    let message: String?
    let buttons: [Button]

    /// An action sheet titled `title` with `buttons` (a "Cancel" is added when none cancels).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title.string
        self.message = message?.string
        self.buttons = buttons
    }

    func makeController() -> AlertController {
        let sheet = AlertController(title: title, message: message, preferredStyle: .actionSheet)
        for button in buttons {
            let run = button.action
            sheet.addAction(AlertAction(title: button.label, style: button.style) { _ in run?() })
        }
        if !buttons.contains(where: { $0.style == .cancel }) { sheet.addAction(AlertAction(title: "Cancel", style: .cancel)) }
        return sheet
    }
}

extension View {
    /// Shows the `ActionSheet` that `content` builds while `isPresented` is true (SwiftUI's
    /// older form of ``confirmationDialog(_:isPresented:titleVisibility:actions:)-(LocalizedStringKey,_,_,_)``).
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentation("actionSheet", isPresented: isPresented, onDismiss: nil) { sheet.makeController() }
    }
}
