import NapkinUI

/// The intents the app's buttons and toggles performed (a napkin addition): a tap on a `Button(intent:)` or a
/// `Toggle(isOn:intent:)` performs its intent in a task, as the system does on iOS; a test awaits
/// ``waitForPendingIntents()`` and reads ``runs``.
@MainActor
public enum AppIntentRuns {
    /// One performed intent.
    public struct Run: Sendable {
        /// The intent, with its parameters as they were set.
        public let intent: any AppIntent
        /// What `perform()` returned, when it returned.
        public let result: (any IntentResult)?
        /// What `perform()` threw, when it threw.
        public let error: (any Error)?
    }

    /// The intents performed since the last ``reset()``, in the order they finished.
    public private(set) static var runs: [Run] = []
    private static var pending: [Task<Void, Never>] = []

    /// Performs `intent` in a task, as a tap on an intent's button does; the run is kept in ``runs``.
    @discardableResult
    public static func perform<Intent: AppIntent>(_ intent: Intent) -> Task<Void, Never> {
        let task = Task { @MainActor in
            do {
                let result = try await intent.perform()
                runs.append(Run(intent: intent, result: result, error: nil))
            } catch {
                runs.append(Run(intent: intent, result: nil, error: error))
            }
        }
        pending.append(task)
        return task
    }

    /// Waits until every intent started by a tap has finished.
    public static func waitForPendingIntents() async {
        while !pending.isEmpty {
            let tasks = pending
            pending = []
            for task in tasks { await task.value }
        }
    }

    /// Forgets the runs.
    public static func reset() { runs = [] }
}

extension Button {
    /// A button drawn by `label` that performs `intent` when tapped, as SwiftUI's `Button(intent:label:)`.
    public init<Intent: AppIntent, Label: View>(intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(action: { AppIntentRuns.perform(intent) }, label: label)
    }

    /// A button drawn by `label`, with `role`, that performs `intent` when tapped.
    public init<Intent: AppIntent, Label: View>(role: ButtonRole?, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: { AppIntentRuns.perform(intent) }, label: label)
    }

    /// A button with a text label that performs `intent` when tapped.
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, intent: Intent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button with a text label shown verbatim that performs `intent` when tapped.
    @_disfavoredOverload
    public init<Intent: AppIntent, S: StringProtocol>(_ title: S, intent: Intent) {
        self.init(intent: intent) { Text(title) }
    }

    /// A button with a text label and an SF Symbol that performs `intent` when tapped.
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: Intent) {
        self.init(intent: intent) { Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle {
    /// A toggle drawn by `label` showing `isOn`; a tap performs `intent` (setting a ``SetValueIntent``'s Boolean
    /// value to the new state first), as SwiftUI's `Toggle(isOn:intent:label:)`. The toggle shows what the app says
    /// after the intent ran, not the tap.
    public init<Intent: AppIntent, Label: View>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        let binding = Binding<Bool>(
            get: { isOn },
            set: { newValue in
                MainActor.assumeIsolated { _ = AppIntentRuns.perform(settingValue(newValue, of: intent)) }
            })
        self.init(isOn: binding, label: label)
    }

    /// A toggle with a text label showing `isOn` that performs `intent` when tapped.
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A toggle with a text label shown verbatim showing `isOn` that performs `intent` when tapped.
    @_disfavoredOverload
    public init<Intent: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

/// `intent` with its value set to `newValue` when it sets a Boolean value.
private func settingValue<Intent: AppIntent>(_ newValue: Bool, of intent: Intent) -> Intent {
    guard let setter = intent as? any SetValueIntent else { return intent }
    return (settingBool(newValue, of: setter) as? Intent) ?? intent
}

private func settingBool<Intent: SetValueIntent>(_ newValue: Bool, of intent: Intent) -> Intent {
    guard let value = newValue as? Intent.ValueType else { return intent }
    var copy = intent
    copy.value = value
    return copy
}
