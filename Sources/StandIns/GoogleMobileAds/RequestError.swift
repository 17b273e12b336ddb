// swift-format-ignore-file: AlwaysUseLowerCamelCase

// The SDK's C-style names (`GADAdSizeBanner`, `GADErrorDomain`) are kept as upstream spells them.
import Foundation

/// The domain of the SDK's errors, as `GADErrorDomain`.
public let GADErrorDomain = "com.google.admob"

/// The codes of the SDK's errors in ``GADErrorDomain``, as `GADErrorCode` (SDK 12 spells them
/// `RequestError.Code`, which ``RequestError/Code`` is).
public enum GADErrorCode: Int, Sendable, Hashable {
    /// The request is invalid: no ad unit ID, most often.
    case invalidRequest = 0
    /// The request succeeded, but no ad was returned.
    case noFill = 1
    /// The ad could not be loaded from the network: what every request gets on a device without one.
    case networkError = 2
    /// The ad server failed.
    case serverError = 3
    /// The OS is too old.
    case osVersionTooLow = 4
    /// The request timed out.
    case timeout = 5
    /// The mediation response was invalid.
    case mediationDataError = 7
    /// A mediation adapter could not be found or made.
    case mediationAdapterError = 8
    /// No mediated network returned an ad.
    case mediationNoFill = 9
    /// An invalid ad size was given to an adapter.
    case mediationInvalidAdSize = 10
    /// An internal error.
    case internalError = 11
    /// An invalid argument.
    case invalidArgument = 12
    /// The response was invalid.
    case receivedInvalidResponse = 13
    /// A full-screen ad was presented a second time (an ad is shown once).
    case adAlreadyUsed = 19
    /// The app's ID (`GADApplicationIdentifier` in the Info.plist) is missing.
    case applicationIdentifierMissing = 20
}

/// The SDK's errors, as SDK 12's `RequestError`: an `NSError` in ``GADErrorDomain`` whose code is a ``Code``.
/// Delegates and completion handlers are given the `NSError`; `(error as NSError).code` is the code's raw value.
public enum RequestError {
    /// The error codes.
    public typealias Code = GADErrorCode
    /// ``GADErrorDomain``.
    public static let errorDomain = GADErrorDomain

    /// The error of `code`, saying `description`.
    static func make(_ code: Code, _ description: String) -> NSError {
        NSError(domain: GADErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }

    /// What a request gets without a network (napkin's default, and a device's offline).
    static func offline() -> NSError {
        make(.networkError, "Network error: the ad could not be loaded (napkin's simulated ad network is offline).")
    }

    /// What a request gets when nothing fills it.
    static func noFill() -> NSError {
        make(.noFill, "Request Error: No ad to show.")
    }
}

/// SDK 11's name of the SDK's errors: an `NSError`.
public typealias GADRequestError = NSError
