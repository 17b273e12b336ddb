import Foundation

/// A token and when it expires, as GoogleSignIn's `GIDToken`.
open class GIDToken: NSObject, @unchecked Sendable {
    // Unchecked: both stored properties are constants of Sendable types.

    /// The token itself, as sent in an `Authorization: Bearer` header or to a server.
    public let tokenString: String
    /// When the token stops working; `nil` for one that does not expire (a refresh token).
    public let expirationDate: Date?

    init(tokenString: String, expirationDate: Date?) {
        self.tokenString = tokenString
        self.expirationDate = expirationDate
        super.init()
    }

    /// Whether `otherToken` has the same string and expiration.
    open func isEqual(to otherToken: GIDToken) -> Bool {
        tokenString == otherToken.tokenString && expirationDate == otherToken.expirationDate
    }

    /// ``isEqual(to:)`` for another token.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? GIDToken else { return false }
        return isEqual(to: other)
    }

    /// The hash of the token string.
    open override var hash: Int { tokenString.hashValue }
}

/// The basic profile of a Google account, as GoogleSignIn's `GIDProfileData`.
open class GIDProfileData: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: every stored property is a constant of a Sendable type.

    /// The account's email address.
    public let email: String
    /// The account's full name.
    public let name: String
    /// The account's given name, when known.
    public let givenName: String?
    /// The account's family name, when known.
    public let familyName: String?
    /// The account's picture on Google's image server, when it has one.
    let imageURL: URL?

    init(email: String, name: String, givenName: String?, familyName: String?, imageURL: URL?) {
        self.email = email
        self.name = name
        self.givenName = givenName
        self.familyName = familyName
        self.imageURL = imageURL
        super.init()
    }

    /// Whether the account has a profile picture.
    public var hasImage: Bool { imageURL != nil }

    /// The address of the profile picture scaled to `dimension` points square, as Google's image server takes a size
    /// (`=s<dimension>` after the picture's address); `nil` when the account has no picture.
    open func imageURL(withDimension dimension: UInt) -> URL? {
        guard let imageURL else { return nil }
        var address = imageURL.absoluteString
        // Options already on the address (a size and crop, `=s96-c`) are replaced: the image server takes one set.
        if let equals = address.lastIndex(of: "="), address[address.index(after: equals)...].first == "s",
            address[address.index(after: equals)...].dropFirst().first?.isNumber == true
        {
            address.removeSubrange(equals...)
        }
        return URL(string: "\(address)=s\(dimension)")
    }

    /// The same profile (it never changes, so itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A signed-in Google user: who it is, the scopes granted and the tokens to call Google's APIs with, as
/// GoogleSignIn's `GIDGoogleUser`. Made by ``GIDSignIn`` from a ``SimulatedGoogleAccounts`` account; never made
/// by app code.
open class GIDGoogleUser: NSObject, @unchecked Sendable {
    // Unchecked: the tokens and scopes change (a refresh, added scopes) only under `lock`.

    /// The account's stable identifier (the ID token's `sub`).
    public let userID: String?
    /// The account's basic profile; `nil` when the profile scopes were not granted.
    public let profile: GIDProfileData?
    /// The configuration the user signed in with.
    public let configuration: GIDConfiguration

    let account: SimulatedGoogleAccounts.Account
    private let lock = NSLock()
    private var tokens: SimulatedGoogleAccounts.Tokens

    init(account: SimulatedGoogleAccounts.Account, configuration: GIDConfiguration, tokens: SimulatedGoogleAccounts.Tokens) {
        self.account = account
        self.configuration = configuration
        self.tokens = tokens
        userID = account.userID
        profile = GIDProfileData(
            email: account.email, name: account.name, givenName: account.givenName, familyName: account.familyName,
            imageURL: account.imageURL)
        super.init()
    }

    /// The scopes the user granted the app.
    public var grantedScopes: [String]? { lock.withLock { tokens.scopes } }
    /// The token to call Google's APIs with.
    public var accessToken: GIDToken { lock.withLock { tokens.accessToken } }
    /// The token that gets new access tokens.
    public var refreshToken: GIDToken { lock.withLock { tokens.refreshToken } }
    /// The OpenID Connect ID token (a JWT naming the user), for the app's server or Firebase.
    public var idToken: GIDToken? { lock.withLock { tokens.idToken } }

    var currentTokens: SimulatedGoogleAccounts.Tokens {
        get { lock.withLock { tokens } }
        set { lock.withLock { tokens = newValue } }
    }

    /// Gets new tokens when the access token expires within a minute, then calls `completion` with the user (itself)
    /// or an error: ``GIDSignInError/Code/refreshTokenExpired`` when the user has been disconnected or signed out of
    /// the device since (its refresh token no longer works), as GoogleSignIn does.
    open func refreshTokensIfNeeded(completion: @escaping (GIDGoogleUser?, (any Error)?) -> Void) {
        switch SimulatedGoogleAccounts.shared.refresh(self) {
        case .success: completion(self, nil)
        case .failure(let error): completion(nil, error)
        }
    }

    /// ``refreshTokensIfNeeded(completion:)`` awaited.
    open func refreshTokensIfNeeded() async throws -> GIDGoogleUser {
        try SimulatedGoogleAccounts.shared.refresh(self).map { self }.get()
    }

    /// Asks the person for more scopes in the simulated consent sheet (``SimulatedGoogleAccounts/grantsMoreScopes``),
    /// then calls `completion` with the result or an error: ``GIDSignInError/Code/scopesAlreadyGranted`` when all were
    /// granted, ``GIDSignInError/Code/mismatchWithCurrentUser`` when this user is not ``GIDSignIn/currentUser``,
    /// ``GIDSignInError/Code/canceled`` when the person declines.
    open func addScopes(
        _ scopes: [String], presenting presentingViewController: UIViewController,
        completion: ((GIDSignInResult?, (any Error)?) -> Void)? = nil
    ) {
        switch GIDSignIn.sharedInstance.addScopes(scopes, to: self) {
        case .success(let result): completion?(result, nil)
        case .failure(let error): completion?(nil, error)
        }
    }

    /// ``addScopes(_:presenting:completion:)`` awaited.
    open func addScopes(_ scopes: [String], presenting presentingViewController: UIViewController) async throws -> GIDSignInResult {
        try GIDSignIn.sharedInstance.addScopes(scopes, to: self).get()
    }
}

/// What a sign-in hands back, as GoogleSignIn's `GIDSignInResult`: the user and, when the configuration names a
/// server client, a one-time code for that server.
open class GIDSignInResult: NSObject, @unchecked Sendable {
    // Unchecked: both stored properties are constants (the user locks its own state).

    /// The signed-in user.
    public let user: GIDGoogleUser
    /// The code the app's server trades for tokens; `nil` without a ``GIDConfiguration/serverClientID``.
    public let serverAuthCode: String?

    init(user: GIDGoogleUser, serverAuthCode: String?) {
        self.user = user
        self.serverAuthCode = serverAuthCode
        super.init()
    }
}

/// GoogleSignIn 6's tokens of a user, as its `GIDAuthentication` (7 moved them onto ``GIDGoogleUser`` as ``GIDToken``s).
/// Kept so apps written against 6 (`user.authentication.idToken`, `authentication.do { ... }`) compile; it reads the
/// user's current tokens.
open class GIDAuthentication: NSObject, @unchecked Sendable {
    // Unchecked: the one stored property is a constant (the user locks its own state).

    private let user: GIDGoogleUser

    init(user: GIDGoogleUser) {
        self.user = user
        super.init()
    }

    /// The app's client ID.
    public var clientID: String { user.configuration.clientID }
    /// The access token.
    public var accessToken: String { user.accessToken.tokenString }
    /// When the access token expires.
    public var accessTokenExpirationDate: Date { user.accessToken.expirationDate ?? .distantFuture }
    /// The refresh token.
    public var refreshToken: String { user.refreshToken.tokenString }
    /// The ID token.
    public var idToken: String? { user.idToken?.tokenString }
    /// When the ID token expires.
    public var idTokenExpirationDate: Date? { user.idToken?.expirationDate }

    /// Refreshes the tokens when they are about to expire, then calls `action` with this object or the error.
    open func `do`(freshTokens action: @escaping (GIDAuthentication?, (any Error)?) -> Void) {
        user.refreshTokensIfNeeded { refreshed, error in action(refreshed == nil ? nil : self, error) }
    }
}

extension GIDGoogleUser {
    /// GoogleSignIn 6's tokens of the user.
    @available(*, deprecated, message: "GoogleSignIn 7: accessToken, idToken and refreshToken are on GIDGoogleUser")
    public var authentication: GIDAuthentication { GIDAuthentication(user: self) }
}
