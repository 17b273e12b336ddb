import NapkinUI

/// The register form's state: the seed's rules for email and password, plus a username of
/// 3 to 20 letters, digits or underscores. A new account is logged straight in.
@MainActor @Observable
final class RegisterViewModel {
    var username = ""
    var email = ""
    var password = ""
    private(set) var isSubmitting = false
    var errorMessage: String?

    private let auth: AuthRepository
    private let session: SessionManager
    init(auth: AuthRepository, session: SessionManager) { self.auth = auth; self.session = session }

    /// 3–20 characters, each an ASCII letter, digit or underscore.
    var isUsernameValid: Bool {
        (3...20).contains(username.count) && username.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    var canSubmit: Bool { isUsernameValid && email.contains("@") && password.count >= 8 && !isSubmitting }

    func submit() async {
        isSubmitting = true; errorMessage = nil
        defer { isSubmitting = false }
        do {
            _ = try await auth.register(username: username, email: email, password: password)
            let tokens = try await auth.login(email: email, password: password)
            session.didLogin(tokens)
        } catch {
            errorMessage = error.userMessage
        }
    }
}
