/// The auth boundary. `login()` and `logout()` change the auth state; `userStream()` *is* the
/// state: it replays the current user to every new subscriber and yields again on every
/// change, which is what the LaunchNapkin's auth gate subscribes to.
protocol AuthService: Sendable {
    /// Signs in and returns the user. Throws when the service cannot sign in.
    func login() async throws -> User
    /// Signs out. Throws when the service cannot sign out.
    func logout() async throws
    /// A fresh stream per subscriber: the current user at once, then every change.
    func userStream() async -> AsyncStream<User?>
}
