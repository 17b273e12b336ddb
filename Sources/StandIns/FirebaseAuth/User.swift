import Foundation

/// What a user's profile says, for the user and each provider it signs in with, as FirebaseAuth's `UserInfo` protocol.
public protocol UserInfo: NSObjectProtocol {
    /// The provider's identifier (`firebase` for the user itself, `password`, `google.com`...).
    var providerID: String { get }
    /// The user's ID at the provider (the Firebase user ID for the user itself).
    var uid: String { get }
    /// The display name.
    var displayName: String? { get }
    /// The profile picture's address.
    var photoURL: URL? { get }
    /// The email address.
    var email: String? { get }
    /// The phone number.
    var phoneNumber: String? { get }
}

/// One provider's view of a user, for ``User/providerData``.
final class ProviderUserInfo: NSObject, UserInfo, @unchecked Sendable {
    // Unchecked: immutable.
    let providerID: String
    let uid: String
    let displayName: String?
    let photoURL: URL?
    let email: String?
    let phoneNumber: String?

    init(providerID: String, uid: String, account: SimulatedFirebaseAuth.Account) {
        self.providerID = providerID
        self.uid = uid
        displayName = account.displayName
        photoURL = account.photoURL
        email = account.email
        phoneNumber = account.phoneNumber
    }
}

/// When a user was made and last signed in, as FirebaseAuth's `UserMetadata`.
open class UserMetadata: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// When the user last signed in.
    public let lastSignInDate: Date?
    /// When the user was made.
    public let creationDate: Date?

    init(lastSignInDate: Date?, creationDate: Date?) {
        self.lastSignInDate = lastSignInDate
        self.creationDate = creationDate
        super.init()
    }
}

/// What a sign-in also said, as FirebaseAuth's `AdditionalUserInfo`.
open class AdditionalUserInfo: NSObject, @unchecked Sendable {
    // Unchecked: immutable (the profile holds only strings and booleans).
    /// The provider signed in with.
    public let providerID: String
    /// The provider's profile of the user (the ID token's claims), if any.
    public let profile: [String: Any]?
    /// The user's name at the provider (GitHub's login), if any.
    public let username: String?
    /// Whether the sign-in made the account.
    public let isNewUser: Bool

    init(providerID: String, profile: [String: Any]?, username: String? = nil, isNewUser: Bool) {
        self.providerID = providerID
        self.profile = profile
        self.username = username
        self.isNewUser = isNewUser
        super.init()
    }

    /// ``isNewUser``, as Objective-C reads it.
    open func newUser() -> Bool { isNewUser }
}

/// The result of a sign-in, as FirebaseAuth's `AuthDataResult`.
open class AuthDataResult: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The signed-in user.
    public let user: User
    /// What the provider also said.
    public let additionalUserInfo: AdditionalUserInfo?
    /// The provider's OAuth credential, for a federated sign-in.
    public let credential: OAuthCredential?

    init(user: User, additionalUserInfo: AdditionalUserInfo?, credential: OAuthCredential?) {
        self.user = user
        self.additionalUserInfo = additionalUserInfo
        self.credential = credential
        super.init()
    }
}

/// A signed-in user, as FirebaseAuth's `User`: the profile as of the last sign-in or ``reload(completion:)``, and the
/// operations on the account. On Linux the account is ``SimulatedFirebaseAuth``'s; every call completes before it
/// returns (iOS calls back later on the main queue).
open class User: NSObject, UserInfo, @unchecked Sendable {
    // Unchecked: the cached account is read and written under `lock`.
    private let lock = NSLock()
    private var cached: SimulatedFirebaseAuth.Account
    private weak var owner: Auth?
    private let projectID: String

    init(account: SimulatedFirebaseAuth.Account, auth: Auth) {
        cached = account
        owner = auth
        projectID = auth.projectID
        super.init()
    }

    private var account: SimulatedFirebaseAuth.Account { lock.withLock { cached } }
    private var backend: SimulatedFirebaseAuth { .shared }

    /// The provider of the user itself, `firebase`.
    open var providerID: String { "firebase" }
    /// The user's ID, unique in the project.
    open var uid: String { account.uid }
    /// The display name.
    open var displayName: String? { account.displayName }
    /// The profile picture's address.
    open var photoURL: URL? { account.photoURL }
    /// The email address.
    open var email: String? { account.email }
    /// The phone number.
    open var phoneNumber: String? { account.phoneNumber }
    /// Whether the user signed in anonymously.
    public var isAnonymous: Bool { account.isAnonymous }
    /// Whether the email address has been verified (as of the last ``reload(completion:)``).
    public var isEmailVerified: Bool { account.isEmailVerified }
    /// ``isAnonymous``, as Objective-C reads it.
    open func anonymous() -> Bool { isAnonymous }
    /// ``isEmailVerified``, as Objective-C reads it.
    open func emailVerified() -> Bool { isEmailVerified }
    /// Each provider the user signs in with, in the providers' alphabetical order.
    open var providerData: [UserInfo] {
        let account = self.account
        return account.providers.keys.sorted().map { ProviderUserInfo(providerID: $0, uid: account.providers[$0] ?? "", account: account) }
    }
    /// When the user was made and last signed in.
    public var metadata: UserMetadata {
        let account = self.account
        return UserMetadata(lastSignInDate: account.lastSignInDate, creationDate: account.creationDate)
    }
    /// The tenant, for multi-tenant projects; `nil`.
    public var tenantID: String? { nil }
    /// A refresh token (napkin's: not one Google's servers would take).
    open var refreshToken: String? { "napkin-refresh-\(uid)" }

    // MARK: Profile

    /// A request to change the display name and picture, applied by its `commitChanges`.
    open func createProfileChangeRequest() -> UserProfileChangeRequest { UserProfileChangeRequest(user: self) }

    /// Applies a profile change (or an error when the account is gone).
    func apply(displayName: String??, photoURL: URL??) -> AuthErrorCode? {
        if let error = backend.takeNextError() { return error }
        let updated = backend.update(uid: uid, projectID: projectID) { account in
            if let displayName { account.displayName = displayName }
            if let photoURL { account.photoURL = photoURL }
        }
        guard let updated else { return .userNotFound }
        lock.withLock { cached = updated }
        return nil
    }

    /// Reads the account again (a verification done elsewhere, a profile changed on another device); fails with
    /// ``AuthErrorCode/userNotFound`` when it has been deleted.
    open func reload(completion: ((Error?) -> Void)? = nil) {
        completion?(reloadNow())
    }

    /// ``reload(completion:)`` awaited.
    open func reload() async throws {
        if let error = reloadNow() { throw error }
    }

    private func reloadNow() -> AuthErrorCode? {
        if let error = backend.takeNextError() { return error }
        guard let account = backend.account(uid: uid, projectID: projectID) else { return .userNotFound }
        guard !account.isDisabled else { return .userDisabled }
        lock.withLock { cached = account }
        return nil
    }

    /// Sets a new password (6 characters or more, else ``AuthErrorCode/weakPassword``). napkin does not ask for a recent
    /// sign-in (``AuthErrorCode/requiresRecentLogin``) as Firebase does after five minutes.
    open func updatePassword(to password: String, completion: ((Error?) -> Void)? = nil) {
        completion?(updatePasswordNow(password))
    }

    /// ``updatePassword(to:completion:)`` awaited.
    open func updatePassword(to password: String) async throws {
        if let error = updatePasswordNow(password) { throw error }
    }

    private func updatePasswordNow(_ password: String) -> AuthErrorCode? {
        if let error = backend.takeNextError() { return error }
        guard password.count >= 6 else { return .weakPassword }
        let updated = backend.update(uid: uid, projectID: projectID) { account in
            account.password = password
            if let email = account.email { account.providers[EmailAuthProvider.id] = email }
        }
        guard let updated else { return .userNotFound }
        lock.withLock { cached = updated }
        return nil
    }

    /// "Sends" a verification email to the user's address: recorded in ``SimulatedFirebaseAuth/sentEmails``; the
    /// account is verified when a test calls ``SimulatedFirebaseAuth/verifyEmail(_:projectID:)``.
    open func sendEmailVerification(completion: ((Error?) -> Void)? = nil) {
        completion?(sendVerificationNow())
    }

    /// ``sendEmailVerification(completion:)`` awaited.
    open func sendEmailVerification() async throws {
        if let error = sendVerificationNow() { throw error }
    }

    /// Sends a link to `newEmail` that, once followed, verifies it and makes it the account's address, as FirebaseAuth's
    /// `sendEmailVerification(beforeUpdatingEmail:)`: recorded in ``SimulatedFirebaseAuth``'s sent emails; nobody follows
    /// the link in a test, so the address stays as it is. Fails with ``AuthErrorCode/invalidEmail`` for a malformed address.
    open func sendEmailVerification(beforeUpdatingEmail newEmail: String, completion: ((Error?) -> Void)? = nil) {
        completion?(sendVerificationNow(to: newEmail))
    }

    /// ``sendEmailVerification(beforeUpdatingEmail:completion:)`` awaited.
    open func sendEmailVerification(beforeUpdatingEmail newEmail: String) async throws {
        if let error = sendVerificationNow(to: newEmail) { throw error }
    }

    private func sendVerificationNow(to newEmail: String) -> AuthErrorCode? {
        if let error = backend.takeNextError() { return error }
        guard SimulatedFirebaseAuth.isWellFormedEmail(newEmail) else { return .invalidEmail }
        guard backend.account(uid: uid, projectID: projectID) != nil else { return .userNotFound }
        backend.record(.init(kind: .emailVerification, email: newEmail, projectID: projectID))
        return nil
    }

    private func sendVerificationNow() -> AuthErrorCode? {
        if let error = backend.takeNextError() { return error }
        guard let email else { return .missingEmail }
        guard backend.account(uid: uid, projectID: projectID) != nil else { return .userNotFound }
        backend.record(.init(kind: .emailVerification, email: email, projectID: projectID))
        return nil
    }

    /// Deletes the account and signs it out.
    open func delete(completion: ((Error?) -> Void)? = nil) {
        completion?(deleteNow())
    }

    /// ``delete(completion:)`` awaited.
    open func delete() async throws {
        if let error = deleteNow() { throw error }
    }

    private func deleteNow() -> AuthErrorCode? {
        if let error = backend.takeNextError() { return error }
        guard backend.remove(uid: uid, projectID: projectID) else { return .userNotFound }
        if let owner, owner.currentUser?.uid == uid { owner.setCurrentUser(nil) }
        return nil
    }

    /// Signs in again with `credential` (which must be this user's, else ``AuthErrorCode/userMismatch``), as sensitive
    /// operations ask.
    open func reauthenticate(with credential: AuthCredential, completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
        switch reauthenticateNow(credential) {
        case .success(let result): completion?(result, nil)
        case .failure(let error): completion?(nil, error)
        }
    }

    /// ``reauthenticate(with:completion:)`` awaited.
    @discardableResult
    open func reauthenticate(with credential: AuthCredential) async throws -> AuthDataResult {
        try reauthenticateNow(credential).get()
    }

    private func reauthenticateNow(_ credential: AuthCredential) -> Result<AuthDataResult, AuthErrorCode> {
        guard let owner else { return .failure(.nullUser) }
        switch owner.resolve(credential, creating: false) {
        case .failure(let error): return .failure(error)
        case .success(let (account, info)):
            guard account.uid == uid else { return .failure(.userMismatch) }
            lock.withLock { cached = account }
            return .success(AuthDataResult(user: self, additionalUserInfo: info, credential: credential as? OAuthCredential))
        }
    }

    // MARK: Linking

    /// Links `credential`'s sign-in method to this user, as Firebase's `link(with:)`: an anonymous user given an
    /// email credential becomes a permanent account with the same uid. Fails with ``AuthErrorCode/providerAlreadyLinked``
    /// when the user has that method, ``AuthErrorCode/emailAlreadyInUse`` or ``AuthErrorCode/credentialAlreadyInUse``
    /// when another account has it.
    open func link(with credential: AuthCredential, completion: ((AuthDataResult?, Error?) -> Void)? = nil) {
        switch linkNow(credential) {
        case .success(let result): completion?(result, nil)
        case .failure(let error): completion?(nil, error)
        }
    }

    /// ``link(with:completion:)`` awaited.
    @discardableResult
    open func link(with credential: AuthCredential) async throws -> AuthDataResult { try linkNow(credential).get() }

    /// Removes the sign-in method `provider` (``EmailAuthProvider/id``, ``GoogleAuthProvider/id``...) from this user
    /// (``AuthErrorCode/noSuchProvider`` when it has none such).
    open func unlink(fromProvider provider: String, completion: ((User?, Error?) -> Void)? = nil) {
        switch unlinkNow(provider) {
        case .success(let user): completion?(user, nil)
        case .failure(let error): completion?(nil, error)
        }
    }

    /// ``unlink(fromProvider:completion:)`` awaited.
    @discardableResult
    open func unlink(fromProvider provider: String) async throws -> User { try unlinkNow(provider).get() }

    private func linkNow(_ credential: AuthCredential) -> Result<AuthDataResult, AuthErrorCode> {
        guard let owner else { return .failure(.nullUser) }
        let backend = SimulatedFirebaseAuth.shared
        let linked: Result<SimulatedFirebaseAuth.Account, AuthErrorCode>
        var profile: [String: Any]?
        if credential.provider == EmailAuthProvider.id {
            linked = backend.link(uid: uid, email: credential.email ?? "", password: credential.password ?? "", projectID: owner.projectID)
        } else {
            guard let identity = ProviderIdentity(credential) else { return .failure(.invalidCredential) }
            profile = identity.profile
            linked = backend.link(uid: uid, provider: credential.provider, identity: identity, projectID: owner.projectID)
        }
        return linked.map { account in
            lock.withLock { cached = account }
            let info = AdditionalUserInfo(providerID: credential.provider, profile: profile, isNewUser: false)
            return AuthDataResult(user: self, additionalUserInfo: info, credential: credential as? OAuthCredential)
        }
    }

    private func unlinkNow(_ provider: String) -> Result<User, AuthErrorCode> {
        guard let owner else { return .failure(.nullUser) }
        return SimulatedFirebaseAuth.shared.unlink(uid: uid, provider: provider, projectID: owner.projectID).map { account in
            lock.withLock { cached = account }
            return self
        }
    }

    // MARK: Tokens

    /// The user's ID token: a JWT naming the project and user, not signed by Google (napkin's; nothing checks it).
    open func getIDToken(completion: ((String?, Error?) -> Void)?) {
        completion?(idToken(), nil)
    }

    /// ``getIDToken(completion:)``; a refresh makes a token of the same claims.
    open func getIDTokenForcingRefresh(_ forceRefresh: Bool, completion: ((String?, Error?) -> Void)?) {
        completion?(idToken(), nil)
    }

    /// ``getIDToken(completion:)`` awaited.
    open func getIDToken(forcingRefresh forceRefresh: Bool = false) async throws -> String { idToken() }

    private func idToken() -> String {
        let account = self.account
        let issued = Int(backend.now().timeIntervalSince1970)
        var claims: [String: Any] = [
            "iss": "https://securetoken.google.com/\(projectID)", "aud": projectID, "sub": account.uid, "user_id": account.uid,
            "iat": issued, "auth_time": issued, "exp": issued + 3600, "email_verified": account.isEmailVerified,
        ]
        if let email = account.email { claims["email"] = email }
        if let name = account.displayName { claims["name"] = name }
        return JWT.unsigned(claims)
    }
}

/// A change to a user's display name and picture, as FirebaseAuth's `UserProfileChangeRequest`.
open class UserProfileChangeRequest: NSObject, @unchecked Sendable {
    // Unchecked: the changes are read and written under `lock`.
    private let lock = NSLock()
    private let user: User
    private var newName: String??
    private var newPhoto: URL??

    init(user: User) {
        self.user = user
        super.init()
    }

    /// The new display name (unchanged unless set).
    open var displayName: String? {
        get { lock.withLock { newName ?? user.displayName } }
        set { lock.withLock { newName = .some(newValue) } }
    }

    /// The new picture's address (unchanged unless set).
    open var photoURL: URL? {
        get { lock.withLock { newPhoto ?? user.photoURL } }
        set { lock.withLock { newPhoto = .some(newValue) } }
    }

    /// Saves the changes to the account.
    open func commitChanges(completion: ((Error?) -> Void)? = nil) {
        let (name, photo) = lock.withLock { (newName, newPhoto) }
        completion?(user.apply(displayName: name, photoURL: photo))
    }

    /// ``commitChanges(completion:)`` awaited.
    open func commitChanges() async throws {
        let (name, photo) = lock.withLock { (newName, newPhoto) }
        if let error = user.apply(displayName: name, photoURL: photo) { throw error }
    }
}

/// Unsigned JSON Web Tokens: what napkin's ID tokens are, and how credentials' ID tokens are read.
enum JWT {
    /// `header.claims.` with no signature (`alg: none`).
    static func unsigned(_ claims: [String: Any]) -> String {
        let header = (try? JSONSerialization.data(withJSONObject: ["alg": "none", "typ": "JWT"], options: [.sortedKeys])) ?? Data()
        let body = (try? JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys])) ?? Data()
        return "\(base64URL(header)).\(base64URL(body))."
    }

    /// The claims of a JWT's middle part, or `nil` when it is not one (napkin reads any JWT's claims; none is
    /// verified, nothing is sent to Google).
    static func claims(of token: String) -> [String: Any]? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1].count <= 64 * 1024 else { return nil }
        var text = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        guard let data = Data(base64Encoded: text) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
