import NapkinUI

// Chirp/Features/Auth/LoginView.swift: the seed's form, plus a way to the register screen.

struct LoginView: View {
    @State private var viewModel: LoginViewModel
    /// Shows the register form.
    let showRegister: @MainActor () -> Void

    init(viewModel: LoginViewModel, showRegister: @escaping @MainActor () -> Void) {
        _viewModel = State(initialValue: viewModel)
        self.showRegister = showRegister
    }

    var body: some View {
        Form {
            Section {
                TextField("Email", text: $viewModel.email)
                    .textContentType(.emailAddress).keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                SecureField("Password", text: $viewModel.password)
                    .textContentType(.password)
            }
            if let message = viewModel.errorMessage {
                Text(message).foregroundStyle(ChirpPalette.destructive).font(.footnote)
            }
            Section {
                Button {
                    Task { await viewModel.submit() }
                } label: {
                    if viewModel.isSubmitting {
                        ProgressView().frame(maxWidth: .infinity)
                    } else {
                        Text("Log In").frame(maxWidth: .infinity)
                    }
                }
                .disabled(!viewModel.canSubmit)
            }
            SwitchFormSection(prompt: "New to Chirp?", action: "Create an Account", perform: showRegister)
        }
        .navigationTitle("Welcome back")
    }
}

/// A footer-like row that moves between the login and register forms.
struct SwitchFormSection: View {
    let prompt: String
    let action: String
    let perform: @MainActor () -> Void

    var body: some View {
        Section {
            Button(action, action: perform)
        } header: {
            Text(prompt).foregroundStyle(ChirpPalette.secondary)
        }
    }
}
