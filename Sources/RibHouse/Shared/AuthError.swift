import Foundation

/// Why a networked ``AuthService`` could not sign in or out. `Sendable`, so it crosses from
/// the service into the LaunchNapkin's actor when thrown; every case says what to check.
enum AuthError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered with a status outside 200–299; `-1` when the answer was not an
    /// HTTP response at all.
    case badResponse(Int)
    /// The server answered 2xx, but the body is not a user; `reason` says what was wrong
    /// (e.g. `the key "foods" is missing`).
    case undecodableUser(reason: String)
    /// No complete answer came from `url`: the connection was refused, the host is unknown,
    /// the request ran out of time, the secure connection failed… `reason` says which, and
    /// what to do about it (see ``unreachable(_:url:timeout:)``).
    case unreachable(url: URL, reason: String)

    /// One sentence: what happened and what to do about it.
    var description: String {
        switch self {
        case .badResponse(-1):
            return "the smokehouse's answer was not an HTTP response; check that the API URL points at the smokehouse server"
        case .badResponse(let status):
            return "the smokehouse answered HTTP \(status) instead of 2xx; check the server's log, then try again"
        case .undecodableUser(let reason):
            return "the smokehouse's /login answer is not a user: \(reason); the server must answer {\"name\": String, \"foods\": [String]}"
        case .unreachable(let url, let reason):
            return "no answer from the smokehouse at \(url.absoluteString): \(reason)"
        }
    }
}
