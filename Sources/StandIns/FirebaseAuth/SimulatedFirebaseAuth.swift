import Foundation

/// napkin's Firebase Authentication backend: the accounts of each simulated project, kept in memory, standing in for
/// Google's servers. Nothing reaches the network. A test or preview seeds accounts and reads what the app did:
///
/// ```swift
/// SimulatedFirebaseAuth.shared.addAccount(email: "ada@example.com", password: "analytical", displayName: "Ada")
/// SimulatedFirebaseAuth.shared.signInPreviously(email: "ada@example.com")   // signed in on an earlier launch
/// ```
///
/// Sign-ins follow Firebase's rules with email enumeration protection off (the default of projects made before
/// September 2023): an unknown email gives ``AuthErrorCode/userNotFound``, a wrong password
/// ``AuthErrorCode/wrongPassword``; set ``emailEnumerationProtection`` for newer projects' single
/// ``AuthErrorCode/invalidCredential``. New accounts need a well-formed email address (a name, `@`, a domain with a
/// dot: the backend's exact pattern is not published, this is napkin's), a password of 6 characters or more, and an
/// email no other account of the project has. Emails are compared and kept in lower case, as Firebase keeps them.
/// Not Firebase's: napkin's own, for tests.
public final class SimulatedFirebaseAuth: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one backend of the process.
    public static let shared = SimulatedFirebaseAuth()

    /// An account of a simulated project.
    public struct Account: Sendable, Hashable {
        /// The account's user ID (28 letters and digits on Firebase's side).
        public var uid: String
        /// Its email address, in lower case, or `nil` (anonymous, or a provider that gave none).
        public var email: String?
        /// Its password, or `nil` when it signs in only another way.
        public var password: String?
        /// Its display name.
        public var displayName: String?
        /// Its profile picture's address.
        public var photoURL: URL?
        /// Its phone number.
        public var phoneNumber: String?
        /// Whether its email address has been verified.
        public var isEmailVerified: Bool
        /// Whether it is an anonymous account.
        public var isAnonymous: Bool
        /// Whether an administrator has disabled it (sign-ins fail with ``AuthErrorCode/userDisabled``).
        public var isDisabled: Bool
        /// The providers it signs in with and the user ID each knows it by (`["google.com": "1001"]`; `password` for an
        /// email account, keyed to the email).
        public var providers: [String: String]
        /// When it was made.
        public var creationDate: Date
        /// When it last signed in.
        public var lastSignInDate: Date?

        /// An account; `uid` defaults to a fresh 28-character one.
        public init(
            uid: String? = nil, email: String? = nil, password: String? = nil, displayName: String? = nil, photoURL: URL? = nil,
            phoneNumber: String? = nil, isEmailVerified: Bool = false, isAnonymous: Bool = false, isDisabled: Bool = false,
            providers: [String: String] = [:], creationDate: Date = Date(), lastSignInDate: Date? = nil
        ) {
            self.uid = uid ?? SimulatedFirebaseAuth.makeUID()
            self.email = email?.lowercased()
            self.password = password
            self.displayName = displayName
            self.photoURL = photoURL
            self.phoneNumber = phoneNumber
            self.isEmailVerified = isEmailVerified
            self.isAnonymous = isAnonymous
            self.isDisabled = isDisabled
            var providers = providers
            if password != nil, let email = self.email { providers[EmailAuthProvider.id] = email }
            self.providers = providers
            self.creationDate = creationDate
            self.lastSignInDate = lastSignInDate
        }
    }

    /// An email the backend sent (nothing is delivered).
    public struct SentEmail: Sendable, Hashable {
        /// Why it was sent.
        public enum Kind: Sendable, Hashable {
            /// A password-reset link.
            case passwordReset
            /// An email-verification link.
            case emailVerification
        }
        /// Why it was sent.
        public var kind: Kind
        /// The address it was sent to.
        public var email: String
        /// The project it was sent for.
        public var projectID: String
    }

    /// The project napkin's simulated default app belongs to.
    public static let defaultProjectID = "napkin-simulated"

    private let lock = NSLock()
    private var projects: [String: [String: Account]] = [:]
    private var emails: [SentEmail] = []
    private var storedProtection = false
    private var storedNextError: AuthErrorCode?
    private var clock: @Sendable () -> Date = { Date() }

    private init() {
        SimulatedFirebase.onReset("FirebaseAuth") { SimulatedFirebaseAuth.shared.reset() }
    }

    /// A fresh user ID: 28 letters and digits, as Firebase's look.
    static func makeUID() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<28).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }

    // MARK: What a test sets

    /// Whether the project answers a wrong email or password with one ``AuthErrorCode/invalidCredential`` (as projects
    /// with email enumeration protection do) instead of ``AuthErrorCode/userNotFound`` / ``AuthErrorCode/wrongPassword``,
    /// and sends no error for a password reset of an unknown address. `false` by default.
    public var emailEnumerationProtection: Bool {
        get { lock.withLock { storedProtection } }
        set { lock.withLock { storedProtection = newValue } }
    }

    /// An error the next request to the backend fails with instead (used once), such as ``AuthErrorCode/networkError``
    /// for an offline device or ``AuthErrorCode/tooManyRequests``.
    public var nextError: AuthErrorCode? {
        get { lock.withLock { storedNextError } }
        set { lock.withLock { storedNextError = newValue } }
    }

    /// Adds an email-and-password account to `projectID` (the simulated default project unless given) and returns it.
    /// An account with the same email is replaced.
    @discardableResult
    public func addAccount(
        email: String, password: String, displayName: String? = nil, photoURL: URL? = nil, isEmailVerified: Bool = false,
        uid: String? = nil, projectID: String = SimulatedFirebaseAuth.defaultProjectID
    ) -> Account {
        let account = Account(
            uid: uid, email: email, password: password, displayName: displayName, photoURL: photoURL, isEmailVerified: isEmailVerified,
            creationDate: now())
        lock.withLock {
            var accounts = projects[projectID, default: [:]]
            for (key, other) in accounts where other.email == account.email { accounts[key] = nil }
            accounts[account.uid] = account
            projects[projectID] = accounts
        }
        return account
    }

    /// Adds `account` as it is to `projectID`, replacing one with the same user ID.
    public func addAccount(_ account: Account, projectID: String = SimulatedFirebaseAuth.defaultProjectID) {
        lock.withLock { projects[projectID, default: [:]][account.uid] = account }
    }

    /// The accounts of `projectID`, oldest first.
    public func accounts(projectID: String = SimulatedFirebaseAuth.defaultProjectID) -> [Account] {
        lock.withLock { (projects[projectID] ?? [:]).values.sorted { ($0.creationDate, $0.uid) < ($1.creationDate, $1.uid) } }
    }

    /// The account of `projectID` with `email`, if any.
    public func account(email: String, projectID: String = SimulatedFirebaseAuth.defaultProjectID) -> Account? {
        let email = email.lowercased()
        return lock.withLock { projects[projectID]?.values.first { $0.email == email } }
    }

    /// The emails sent since the last ``reset()``, oldest first.
    public var sentEmails: [SentEmail] { lock.withLock { emails } }

    /// Marks the address verified, as when the person opens the verification link; a signed-in ``User`` sees it after
    /// `reload()`. Returns whether an account had the address.
    @discardableResult
    public func verifyEmail(_ email: String, projectID: String = SimulatedFirebaseAuth.defaultProjectID) -> Bool {
        let email = email.lowercased()
        return lock.withLock {
            guard let uid = projects[projectID]?.values.first(where: { $0.email == email })?.uid else { return false }
            projects[projectID]?[uid]?.isEmailVerified = true
            return true
        }
    }

    /// Makes the account with `email` the current user of the default app's ``Auth`` (configuring the app with the
    /// simulated project when nothing has), as if it had signed in on an earlier launch: what a preview of a signed-in
    /// screen needs. Returns the user, or `nil` when no account of the default app's project has the address.
    @discardableResult
    public func signInPreviously(email: String) -> User? {
        let auth = Auth.auth()
        guard let account = account(email: email, projectID: auth.projectID) else { return nil }
        let user = User(account: account, auth: auth)
        auth.setCurrentUser(user)
        return user
    }

    /// The date accounts are made and signed in at (now unless a test fixes it).
    public func setClock(_ now: @escaping @Sendable () -> Date) {
        lock.withLock { clock = now }
    }

    /// Empties every project, the sent emails and the settings, and signs every ``Auth`` out.
    public func reset() {
        lock.withLock {
            projects = [:]
            emails = []
            storedProtection = false
            storedNextError = nil
            clock = { Date() }
        }
        Auth.forgetAll()
    }

    // MARK: What Auth asks

    func now() -> Date { lock.withLock { clock }() }

    /// The one-shot error, if set (and clears it).
    func takeNextError() -> AuthErrorCode? {
        lock.withLock {
            defer { storedNextError = nil }
            return storedNextError
        }
    }

    func account(uid: String, projectID: String) -> Account? { lock.withLock { projects[projectID]?[uid] } }

    /// Applies `change` to the account with `uid`; `nil` when there is none.
    @discardableResult
    func update(uid: String, projectID: String, _ change: (inout Account) -> Void) -> Account? {
        lock.withLock {
            guard var account = projects[projectID]?[uid] else { return nil }
            change(&account)
            projects[projectID]?[uid] = account
            return account
        }
    }

    func remove(uid: String, projectID: String) -> Bool {
        lock.withLock { projects[projectID]?.removeValue(forKey: uid) != nil }
    }

    func record(_ email: SentEmail) { lock.withLock { emails.append(email) } }

    /// Checks an address as napkin's backend does: one `@`, a name before it, a domain after it with a dot inside,
    /// no spaces.
    static func isWellFormedEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1]
        return domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".") && !domain.contains("..")
    }

    /// Signs in with an email and password: the account, or the error Firebase gives.
    func signIn(email: String, password: String, projectID: String) -> Result<Account, AuthErrorCode> {
        if let error = takeNextError() { return .failure(error) }
        guard !email.isEmpty else { return .failure(.missingEmail) }
        guard Self.isWellFormedEmail(email) else { return .failure(.invalidEmail) }
        let protection = emailEnumerationProtection
        guard let found = account(email: email, projectID: projectID) else {
            return .failure(protection ? .invalidCredential : .userNotFound)
        }
        guard found.password != nil, found.password == password else {
            return .failure(protection ? .invalidCredential : .wrongPassword)
        }
        guard !found.isDisabled else { return .failure(.userDisabled) }
        let date = now()
        return update(uid: found.uid, projectID: projectID) { $0.lastSignInDate = date }.map { .success($0) } ?? .failure(.userNotFound)
    }

    /// Makes an email-and-password account: the account, or the error Firebase gives.
    func createAccount(email: String, password: String, projectID: String) -> Result<Account, AuthErrorCode> {
        if let error = takeNextError() { return .failure(error) }
        guard !email.isEmpty else { return .failure(.missingEmail) }
        guard Self.isWellFormedEmail(email) else { return .failure(.invalidEmail) }
        guard password.count >= 6 else { return .failure(.weakPassword) }
        let date = now()
        let account = Account(email: email, password: password, creationDate: date, lastSignInDate: date)
        return lock.withLock {
            if projects[projectID]?.values.contains(where: { $0.email == account.email }) == true { return .failure(.emailAlreadyInUse) }
            projects[projectID, default: [:]][account.uid] = account
            return .success(account)
        }
    }

    /// Makes an anonymous account.
    func createAnonymousAccount(projectID: String) -> Result<Account, AuthErrorCode> {
        if let error = takeNextError() { return .failure(error) }
        let date = now()
        let account = Account(isAnonymous: true, creationDate: date, lastSignInDate: date)
        lock.withLock { projects[projectID, default: [:]][account.uid] = account }
        return .success(account)
    }

    /// Signs in with a provider's identity (its user ID there, and what the token said): the account and whether it is
    /// new. Google is trusted for its addresses, so a Google sign-in of an email account's address links to it, as
    /// Firebase does with one account per email; any other provider gets ``AuthErrorCode/accountExistsWithDifferentCredential``.
    func signIn(
        provider: String, providerUID: String, email: String?, displayName: String?, photoURL: URL?, emailVerified: Bool, projectID: String
    ) -> Result<(Account, Bool), AuthErrorCode> {
        if let error = takeNextError() { return .failure(error) }
        let date = now()
        let email = email?.lowercased()
        return lock.withLock {
            var accounts = projects[projectID, default: [:]]
            defer { projects[projectID] = accounts }
            if var found = accounts.values.first(where: { $0.providers[provider] == providerUID }) {
                guard !found.isDisabled else { return .failure(.userDisabled) }
                found.lastSignInDate = date
                accounts[found.uid] = found
                return .success((found, false))
            }
            if let email, var found = accounts.values.first(where: { $0.email == email }) {
                guard provider == GoogleAuthProvider.id else { return .failure(.accountExistsWithDifferentCredential) }
                guard !found.isDisabled else { return .failure(.userDisabled) }
                found.providers[provider] = providerUID
                found.isEmailVerified = found.isEmailVerified || emailVerified
                found.lastSignInDate = date
                accounts[found.uid] = found
                return .success((found, false))
            }
            let account = Account(
                email: email, displayName: displayName, photoURL: photoURL, isEmailVerified: emailVerified,
                providers: [provider: providerUID], creationDate: date, lastSignInDate: date)
            accounts[account.uid] = account
            return .success((account, true))
        }
    }

    /// Adds an email and password to the account `uid` (an anonymous one becomes permanent, keeping its uid), as
    /// Firebase's `link(with:)` does with an email credential.
    func link(uid: String, email: String, password: String, projectID: String) -> Result<Account, AuthErrorCode> {
        if let error = takeNextError() { return .failure(error) }
        guard !email.isEmpty else { return .failure(.missingEmail) }
        guard Self.isWellFormedEmail(email) else { return .failure(.invalidEmail) }
        guard password.count >= 6 else { return .failure(.weakPassword) }
        let email = email.lowercased()
        return lock.withLock {
            guard var account = projects[projectID]?[uid] else { return .failure(.userNotFound) }
            guard account.password == nil else { return .failure(.providerAlreadyLinked) }
            if projects[projectID]?.values.contains(where: { $0.uid != uid && $0.email == email }) == true {
                return .failure(.emailAlreadyInUse)
            }
            account.email = email
            account.password = password
            account.isAnonymous = false
            account.providers[EmailAuthProvider.id] = email
            projects[projectID]?[uid] = account
            return .success(account)
        }
    }

    /// Adds a provider's identity to the account `uid`, as Firebase's `link(with:)` does with a federated credential:
    /// the account takes the provider's email, name and photo where it has none.
    func link(uid: String, provider: String, identity: ProviderIdentity, projectID: String) -> Result<Account, AuthErrorCode> {
        if let error = takeNextError() { return .failure(error) }
        return lock.withLock {
            guard var account = projects[projectID]?[uid] else { return .failure(.userNotFound) }
            guard account.providers[provider] == nil else { return .failure(.providerAlreadyLinked) }
            if projects[projectID]?.values.contains(where: { $0.uid != uid && $0.providers[provider] == identity.uid }) == true {
                return .failure(.credentialAlreadyInUse)
            }
            if let email = identity.email, account.email == nil {
                if projects[projectID]?.values.contains(where: { $0.uid != uid && $0.email == email }) == true {
                    return .failure(.emailAlreadyInUse)
                }
                account.email = email
                account.isEmailVerified = identity.emailVerified
            }
            account.displayName = account.displayName ?? identity.displayName
            account.photoURL = account.photoURL ?? identity.photoURL
            account.providers[provider] = identity.uid
            account.isAnonymous = false
            projects[projectID]?[uid] = account
            return .success(account)
        }
    }

    /// Removes `provider` from the account `uid`, as Firebase's `unlink(fromProvider:)`.
    func unlink(uid: String, provider: String, projectID: String) -> Result<Account, AuthErrorCode> {
        if let error = takeNextError() { return .failure(error) }
        return lock.withLock {
            guard var account = projects[projectID]?[uid] else { return .failure(.userNotFound) }
            guard account.providers[provider] != nil || (provider == EmailAuthProvider.id && account.password != nil) else {
                return .failure(.noSuchProvider)
            }
            account.providers[provider] = nil
            if provider == EmailAuthProvider.id { account.password = nil }
            projects[projectID]?[uid] = account
            return .success(account)
        }
    }
}
