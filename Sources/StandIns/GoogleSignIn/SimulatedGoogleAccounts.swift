import Foundation

/// napkin's Google account sheet and keychain, standing in for the Google sign-in page GoogleSignIn opens and the
/// keychain it keeps a sign-in in. Nothing reaches the network. Nobody is signed in and the sheet offers no account
/// until a test or a preview says so:
///
/// ```swift
/// let ada = SimulatedGoogleAccounts.Account(userID: "1001", email: "ada@example.com", name: "Ada Lovelace")
/// SimulatedGoogleAccounts.shared.account = ada             // the account the person picks in the sheet
/// SimulatedGoogleAccounts.shared.signInPreviously(ada)     // or: signed in on an earlier launch
/// ```
///
/// With no ``account``, a sign-in fails with ``GIDSignInError/Code/canceled``, as when the person closes the sheet.
/// Call ``reset()`` between tests that change it.
public final class SimulatedGoogleAccounts: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one account store of the process.
    public static let shared = SimulatedGoogleAccounts()

    /// A Google account the simulated sheet can sign in as.
    public struct Account: Sendable, Hashable {
        /// The account's stable identifier (digits on Google's side; any string here).
        public var userID: String
        /// Its email address.
        public var email: String
        /// Its full name.
        public var name: String
        /// Its given name.
        public var givenName: String?
        /// Its family name.
        public var familyName: String?
        /// Its profile picture's address, or `nil` for an account without one.
        public var imageURL: URL?

        /// An account; the given and family names default to the first and last words of `name`.
        public init(
            userID: String, email: String, name: String, givenName: String? = nil, familyName: String? = nil, imageURL: URL? = nil
        ) {
            let words = name.split(separator: " ").map(String.init)
            self.userID = userID
            self.email = email
            self.name = name
            self.givenName = givenName ?? words.first
            self.familyName = familyName ?? (words.count > 1 ? words.last : nil)
            self.imageURL = imageURL
        }
    }

    /// A user's tokens and granted scopes.
    struct Tokens: Sendable {
        var accessToken: GIDToken
        var refreshToken: GIDToken
        var idToken: GIDToken?
        var scopes: [String]
    }

    /// What the keychain holds after a sign-in.
    private struct Saved {
        var account: Account
        var clientID: String
        var tokens: Tokens
    }

    /// The scopes every sign-in is granted: the OpenID Connect basics of the account's identity.
    static let basicScopes = [
        "openid", "https://www.googleapis.com/auth/userinfo.email", "https://www.googleapis.com/auth/userinfo.profile",
    ]
    /// How long an access token lasts: an hour, as Google's do.
    static let accessTokenLifetime: TimeInterval = 3600

    private let lock = NSLock()
    private var storedAccount: Account?
    private var storedGrantsMoreScopes = true
    private var storedNextError: GIDSignInError.Code?
    private var saved: Saved?
    private var revoked: Set<String> = []
    private var sheets = 0
    private var serial = 0
    private var clock: @Sendable () -> Date = { Date() }

    /// The account the person picks when the sign-in sheet opens; `nil` (the default) closes the sheet unsigned-in,
    /// and the sign-in fails with ``GIDSignInError/Code/canceled``.
    public var account: Account? {
        get { lock.withLock { storedAccount } }
        set { lock.withLock { storedAccount = newValue } }
    }

    /// Whether the person grants the scopes a `addScopes` sheet asks for (`true` by default); `false` declines them and
    /// the request fails with ``GIDSignInError/Code/canceled``.
    public var grantsMoreScopes: Bool {
        get { lock.withLock { storedGrantsMoreScopes } }
        set { lock.withLock { storedGrantsMoreScopes = newValue } }
    }

    /// An error the next interactive sign-in ends with instead of signing in (used once), such as
    /// ``GIDSignInError/Code/EMM`` or ``GIDSignInError/Code/keychain``.
    public var nextSignInError: GIDSignInError.Code? {
        get { lock.withLock { storedNextError } }
        set { lock.withLock { storedNextError = newValue } }
    }

    /// How many sign-in and consent sheets have been shown since the last ``reset()``.
    public var sheetsShown: Int { lock.withLock { sheets } }

    /// Whether the keychain holds a sign-in ``GIDSignIn/restorePreviousSignIn(completion:)`` can restore.
    public var hasSavedSignIn: Bool { lock.withLock { saved != nil } }

    /// Puts a sign-in of `account` in the keychain, as if the app had signed it in on an earlier launch with
    /// `clientID`, granted the basic scopes and `additionalScopes`.
    public func signInPreviously(
        _ account: Account, clientID: String = "napkin-preview.apps.googleusercontent.com", additionalScopes: [String] = []
    ) {
        let configuration = GIDConfiguration(clientID: clientID)
        let tokens = makeTokens(for: account, configuration: configuration, scopes: Self.scopes(adding: additionalScopes), nonce: nil)
        lock.withLock { saved = Saved(account: account, clientID: clientID, tokens: tokens) }
    }

    /// The date tokens are made and checked at (now unless a test fixes it), so expirations are known.
    public func setClock(_ now: @escaping @Sendable () -> Date) {
        lock.withLock { clock = now }
    }

    /// Empties the store: no account in the sheet, nothing in the keychain, scopes granted, the real clock; and signs
    /// ``GIDSignIn`` out.
    public func reset() {
        lock.withLock {
            storedAccount = nil
            storedGrantsMoreScopes = true
            storedNextError = nil
            saved = nil
            revoked = []
            sheets = 0
            clock = { Date() }
        }
        GIDSignIn.sharedInstance.forgetCurrentUser()
    }

    // MARK: What GIDSignIn asks

    /// The basic scopes with `additional` after them, each once.
    static func scopes(adding additional: [String]) -> [String] {
        var scopes = basicScopes
        for scope in additional where !scopes.contains(scope) { scopes.append(scope) }
        return scopes
    }

    /// The sheet: the account picked and its new tokens, or why there is none.
    func presentSignInSheet(configuration: GIDConfiguration, additionalScopes: [String], nonce: String?) -> Result<
        (Account, Tokens), GIDSignInError
    > {
        let picked: Result<Account, GIDSignInError> = lock.withLock {
            sheets += 1
            if let code = storedNextError {
                storedNextError = nil
                return .failure(.make(code, code == .canceled ? Self.canceledMessage : nil))
            }
            guard let account = storedAccount else { return .failure(.make(.canceled, Self.canceledMessage)) }
            return .success(account)
        }
        return picked.map { account in
            let tokens = makeTokens(for: account, configuration: configuration, scopes: Self.scopes(adding: additionalScopes), nonce: nonce)
            lock.withLock { saved = Saved(account: account, clientID: configuration.clientID, tokens: tokens) }
            return (account, tokens)
        }
    }

    /// The consent sheet of `addScopes`: whether the person grants them.
    func presentConsentSheet() -> Bool {
        lock.withLock {
            sheets += 1
            return storedGrantsMoreScopes
        }
    }

    /// GoogleSignIn's description of a closed sheet.
    static let canceledMessage = "The user canceled the sign-in flow."

    /// The keychain's sign-in with fresh tokens (as a restore refreshes them), or `nil`.
    func restore() -> (Account, GIDConfiguration, Tokens)? {
        guard let entry = lock.withLock({ saved }) else { return nil }
        guard !lock.withLock({ revoked.contains(entry.tokens.refreshToken.tokenString) }) else { return nil }
        let configuration = GIDConfiguration(clientID: entry.clientID)
        var tokens = entry.tokens
        if needsRefresh(tokens.accessToken) {
            tokens = makeTokens(
                for: entry.account, configuration: configuration, scopes: tokens.scopes, nonce: nil, keeping: tokens.refreshToken)
            lock.withLock { saved?.tokens = tokens }
        }
        return (entry.account, configuration, tokens)
    }

    /// Writes `user`'s current tokens to the keychain.
    func save(_ user: GIDGoogleUser) {
        lock.withLock {
            saved = Saved(account: user.account, clientID: user.configuration.clientID, tokens: user.currentTokens)
        }
    }

    /// Empties the keychain (a sign-out); with `revoking`, the saved refresh token and `also` (the current user's)
    /// stop working too (a disconnect).
    func forget(revoking: Bool, also refreshToken: String? = nil) {
        lock.withLock {
            if revoking {
                if let refreshToken { revoked.insert(refreshToken) }
                if let token = saved?.tokens.refreshToken.tokenString { revoked.insert(token) }
            }
            saved = nil
        }
    }

    /// Whether an access token expires within a minute (GoogleSignIn refreshes such tokens).
    private func needsRefresh(_ token: GIDToken) -> Bool {
        guard let expiration = token.expirationDate else { return false }
        return expiration.timeIntervalSince(lock.withLock { clock() }) < 60
    }

    /// New tokens for `user` when its access token is about to expire; fails when its refresh token was revoked.
    func refresh(_ user: GIDGoogleUser) -> Result<Void, GIDSignInError> {
        let tokens = user.currentTokens
        if lock.withLock({ revoked.contains(tokens.refreshToken.tokenString) }) {
            return .failure(.make(.refreshTokenExpired, "The refresh token was revoked: sign in again."))
        }
        guard needsRefresh(tokens.accessToken) else { return .success(()) }
        user.currentTokens = makeTokens(
            for: user.account, configuration: user.configuration, scopes: tokens.scopes, nonce: nil, keeping: tokens.refreshToken)
        lock.withLock {
            if saved?.account.userID == user.account.userID { saved?.tokens = user.currentTokens }
        }
        return .success(())
    }

    /// `tokens` with `scopes` granted and a new access token.
    func granting(_ scopes: [String], to user: GIDGoogleUser) -> Tokens {
        let tokens = user.currentTokens
        var all = tokens.scopes
        for scope in scopes where !all.contains(scope) { all.append(scope) }
        return makeTokens(for: user.account, configuration: user.configuration, scopes: all, nonce: nil, keeping: tokens.refreshToken)
    }

    /// A one-time server auth code.
    func makeServerAuthCode() -> String {
        "4/napkin-\(nextSerial())"
    }

    // MARK: Tokens

    private func nextSerial() -> Int {
        lock.withLock {
            serial += 1
            return serial
        }
    }

    /// New tokens for `account`: an access token good for an hour, the refresh token kept (or a new one), and an ID
    /// token: a JWT whose claims name the account (`sub`, `email`, `name`, `picture`), the audience (the server client
    /// when there is one, else the app's client), the nonce, and the issue and expiry times. Its signature is not
    /// Google's (napkin has no Google key), so a server that verifies ID tokens refuses it.
    private func makeTokens(
        for account: Account, configuration: GIDConfiguration, scopes: [String], nonce: String?, keeping refreshToken: GIDToken? = nil
    ) -> Tokens {
        let number = nextSerial()
        let now = lock.withLock { clock() }
        let expiry = now.addingTimeInterval(Self.accessTokenLifetime)
        let access = GIDToken(tokenString: "ya29.napkin-\(account.userID)-\(number)", expirationDate: expiry)
        let refresh = refreshToken ?? GIDToken(tokenString: "1//napkin-\(account.userID)-\(number)", expirationDate: nil)
        var claims: [String: Any] = [
            "iss": "https://accounts.google.com", "azp": configuration.clientID,
            "aud": configuration.serverClientID ?? configuration.clientID, "sub": account.userID, "email": account.email,
            "email_verified": true, "name": account.name, "iat": Int(now.timeIntervalSince1970), "exp": Int(expiry.timeIntervalSince1970),
        ]
        if let given = account.givenName { claims["given_name"] = given }
        if let family = account.familyName { claims["family_name"] = family }
        if let picture = account.imageURL { claims["picture"] = picture.absoluteString }
        if let nonce { claims["nonce"] = nonce }
        if let domain = configuration.hostedDomain { claims["hd"] = domain }
        let header: [String: Any] = ["alg": "RS256", "kid": "napkin", "typ": "JWT"]
        let jwt =
            [header, claims].map { Self.base64URL((try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])) ?? Data()) }
            .joined(separator: ".") + "." + Self.base64URL(Data("napkin-unsigned-\(number)".utf8))
        return Tokens(
            accessToken: access, refreshToken: refresh, idToken: GIDToken(tokenString: jwt, expirationDate: expiry), scopes: scopes)
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
