import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of every FirebaseMessaging error, as FirebaseMessaging's `MessagingErrorDomain` (`com.google.fcm`).
public let MessagingErrorDomain = "com.google.fcm"

/// An error of FirebaseMessaging, as Swift imports its `FIRMessagingError` error enum: an error code in the domain
/// ``MessagingErrorDomain``, each public code also reachable on the type, so `MessagingError(.timeout)`,
/// `catch MessagingError.invalidTopicName`, `error.code` and `(error as NSError).code` work as on iOS.
///
/// FirebaseMessaging also fails with codes its Swift enum does not name (502 when no sender ID is known, 505 when the
/// APNs token was not set before a token was asked for); such an error keeps its number in ``errorCode`` and reads
/// ``Code/unknown`` as ``code`` (on iOS it reads an unnamed case a switch's `@unknown default` takes).
public struct MessagingError: Error, Hashable, CustomNSError, @unchecked Sendable {
    // Unchecked: the user info holds only strings.

    /// The codes FirebaseMessaging names, with its numbers.
    public enum Code: Int, Sendable, Hashable {
        /// Unknown error.
        case unknown = 0
        /// FCM could not validate the request from this client.
        case authentication = 1
        /// The instance ID service cannot be accessed.
        case noAccess = 2
        /// The request to the backend timed out.
        case timeout = 3
        /// No network is available to reach the servers.
        case network = 4
        /// Another similar operation is in progress.
        case operationInProgress = 5
        /// Some parameters of the request were invalid.
        case invalidRequest = 7
        /// The topic name is invalid for subscription or unsubscription.
        case invalidTopicName = 8
    }

    /// The error's number, named by ``Code`` or one of FirebaseMessaging's internal ones (502, 505).
    public let errorCode: Int
    /// The user info: the reason under `NSLocalizedFailureReasonErrorKey`, as FirebaseMessaging builds its errors.
    public let errorUserInfo: [String: Any]

    /// An error of `code` with `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.init(errorCode: code.rawValue, userInfo: userInfo)
    }

    private init(errorCode: Int, userInfo: [String: Any]) {
        self.errorCode = errorCode
        self.errorUserInfo = userInfo
    }

    /// An error numbered `code` whose failure reason is `reason`, as FirebaseMessaging's `messagingErrorWithCode:`.
    static func make(_ code: Int, _ reason: String) -> MessagingError {
        MessagingError(errorCode: code, userInfo: [NSLocalizedFailureReasonErrorKey: reason])
    }

    /// The code, or ``Code/unknown`` for a number the enum does not name.
    public var code: Code { Code(rawValue: errorCode) ?? .unknown }

    /// ``MessagingErrorDomain``.
    public static var errorDomain: String { MessagingErrorDomain }

    /// The failure reason FirebaseMessaging gave, or `nil`.
    public var failureReason: String? { errorUserInfo[NSLocalizedFailureReasonErrorKey] as? String }

    /// Two errors are equal when their numbers are.
    public static func == (lhs: MessagingError, rhs: MessagingError) -> Bool { lhs.errorCode == rhs.errorCode }
    /// Hashes the number.
    public func hash(into hasher: inout Hasher) { hasher.combine(errorCode) }

    /// The `unknown` code, as `MessagingError.unknown` reads on iOS.
    public static var unknown: Code { .unknown }
    /// The `authentication` code, as `MessagingError.authentication` reads on iOS.
    public static var authentication: Code { .authentication }
    /// The `noAccess` code, as `MessagingError.noAccess` reads on iOS.
    public static var noAccess: Code { .noAccess }
    /// The `timeout` code, as `MessagingError.timeout` reads on iOS.
    public static var timeout: Code { .timeout }
    /// The `network` code, as `MessagingError.network` reads on iOS.
    public static var network: Code { .network }
    /// The `operationInProgress` code, as `MessagingError.operationInProgress` reads on iOS.
    public static var operationInProgress: Code { .operationInProgress }
    /// The `invalidRequest` code, as `MessagingError.invalidRequest` reads on iOS.
    public static var invalidRequest: Code { .invalidRequest }
    /// The `invalidTopicName` code, as `MessagingError.invalidTopicName` reads on iOS.
    public static var invalidTopicName: Code { .invalidTopicName }

    /// FirebaseMessaging's internal number for a request made without a sender ID (no configured default app).
    public static let missingAuthorizedEntityCode = 502
    /// FirebaseMessaging's internal number for a token asked for before the APNs token was set.
    public static let missingDeviceTokenCode = 505
}

/// `catch MessagingError.invalidTopicName` matches any FirebaseMessaging error of this code.
public func ~= (code: MessagingError.Code, error: any Error) -> Bool {
    let error = error as NSError
    return error.domain == MessagingErrorDomain && error.code == code.rawValue
}
