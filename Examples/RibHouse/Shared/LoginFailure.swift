/// A login that failed, as the app shows it: one line for the LoggedOut screen, and the
/// underlying error's description for the command line and logs.
///
/// The LaunchNapkin publishes it (and `nil` when an attempt starts or succeeds); the
/// LoggedOut napkin shows it. It never routes: the auth gate alone decides the screen.
struct LoginFailure: Sendable, Equatable {
    /// One short line that fits under the LOGIN button and tells the user what to do.
    let message: String
    /// What went wrong, in full (e.g. the URL that could not be reached).
    let detail: String

    /// The failure `error` describes.
    init(_ error: any Error) {
        detail = "\(error)"
        switch error {
        case AuthError.unreachable:
            message = "Couldn’t reach the smokehouse. Try again."
        case AuthError.badResponse(let status) where (400..<500).contains(status):
            message = "The smokehouse said no. Try again."
        case AuthError.badResponse:
            message = "Trouble in the smokehouse. Try again."
        case AuthError.undecodableUser:
            message = "The smokehouse mumbled. Try again."
        case AuthError.responseTooLarge:
            message = "The smokehouse said too much. Try again."
        default:
            message = "Couldn’t sign in. Try again."
        }
    }
}
