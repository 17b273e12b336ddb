/// What the return key of the keyboard says, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return".
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits, for `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Triggers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// The search key in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The submit actions of the fields inside a view, innermost first.
struct SubmitActions {
    var text: [() -> Void] = []
    var search: [() -> Void] = []

    /// Runs every action for text fields, innermost first (the environment collects them
    /// outermost first).
    @MainActor
    func submitText() {
        for action in text.reversed() { action() }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: SubmitActions { SubmitActions() }
}

extension EnvironmentValues {
    /// What submitting a field inside runs.
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user submits a field inside (the return key), as SwiftUI's
    /// `onSubmit(of:_:)`; a test submits with `Window.submit(_:)`. Every `onSubmit` around a
    /// field runs, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { actions in
            if triggers.contains(.text) { actions.text.append(action) }
            if triggers.contains(.search) { actions.search.append(action) }
        }
    }

    /// Sets what the return key says for the fields inside, as SwiftUI's `submitLabel(_:)`;
    /// the field's line in the layout description shows it.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        transformEnvironment(\.textInputTraits) { $0.submitLabel = submitLabel }
    }
}
