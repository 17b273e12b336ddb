import NapkinUI

/// The tabs of the signed-in app.
enum MainTab: String, CaseIterable {
    case home = "Home"
    case profile = "Profile"
}

/// The signed-in app: the selected tab under a large title, a "Log Out" button in the bar,
/// and a tab bar at the bottom.
struct MainTabView: View {
    let session: SessionManager
    @Binding var selection: MainTab
    let logout: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 0) {
            NavigationStack { tabContent }
                .overlay(alignment: .topTrailing) { LogoutBarButton(action: logout) }
            MainTabBar(selection: $selection)
        }
        // As AuthFlowView's: the Increase Contrast blue for every control.
        .tint(ChirpPalette.accent)
    }

    @ViewBuilder private var tabContent: some View {
        switch selection {
        case .home: HomeTab(user: session.user).navigationTitle("Home")
        case .profile: ProfileTab(user: session.user, logout: logout).navigationTitle("Profile")
        }
    }
}

/// "Log Out" at the trailing end of the navigation bar.
struct LogoutBarButton: View {
    let action: @MainActor () -> Void

    var body: some View {
        // The 44-point height is the label's, so the whole bar-high button takes taps, and it
        // grows with the text at the largest sizes.
        Button(action: action) { Text("Log Out").frame(minHeight: 44) }
            .padding(.trailing, 16)
    }
}

#Preview("Home") {
    MainTabView(session: .preview(signedIn: true), selection: .constant(.home), logout: {})
}

#Preview("Profile") {
    MainTabView(session: .preview(signedIn: true), selection: .constant(.profile), logout: {})
}
