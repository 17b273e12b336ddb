protocol AuthService: Sendable {
    func login() async throws -> User
    func logout() async throws
    func userStream() async -> AsyncStream<User?>
}
