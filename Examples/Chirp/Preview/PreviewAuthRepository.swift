import Foundation
import NapkinSupport
import Raster

/// An `AuthRepository` that answers from memory, for previews, screens and tests: it
/// succeeds, fails with an error, or holds every request until ``release()``.
final class PreviewAuthRepository: AuthRepository, Sendable {
    /// How requests are answered.
    enum Behavior {
        /// Logins answer these tokens; registrations answer the tokens' user.
        case succeed(TokenResponse)
        /// Every request fails with this error.
        case fail(APIError)
        /// Every request waits until `release()`, then answers these tokens.
        case hold(TokenResponse)
    }

    private struct State {
        let behavior: Behavior
        var waiting: [CheckedContinuation<Void, Never>] = []
        var released = false
        var requests: [String] = []
    }

    // Requests may arrive from any executor.
    private let state: Locked<State>

    /// A repository that answers as `behavior` says.
    init(_ behavior: Behavior) {
        state = Locked(State(behavior: behavior))
    }

    /// Every request so far, oldest first (`login <email>`, `register <username>`).
    var requests: [String] { state.withLock { $0.requests } }

    /// The number of requests waiting for `release()`.
    var heldCount: Int { state.withLock { $0.waiting.count } }

    /// Lets every held request (and every later one) answer.
    func release() {
        let continuations = state.withLock { state in
            state.released = true
            defer { state.waiting = [] }
            return state.waiting
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
        let current = state.withLock { state in
            state.requests.append(request)
            return state.behavior
        }
        switch current {
        case .succeed(let tokens):
            return tokens
        case .fail(let error):
            throw error
        case .hold(let tokens):
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.released { return true }
                    state.waiting.append(continuation)
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
