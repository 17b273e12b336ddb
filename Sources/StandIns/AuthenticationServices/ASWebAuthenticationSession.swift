import Foundation

/// Why a web authentication session ended without a callback, as `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, Hashable, CustomNSError {
    /// The codes, with AuthenticationServices' numbers.
    public enum Code: Int, Sendable, Hashable {
        /// The person closed the sheet (or, on Linux, there was no browser to show).
        case canceledLogin = 1
        case presentationContextNotProvided = 2
        case presentationContextInvalid = 3
    }

    /// The reason.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// AuthenticationServices' web authentication error domain.
    public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// ``Code/canceledLogin``, as Swift imports Objective-C error codes onto the error type.
    public static let canceledLogin = Code.canceledLogin
    /// ``Code/presentationContextNotProvided``.
    public static let presentationContextNotProvided = Code.presentationContextNotProvided
    /// ``Code/presentationContextInvalid``.
    public static let presentationContextInvalid = Code.presentationContextInvalid
}

/// Gives the window a web authentication sheet is shown over.
@MainActor @preconcurrency
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    /// The window for `session`'s sheet.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// An OAuth sign-in in a browser sheet, as `ASWebAuthenticationSession`.
///
/// There is no browser engine and no network on Linux: `start()` returns true (the session
/// started) and the completion handler hears at once, with no callback URL,
/// ``ASWebAuthenticationSessionError/Code/canceledLogin``, as when the person closes the sheet.
/// A session starts once; starting it again returns false and calls nothing.
public final class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    // Sound: `started` is read and written under `lock`; the other `var`s are settings made before
    // `start()` on the thread that made the session, as AuthenticationServices expects.
    /// What the completion handler takes.
    public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void

    /// The sign-in page.
    public let url: URL
    /// The scheme of the app's callback URL.
    public let callbackURLScheme: String?
    /// Whether the browser's cookies are kept apart from Safari's.
    public var prefersEphemeralWebBrowserSession = false
    /// Gives the window for the sheet.
    public weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Whether `start()` would succeed: true until the session started.
    public var canStart: Bool { lock.withLock { !started } }

    private let completionHandler: CompletionHandler
    private var started = false
    private let lock = NSLock()

    /// A session opening `url` that ends when the browser reaches a URL of `callbackURLScheme`.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        self.url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
        super.init()
    }

    /// Starts the session (see the type's discussion); false when it had started already.
    @discardableResult
    public func start() -> Bool {
        let first = lock.withLock {
            defer { started = true }
            return !started
        }
        guard first else { return false }
        completionHandler(nil, ASWebAuthenticationSessionError(.canceledLogin))
        return true
    }

    /// Cancels the session; it has ended already.
    public func cancel() {}
}
