import Foundation

/// An `AuthRepository` that answers from memory, for previews, screens and tests: it
/// succeeds, fails with an error, or holds every request until ``release()``.
final class PreviewAuthRepository: AuthRepository, @unchecked Sendable {
    /// How requests are answered.
    enum Behavior {
        /// Logins answer these tokens; registrations answer the tokens' user.
        case succeed(TokenResponse)
        /// Every request fails with this error.
        case fail(APIError)
        /// Every request waits until `release()`, then answers these tokens.
        case hold(TokenResponse)
    }

    // Guards the fields below (requests may arrive from any executor).
    private let lock = NSLock()
    private var behavior: Behavior
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var released = false
    private(set) var requests: [String] = []

    /// A repository that answers as `behavior` says.
    init(_ behavior: Behavior) {
        self.behavior = behavior
    }

    /// The number of requests waiting for `release()`.
    var heldCount: Int { lock.withLock { waiting.count } }

    /// Lets every held request (and every later one) answer.
    func release() {
        let continuations = lock.withLock {
            released = true
            defer { waiting = [] }
            return waiting
        }
        continuations.forEach { $0.resume() }
    }

    func login(email: String, password: String) async throws -> TokenResponse {
        try await answer("login \(email)")
    }

    func register(username: String, email: String, password: String) async throws -> PublicUser {
        try await answer("register \(username)").user ?? PublicUser(id: "new", username: username, email: email)
    }

    private func answer(_ request: String) async throws -> TokenResponse {
        let current = lock.withLock {
            requests.append(request)
            return behavior
        }
        switch current {
        case .succeed(let tokens):
            return tokens
        case .fail(let error):
            throw error
        case .hold(let tokens):
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock {
                    if released { return true }
                    waiting.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
            return tokens
        }
    }
}

extension PublicUser {
    /// The user the previews sign in as.
    static let ada = PublicUser(id: "u-1815", username: "ada", email: "ada@example.com")
}

extension TokenResponse {
    /// The tokens the previews sign in with.
    static let preview = TokenResponse(accessToken: "preview-access", refreshToken: "preview-refresh", expiresIn: 3600, user: .ada)
}
