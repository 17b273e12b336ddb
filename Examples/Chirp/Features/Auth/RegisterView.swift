import NapkinUI

/// The register form: username, email and password, with the rules in the footer.
struct RegisterView: View {
    @Bindable var viewModel: RegisterViewModel
    /// Shows the login form.
    let showLogin: @MainActor () -> Void

    var body: some View {
        Form {
            Section {
                TextField("Username", text: $viewModel.username)
                    .textContentType(.username).textInputAutocapitalization(.never)
                TextField("Email", text: $viewModel.email)
                    .textContentType(.emailAddress).keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                SecureField("Password", text: $viewModel.password)
                    .textContentType(.newPassword)
            } footer: {
                Text("Usernames are 3–20 letters, numbers or underscores. Passwords need at least 8 characters.")
                    .foregroundStyle(ChirpPalette.secondary)
            }
            if let message = viewModel.errorMessage {
                Text(message).foregroundStyle(ChirpPalette.destructive).font(.footnote)
            }
            Section {
                RegisterButton(viewModel: viewModel)
            }
            SwitchFormSection(prompt: "Already have an account?", action: "Log In Instead", perform: showLogin)
        }
        .navigationTitle("Create account")
    }
}

/// "Sign Up", or a spinner while the request is out.
struct RegisterButton: View {
    let viewModel: RegisterViewModel

    var body: some View {
        Button {
            Task { await viewModel.submit() }
        } label: {
            if viewModel.isSubmitting { ProgressView().frame(maxWidth: .infinity) } else { Text("Sign Up").frame(maxWidth: .infinity) }
        }
        .disabled(!viewModel.canSubmit)
    }
}
