import Foundation

extension SessionManager {
    /// A session for previews: signed out, or signed in as Ada; in memory, with the clock
    /// fixed as ChirpScene fixes it, so previews never change.
    static func preview(signedIn: Bool) -> SessionManager {
        let session = SessionManager(tokenStore: InMemoryTokenStore(), now: { Date(timeIntervalSince1970: 1_767_225_600) })
        if signedIn { session.didLogin(.preview) }
        return session
    }
}

extension AuthFlowModel {
    /// The signed-out flow for previews, on `screen`, answering through the preview repository.
    static func preview(on screen: Screen) -> AuthFlowModel {
        let flow = AuthFlowModel(auth: PreviewAuthRepository(.succeed(.preview)), session: .preview(signedIn: false))
        flow.screen = screen
        return flow
    }
}
