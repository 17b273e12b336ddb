import Foundation

/// napkin's Facebook login dialog, standing in for the Facebook app or web page the SDK sends the person to. Nothing
/// reaches the network. Nobody is logged in and the dialog offers no account until a test or a preview says so:
///
/// ```swift
/// let sam = SimulatedFacebookAccounts.Account(userID: "10001", name: "Sam Rivera", email: "sam@example.com")
/// SimulatedFacebookAccounts.shared.account = sam                  // who logs in when the dialog opens
/// SimulatedFacebookAccounts.shared.declinedPermissions = ["email"] // what they untick
/// SimulatedFacebookAccounts.shared.logInPreviously(sam)           // or: logged in on an earlier launch
/// ```
///
/// With no ``account`` a login ends cancelled (`LoginManagerLoginResult.isCancelled`), as when the person closes the
/// dialog. Call ``reset()`` between tests that change it.
public final class SimulatedFacebookAccounts: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one account store of the process.
    public static let shared = SimulatedFacebookAccounts()

    /// A Facebook account the simulated dialog can log in as.
    public struct Account: Sendable, Hashable {
        /// The app-scoped user ID.
        public var userID: String
        /// The full name.
        public var name: String
        /// The first name.
        public var firstName: String?
        /// The middle name.
        public var middleName: String?
        /// The last name.
        public var lastName: String?
        /// The email address (shared with the `email` permission).
        public var email: String?
        /// The profile picture's address.
        public var imageURL: URL?

        /// An account; the first and last names default to the first and last words of `name`.
        public init(
            userID: String, name: String, firstName: String? = nil, middleName: String? = nil, lastName: String? = nil,
            email: String? = nil, imageURL: URL? = nil
        ) {
            let words = name.split(separator: " ").map(String.init)
            self.userID = userID
            self.name = name
            self.firstName = firstName ?? words.first
            self.middleName = middleName
            self.lastName = lastName ?? (words.count > 1 ? words.last : nil)
            self.email = email
            self.imageURL = imageURL
        }
    }

    /// How long a token lasts: 60 days, as Facebook's long-lived tokens do; data access lasts 90.
    static let tokenLifetime: TimeInterval = 60 * 24 * 3600
    static let dataAccessLifetime: TimeInterval = 90 * 24 * 3600

    private let lock = NSLock()
    private var storedAccount: Account?
    private var storedDeclined: Set<String> = []
    private var storedNextError: Int?
    private var dialogs = 0
    private var serial = 0

    /// The account that logs in when the dialog opens; `nil` (the default) closes it: the login is cancelled.
    public var account: Account? {
        get { lock.withLock { storedAccount } }
        set { lock.withLock { storedAccount = newValue } }
    }

    /// The permissions the person unticks in the dialog (`public_profile` cannot be declined).
    public var declinedPermissions: Set<String> {
        get { lock.withLock { storedDeclined } }
        set { lock.withLock { storedDeclined = newValue } }
    }

    /// The code of an error (`LoginError.Code`'s raw value, such as 304 for `userMismatch`) the next login ends with
    /// instead of logging in (used once).
    public var nextLoginErrorCode: Int? {
        get { lock.withLock { storedNextError } }
        set { lock.withLock { storedNextError = newValue } }
    }

    /// How many login dialogs have been shown since the last ``reset()``.
    public var dialogsShown: Int { lock.withLock { dialogs } }

    /// Makes `account` the logged-in user with `permissions` granted, as if the SDK had restored a token kept from an
    /// earlier launch: sets ``AccessToken/current`` and ``Profile/current``.
    public func logInPreviously(_ account: Account, permissions: [String] = ["public_profile"]) {
        logIn(account, granted: Set(permissions).union(["public_profile"]), declined: [])
    }

    /// The date tokens are made and checked at (now unless a test fixes it).
    public func setClock(_ now: @escaping @Sendable () -> Date) {
        FacebookClock.now = now
    }

    /// Empties the store: no account, nothing declined, nobody logged in, the real clock.
    public func reset() {
        lock.withLock {
            storedAccount = nil
            storedDeclined = []
            storedNextError = nil
            dialogs = 0
        }
        FacebookClock.now = { Date() }
        AccessToken.current = nil
        AuthenticationToken.current = nil
        Profile.current = nil
    }

    /// What the dialog answers: the account (and what it grants and declines of `requested`), an error code, or
    /// cancelled (`nil` account and code).
    package func presentLoginDialog(requesting requested: Set<String>) -> (
        account: Account?, granted: Set<String>, declined: Set<String>, errorCode: Int?
    ) {
        lock.withLock {
            dialogs += 1
            if let code = storedNextError {
                storedNextError = nil
                return (nil, [], [], code)
            }
            guard let account = storedAccount else { return (nil, [], [], nil) }
            let declined = requested.intersection(storedDeclined).subtracting(["public_profile"])
            return (account, requested.subtracting(declined), declined, nil)
        }
    }

    /// Makes `account` the logged-in user (a new token and profile); returns the token.
    @discardableResult
    package func logIn(_ account: Account, granted: Set<String>, declined: Set<String>) -> AccessToken {
        let number = lock.withLock {
            serial += 1
            return serial
        }
        let now = FacebookClock.now()
        let token = AccessToken(
            tokenString: "EAANapkin\(account.userID)x\(number)", permissions: granted.sorted(), declinedPermissions: declined.sorted(),
            expiredPermissions: [], appID: Settings.shared.appID ?? "napkin-preview", userID: account.userID,
            expirationDate: now.addingTimeInterval(Self.tokenLifetime), refreshDate: now,
            dataAccessExpirationDate: now.addingTimeInterval(Self.dataAccessLifetime))
        AccessToken.current = token
        Profile.current = Profile(
            userID: account.userID, firstName: account.firstName, middleName: account.middleName, lastName: account.lastName,
            name: account.name, linkURL: nil, refreshDate: now, imageURL: account.imageURL,
            email: granted.contains("email") ? account.email : nil, friendIDs: nil, birthday: nil, gender: nil, permissions: granted)
        return token
    }
}
