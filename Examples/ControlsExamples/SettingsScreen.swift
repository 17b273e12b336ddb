import Foundation
import NapkinUI

/// A settings page written as a SwiftUI developer writes one: toggles, pickers, a slider, a
/// stepper and a link in an inset-grouped form under a large title.
public struct SettingsScreen: View {
    /// How the app looks.
    public enum Appearance: String, CaseIterable, Hashable {
        case system = "System", light = "Light", dark = "Dark"
    }

    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var notifications = true
    @State private var appearance = Appearance.system
    @State private var brightness = 0.6
    @State private var textSize = 17
    @State private var units = "Metric"

    /// The settings page with its starting values.
    public init() {}

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            Form {
                ConnectivitySection(airplaneMode: $airplaneMode, wifi: $wifi, notifications: $notifications)
                DisplaySection(appearance: $appearance, brightness: $brightness, textSize: $textSize)
                Section {
                    Picker("Units", selection: $units) {
                        ForEach(["Metric", "Imperial"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Units")
                }
                Section {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

private struct ConnectivitySection: View {
    @Binding var airplaneMode: Bool
    @Binding var wifi: Bool
    @Binding var notifications: Bool

    var body: some View {
        Section("Connectivity") {
            Toggle("Airplane Mode", isOn: $airplaneMode)
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle(isOn: $notifications) {
                Text("Notifications")
            }
        }
    }
}

private struct DisplaySection: View {
    @Binding var appearance: SettingsScreen.Appearance
    @Binding var brightness: Double
    @Binding var textSize: Int

    var body: some View {
        Section {
            Picker("Appearance", selection: $appearance) {
                ForEach(SettingsScreen.Appearance.allCases, id: \.self) { option in
                    Text(option.rawValue).tag(option)
                }
            }
            Slider(value: $brightness, in: 0...1) {
                Text("Brightness")
            }
            Stepper("Text Size: \(textSize)", value: $textSize, in: 12...24)
        } header: {
            Text("Display")
        } footer: {
            Text("Text size applies to apps that support Dynamic Type.")
        }
    }
}

#Preview("Settings") {
    SettingsScreen()
}
