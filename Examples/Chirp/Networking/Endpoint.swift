import Foundation

/// One request to the Chirp API and the type its JSON response decodes to.
struct Endpoint<Response: Decodable>: Sendable {
    /// `GET`, `POST`, …
    let method: String
    /// Relative to the client's base URL, such as `auth/login`.
    let path: String
    /// The JSON body, if any.
    let body: Data?
}

/// The Chirp API's endpoints, typed by what they return.
enum API {
    /// `POST auth/login`: tokens for an email and password.
    static func login(email: String, password: String) -> Endpoint<TokenResponse> {
        post("auth/login", LoginRequest(email: email, password: password))
    }

    /// `POST auth/register`: creates an account and returns the new user.
    static func register(username: String, email: String, password: String) -> Endpoint<PublicUser> {
        post("auth/register", RegisterRequest(username: username, email: email, password: password))
    }

    private static func post<Body: Encodable, Response: Decodable>(_ path: String, _ body: Body) -> Endpoint<Response> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding these plain string structs cannot fail.
        return Endpoint(method: "POST", path: path, body: try? encoder.encode(body))
    }
}
