import NapkinUI

/// A settings page in iOS's own style: a profile row, then rows led by coloured symbol tiles
/// in an inset-grouped list under a large title.
public struct SettingsScreen: View {
    /// The screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            List {
                Section { ProfileRow() }
                Section {
                    SettingsRow(title: "Airplane Mode", symbol: "airplane", tile: .orange)
                    SettingsRow(title: "Wi-Fi", symbol: "wifi", tile: .blue, value: "Home")
                    SettingsRow(title: "Bluetooth", symbol: "bolt.fill", tile: .blue, value: "On")
                }
                Section {
                    SettingsRow(title: "Notifications", symbol: "bell.fill", tile: .red)
                    SettingsRow(title: "Focus", symbol: "moon.fill", tile: .indigo)
                    SettingsRow(title: "Screen Time", symbol: "hourglass", tile: .indigo)
                }
                Section(footer: Text("Privacy settings apply to every app on this iPhone.").foregroundStyle(AccessibleColors.secondaryText))
                {
                    SettingsRow(title: "General", symbol: "gear", tile: .gray)
                    SettingsRow(title: "Privacy & Security", symbol: "hand.raised", tile: .blue)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// The account row at the top of Settings.
struct ProfileRow: View {
    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 60, height: 60)
                .foregroundStyle(.gray)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Apple ID, iCloud, Media & Purchases").font(.footnote)
            }
            Spacer()
            DisclosureChevron()
        }
    }
}

/// A row led by a white symbol on a coloured rounded tile, with an optional value and a
/// disclosure chevron.
struct SettingsRow: View {
    let title: String
    let symbol: String
    let tile: Color
    var value: String?

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: symbol)
                .font(.footnote)
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(tile, in: RoundedRectangle(cornerRadius: 7))
                // The tile decorates the title beside it.
                .accessibilityHidden(true)
            Text(title)
            Spacer()
            if let value {
                Text(value).foregroundStyle(AccessibleColors.secondaryText)
            }
            DisclosureChevron()
        }
    }
}

/// The trailing chevron of a row that opens a page: drawn, not read (its title says where it goes).
struct DisclosureChevron: View {
    var body: some View {
        Image(systemName: "chevron.right").foregroundStyle(.tertiaryLabel).font(.footnote).accessibilityHidden(true)
    }
}

#Preview("Settings") {
    SettingsScreen()
}
