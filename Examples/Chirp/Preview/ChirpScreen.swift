import NapkinUI

/// The screens `chirp-render` writes and the snapshot tests check, each reached by typing
/// and tapping as a user would, against an in-memory repository.
public enum ChirpScreen: String, CaseIterable, Sendable {
    /// The login form, empty.
    case login
    /// The login form with a valid email and password.
    case loginFilled
    /// The login form after the server refused the password.
    case loginError
    /// The login form while the request is out: a spinner, dimmed.
    case loginSubmitting
    /// The register form, filled in.
    case register
    /// Signed in, on the Home tab.
    case signedIn
    /// Signed in, on the Profile tab.
    case profile

    /// Boots Chirp on `device`, drives it to this screen and returns the window.
    ///
    /// - Throws: ``ChirpScreenError`` when the flow does not reach the screen, or the
    ///   `InteractionError` of a missing control.
    @MainActor
    public func makeWindow(device: Device = .iPhone13Pro) async throws -> Window {
        try await makeScene(device: device).window
    }

    @MainActor
    func makeScene(device: Device = .iPhone13Pro) async throws -> ChirpScene {
        switch self {
        case .login:
            return ChirpScene(device: device)
        case .loginFilled:
            let scene = ChirpScene(device: device)
            try scene.fillLogin()
            return scene
        case .loginError:
            let scene = ChirpScene(device: device, repository: PreviewAuthRepository(.fail(.server(status: 401, message: "Unauthorized"))))
            try scene.fillLogin(password: "wrong password")
            try scene.window.tap(label: "Log In")
            try await scene.settle("the error line") { scene.window.layoutDescription().contains("Invalid email or password.") }
            return scene
        case .loginSubmitting:
            let scene = ChirpScene(device: device, repository: PreviewAuthRepository(.hold(.preview)))
            try scene.fillLogin()
            try scene.window.tap(label: "Log In")
            try await scene.settle("a held login") { scene.repository.heldCount == 1 }
            return scene
        case .register:
            let scene = ChirpScene(device: device)
            try scene.window.tap(label: "Create an Account")
            try scene.window.type("ada", into: "Username")
            try scene.fillLogin()
            return scene
        case .signedIn, .profile:
            let scene = ChirpScene(device: device)
            try scene.fillLogin()
            try scene.window.tap(label: "Log In")
            try await scene.settle("signed in") { scene.session.state == .signedIn }
            if self == .profile { try scene.window.tap(label: "Profile") }
            return scene
        }
    }
}
