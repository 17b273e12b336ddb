import Foundation
@_exported import NapkinUI

/// The window a sign-in sheet is shown over, as AuthenticationServices' `ASPresentationAnchor`
/// (UIKit's window on iOS).
public typealias ASPresentationAnchor = UIWindow

/// A piece of the person's details an app asks for with its Apple ID request, as
/// `ASAuthorization.Scope`.
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
    /// The name Apple's framework uses.
    public let rawValue: String
    /// The value named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The person's email address (or a private relay address).
    public static let email = ASAuthorizationScope(rawValue: "email")
    /// The person's name.
    public static let fullName = ASAuthorizationScope(rawValue: "full_name")
}

/// Why an authorization ended without a credential, as AuthenticationServices' `ASAuthorizationError`.
///
/// ```swift
/// if let error = error as? ASAuthorizationError, error.code == .canceled { return }
/// ```
public struct ASAuthorizationError: Error, Hashable, CustomNSError {
    /// The error's codes, with AuthenticationServices' numbers.
    public enum Code: Int, Sendable, Hashable {
        case unknown = 1000
        /// The person cancelled (or, on Linux, there was no Apple Account to sign in with).
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        case notInteractive = 1005
        case matchedExcludedCredential = 1006
    }

    /// The reason.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// AuthenticationServices' authorization error domain.
    public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// ``Code/unknown``, as Swift imports Objective-C error codes onto the error type.
    public static let unknown = Code.unknown
    /// ``Code/canceled``.
    public static let canceled = Code.canceled
    /// ``Code/invalidResponse``.
    public static let invalidResponse = Code.invalidResponse
    /// ``Code/notHandled``.
    public static let notHandled = Code.notHandled
    /// ``Code/failed``.
    public static let failed = Code.failed
    /// ``Code/notInteractive``.
    public static let notInteractive = Code.notInteractive
}

/// Something that makes authorization requests, as AuthenticationServices' `ASAuthorizationProvider`.
public protocol ASAuthorizationProvider: AnyObject {}

/// What a successful authorization hands back, as AuthenticationServices' `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject {}

/// What an authorization gave, as `ASAuthorization`: the provider that handled it and the credential.
public final class ASAuthorization: NSObject, @unchecked Sendable {
    // Sound: both stored properties are `let`s.
    /// The provider that handled the request.
    public let provider: any ASAuthorizationProvider
    /// The credential, e.g. an ``ASAuthorizationAppleIDCredential``.
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
        super.init()
    }
}

/// The person's name as an Apple ID credential gives it (Foundation's `PersonNameComponents`).
public typealias ASPersonNameComponents = PersonNameComponents

/// What Sign in with Apple hands back, as `ASAuthorizationAppleIDCredential`: the stable user
/// identifier, the token and code for the app's server, and (the first time only) name and email.
public final class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    // Sound: every stored property is a `let`.
    /// The stable identifier of the person for this app's team.
    public let user: String
    /// The `state` the request carried, given back.
    public let state: String?
    /// The scopes the person granted.
    public let authorizedScopes: [ASAuthorizationScope]
    /// The short-lived code for the app's server.
    public let authorizationCode: Data?
    /// The JSON Web Token for the app's server.
    public let identityToken: Data?
    /// The email address, given on the first sign-in only.
    public let email: String?
    /// The name, given on the first sign-in only.
    public let fullName: PersonNameComponents?

    /// A credential with these values (what a test or a preview hands a completion handler).
    public init(
        user: String, state: String? = nil, authorizedScopes: [ASAuthorizationScope] = [], authorizationCode: Data? = nil,
        identityToken: Data? = nil, email: String? = nil, fullName: PersonNameComponents? = nil
    ) {
        self.user = user
        self.state = state
        self.authorizedScopes = authorizedScopes
        self.authorizationCode = authorizationCode
        self.identityToken = identityToken
        self.email = email
        self.fullName = fullName
        super.init()
    }
}

/// A request the authorization controller performs, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    /// The provider that made the request.
    public let provider: any ASAuthorizationProvider

    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
        super.init()
    }
}

/// A request with OpenID's scopes, nonce and state, as `ASAuthorizationOpenIDRequest`.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// What the app asks for besides the user identifier.
    open var requestedScopes: [ASAuthorizationScope]? = nil
    /// A value the identity token will carry (usually a SHA-256 of a random string).
    open var nonce: String? = nil
    /// A value the credential gives back.
    open var state: String? = nil
    /// What the request does: sign in (``ASAuthorization/OpenIDOperation/operationLogin``, what an empty
    /// operation means too), refresh or sign out.
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}

extension ASAuthorization {
    /// Swift's name for ``ASAuthorizationScope``, as AuthenticationServices spells it: `[ASAuthorization.Scope.email]`.
    public typealias Scope = ASAuthorizationScope

    /// What an OpenID request asks for, as `ASAuthorization.OpenIDOperation`.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        /// The operation's name in the request.
        public let rawValue: String
        /// An operation named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No operation named: the provider signs in.
        public static let operationImplicit = OpenIDOperation(rawValue: "")
        /// Sign in.
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        /// Refresh the credential.
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        /// Sign out.
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
}

/// A Sign in with Apple request, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    /// The user identifier of an earlier sign-in, to check it.
    open var user: String? = nil
}

/// Makes Apple ID requests and tells whether a user identifier is still signed in, as
/// `ASAuthorizationAppleIDProvider`.
///
/// A Linux machine has no Apple Account: every user identifier's state is `.notFound`.
public final class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// Where a user identifier stands, with AuthenticationServices' numbers.
    public enum CredentialState: Int, Sendable, Hashable {
        case revoked = 0
        case authorized = 1
        case notFound = 2
        case transferred = 3
    }

    public override init() { super.init() }

    /// A new request of this provider.
    public func createRequest() -> ASAuthorizationAppleIDRequest {
        ASAuthorizationAppleIDRequest(provider: self)
    }

    /// Calls `completion` with `.notFound` and no error: no Apple Account knows `userID` here.
    public func getCredentialState(
        forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void
    ) {
        completion(.notFound, nil)
    }

    /// `.notFound`: no Apple Account knows `userID` here.
    public func credentialState(forUserID userID: String) async throws -> CredentialState {
        .notFound
    }
}

/// What an ``ASAuthorizationController`` tells its delegate; both methods have empty defaults, as
/// the Objective-C protocol's are optional.
@MainActor @preconcurrency
public protocol ASAuthorizationControllerDelegate: AnyObject {
    /// The requests gave `authorization`.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The requests ended with `error` (an ``ASAuthorizationError``).
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    {}
    /// Does nothing unless the delegate implements it.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Gives the window the sign-in sheet is shown over.
@MainActor @preconcurrency
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    /// The window for `controller`'s sheet.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests, as `ASAuthorizationController`.
///
/// There is no Apple Account on Linux, so no sheet is shown: `performRequests()` ends at once, as
/// on a device signed out of its Apple Account when the person dismisses the prompt to sign in,
/// and the delegate hears `didCompleteWithError` with ``ASAuthorizationError/Code/canceled``.
/// A controller without requests fails with ``ASAuthorizationError/Code/invalidResponse``.
@preconcurrency @MainActor
public final class ASAuthorizationController: NSObject {
    /// The requests to perform.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// Hears how the requests ended.
    public weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Gives the window for the sheet.
    public weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller of `authorizationRequests`.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }

    /// Performs the requests: the delegate hears the error at once (see the type's discussion).
    public func performRequests() {
        delegate?.authorizationController(controller: self, didCompleteWithError: Self.outcome(of: authorizationRequests))
    }

    /// Performs the requests without showing anything unless a credential is saved: none is, so
    /// the delegate hears ``ASAuthorizationError/Code/canceled`` as well.
    public func performAutoFillAssistedRequests() {
        performRequests()
    }

    /// Cancels the requests; nothing is running.
    public func cancel() {}

    /// The error requests end with on Linux.
    nonisolated static func outcome(of requests: [ASAuthorizationRequest]) -> ASAuthorizationError {
        requests.isEmpty ? ASAuthorizationError(.invalidResponse) : ASAuthorizationError(.canceled)
    }
}
