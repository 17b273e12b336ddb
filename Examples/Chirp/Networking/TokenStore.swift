import Foundation
import NapkinSupport
import Raster

// Chirp/Networking/TokenStore.swift, as the seed writes it. `FileTokenStore` is the Linux
// stand-in for the seed's Chapter 6 `KeychainTokenStore`.

/// Where the session's tokens are kept between launches.
protocol TokenStore: Sendable {
    func save(_ tokens: TokenBundle) throws
    func load() -> TokenBundle?
    func clear()
}

/// The tokens of a session and when the access token expires.
struct TokenBundle: Codable, Sendable, Equatable {
    let accessToken: String
    let refreshToken: String
    let accessTokenExpiry: Date  // when the access token stops working
    /// Who is signed in, when the server said so at login (absent in older files).
    var user: PublicUser? = nil
}

// Temporary — replaced by a KeychainTokenStore in Chapter 6.
final class InMemoryTokenStore: TokenStore, Sendable {
    private let bundle = Locked<TokenBundle?>(nil)
    func save(_ tokens: TokenBundle) { bundle.withLock { $0 = tokens } }
    func load() -> TokenBundle? { bundle.withLock { $0 } }
    func clear() { bundle.withLock { $0 = nil } }
}
