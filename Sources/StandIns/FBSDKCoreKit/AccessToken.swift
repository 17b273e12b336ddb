import Foundation

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when ``AccessToken/current`` changes, as facebook-ios-sdk's `AccessTokenDidChange`.
    public static let AccessTokenDidChange = Notification.Name(
        "com.facebook.sdk.FBSDKAccessTokenData.FBSDKAccessTokenDidChangeNotification")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user info key of the token before a change.
public let AccessTokenChangeOldKey = "FBSDKAccessTokenOld"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user info key of the token after a change.
public let AccessTokenChangeNewKey = "FBSDKAccessToken"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user info key saying whether the user changed.
public let AccessTokenDidChangeUserIDKey = "FBSDKAccessTokenDidChangeUserIDKey"

/// A Facebook user access token, as facebook-ios-sdk's `AccessToken`: who it is for, what it grants and when it
/// expires; ``current`` is the logged-in user's.
///
/// Setting ``current`` posts ``Foundation/Notification/Name/AccessTokenDidChange`` with the old and new tokens. The
/// SDK keeps the current token in the keychain across launches; on Linux it lives in memory
/// (`SimulatedFacebookAccounts.logInPreviously(_:permissions:)` stands for a token kept from an earlier launch).
public final class AccessToken: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: every stored property is a constant of a Sendable type.

    private static let store = CurrentValue<AccessToken>(
        posting: .AccessTokenDidChange, oldKey: AccessTokenChangeOldKey, newKey: AccessTokenChangeNewKey)

    /// The logged-in user's token, or `nil`.
    public class var current: AccessToken? {
        get { store.current }
        set { store.set(newValue) { old, new in [AccessTokenDidChangeUserIDKey: old?.userID != new?.userID] } }
    }

    /// Whether there is a ``current`` token that has not expired.
    public class var isCurrentAccessTokenActive: Bool {
        guard let current else { return false }
        return !current.isExpired
    }

    /// The Facebook app the token is for.
    public let appID: String
    /// When the user's data access expires (90 days after the last login).
    public let dataAccessExpirationDate: Date
    /// When the token expires.
    public let expirationDate: Date
    /// When the token was last refreshed.
    public let refreshDate: Date
    /// The token itself, for Graph API calls or a server (Firebase's `FacebookAuthProvider`).
    public let tokenString: String
    /// The user the token is for.
    public let userID: String
    private let granted: Set<String>
    private let declined: Set<String>
    private let expired: Set<String>

    /// A token, as facebook-ios-sdk makes one (`nil` dates: now).
    public init(
        tokenString: String, permissions: [String], declinedPermissions: [String], expiredPermissions: [String], appID: String,
        userID: String, expirationDate: Date?, refreshDate: Date?, dataAccessExpirationDate: Date?
    ) {
        let now = FacebookClock.now()
        self.tokenString = tokenString
        granted = Set(permissions)
        declined = Set(declinedPermissions)
        expired = Set(expiredPermissions)
        self.appID = appID
        self.userID = userID
        self.expirationDate = expirationDate ?? now
        self.refreshDate = refreshDate ?? now
        self.dataAccessExpirationDate = dataAccessExpirationDate ?? now
        super.init()
    }

    /// The permissions granted.
    public var permissions: Set<Permission> { Set(granted.map(Permission.init(stringLiteral:))) }
    /// The permissions the user declined.
    public var declinedPermissions: Set<Permission> { Set(declined.map(Permission.init(stringLiteral:))) }
    /// The permissions that have expired.
    public var expiredPermissions: Set<Permission> { Set(expired.map(Permission.init(stringLiteral:))) }

    /// Whether `permission` was granted.
    public func hasGranted(_ permission: Permission) -> Bool { granted.contains(permission.name) }
    /// Whether the permission named `permission` was granted.
    public func hasGranted(permission: String) -> Bool { granted.contains(permission) }

    /// Whether the token has expired.
    public var isExpired: Bool { FacebookClock.now() >= expirationDate }
    /// Whether the user's data access has expired.
    public var isDataAccessExpired: Bool { FacebookClock.now() >= dataAccessExpirationDate }

    /// Whether `token` is the same token for the same user and grants.
    public func isEqual(to token: AccessToken) -> Bool {
        tokenString == token.tokenString && userID == token.userID && appID == token.appID && granted == token.granted
            && declined == token.declined && expired == token.expired && expirationDate == token.expirationDate
    }

    /// ``isEqual(to:)`` for another token.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AccessToken else { return false }
        return isEqual(to: other)
    }

    /// The hash of the token string.
    public override var hash: Int { tokenString.hashValue }

    /// The same token (it never changes, so itself).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The OpenID Connect token of a Limited Login, as facebook-ios-sdk's `AuthenticationToken`. The simulated login is
/// a classic one, which has none: ``current`` stays `nil` unless app code sets it.
public final class AuthenticationToken: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is a constant string; `current` is guarded by `lock`.

    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedCurrent: AuthenticationToken?

    /// The current authentication token, or `nil`.
    public class var current: AuthenticationToken? {
        get { lock.withLock { storedCurrent } }
        set { lock.withLock { storedCurrent = newValue } }
    }

    /// The token (a JWT).
    public let tokenString: String
    /// The nonce the login was started with.
    public let nonce: String
    /// The domain the token was issued by.
    public let graphDomain: String?

    /// A token of `tokenString`, `nonce` and `graphDomain`.
    public init(tokenString: String, nonce: String, graphDomain: String? = "facebook") {
        self.tokenString = tokenString
        self.nonce = nonce
        self.graphDomain = graphDomain
        super.init()
    }
}

/// The date the Facebook stand-in reads: now, unless `SimulatedFacebookAccounts.setClock(_:)` fixed it.
enum FacebookClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var clock: @Sendable () -> Date = { Date() }

    static var now: @Sendable () -> Date {
        get { lock.withLock { clock } }
        set { lock.withLock { clock = newValue } }
    }
}
