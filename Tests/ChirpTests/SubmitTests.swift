import Foundation
import NapkinTesting
import NapkinUI
import Testing

@testable import Chirp

@MainActor
@Suite("Submitting the forms")
struct SubmitTests {
    func login(_ behavior: PreviewAuthRepository.Behavior) -> (LoginViewModel, SessionManager, InMemoryTokenStore) {
        let store = InMemoryTokenStore()
        let session = SessionManager(tokenStore: store, now: { Date(timeIntervalSince1970: 1_000) })
        let model = LoginViewModel(auth: PreviewAuthRepository(behavior), session: session)
        model.email = "ada@example.com"
        model.password = "correct horse"
        return (model, session, store)
    }

    @Test("A successful login flips the session and stores tokens expiring by the injected clock")
    func success() async {
        let (model, session, store) = login(.succeed(.preview))
        #expect(session.state == .signedOut)
        await model.submit()
        #expect(session.state == .signedIn)
        #expect(session.user == .ada)
        #expect(model.errorMessage == nil)
        #expect(store.load()?.accessTokenExpiry == Date(timeIntervalSince1970: 1_000 + 3_600))
        session.logout()
        #expect(session.state == .signedOut)
        #expect(store.load() == nil)
    }

    @Test("401 says \"Invalid email or password.\"")
    func unauthorized() async {
        let (model, session, _) = login(.fail(.server(status: 401, message: "Unauthorized")))
        await model.submit()
        #expect(model.errorMessage == "Invalid email or password.")
        #expect(session.state == .signedOut)
        #expect(!model.isSubmitting)
    }

    @Test("No connection says so")
    func offline() async {
        let (model, _, _) = login(.fail(.offline(reason: "Connection refused")))
        await model.submit()
        #expect(model.errorMessage == "You appear to be offline. Check your connection and try again.")
    }

    @Test("A server message is shown as the server wrote it")
    func serverMessage() async {
        let (model, _, _) = login(.fail(.server(status: 429, message: "Too many attempts. Wait a minute.")))
        await model.submit()
        #expect(model.errorMessage == "Too many attempts. Wait a minute.")
    }

    @Test("While the repository holds the request: isSubmitting, spinner, Log In disabled")
    func holding() async throws {
        let scene = ChirpScene(repository: PreviewAuthRepository(.hold(.preview)))
        try scene.fillLogin()
        #expect(scene.window.interactiveElements().contains { $0.label == "Log In" && $0.isEnabled })
        try scene.window.tap(label: "Log In")
        try await waitUntil("the login request is held") { scene.repository.heldCount == 1 }
        let tree = scene.window.layoutDescription()
        #expect(tree.contains("ProgressView"))
        #expect(tree.contains("Button (disabled)"))
        // The button's label is the spinner now, so it has no words; it is there, disabled.
        let buttons = scene.window.interactiveElements().filter { $0.kind == .button }
        #expect(!buttons.contains { $0.label == "Log In" })
        #expect(buttons.map(\.isEnabled) == [false, true], "the spinner button, then Create an Account")
        #expect(scene.session.state == .signedOut)
        scene.repository.release()
        try await waitUntil("signed in after release") { scene.session.state == .signedIn }
    }

    @Test("isSubmitting is true exactly while the request is out")
    func isSubmittingFlag() async throws {
        let repository = PreviewAuthRepository(.hold(.preview))
        let session = SessionManager(tokenStore: InMemoryTokenStore())
        let model = LoginViewModel(auth: repository, session: session)
        model.email = "ada@example.com"
        model.password = "correct horse"
        let task = Task { await model.submit() }
        try await waitUntil("held") { repository.heldCount == 1 }
        #expect(model.isSubmitting)
        #expect(!model.canSubmit)
        repository.release()
        await task.value
        #expect(!model.isSubmitting)
        #expect(session.state == .signedIn)
    }

    @Test("Register creates the account, logs in, and Log Out returns to an empty login form")
    func registerAndLogout() async throws {
        let scene = ChirpScene()
        try scene.window.tap(label: "Create an Account")
        try scene.window.type("ada", into: "Username")
        try scene.fillLogin()
        try scene.window.tap(label: "Sign Up")
        try await waitUntil("signed in") { scene.session.state == .signedIn }
        #expect(scene.repository.requests == ["register ada", "login ada@example.com"])
        #expect(scene.window.layoutDescription().contains("@ada"))
        try scene.window.tap(label: "Log Out")
        #expect(scene.session.state == .signedOut)
        #expect(scene.window.layoutDescription().contains("\"Email\" text=\"\""))
    }
}
