/// Why `Window.performAccessibilityAction(named:on:)` could not run an action: no element
/// read as the label has an action of that name. It lists the elements that have actions.
public struct AccessibilityActionError: Error, Equatable, CustomStringConvertible {
    /// The action asked for.
    public let action: String
    /// The label of the element asked for.
    public let label: String
    /// Every element on screen with custom actions: its label and its actions' names.
    public let available: [String: [String]]

    /// An error for `action` on the element labelled `label`.
    public init(action: String, label: String, available: [String: [String]]) {
        self.action = action
        self.label = label
        self.available = available
    }

    /// "No element labelled "Message" has the action "Delete". Elements with actions: …"
    public var description: String {
        let listed = available.keys.sorted().map {
            "\"\($0)\" (" + available[$0, default: []].map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        }
        return "No element labelled \"\(label)\" has the accessibility action \"\(action)\". Elements with actions: "
            + (listed.isEmpty ? "none" : listed.joined(separator: ", ")) + "."
    }
}

extension Window {
    /// Runs the custom action named `action` (`.accessibilityAction(named:_:)`) of the element
    /// VoiceOver reads as `label`, as choosing it from VoiceOver's actions rotor does. Labels
    /// and names compare without regard to case. Lays the window out first.
    ///
    /// - Throws: ``AccessibilityActionError`` listing the elements that have actions when no
    ///   element labelled `label` has that action.
    public func performAccessibilityAction(named action: String, on label: String) throws(AccessibilityActionError) {
        let drafts = accessibilityTree().drafts
        let match = drafts.lazy.filter { InteractiveElement.label($0.label, matches: label) }
            .compactMap { $0.actions.first { InteractiveElement.label($0.name, matches: action) } }.first
        guard let match else {
            var available: [String: [String]] = [:]
            for draft in drafts where !draft.actions.isEmpty { available[draft.label, default: []] += draft.actions.map(\.name) }
            throw AccessibilityActionError(action: action, label: label, available: available)
        }
        match.handler()
    }
}
