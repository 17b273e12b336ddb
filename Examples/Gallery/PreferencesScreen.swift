import NapkinUI

/// A settings screen whose choices live in `@AppStorage`, as apps keep theirs: toggles, a
/// picker and a stepper in a grouped form, read back from the store the window is given.
public struct PreferencesScreen: View {
    @AppStorage("units") private var units = "Fahrenheit"
    @AppStorage("remindersOn") private var remindersOn = true
    @AppStorage("reminderHours") private var reminderHours = 2
    @AppStorage("showTips") private var showTips = false
    @AppStorage("pitName") private var pitName = "Backyard offset"

    /// The screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            Form {
                Section("Smoker") {
                    LabeledContent("Name", value: pitName)
                    Picker("Units", selection: $units) {
                        Text("Fahrenheit").tag("Fahrenheit")
                        Text("Celsius").tag("Celsius")
                    }
                }
                Section {
                    Toggle("Reminders", isOn: $remindersOn)
                    Stepper("Every \(reminderHours) hours", value: $reminderHours, in: 1...6)
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("Reminders tell you when to spritz and wrap.").foregroundStyle(AccessibleColors.secondaryText)
                }
                Section {
                    Toggle("Show Tips", isOn: $showTips)
                    Button("Reset Preferences", role: .destructive) {}
                }
            }
            .navigationTitle("Preferences")
        }
    }

    /// The store the gallery draws it from: a fresh one, with the choices a cook has made.
    static func sampleStore() -> InMemoryDefaults {
        let store = InMemoryDefaults()
        store.set("Celsius", forKey: "units")
        store.set(3, forKey: "reminderHours")
        store.set(true, forKey: "showTips")
        return store
    }
}
