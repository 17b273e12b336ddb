import NapkinUI

// Chirp/Features/Auth/LoginViewModel.swift, as the seed writes it.

@MainActor @Observable
final class LoginViewModel {
    var email = ""
    var password = ""
    private(set) var isSubmitting = false
    var errorMessage: String?

    private let auth: AuthRepository
    private let session: SessionManager
    init(auth: AuthRepository, session: SessionManager) { self.auth = auth; self.session = session }

    var canSubmit: Bool { email.contains("@") && password.count >= 8 && !isSubmitting }

    func submit() async {
        isSubmitting = true; errorMessage = nil
        defer { isSubmitting = false }
        do {
            let tokens = try await auth.login(email: email, password: password)
            session.didLogin(tokens)  // flips the whole app to signedIn
        } catch {
            errorMessage = error.userMessage  // e.g. "Invalid email or password."
        }
    }
}
