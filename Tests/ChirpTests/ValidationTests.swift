import Testing

@testable import Chirp

@MainActor
@Suite("Form validation (the seed's rules)")
struct ValidationTests {
    nonisolated static let loginCases: [(email: String, password: String, canSubmit: Bool)] = [
        ("", "", false),
        ("ada@example.com", "", false),
        ("ada@example.com", "1234567", false),
        ("ada@example.com", "12345678", true),
        ("ada.example.com", "12345678", false),
        ("@", "correct horse", true),
    ]

    @Test("LoginViewModel.canSubmit: email contains @, password at least 8", arguments: loginCases)
    func login(email: String, password: String, canSubmit: Bool) {
        let model = LoginViewModel(
            auth: PreviewAuthRepository(.succeed(.preview)), session: SessionManager(tokenStore: InMemoryTokenStore()))
        model.email = email
        model.password = password
        #expect(model.canSubmit == canSubmit)
    }

    nonisolated static let registerCases: [(username: String, canSubmit: Bool)] = [
        ("", false), ("ab", false), ("ada", true), ("ada_lovelace_1815", true),
        ("a23456789012345678901", false), ("ada lovelace", false), ("adä", false), ("ada-l", false),
    ]

    @Test("RegisterViewModel.canSubmit adds a username of 3–20 letters, digits or _", arguments: registerCases)
    func register(username: String, canSubmit: Bool) {
        let model = RegisterViewModel(
            auth: PreviewAuthRepository(.succeed(.preview)), session: SessionManager(tokenStore: InMemoryTokenStore()))
        model.username = username
        model.email = "ada@example.com"
        model.password = "correct horse"
        #expect(model.canSubmit == canSubmit)
        model.password = "short"
        #expect(!model.canSubmit)
    }
}
