import Foundation

/// A credential to sign in with, as FirebaseAuth's `AuthCredential`: made by a provider
/// (``EmailAuthProvider``, ``GoogleAuthProvider``, ``OAuthProvider``...) and passed to ``Auth/signIn(with:completion:)``.
open class AuthCredential: NSObject, @unchecked Sendable {
    // Unchecked: immutable.

    /// The provider's identifier (`password`, `google.com`, `apple.com`...).
    public let provider: String

    /// For an email credential: the address and password.
    let email: String?
    let password: String?
    /// For a federated credential: the ID token, access token and raw nonce.
    let idTokenValue: String?
    let accessTokenValue: String?
    let rawNonceValue: String?
    let fullNameValue: PersonNameComponents?

    init(
        provider: String, email: String? = nil, password: String? = nil, idToken: String? = nil, accessToken: String? = nil,
        rawNonce: String? = nil, fullName: PersonNameComponents? = nil
    ) {
        self.provider = provider
        self.email = email
        self.password = password
        idTokenValue = idToken
        accessTokenValue = accessToken
        rawNonceValue = rawNonce
        fullNameValue = fullName
        super.init()
    }
}

/// An OAuth provider's credential, as FirebaseAuth's `OAuthCredential`.
open class OAuthCredential: AuthCredential, @unchecked Sendable {
    /// The provider's OpenID Connect ID token.
    public var idToken: String? { idTokenValue }
    /// The provider's access token.
    public var accessToken: String? { accessTokenValue }
    /// The OAuth 1 secret (Twitter's); always `nil` here.
    public var secret: String? { nil }
}

/// A sign-in provider's identifier, as FirebaseAuth's `AuthProviderID`.
public struct AuthProviderID: Equatable, Sendable {
    /// The identifier (`apple.com`, `password`...).
    public let rawValue: String

    private init(rawValue: String) { self.rawValue = rawValue }

    /// Sign in with Apple.
    public static var apple: Self { Self(rawValue: "apple.com") }
    /// Email and password.
    public static var email: Self { Self(rawValue: "password") }
    /// Facebook Login.
    public static var facebook: Self { Self(rawValue: "facebook.com") }
    /// Game Center.
    public static var gameCenter: Self { Self(rawValue: "gc.apple.com") }
    /// GitHub.
    public static var gitHub: Self { Self(rawValue: "github.com") }
    /// Google Sign-In.
    public static var google: Self { Self(rawValue: "google.com") }
    /// Phone numbers.
    public static var phone: Self { Self(rawValue: "phone") }
    /// Another OAuth provider, by identifier (`microsoft.com`, `yahoo.com`...).
    public static func custom(_ value: String) -> Self { Self(rawValue: value) }
}

/// Email and password sign-in, as FirebaseAuth's `EmailAuthProvider`.
open class EmailAuthProvider: NSObject {
    /// The provider's identifier, `password`.
    public static let id = "password"

    /// A credential of `email` and `password`, checked when signed in with.
    open class func credential(withEmail email: String, password: String) -> AuthCredential {
        AuthCredential(provider: id, email: email, password: password)
    }
}

/// Google Sign-In, as FirebaseAuth's `GoogleAuthProvider`.
open class GoogleAuthProvider: NSObject {
    /// The provider's identifier, `google.com`.
    public static let id = "google.com"

    /// A credential of Google Sign-In's ID and access tokens (`user.idToken?.tokenString`, `user.accessToken.tokenString`).
    open class func credential(withIDToken idToken: String, accessToken: String) -> AuthCredential {
        OAuthCredential(provider: id, idToken: idToken, accessToken: accessToken)
    }
}

/// Facebook Login, as FirebaseAuth's `FacebookAuthProvider`.
open class FacebookAuthProvider: NSObject {
    /// The provider's identifier, `facebook.com`.
    public static let id = "facebook.com"

    /// A credential of a Facebook access token (`AccessToken.current?.tokenString`).
    open class func credential(withAccessToken accessToken: String) -> AuthCredential {
        OAuthCredential(provider: id, accessToken: accessToken)
    }
}

/// GitHub sign-in, as FirebaseAuth's `GitHubAuthProvider`.
open class GitHubAuthProvider: NSObject {
    /// The provider's identifier, `github.com`.
    public static let id = "github.com"

    /// A credential of a GitHub OAuth token.
    open class func credential(withToken token: String) -> AuthCredential {
        OAuthCredential(provider: id, accessToken: token)
    }
}

/// Any OAuth provider (Sign in with Apple, Microsoft, Yahoo...), as FirebaseAuth's `OAuthProvider`: only its credential
/// factories (no web sign-in flow runs on Linux).
open class OAuthProvider: NSObject {
    /// The class's identifier, `OAuth`.
    public static let id = "OAuth"

    /// The provider's identifier.
    public let providerID: String
    /// The OAuth scopes asked for.
    open var scopes: [String]?
    /// Extra parameters of the provider's sign-in page.
    open var customParameters: [String: String]?

    /// A provider of `providerID`.
    public init(providerID: String) {
        self.providerID = providerID
        super.init()
    }

    /// A provider of `providerID`.
    public convenience init(providerID: AuthProviderID) { self.init(providerID: providerID.rawValue) }

    /// A provider of `providerID`.
    open class func provider(providerID: String) -> OAuthProvider { OAuthProvider(providerID: providerID) }

    /// A provider of `providerID`.
    public class func provider(providerID: AuthProviderID) -> OAuthProvider { OAuthProvider(providerID: providerID.rawValue) }

    /// A credential of an ID token (and access token).
    public static func credential(providerID: AuthProviderID, idToken: String, accessToken: String? = nil) -> OAuthCredential {
        OAuthCredential(provider: providerID.rawValue, idToken: idToken, accessToken: accessToken)
    }

    /// A credential of an access token.
    public static func credential(providerID: AuthProviderID, accessToken: String) -> OAuthCredential {
        OAuthCredential(provider: providerID.rawValue, accessToken: accessToken)
    }

    /// A credential of an ID token, the raw nonce its hash was made from, and an access token.
    public static func credential(
        providerID: AuthProviderID, idToken: String, rawNonce: String, accessToken: String? = nil
    ) -> OAuthCredential {
        OAuthCredential(provider: providerID.rawValue, idToken: idToken, accessToken: accessToken, rawNonce: rawNonce)
    }

    /// FirebaseAuth 10's form of ``credential(providerID:idToken:rawNonce:accessToken:)`` (`"apple.com"` as a string).
    @available(*, deprecated, message: "Use credential(providerID: AuthProviderID, idToken:rawNonce:accessToken:)")
    public static func credential(withProviderID providerID: String, idToken: String, rawNonce: String?) -> OAuthCredential {
        OAuthCredential(provider: providerID, idToken: idToken, rawNonce: rawNonce)
    }

    /// FirebaseAuth 10's form of ``credential(providerID:idToken:rawNonce:accessToken:)`` with an access token.
    @available(*, deprecated, message: "Use credential(providerID: AuthProviderID, idToken:rawNonce:accessToken:)")
    public static func credential(
        withProviderID providerID: String, idToken: String, rawNonce: String?, accessToken: String?
    ) -> OAuthCredential {
        OAuthCredential(provider: providerID, idToken: idToken, accessToken: accessToken, rawNonce: rawNonce)
    }

    /// FirebaseAuth 10's form of ``credential(providerID:accessToken:)``.
    @available(*, deprecated, message: "Use credential(providerID: AuthProviderID, accessToken:)")
    public static func credential(withProviderID providerID: String, accessToken: String) -> OAuthCredential {
        OAuthCredential(provider: providerID, accessToken: accessToken)
    }

    /// A Sign in with Apple credential: the `ASAuthorizationAppleIDCredential`'s identity token as a string, the raw
    /// nonce whose SHA-256 the request carried, and the person's name (Apple gives it only on the first sign-in; it
    /// becomes a new account's display name).
    public static func appleCredential(withIDToken idToken: String, rawNonce: String?, fullName: PersonNameComponents?) -> OAuthCredential {
        OAuthCredential(provider: AuthProviderID.apple.rawValue, idToken: idToken, rawNonce: rawNonce, fullName: fullName)
    }
}
