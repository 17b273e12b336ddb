import NapkinUI

/// Settings with a switch.
public struct SettingsScreen: View {
    @Binding var notifications: Bool
    /// Settings whose switch shows and changes `notifications`.
    public init(notifications: Binding<Bool>) { _notifications = notifications }

    /// The account row and the switch.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SettingsRow(title: "Account")
            Toggle("Notifications", isOn: $notifications)
        }
        .padding()
    }
}

private struct SettingsRow: View {
    var title: String
    var body: some View { Text(title).font(.headline) }
}

#Preview("Settings", traits: .landscapeLeft) {
    @Previewable @State var notifications = true
    SettingsScreen(notifications: $notifications)
}

/// Three previews in one provider.
struct SettingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        SettingsScreen(notifications: .constant(false))
            .previewDisplayName("Off")
        SettingsScreen(notifications: .constant(true))
            .previewDisplayName("On, SE")
            .previewDevice("iPhone SE (3rd generation)")
        SettingsRow(title: "Row")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Row")
    }
}
