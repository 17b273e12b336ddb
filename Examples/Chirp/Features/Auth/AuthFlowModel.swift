import NapkinUI

/// The signed-out flow's state: which form shows and the two forms' view models.
///
/// NapkinUI's `@State` lives as long as the view value that owns it (see `State`), and
/// `RootView` rebuilds `AuthFlowView` on every render, so the flow's state is kept here, in
/// a model `RootView` owns, instead of in `@State` inside `AuthFlowView`.
@MainActor @Observable
final class AuthFlowModel {
    enum Screen { case login, register }

    var screen: Screen = .login
    private(set) var login: LoginViewModel
    private(set) var register: RegisterViewModel

    private let auth: AuthRepository
    private let session: SessionManager

    init(auth: AuthRepository, session: SessionManager) {
        self.auth = auth
        self.session = session
        login = LoginViewModel(auth: auth, session: session)
        register = RegisterViewModel(auth: auth, session: session)
    }

    /// Fresh, empty forms on the login screen (after a logout).
    func reset() {
        screen = .login
        login = LoginViewModel(auth: auth, session: session)
        register = RegisterViewModel(auth: auth, session: session)
    }
}
