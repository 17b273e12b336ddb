import Foundation

/// The error domain of GoogleSignIn's errors, as GoogleSignIn's `kGIDSignInErrorDomain`.
public let kGIDSignInErrorDomain = "com.google.GIDSignIn"

/// An error of Google Sign-In, as Swift imports GoogleSignIn's `GIDSignInErrorCode` error enum: a `code`, the domain
/// ``kGIDSignInErrorDomain``, and each code also reachable on the type (`GIDSignInError.canceled`), so
/// `(error as? GIDSignInError)?.code == .canceled`, `catch GIDSignInError.canceled` and
/// `(error as NSError).code == GIDSignInError.Code.canceled.rawValue` all work as on iOS.
public struct GIDSignInError: Error, Hashable, CustomNSError, @unchecked Sendable {
    // Unchecked: the user info holds only strings (GoogleSignIn's descriptions).
    /// The error's codes, with GoogleSignIn's numbers.
    public enum Code: Int, Sendable, Hashable {
        /// Something went wrong that has no code of its own (on Linux: no configuration to sign in with).
        case unknown = -1
        /// The keychain could not be read or written.
        case keychain = -2
        /// No previous sign-in to restore: never signed in, or signed out since.
        case hasNoAuthInKeychain = -4
        /// The person closed the sign-in sheet (or, with no simulated account, there was nobody to sign in as).
        case canceled = -5
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// An Enterprise Mobility Management problem.
        case EMM = -6
        /// A claim was asked for as both essential and not.
        case ambiguousClaims = -7
        /// Every scope asked for was already granted to the current user.
        case scopesAlreadyGranted = -8
        /// The operation was asked of a user who is not the current one.
        case mismatchWithCurrentUser = -9
        /// An object could not be written as JSON.
        case jsonSerializationFailure = -10
        /// The refresh token has expired: the person must sign in again.
        case refreshTokenExpired = -11
    }

    /// The reason.
    public let code: Code
    /// The error's user info (its description under `NSLocalizedDescriptionKey`, when it has one).
    public let errorUserInfo: [String: Any]

    /// An error of `code`, with `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    /// ``kGIDSignInErrorDomain``.
    public static var errorDomain: String { kGIDSignInErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// Two errors are equal when their codes are.
    public static func == (lhs: GIDSignInError, rhs: GIDSignInError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// ``Code/unknown``, as Swift imports error codes onto the error type.
    public static var unknown: Code { .unknown }
    /// ``Code/keychain``.
    public static var keychain: Code { .keychain }
    /// ``Code/hasNoAuthInKeychain``.
    public static var hasNoAuthInKeychain: Code { .hasNoAuthInKeychain }
    /// ``Code/canceled``.
    public static var canceled: Code { .canceled }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// ``Code/EMM``.
    public static var EMM: Code { .EMM }
    /// ``Code/ambiguousClaims``.
    public static var ambiguousClaims: Code { .ambiguousClaims }
    /// ``Code/scopesAlreadyGranted``.
    public static var scopesAlreadyGranted: Code { .scopesAlreadyGranted }
    /// ``Code/mismatchWithCurrentUser``.
    public static var mismatchWithCurrentUser: Code { .mismatchWithCurrentUser }
    /// ``Code/jsonSerializationFailure``.
    public static var jsonSerializationFailure: Code { .jsonSerializationFailure }
    /// ``Code/refreshTokenExpired``.
    public static var refreshTokenExpired: Code { .refreshTokenExpired }

    /// An error of `code` whose description is `message`, as GoogleSignIn builds the errors it reports.
    static func make(_ code: Code, _ message: String? = nil) -> GIDSignInError {
        GIDSignInError(code, userInfo: message.map { [NSLocalizedDescriptionKey: $0] } ?? [:])
    }
}

/// `catch GIDSignInError.canceled`: whether `error` is a Google Sign-In error of `code`.
public func ~= (code: GIDSignInError.Code, error: any Error) -> Bool {
    (error as? GIDSignInError)?.code == code
}
