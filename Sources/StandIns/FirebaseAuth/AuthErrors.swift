import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of every FirebaseAuth error, as FirebaseAuth's global `AuthErrorDomain` (`FIRAuthErrorDomain`).
public let AuthErrorDomain: String = AuthErrors.domain

/// The keys and domain of FirebaseAuth's errors, as FirebaseAuth's `AuthErrors`.
open class AuthErrors: NSObject {
    /// The domain of every FirebaseAuth error, `FIRAuthErrorDomain`.
    public static let domain: String = "FIRAuthErrorDomain"
    /// The user-info key of the error's name (`ERROR_WRONG_PASSWORD`...).
    public static let userInfoNameKey: String = "FIRAuthErrorUserInfoNameKey"
    /// The user-info key of the email address an error is about.
    public static let userInfoEmailKey: String = "FIRAuthErrorUserInfoEmailKey"
    /// The user-info key of a credential that can be used instead.
    public static let userInfoUpdatedCredentialKey: String = "FIRAuthErrorUserInfoUpdatedCredentialKey"
}

/// FirebaseAuth's error codes, with FirebaseAuth's numbers, as Swift sees FirebaseAuth 11's `AuthErrorCode`.
///
/// Thrown (and passed to completions) as themselves: `error as? AuthErrorCode`, `AuthErrorCode(rawValue: (error as
/// NSError).code)` and `(error as NSError).domain == AuthErrors.domain` all work, and `localizedDescription` says what
/// went wrong. Only the codes napkin's simulated project can produce, and those apps commonly switch over, are here.
public enum AuthErrorCode: Int, Error, CustomNSError, LocalizedError, Sendable, CaseIterable {
    /// A custom token is malformed.
    case invalidCustomToken = 17000
    /// A custom token was made for another project.
    case customTokenMismatch = 17002
    /// A credential is malformed, expired, or (with email enumeration protection) the email or password is wrong.
    case invalidCredential = 17004
    /// The account has been disabled.
    case userDisabled = 17005
    /// The sign-in method is not enabled for the project.
    case operationNotAllowed = 17006
    /// Another account already uses the email address.
    case emailAlreadyInUse = 17007
    /// The email address is malformed.
    case invalidEmail = 17008
    /// The password is wrong, or the account has none.
    case wrongPassword = 17009
    /// Too many requests from this device.
    case tooManyRequests = 17010
    /// No account has the email address (or it was deleted).
    case userNotFound = 17011
    /// The email belongs to an account that signs in another way.
    case accountExistsWithDifferentCredential = 17012
    /// The operation needs a recent sign-in: sign in again first.
    case requiresRecentLogin = 17014
    /// The provider is already linked to the account.
    case providerAlreadyLinked = 17015
    /// The provider is not linked to the account.
    case noSuchProvider = 17016
    /// The user's token is no longer valid: sign in again.
    case invalidUserToken = 17017
    /// The network could not be reached.
    case networkError = 17020
    /// The user's token has expired: sign in again.
    case userTokenExpired = 17021
    /// The API key is invalid.
    case invalidAPIKey = 17023
    /// A reauthentication was made with another user's credential.
    case userMismatch = 17024
    /// The credential is already linked to another account.
    case credentialAlreadyInUse = 17025
    /// The password is shorter than six characters.
    case weakPassword = 17026
    /// The app is not authorized for the API key.
    case appNotAuthorized = 17028
    /// An action code (a password-reset link's) has expired.
    case expiredActionCode = 17029
    /// An action code is malformed or was used already.
    case invalidActionCode = 17030
    /// An email address is missing.
    case missingEmail = 17034
    /// The user is `nil` where one is needed.
    case nullUser = 17067
    /// The provider identifier is not one FirebaseAuth knows.
    case invalidProviderID = 17071
    /// The account's email is not verified.
    case unverifiedEmail = 17086
    /// The nonce is missing or does not match the ID token's.
    case missingOrInvalidNonce = 17094
    /// The keychain could not be read or written.
    case keychainError = 17995
    /// An internal error.
    case internalError = 17999
    /// A JWT could not be parsed.
    case malformedJWT = 18000

    /// The same code, for FirebaseAuth 10's `AuthErrorCode.Code` spelling.
    public typealias Code = AuthErrorCode

    /// The code itself, for FirebaseAuth 10's `error.code` spelling.
    public var code: AuthErrorCode { self }

    /// ``AuthErrors/domain``.
    public static var errorDomain: String { AuthErrors.domain }
    /// The code's number.
    public var errorCode: Int { rawValue }
    /// The description and the error's name under ``AuthErrors/userInfoNameKey``.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message, AuthErrors.userInfoNameKey: name] }
    /// What went wrong, in a sentence.
    public var errorDescription: String? { message }

    /// The error's name, as FirebaseAuth names it (`ERROR_WRONG_PASSWORD`).
    var name: String {
        var out = "ERROR_"
        for character in String(describing: self) {
            if character.isUppercase { out += "_" }
            out += character.uppercased()
        }
        return out.replacingOccurrences(of: "A_P_I", with: "API").replacingOccurrences(of: "I_D", with: "ID")
    }

    private var message: String {
        switch self {
        case .invalidEmail: "The email address is not well formed: it needs a name, an @ and a domain."
        case .wrongPassword: "The password is wrong, or this account has no password."
        case .userNotFound: "No account has this email address; it may have been deleted."
        case .emailAlreadyInUse: "Another account already uses this email address."
        case .weakPassword: "The password is too short: it needs 6 characters or more."
        case .invalidCredential: "The credential is malformed or has expired, or the email or password is wrong."
        case .networkError: "A network error occurred (a timeout, a lost connection or an unreachable host)."
        case .missingEmail: "An email address is needed."
        case .userDisabled: "This account has been disabled by an administrator."
        case .operationNotAllowed: "This sign-in method is not enabled for the project."
        case .requiresRecentLogin: "This operation is sensitive and needs a recent sign-in: sign in again and retry."
        case .accountExistsWithDifferentCredential:
            "An account already exists with this email address but signs in another way; sign in that way and link this one."
        case .tooManyRequests: "Too many requests were made from this device; try again later."
        case .userTokenExpired, .invalidUserToken: "The user's credential is no longer valid: sign in again."
        case .nullUser: "There is no signed-in user for this operation."
        case .providerAlreadyLinked: "This provider is already linked to the account."
        case .noSuchProvider: "This provider is not linked to the account."
        case .credentialAlreadyInUse: "This credential is already linked to another account."
        case .userMismatch: "The credential belongs to another user than the signed-in one."
        case .missingOrInvalidNonce: "The nonce is missing or does not match the ID token's."
        default: "A FirebaseAuth error occurred (\(name))."
        }
    }
}
