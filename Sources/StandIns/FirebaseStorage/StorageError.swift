import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of FirebaseStorage's errors, `FIRStorageErrorDomain`.
public let StorageErrorDomain: String = "FIRStorageErrorDomain"

/// FirebaseStorage's error codes, with its numbers, as FirebaseStorage's `StorageErrorCode`: compare
/// `(error as NSError).code` with a code's `rawValue`.
public enum StorageErrorCode: Int, Error, Sendable, CaseIterable {
    /// Something went wrong that has no code of its own.
    case unknown = -13000
    /// No object is at the reference's path.
    case objectNotFound = -13010
    /// The bucket does not exist.
    case bucketNotFound = -13011
    /// The project does not exist.
    case projectNotFound = -13012
    /// The bucket's quota is used up.
    case quotaExceeded = -13013
    /// The user is not signed in and the rules ask for it.
    case unauthenticated = -13020
    /// The rules refuse the user.
    case unauthorized = -13021
    /// The operation's retry time ran out.
    case retryLimitExceeded = -13030
    /// The checksums of the sent and received bytes differ.
    case nonMatchingChecksum = -13031
    /// The object is larger than the download's `maxSize`.
    case downloadSizeExceeded = -13032
    /// The task was cancelled.
    case cancelled = -13040
    /// An argument was invalid.
    case invalidArgument = -13050
    /// A URL names another bucket than the storage's.
    case bucketMismatch = -13051
    /// An internal error.
    case internalError = -13052
    /// A path is malformed.
    case pathError = -13053
}

/// An error of FirebaseStorage, as FirebaseStorage 11's `StorageError`: its case says what happened, its `errorCode`
/// is a ``StorageErrorCode``'s number in ``StorageErrorDomain``, its description says what to do.
public enum StorageError: Error, CustomNSError, LocalizedError, @unchecked Sendable {
    // Unchecked: the server-error dictionaries are always empty here (no server answers).

    /// Something went wrong that has no case of its own.
    case unknown(message: String, serverError: [String: Any])
    /// No object is at `object`.
    case objectNotFound(object: String, serverError: [String: Any])
    /// The bucket does not exist.
    case bucketNotFound(bucket: String)
    /// The project does not exist.
    case projectNotFound(project: String)
    /// The bucket's quota is used up.
    case quotaExceeded(bucket: String, serverError: [String: Any])
    /// The user is not signed in and the rules ask for it.
    case unauthenticated(serverError: [String: Any])
    /// The rules refuse the user.
    case unauthorized(bucket: String, object: String, serverError: [String: Any])
    /// The operation's retry time ran out.
    case retryLimitExceeded
    /// The checksums of the sent and received bytes differ.
    case nonMatchingChecksum
    /// The object (`total` bytes) is larger than the download's `maxSize`.
    case downloadSizeExceeded(total: Int64, maxSize: Int64)
    /// The task was cancelled.
    case cancelled
    /// An argument was invalid.
    case invalidArgument(message: String)
    /// An internal error.
    case internalError(message: String)
    /// A URL names another bucket than the storage's.
    case bucketMismatch(message: String)
    /// A path is malformed.
    case pathError(message: String)

    /// The case's code.
    public var code: StorageErrorCode {
        switch self {
        case .unknown: .unknown
        case .objectNotFound: .objectNotFound
        case .bucketNotFound: .bucketNotFound
        case .projectNotFound: .projectNotFound
        case .quotaExceeded: .quotaExceeded
        case .unauthenticated: .unauthenticated
        case .unauthorized: .unauthorized
        case .retryLimitExceeded: .retryLimitExceeded
        case .nonMatchingChecksum: .nonMatchingChecksum
        case .downloadSizeExceeded: .downloadSizeExceeded
        case .cancelled: .cancelled
        case .invalidArgument: .invalidArgument
        case .internalError: .internalError
        case .bucketMismatch: .bucketMismatch
        case .pathError: .pathError
        }
    }

    /// ``StorageErrorDomain``.
    public static var errorDomain: String { StorageErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The description, and for a too-large download the sizes under `totalSize` and `maxAllowedSize`.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: message]
        if case .downloadSizeExceeded(let total, let maxSize) = self {
            info["totalSize"] = total
            info["maxAllowedSize"] = maxSize
        }
        return info
    }
    /// What went wrong and what to do.
    public var errorDescription: String? { message }

    private var message: String {
        switch self {
        case .unknown(let message, _), .invalidArgument(let message), .internalError(let message), .bucketMismatch(let message),
            .pathError(let message):
            message
        case .objectNotFound(let object, _): "No object exists at '\(object)'."
        case .bucketNotFound(let bucket): "The bucket '\(bucket)' does not exist."
        case .projectNotFound(let project): "The project '\(project)' does not exist."
        case .quotaExceeded(let bucket, _): "The storage quota of bucket '\(bucket)' is used up; delete objects or raise the quota."
        case .unauthenticated: "The user is not signed in; sign in with Firebase Authentication and try again."
        case .unauthorized(let bucket, let object, _): "The user may not access gs://\(bucket)/\(object)."
        case .retryLimitExceeded: "The operation took longer than its retry time; try again."
        case .nonMatchingChecksum: "The object's checksum does not match the server's; upload or download it again."
        case .downloadSizeExceeded(let total, let maxSize):
            "The object is \(total) bytes, more than the download's maximum of \(maxSize) bytes; raise maxSize or write it to a file."
        case .cancelled: "The upload or download was cancelled."
        }
    }
}
