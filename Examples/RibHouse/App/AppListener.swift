/// The app's end of the LaunchNapkin's listener. It remembers the last login failure, so
/// the scene's driver (and `ribhouse-render`) can stop waiting and say why.
@MainActor
final class AppListener: LaunchNapkinListener {
    /// The last failure heard, until the driver clears it.
    var lastLoginFailure: LoginFailure?

    func launchDidFailLogin(_ failure: LoginFailure) async {
        lastLoginFailure = failure
    }
}
