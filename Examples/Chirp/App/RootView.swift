import NapkinUI

// Chirp/App/RootView.swift: switches the whole app on the session's state, as the seed's.
// It is the hosting controller's root, so its `@State` lasts as long as the app; the
// signed-out flow's state lives in `AuthFlowModel` for that reason (see `State`).

struct RootView: View {
    @State private var session: SessionManager
    @State private var authFlow: AuthFlowModel
    @State private var selectedTab: MainTab = .home
    let client: APIClient

    /// The app over `session`, talking to the API through `client` (or through `auth`, when
    /// given, in tests and previews).
    init(session: SessionManager, client: APIClient, auth: AuthRepository? = nil) {
        _session = State(initialValue: session)
        _authFlow = State(initialValue: AuthFlowModel(auth: auth ?? APIAuthRepository(client: client), session: session))
        self.client = client
    }

    var body: some View {
        switch session.state {
        case .signedOut:
            AuthFlowView(flow: authFlow)  // login / register
        case .signedIn:
            MainTabView(session: session, selection: $selectedTab, logout: logout)  // home, profile
        }
    }

    private func logout() {
        session.logout()
        authFlow.reset()
        selectedTab = .home
    }
}
