import Foundation
import NapkinUI

/// Chirp in a window, with its session, repository and forms at hand: what the screens,
/// `chirp-render` and the tests drive through taps and typing.
@MainActor
final class ChirpScene {
    let window: Window
    let session: SessionManager
    let repository: PreviewAuthRepository
    let tokenStore: TokenStore

    /// Chirp signed out (or in, when `tokenStore` holds tokens) on `device`, answering
    /// through `repository`; the clock is fixed so renders never change.
    init(
        device: Device = .iPhone13Pro, repository: PreviewAuthRepository = PreviewAuthRepository(.succeed(.preview)),
        tokenStore: TokenStore = InMemoryTokenStore()
    ) {
        self.repository = repository
        self.tokenStore = tokenStore
        session = SessionManager(tokenStore: tokenStore, now: { Date(timeIntervalSince1970: 1_767_225_600) })
        let client = APIClient(baseURL: URL(string: "http://127.0.0.1:9/")!)
        window = Window(device: device)
        window.rootViewController = HostingController(rootView: RootView(session: session, client: client, auth: repository))
        window.makeKeyAndVisible()
    }

    /// Types valid credentials into the login form.
    func fillLogin(email: String = "ada@example.com", password: String = "correct horse") throws {
        try window.type(email, into: "Email")
        try window.type(password, into: "Password")
    }

    /// Waits, yielding to the tasks a tap started, until `condition` holds.
    func settle(_ what: String, until condition: () -> Bool) async throws {
        for _ in 0..<10_000 {
            if condition() { return }
            await Task.yield()
        }
        throw ChirpScreenError.didNotSettle(what)
    }
}

/// Why a screen could not be reached.
public enum ChirpScreenError: Error, CustomStringConvertible {
    /// The app never reached the state; names it.
    case didNotSettle(String)

    /// A sentence naming the state that was not reached.
    public var description: String {
        switch self {
        case .didNotSettle(let what): return "Chirp did not reach \"\(what)\"; the flow or the preview repository is broken."
        }
    }
}
