import NapkinUI

/// iOS's tab bar: a hairline, then one item per tab, the selected one tinted.
struct MainTabBar: View {
    @Binding var selection: MainTab

    /// iOS's opaque tab bar: near-white, and near-black (a step above the black background)
    /// in the dark appearance.
    static let barBackground = Color(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x161618))

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 0) {
                ForEach(MainTab.allCases, id: \.self) { tab in
                    MainTabItem(tab: tab, isSelected: tab == selection) { selection = tab }
                }
            }
            .frame(height: 49)
        }
        .background(MainTabBar.barBackground.ignoresSafeArea(edges: .bottom))
    }
}

/// One tab: a small drawn glyph over its title.
struct MainTabItem: View {
    let tab: MainTab
    let isSelected: Bool
    let select: @MainActor () -> Void

    var body: some View {
        Button(action: select) {
            VStack(spacing: 4) {
                MainTabGlyph(tab: tab, isSelected: isSelected)
                Text(verbatim: tab.rawValue).font(.sansMedium(10))
            }
            .foregroundStyle(isSelected ? ChirpPalette.accent : ChirpPalette.secondary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(tab.rawValue)
        // A drawn bar, so it says which tab is showing as iOS's tab bar does.
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

/// A house-like rounded square for Home, a circle for Profile; filled when selected.
struct MainTabGlyph: View {
    let tab: MainTab
    let isSelected: Bool

    var body: some View {
        EnvironmentReader { environment in
            glyph(environment.foregroundColor).frame(width: 22, height: 22)
        }
    }

    @ViewBuilder private func glyph(_ color: Color) -> some View {
        switch (tab, isSelected) {
        case (.home, true): RoundedRectangle(cornerRadius: 6).fill(color)
        case (.home, false): RoundedRectangle(cornerRadius: 6).strokeBorder(color, lineWidth: 1.6)
        case (.profile, true): Circle().fill(color)
        case (.profile, false): Circle().strokeBorder(color, lineWidth: 1.6)
        }
    }
}
