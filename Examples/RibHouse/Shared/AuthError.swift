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
    /// The answer from `url` grew past `limit` bytes (counted after decompression), so it
    /// was cut off unread: no smokehouse user is that big.
    case responseTooLarge(url: URL, limit: Int)

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
        case .responseTooLarge(let url, let limit):
            return
                "the smokehouse's answer from \(url.absoluteString) is larger than \(Self.bytes(limit)), so it was cut off; check that the API URL points at the smokehouse server and the server's log"
        }
    }

    /// `limit` in the unit a person reads best: `65536` is `64 KiB`, `1048576` is `1 MiB`.
    private static func bytes(_ count: Int) -> String {
        if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count) bytes"
    }
}
