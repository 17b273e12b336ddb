import NapkinUI

/// Login ↔ register, under a large navigation title.
struct AuthFlowView: View {
    let flow: AuthFlowModel

    var body: some View {
        NavigationStack {
            switch flow.screen {
            case .login:
                LoginView(viewModel: flow.login) { flow.screen = .register }
            case .register:
                RegisterView(viewModel: flow.register) { flow.screen = .login }
            }
        }
        // iOS's blue in its Increase Contrast variant, for every control (ChirpPalette); set
        // here rather than in RootView so the previews show what the app shows.
        .tint(ChirpPalette.accent)
    }
}

#Preview("Log in") {
    AuthFlowView(flow: .preview(on: .login))
}

#Preview("Register") {
    AuthFlowView(flow: .preview(on: .register))
}
