import Foundation

/// What the server returns for a successful login.
struct TokenResponse: Codable, Sendable, Equatable {
    /// Sent as `Authorization: Bearer …` on later requests.
    let accessToken: String
    /// Exchanged for a new access token when this one expires.
    let refreshToken: String
    /// Seconds until the access token stops working.
    let expiresIn: Int
    /// The signed-in user, when the server includes it.
    var user: PublicUser? = nil
}

/// A user as the server shows them to others (no password, no tokens).
struct PublicUser: Codable, Sendable, Equatable {
    /// The server's identifier.
    let id: String
    /// The handle, shown as `@username`.
    let username: String
    /// The email address the user logs in with.
    let email: String
}

/// The body of `POST auth/login`.
struct LoginRequest: Encodable, Sendable {
    let email: String
    let password: String
}

/// The body of `POST auth/register`.
struct RegisterRequest: Encodable, Sendable {
    let username: String
    let email: String
    let password: String
}
