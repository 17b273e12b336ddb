import FBSDKCoreKit
import Foundation
import NapkinUI

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The error domain of login errors, as facebook-ios-sdk's `LoginErrorDomain`.
public let LoginErrorDomain = "com.facebook.sdk.login"

/// A login error's code, as facebook-ios-sdk's `LoginErrorCode`.
public enum LoginErrorCode: Int, Sendable, Equatable {
    /// The first code of the domain.
    case reserved = 300
    /// Something failed that has no code of its own.
    case unknown
    /// The user's password changed.
    case passwordChanged
    /// Facebook wants the user to log in on its site first.
    case userCheckpointed
    /// The user is not the one logged in.
    case userMismatch
    /// The user has not confirmed their account.
    case unconfirmedUser
    /// The app is off in the system's Facebook account.
    case systemAccountAppDisabled
    /// The system's Facebook account is unavailable.
    case systemAccountUnavailable
    /// The login answered a different challenge.
    case badChallengeString
    /// The ID token is not valid.
    case invalidIDToken
    /// There is no access token.
    case missingAccessToken
}

/// A login error, as facebook-ios-sdk's `LoginError`: a ``LoginErrorCode`` in ``LoginErrorDomain``.
public struct LoginError: CustomNSError, Hashable, @unchecked Sendable {
    // Unchecked: the user info holds only strings.

    /// The code's number.
    public let errorCode: Int
    /// The user info.
    public let errorUserInfo: [String: Any]

    /// An error of `code`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        errorCode = code.rawValue
        errorUserInfo = userInfo
    }

    /// The error of an `NSError` of the domain.
    public init(_nsError nsError: NSError) {
        errorCode = nsError.code
        errorUserInfo = nsError.userInfo
    }

    /// ``LoginErrorDomain``.
    public static var errorDomain: String { LoginErrorDomain }
    /// The codes.
    public typealias Code = LoginErrorCode
    /// The code (``LoginErrorCode/unknown`` for a number without one).
    public var code: Code { Code(rawValue: errorCode) ?? .unknown }

    /// ``LoginErrorCode/reserved``.
    public static var reserved: Code { .reserved }
    /// ``LoginErrorCode/unknown``.
    public static var unknown: Code { .unknown }
    /// ``LoginErrorCode/passwordChanged``.
    public static var passwordChanged: Code { .passwordChanged }
    /// ``LoginErrorCode/userCheckpointed``.
    public static var userCheckpointed: Code { .userCheckpointed }
    /// ``LoginErrorCode/userMismatch``.
    public static var userMismatch: Code { .userMismatch }
    /// ``LoginErrorCode/unconfirmedUser``.
    public static var unconfirmedUser: Code { .unconfirmedUser }
    /// ``LoginErrorCode/systemAccountAppDisabled``.
    public static var systemAccountAppDisabled: Code { .systemAccountAppDisabled }
    /// ``LoginErrorCode/systemAccountUnavailable``.
    public static var systemAccountUnavailable: Code { .systemAccountUnavailable }
    /// ``LoginErrorCode/badChallengeString``.
    public static var badChallengeString: Code { .badChallengeString }
    /// ``LoginErrorCode/invalidIDToken``.
    public static var invalidIDToken: Code { .invalidIDToken }
    /// ``LoginErrorCode/missingAccessToken``.
    public static var missingAccessToken: Code { .missingAccessToken }

    /// Equal when the codes are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.errorCode == rhs.errorCode }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(errorCode) }
}

/// Who sees what the app posts for the user, as facebook-ios-sdk's `DefaultAudience`.
public enum DefaultAudience: UInt, Sendable {
    case friends
    case onlyMe
    case everyone
}

/// What a login hands back, as facebook-ios-sdk's `LoginManagerLoginResult`.
public final class LoginManagerLoginResult: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is a constant of a Sendable type.

    /// The new token (``AccessToken/current`` too); `nil` when cancelled.
    public let token: AccessToken?
    /// The Limited Login token; `nil` for the classic login napkin simulates.
    public let authenticationToken: AuthenticationToken?
    /// Whether the person closed the dialog.
    public let isCancelled: Bool
    /// The permissions granted.
    public let grantedPermissions: Set<String>
    /// The permissions the person declined.
    public let declinedPermissions: Set<String>

    /// A result, as facebook-ios-sdk makes one.
    public init(
        token: AccessToken?, authenticationToken: AuthenticationToken?, isCancelled: Bool, grantedPermissions: Set<String>,
        declinedPermissions: Set<String>
    ) {
        self.token = token
        self.authenticationToken = authenticationToken
        self.isCancelled = isCancelled
        self.grantedPermissions = grantedPermissions
        self.declinedPermissions = declinedPermissions
        super.init()
    }
}

/// What a login calls back with.
public typealias LoginManagerLoginResultBlock = (LoginManagerLoginResult?, (any Error)?) -> Void

/// A login's outcome in Swift's terms, as facebook-ios-sdk's `LoginResult`.
public enum LoginResult {
    /// Logged in: the permissions granted and declined, and the token.
    case success(granted: Set<Permission>, declined: Set<Permission>, token: AccessToken?)
    /// The person closed the dialog.
    case cancelled
    /// The login failed.
    case failed(any Error)

    init(result: LoginManagerLoginResult?, error: (any Error)?) {
        guard let result, error == nil else {
            self = .failed(error ?? LoginError(.unknown))
            return
        }
        if result.isCancelled {
            self = .cancelled
        } else {
            self = .success(
                granted: Set(result.grantedPermissions.map(Permission.init(stringLiteral:))),
                declined: Set(result.declinedPermissions.map(Permission.init(stringLiteral:))), token: result.token)
        }
    }
}

/// What the Swift login calls back with.
public typealias LoginResultBlock = (LoginResult) -> Void

/// Logs the person in with Facebook and out again, as facebook-ios-sdk's `LoginManager`.
///
/// On Linux the Facebook login dialog is `SimulatedFacebookAccounts`': a login takes the account a test or preview
/// put there, grants what was asked for (`public_profile` always) less what the person declines, and sets
/// ``AccessToken/current`` and ``Profile/current``; with no account it ends cancelled (`isCancelled`, no error), as
/// when the person closes the dialog. Permissions granted before to the same user stay granted. Nothing reaches the
/// network, and the handler runs before `logIn` returns (the SDK calls back later on the main queue).
public final class LoginManager: NSObject, @unchecked Sendable {
    // Unchecked: the one property is read and written under `lock`.

    private let lock = NSLock()
    private var audience: DefaultAudience

    /// Who sees what the app posts for the user.
    public var defaultAudience: DefaultAudience {
        get { lock.withLock { audience } }
        set { lock.withLock { audience = newValue } }
    }

    /// A login manager.
    public init(defaultAudience: DefaultAudience = .friends) {
        audience = defaultAudience
        super.init()
    }

    /// Logs in asking for `permissions` (Graph API names), showing the dialog over `viewController`.
    public func logIn(permissions: [String], from viewController: UIViewController?, handler: LoginManagerLoginResultBlock?) {
        let (result, error) = performLogIn(permissions: permissions)
        handler?(result, error)
    }

    /// Logs in asking for `permissions`, calling back with a ``LoginResult``.
    public func logIn(
        permissions: [Permission] = [.publicProfile], viewController: UIViewController? = nil, completion: LoginResultBlock? = nil
    ) {
        let (result, error) = performLogIn(permissions: permissions.map(\.name))
        completion?(LoginResult(result: result, error: error))
    }

    /// Asks the person to renew expired data access for the logged-in user; fails with
    /// ``LoginErrorCode/missingAccessToken`` when nobody is logged in.
    public func reauthorizeDataAccess(from viewController: UIViewController, handler: @escaping LoginManagerLoginResultBlock) {
        guard let current = AccessToken.current else {
            handler(nil, LoginError(.missingAccessToken))
            return
        }
        let (result, error) = performLogIn(permissions: current.permissions.map(\.name))
        handler(result, error)
    }

    /// Logs out: no ``AccessToken/current``, ``AuthenticationToken/current`` or ``Profile/current``.
    public func logOut() {
        AccessToken.current = nil
        AuthenticationToken.current = nil
        Profile.current = nil
    }

    private func performLogIn(permissions: [String]) -> (LoginManagerLoginResult?, (any Error)?) {
        let requested = Set(permissions).union(["public_profile"])
        let answer = SimulatedFacebookAccounts.shared.presentLoginDialog(requesting: requested)
        if let code = answer.errorCode {
            return (nil, LoginError(LoginErrorCode(rawValue: code) ?? .unknown))
        }
        guard let account = answer.account else {
            return (
                LoginManagerLoginResult(
                    token: nil, authenticationToken: nil, isCancelled: true, grantedPermissions: [], declinedPermissions: []), nil
            )
        }
        var granted = answer.granted
        if let previous = AccessToken.current, previous.userID == account.userID {
            granted.formUnion(previous.permissions.map(\.name))
        }
        let token = SimulatedFacebookAccounts.shared.logIn(account, granted: granted, declined: answer.declined)
        return (
            LoginManagerLoginResult(
                token: token, authenticationToken: nil, isCancelled: false, grantedPermissions: answer.granted,
                declinedPermissions: answer.declined), nil
        )
    }
}
