import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of HealthKit's errors.
public let HKErrorDomain = "com.apple.healthkit"

/// What HealthKit's store and queries fail with, as HealthKit's `HKError`: `catch let error as HKError where
/// error.code == .errorAuthorizationDenied`.
public struct HKError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case noError = 0
        case errorHealthDataUnavailable = 1
        case errorHealthDataRestricted = 2
        case errorInvalidArgument = 3
        case errorAuthorizationDenied = 4
        case errorAuthorizationNotDetermined = 5
        case errorDatabaseInaccessible = 6
        case errorUserCanceled = 7
        case errorAnotherWorkoutSessionStarted = 8
        case errorUserExitedWorkoutSession = 9
        case errorRequiredAuthorizationDenied = 10
        case errorNoData = 11
    }

    /// Why it failed.
    public let code: Code
    private let message: String

    /// An error of `code`.
    public init(_ code: Code) {
        self.init(code, message: Self.defaultMessage(code))
    }

    init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    private static func defaultMessage(_ code: Code) -> String {
        switch code {
        case .noError: "No error."
        case .errorHealthDataUnavailable: "Health data is unavailable on this device."
        case .errorHealthDataRestricted: "Health data is restricted on this device."
        case .errorInvalidArgument: "An argument is invalid."
        case .errorAuthorizationDenied: "Authorization is denied."
        case .errorAuthorizationNotDetermined: "Authorization is not determined."
        case .errorDatabaseInaccessible: "The Health database is inaccessible."
        case .errorUserCanceled: "The user canceled."
        case .errorAnotherWorkoutSessionStarted: "Another workout session started."
        case .errorUserExitedWorkoutSession: "The user exited the workout session."
        case .errorRequiredAuthorizationDenied: "Required authorization is denied."
        case .errorNoData: "No data available for the specified predicate."
        }
    }

    /// ``HKErrorDomain``.
    public static var errorDomain: String { HKErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The message, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// What went wrong, in words (`localizedDescription`).
    public var errorDescription: String? { message }

    /// The device keeps no health data (`error.code == HKError.errorHealthDataUnavailable`).
    public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
    /// An argument is invalid.
    public static var errorInvalidArgument: Code { .errorInvalidArgument }
    /// The person did not allow the app this type.
    public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
    /// The app never asked for this type.
    public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
    /// A statistics query found no samples (`catch HKError.errorNoData`).
    public static var errorNoData: Code { .errorNoData }
    /// Health data is restricted on this device.
    public static var errorHealthDataRestricted: Code { .errorHealthDataRestricted }
    /// The Health database is locked (the device is locked).
    public static var errorDatabaseInaccessible: Code { .errorDatabaseInaccessible }
    /// The person cancelled.
    public static var errorUserCanceled: Code { .errorUserCanceled }
    /// The person did not allow a type the app requires.
    public static var errorRequiredAuthorizationDenied: Code { .errorRequiredAuthorizationDenied }

    /// Errors are equal when their codes are.
    public static func == (lhs: HKError, rhs: HKError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// Matches an error against a code, as Foundation matches `CocoaError.Code`: `catch HKError.errorNoData` catches an
/// ``HKError`` of that code (and an `NSError` of ``HKErrorDomain`` with that number).
public func ~= (code: HKError.Code, error: any Error) -> Bool {
    if let error = error as? HKError { return error.code == code }
    let bridged = error as NSError
    return bridged.domain == HKErrorDomain && bridged.code == code.rawValue
}
