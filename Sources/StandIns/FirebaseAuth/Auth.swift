import Foundation

/// The handle ``Auth/addStateDidChangeListener(_:)`` returns, as FirebaseAuth names it.
public typealias AuthStateDidChangeListenerHandle = NSObjectProtocol

/// The handle ``Auth/addIDTokenDidChangeListener(_:)`` returns, as FirebaseAuth names it.
public typealias IDTokenDidChangeListenerHandle = NSObjectProtocol

/// Firebase Authentication for one ``FirebaseApp``, as FirebaseAuth's `Auth`: signs people in with an email and
/// password, anonymously, or with another provider's credential; keeps the current user; tells listeners.
///
/// On Linux the backend is ``SimulatedFirebaseAuth``: accounts a test or preview seeds, checked with Firebase's rules
/// and error codes; nothing reaches the network. Every call completes before it returns, its completion called on the
/// caller's thread (iOS calls back later on the main queue), so a snapshot taken after a sign-in sees the signed-in
/// screen. Without a configured app, ``auth()`` configures the default one (with napkin's simulated project when the
/// bundle has no `GoogleService-Info.plist`), where FirebaseAuth raises an exception.
open class Auth: NSObject, @unchecked Sendable {
    // Unchecked: the current user and the listeners are read and written under `lock`.

    nonisolated(unsafe) private static var instances: [String: Auth] = [:]
    private static let registryLock = NSLock()

    private let lock = NSRecursiveLock()
    private var user: User?
    private var stateListeners: [ObjectIdentifier: (handle: NSObject, body: (Auth, User?) -> Void, last: String??)] = [:]
    private var tokenListeners: [ObjectIdentifier: (handle: NSObject, body: (Auth, User?) -> Void)] = [:]
    private var storedLanguageCode: String?
    private let appName: String
    /// The project the app's accounts live in (its options' project ID, else its Google app ID).
    let projectID: String

    /// The app this `Auth` signs in for.
    public private(set) weak var app: FirebaseApp?

    private init(app: FirebaseApp) {
        self.app = app
        appName = app.name
        let options = app.options
        projectID = options.projectID ?? options.googleAppID
        super.init()
    }

    /// The default app's `Auth`.
    open class func auth() -> Auth { auth(app: FirebaseApp.defaultAppConfiguringIfNeeded()) }

    /// `app`'s `Auth`: the same object for the same app.
    open class func auth(app: FirebaseApp) -> Auth {
        _ = SimulatedFirebaseAuth.shared  // registers the backend's reset with SimulatedFirebase
        return registryLock.withLock {
            if let existing = instances[app.name], existing.app === app { return existing }
            let made = Auth(app: app)
            instances[app.name] = made
            if instances.count == 1 {
                SimulatedFirebase.onAppDelete("FirebaseAuth") { name in Auth.forget(appName: name) }
            }
            return made
        }
    }

    private static func forget(appName: String) {
        let auth = registryLock.withLock { instances.removeValue(forKey: appName) }
        auth?.setCurrentUser(nil)
    }

    /// Signs every `Auth` out and drops them (``SimulatedFirebaseAuth/reset()``).
    static func forgetAll() {
        let all = registryLock.withLock {
            defer { instances = [:] }
            return Array(instances.values)
        }
        for auth in all { auth.setCurrentUser(nil) }
    }

    /// The signed-in user, or `nil`.
    public var currentUser: User? { lock.withLock { user } }

    /// The language of the emails and pages Firebase sends (kept; nothing is sent).
    open var languageCode: String? {
        get { lock.withLock { storedLanguageCode } }
        set { lock.withLock { storedLanguageCode = newValue } }
    }

    /// The tenant signed in to, for multi-tenant projects (kept, not used).
    open var tenantID: String?

    /// Sets ``languageCode`` to the app's preferred language.
    open func useAppLanguage() { languageCode = Locale.preferredLanguages.first }

    /// Points the SDK at the Authentication emulator; on Linux the simulated backend answers either way.
    open func useEmulator(withHost host: String, port: Int) {}

    // MARK: Listeners

    /// Calls `listener` at once with the current user, and again whenever a user signs in or out (not when the same
    /// user's token changes). Keep the handle to remove it.
    open func addStateDidChangeListener(_ listener: @escaping (Auth, User?) -> Void) -> NSObjectProtocol {
        let handle = NSObject()
        let current = lock.withLock {
            let current = user
            stateListeners[ObjectIdentifier(handle)] = (handle, listener, .some(current?.uid))
            return current
        }
        listener(self, current)
        return handle
    }

    /// Stops calling the listener `listenerHandle` was returned for.
    open func removeStateDidChangeListener(_ listenerHandle: NSObjectProtocol) {
        lock.withLock { _ = stateListeners.removeValue(forKey: ObjectIdentifier(listenerHandle)) }
    }

    /// Calls `listener` at once with the current user, and again at every sign-in, sign-out and token change.
    open func addIDTokenDidChangeListener(_ listener: @escaping (Auth, User?) -> Void) -> NSObjectProtocol {
        let handle = NSObject()
        let current = lock.withLock {
            tokenListeners[ObjectIdentifier(handle)] = (handle, listener)
            return user
        }
        listener(self, current)
        return handle
    }

    /// Stops calling the listener `listenerHandle` was returned for.
    open func removeIDTokenDidChangeListener(_ listenerHandle: NSObjectProtocol) {
        lock.withLock { _ = tokenListeners.removeValue(forKey: ObjectIdentifier(listenerHandle)) }
    }

    /// Makes `newUser` current and tells the listeners (a state listener only when the user changed).
    func setCurrentUser(_ newUser: User?) {
        let (states, tokens): ([(Auth, User?) -> Void], [(Auth, User?) -> Void]) = lock.withLock {
            let previous = user
            user = newUser
            var states: [(Auth, User?) -> Void] = []
            for (key, entry) in stateListeners where entry.last != .some(newUser?.uid) {
                stateListeners[key]?.last = .some(newUser?.uid)
                states.append(entry.body)
            }
            let tokens = previous == nil && newUser == nil ? [] : tokenListeners.values.map(\.body)
            return (states, tokens)
        }
        for listener in tokens { listener(self, newUser) }
        for listener in states { listener(self, newUser) }
    }

    // MARK: Signing in

    private var backend: SimulatedFirebaseAuth { .shared }

    private func finish(_ result: Result<AuthDataResult, AuthErrorCode>, _ completion: ((AuthDataResult?, Error?) -> Void)?) {
        switch result {
        case .success(let data): completion?(data, nil)
        case .failure(let error): completion?(nil, error)
        }
    }

    private func signedIn(_ account: SimulatedFirebaseAuth.Account, _ info: AdditionalUserInfo?, _ credential: OAuthCredential?)
        -> AuthDataResult
    {
        let user = User(account: account, auth: self)
        setCurrentUser(user)
        return AuthDataResult(user: user, additionalUserInfo: info, credential: credential)
    }

    /// Signs in with an email address and password. Fails with ``AuthErrorCode/invalidEmail``,
    /// ``AuthErrorCode/userNotFound``, ``AuthErrorCode/wrongPassword`` (or ``AuthErrorCode/invalidCredential`` with
    /// email enumeration protection), ``AuthErrorCode/userDisabled``.
    open func signIn(withEmail email: String, password: String, completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
        finish(signInNow(email: email, password: password), completion)
    }

    /// ``signIn(withEmail:password:completion:)`` awaited.
    @discardableResult
    open func signIn(withEmail email: String, password: String) async throws -> AuthDataResult {
        try signInNow(email: email, password: password).get()
    }

    private func signInNow(email: String, password: String) -> Result<AuthDataResult, AuthErrorCode> {
        backend.signIn(email: email, password: password, projectID: projectID).map {
            signedIn($0, AdditionalUserInfo(providerID: EmailAuthProvider.id, profile: nil, isNewUser: false), nil)
        }
    }

    /// Makes an account of an email address and password and signs it in. Fails with ``AuthErrorCode/invalidEmail``,
    /// ``AuthErrorCode/weakPassword`` (under 6 characters), ``AuthErrorCode/emailAlreadyInUse``.
    open func createUser(withEmail email: String, password: String, completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
        finish(createUserNow(email: email, password: password), completion)
    }

    /// ``createUser(withEmail:password:completion:)`` awaited.
    @discardableResult
    open func createUser(withEmail email: String, password: String) async throws -> AuthDataResult {
        try createUserNow(email: email, password: password).get()
    }

    private func createUserNow(email: String, password: String) -> Result<AuthDataResult, AuthErrorCode> {
        backend.createAccount(email: email, password: password, projectID: projectID).map {
            signedIn($0, AdditionalUserInfo(providerID: EmailAuthProvider.id, profile: nil, isNewUser: true), nil)
        }
    }

    /// Signs in as a new anonymous user (or keeps the current anonymous one, as FirebaseAuth does).
    open func signInAnonymously(completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
        finish(signInAnonymouslyNow(), completion)
    }

    /// ``signInAnonymously(completion:)`` awaited.
    @discardableResult
    open func signInAnonymously() async throws -> AuthDataResult {
        try signInAnonymouslyNow().get()
    }

    private func signInAnonymouslyNow() -> Result<AuthDataResult, AuthErrorCode> {
        if let current = currentUser, current.isAnonymous {
            return .success(
                AuthDataResult(
                    user: current, additionalUserInfo: AdditionalUserInfo(providerID: "", profile: nil, isNewUser: false), credential: nil))
        }
        return backend.createAnonymousAccount(projectID: projectID).map {
            signedIn($0, AdditionalUserInfo(providerID: "", profile: nil, isNewUser: true), nil)
        }
    }

    /// Signs in with another provider's credential (``EmailAuthProvider``, ``GoogleAuthProvider``,
    /// ``OAuthProvider/appleCredential(withIDToken:rawNonce:fullName:)``...). A federated credential's ID token is read as a
    /// JWT for the provider's user ID (`sub`), email, name and picture (nothing is verified; the raw nonce is not
    /// checked against the token's); a token that is not a JWT is itself the provider's user ID. A first sign-in makes
    /// the account (``AdditionalUserInfo/isNewUser``); an empty token fails with ``AuthErrorCode/invalidCredential``.
    open func signIn(with credential: AuthCredential, completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
        finish(signInNow(credential), completion)
    }

    /// ``signIn(with:completion:)`` awaited.
    @discardableResult
    open func signIn(with credential: AuthCredential) async throws -> AuthDataResult {
        try signInNow(credential).get()
    }

    private func signInNow(_ credential: AuthCredential) -> Result<AuthDataResult, AuthErrorCode> {
        resolve(credential, creating: true).map { signedIn($0.0, $0.1, credential as? OAuthCredential) }
    }

    /// The account `credential` signs in to (made when `creating` and it has none), and what the provider said.
    func resolve(_ credential: AuthCredential, creating: Bool) -> Result<(SimulatedFirebaseAuth.Account, AdditionalUserInfo), AuthErrorCode>
    {
        if credential.provider == EmailAuthProvider.id {
            return backend.signIn(email: credential.email ?? "", password: credential.password ?? "", projectID: projectID).map {
                ($0, AdditionalUserInfo(providerID: EmailAuthProvider.id, profile: nil, isNewUser: false))
            }
        }
        guard let identity = ProviderIdentity(credential) else { return .failure(.invalidCredential) }
        if !creating {
            if let error = backend.takeNextError() { return .failure(error) }
            guard let found = backend.accounts(projectID: projectID).first(where: { $0.providers[credential.provider] == identity.uid })
            else { return .failure(.userNotFound) }
            return .success((found, AdditionalUserInfo(providerID: credential.provider, profile: identity.profile, isNewUser: false)))
        }
        return backend.signIn(
            provider: credential.provider, providerUID: identity.uid, email: identity.email, displayName: identity.displayName,
            photoURL: identity.photoURL, emailVerified: identity.emailVerified, projectID: projectID
        ).map { ($0.0, AdditionalUserInfo(providerID: credential.provider, profile: identity.profile, isNewUser: $0.1)) }
    }

    /// "Sends" a password-reset email: recorded in ``SimulatedFirebaseAuth/sentEmails``. Fails with
    /// ``AuthErrorCode/invalidEmail``, or ``AuthErrorCode/userNotFound`` for an unknown address (none with email
    /// enumeration protection).
    open func sendPasswordReset(withEmail email: String, completion: ((Error?) -> Void)? = nil) {
        completion?(sendPasswordResetNow(email))
    }

    /// ``sendPasswordReset(withEmail:completion:)`` awaited.
    open func sendPasswordReset(withEmail email: String) async throws {
        if let error = sendPasswordResetNow(email) { throw error }
    }

    private func sendPasswordResetNow(_ email: String) -> AuthErrorCode? {
        if let error = backend.takeNextError() { return error }
        guard !email.isEmpty else { return .missingEmail }
        guard SimulatedFirebaseAuth.isWellFormedEmail(email) else { return .invalidEmail }
        guard let account = backend.account(email: email, projectID: projectID) else {
            return backend.emailEnumerationProtection ? nil : .userNotFound
        }
        backend.record(.init(kind: .passwordReset, email: account.email ?? email.lowercased(), projectID: projectID))
        return nil
    }

    /// Revokes a Sign in with Apple authorization code (before deleting an account, as Apple asks); nothing to revoke
    /// on Linux, so it succeeds unless the code is empty (``AuthErrorCode/invalidCredential``).
    open func revokeToken(withAuthorizationCode authorizationCode: String, completion: ((Error?) -> Void)? = nil) {
        completion?(authorizationCode.isEmpty ? AuthErrorCode.invalidCredential : nil)
    }

    /// ``revokeToken(withAuthorizationCode:completion:)`` awaited.
    open func revokeToken(withAuthorizationCode authorizationCode: String) async throws {
        if authorizationCode.isEmpty { throw AuthErrorCode.invalidCredential }
    }

    /// Signs the current user out (nothing happens when nobody is signed in). Never throws on Linux (FirebaseAuth throws
    /// ``AuthErrorCode/keychainError`` when the keychain fails).
    open func signOut() throws {
        setCurrentUser(nil)
    }
}

/// Who a federated credential (Google, Apple, another OAuth provider) says the person is: the provider's user ID and
/// what its ID token claims.
struct ProviderIdentity {
    let uid: String
    let email: String?
    let displayName: String?
    let photoURL: URL?
    let emailVerified: Bool
    let profile: [String: Any]

    /// The identity `credential` carries, or nil when it has no token.
    init?(_ credential: AuthCredential) {
        let token = credential.idTokenValue ?? credential.accessTokenValue ?? ""
        guard !token.isEmpty else { return nil }
        let claims = credential.idTokenValue.flatMap(JWT.claims(of:))
        uid = (claims?["sub"] as? String) ?? token
        var displayName = claims?["name"] as? String
        if displayName == nil, let fullName = credential.fullNameValue {
            // Given name then family name, as Apple's default (Western) formatting puts them.
            let formatted = [fullName.givenName, fullName.familyName].compactMap { $0 }.joined(separator: " ")
            displayName = formatted.isEmpty ? nil : formatted
        }
        self.displayName = displayName
        photoURL = (claims?["picture"] as? String).flatMap(URL.init(string:))
        email = (claims?["email"] as? String)?.lowercased()
        emailVerified = (claims?["email_verified"] as? Bool) ?? ((claims?["email_verified"] as? String) == "true")
        var profile: [String: Any] = [:]
        for (key, value) in claims ?? [:] where value is String || value is Bool { profile[key] = value }
        self.profile = profile
    }
}
