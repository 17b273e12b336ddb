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
    }
}

#Preview("Log in") {
    AuthFlowView(flow: .preview(on: .login))
}

#Preview("Register") {
    AuthFlowView(flow: .preview(on: .register))
}
