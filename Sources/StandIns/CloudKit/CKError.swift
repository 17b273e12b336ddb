import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of CloudKit's errors.
public let CKErrorDomain = "CKErrorDomain"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of a partial failure's errors by item.
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"

/// What CloudKit's containers, databases and operations fail with, as CloudKit's `CKError`:
/// `catch CKError.networkUnavailable`, or `catch let error as CKError where error.code == .notAuthenticated`.
public struct CKError: Error, CustomNSError, LocalizedError, Hashable, @unchecked Sendable {
    /// Why it failed (the numbers are CloudKit's).
    public enum Code: Int, Sendable, Hashable {
        case internalError = 1
        case partialFailure = 2
        case networkUnavailable = 3
        case networkFailure = 4
        case badContainer = 5
        case serviceUnavailable = 6
        case requestRateLimited = 7
        case missingEntitlement = 8
        case notAuthenticated = 9
        case permissionFailure = 10
        case unknownItem = 11
        case invalidArguments = 12
        case resultsTruncated = 13
        case serverRecordChanged = 14
        case serverRejectedRequest = 15
        case assetFileNotFound = 16
        case assetFileModified = 17
        case incompatibleVersion = 18
        case constraintViolation = 19
        case operationCancelled = 20
        case changeTokenExpired = 21
        case batchRequestFailed = 22
        case zoneBusy = 23
        case badDatabase = 24
        case quotaExceeded = 25
        case zoneNotFound = 26
        case limitExceeded = 27
        case userDeletedZone = 28
        case tooManyParticipants = 29
        case alreadyShared = 30
        case referenceViolation = 31
        case managedAccountRestricted = 32
        case participantMayNeedVerification = 33
        case serverResponseLost = 34
        case assetNotAvailable = 35
        case accountTemporarilyUnavailable = 36
    }

    /// Why it failed.
    public let code: Code
    /// What went wrong, in words, and the records involved.
    public let userInfo: [String: Any]

    /// An error of `code` with `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil { info[NSLocalizedDescriptionKey] = Self.defaultMessage(code) }
        self.userInfo = info
    }

    private static func defaultMessage(_ code: Code) -> String {
        switch code {
        case .networkUnavailable: "The network is unavailable."
        case .notAuthenticated: "No iCloud account is signed in: sign in to iCloud in Settings."
        case .unknownItem: "The record was not found."
        case .serverRecordChanged: "The record was changed on the server: fetch it, apply the change again and save that."
        case .invalidArguments: "An argument is invalid."
        case .partialFailure: "Some items failed: see partialErrorsByItemID."
        case .permissionFailure: "The user has no permission for this operation."
        case .operationCancelled: "The operation was cancelled."
        case .zoneNotFound: "The record zone was not found."
        case .badContainer: "The container is unknown."
        case .accountTemporarilyUnavailable: "The iCloud account is temporarily unavailable."
        default: "CloudKit error \(code.rawValue)."
        }
    }

    /// ``CKErrorDomain``.
    public static var errorDomain: String { CKErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// ``userInfo``.
    public var errorUserInfo: [String: Any] { userInfo }
    /// What went wrong, in words (`localizedDescription`).
    public var errorDescription: String? { userInfo[NSLocalizedDescriptionKey] as? String }

    /// For ``Code/serverRecordChanged``: the record as the server has it.
    public var serverRecord: CKRecord? { userInfo[CKRecordChangedErrorServerRecordKey] as? CKRecord }
    /// For ``Code/serverRecordChanged``: the record the app tried to save.
    public var clientRecord: CKRecord? { userInfo[CKRecordChangedErrorClientRecordKey] as? CKRecord }
    /// For ``Code/serverRecordChanged``: the record the app's save started from.
    public var ancestorRecord: CKRecord? { userInfo[CKRecordChangedErrorAncestorRecordKey] as? CKRecord }
    /// For ``Code/partialFailure``: each failed item's error, by record ID (or zone ID).
    public var partialErrorsByItemID: [AnyHashable: any Error]? { userInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error] }
    /// How long to wait before trying again, for errors that say so (never here).
    public var retryAfterSeconds: Double? { userInfo[CKErrorRetryAfterKey] as? Double }

    /// Errors are equal when their codes are.
    public static func == (lhs: CKError, rhs: CKError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// An internal error.
    public static var internalError: Code { .internalError }
    /// Some items of a batch failed.
    public static var partialFailure: Code { .partialFailure }
    /// No network (`catch CKError.networkUnavailable`).
    public static var networkUnavailable: Code { .networkUnavailable }
    /// The network failed.
    public static var networkFailure: Code { .networkFailure }
    /// The container is unknown.
    public static var badContainer: Code { .badContainer }
    /// The service is unavailable.
    public static var serviceUnavailable: Code { .serviceUnavailable }
    /// Too many requests.
    public static var requestRateLimited: Code { .requestRateLimited }
    /// The app lacks the iCloud entitlement.
    public static var missingEntitlement: Code { .missingEntitlement }
    /// No iCloud account is signed in.
    public static var notAuthenticated: Code { .notAuthenticated }
    /// No permission.
    public static var permissionFailure: Code { .permissionFailure }
    /// No such record.
    public static var unknownItem: Code { .unknownItem }
    /// An argument is invalid.
    public static var invalidArguments: Code { .invalidArguments }
    /// The server has a newer version of the record.
    public static var serverRecordChanged: Code { .serverRecordChanged }
    /// The server rejected the request.
    public static var serverRejectedRequest: Code { .serverRejectedRequest }
    /// An asset's file is missing.
    public static var assetFileNotFound: Code { .assetFileNotFound }
    /// The operation was cancelled.
    public static var operationCancelled: Code { .operationCancelled }
    /// The zone does not exist.
    public static var zoneNotFound: Code { .zoneNotFound }
    /// The user's quota is full.
    public static var quotaExceeded: Code { .quotaExceeded }
    /// Too many items in one request.
    public static var limitExceeded: Code { .limitExceeded }
    /// The user deleted the zone.
    public static var userDeletedZone: Code { .userDeletedZone }
    /// The account is temporarily unavailable.
    public static var accountTemporarilyUnavailable: Code { .accountTemporarilyUnavailable }
    /// A change token expired.
    public static var changeTokenExpired: Code { .changeTokenExpired }
    /// A unique field's value is taken.
    public static var constraintViolation: Code { .constraintViolation }
    /// The zone is busy.
    public static var zoneBusy: Code { .zoneBusy }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the server's record in a ``CKError/Code/serverRecordChanged`` error.
public let CKRecordChangedErrorServerRecordKey = "ServerRecord"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the app's record in a ``CKError/Code/serverRecordChanged`` error.
public let CKRecordChangedErrorClientRecordKey = "ClientRecord"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the ancestor record in a ``CKError/Code/serverRecordChanged`` error.
public let CKRecordChangedErrorAncestorRecordKey = "AncestorRecord"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the seconds to wait before trying again.
public let CKErrorRetryAfterKey = "CKRetryAfter"

/// Matches an error against a code, as Foundation matches `CocoaError.Code`: `catch CKError.networkUnavailable`
/// catches a ``CKError`` of that code (and an `NSError` of ``CKErrorDomain`` with that number).
public func ~= (code: CKError.Code, error: any Error) -> Bool {
    if let error = error as? CKError { return error.code == code }
    let bridged = error as NSError
    return bridged.domain == CKErrorDomain && bridged.code == code.rawValue
}
