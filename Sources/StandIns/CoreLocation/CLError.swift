import Foundation

/// CoreLocation's error domain.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error CoreLocation reports, as `CLError`: `catch CLError.denied` and
/// `(error as? CLError)?.code == .denied` work as on iOS.
public struct CLError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong, with CoreLocation's numbers.
    public enum Code: Int, Sendable, Hashable {
        /// No location yet; the manager keeps trying.
        case locationUnknown = 0
        /// The user denied the app the use of location services.
        case denied = 1
        /// The network was needed and is not there (every geocoding request, on Linux).
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// The user denied region monitoring.
        case regionMonitoringDenied = 4
        /// A region could not be monitored.
        case regionMonitoringFailure = 5
        /// Region monitoring could not start at once.
        case regionMonitoringSetupDelayed = 6
        /// Region events may arrive late.
        case regionMonitoringResponseDelayed = 7
        /// A geocoding request found nothing.
        case geocodeFoundNoResult = 8
        /// A geocoding request found part of an answer.
        case geocodeFoundPartialResult = 9
        /// A geocoding request was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Ranging is not available.
        case rangingUnavailable = 16
        /// Ranging failed.
        case rangingFailure = 17
        /// The user declined a prompt.
        case promptDeclined = 18
    }

    /// What went wrong.
    public let code: Code
    /// More about it (`NSLocalizedDescriptionKey` and the like).
    public let userInfo: [String: any Sendable]

    /// An error with `code`.
    public init(_ code: Code, userInfo: [String: any Sendable] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// The error domain, for `NSError` bridging.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's number, for `NSError` bridging.
    public var errorCode: Int { code.rawValue }
    /// The user info, for `NSError` bridging.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Whether the two are the same.
    public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }
    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// How the value prints.
    public var description: String { "CLError(\(code))" }

    /// `CLError.Code.locationUnknown`, for `catch CLError.locationUnknown`.
    public static let locationUnknown = Code.locationUnknown
    /// `CLError.Code.denied`, for `catch CLError.denied`.
    public static let denied = Code.denied
    /// `CLError.Code.network`, for `catch CLError.network`.
    public static let network = Code.network
    /// `CLError.Code.headingFailure`, for `catch CLError.headingFailure`.
    public static let headingFailure = Code.headingFailure
    /// `CLError.Code.geocodeFoundNoResult`, for `catch CLError.geocodeFoundNoResult`.
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    /// `CLError.Code.geocodeFoundPartialResult`, for `catch CLError.geocodeFoundPartialResult`.
    public static let geocodeFoundPartialResult = Code.geocodeFoundPartialResult
    /// `CLError.Code.geocodeCanceled`, for `catch CLError.geocodeCanceled`.
    public static let geocodeCanceled = Code.geocodeCanceled
    /// `CLError.Code.promptDeclined`, for `catch CLError.promptDeclined`.
    public static let promptDeclined = Code.promptDeclined
}

extension CLError.Code {
    /// Whether `error` is a ``CLError`` with this code, for `catch CLError.denied`.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == code
    }
}
