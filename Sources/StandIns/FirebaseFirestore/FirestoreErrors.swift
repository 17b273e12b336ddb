import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of Firestore's errors, as Firestore's `FIRFirestoreErrorDomain`.
public let FirestoreErrorDomain = "FIRFirestoreErrorDomain"

/// An error of Firestore, as Swift imports Firestore's `FIRFirestoreErrorCode` error enum: a ``code`` with Firestore's
/// (gRPC's) numbers and the domain ``FirestoreErrorDomain``, each code also reachable on the type, so
/// `(error as NSError).code == FirestoreErrorCode.notFound.rawValue`, `catch FirestoreErrorCode.notFound` and
/// `FirestoreErrorCode.Code(rawValue: nsError.code)` all work as on iOS.
public struct FirestoreErrorCode: Error, Hashable, CustomNSError, @unchecked Sendable {
    // Unchecked: the user info holds only strings.
    /// The codes, with Firestore's numbers.
    public enum Code: Int, Sendable, Hashable {
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// The operation completed successfully (never the code of an error).
        case OK = 0
        /// The operation was cancelled.
        case cancelled = 1
        /// An unknown error.
        case unknown = 2
        /// An argument is invalid whatever the state of the database (a bad path, a document too large).
        case invalidArgument = 3
        /// The deadline passed before the operation completed.
        case deadlineExceeded = 4
        /// A document the operation needs does not exist (an update of a missing document).
        case notFound = 5
        /// A document the operation creates already exists.
        case alreadyExists = 6
        /// The caller may not do this.
        case permissionDenied = 7
        /// A quota or the storage ran out.
        case resourceExhausted = 8
        /// The database is not in the state the operation needs (a query needing an order it lacks).
        case failedPrecondition = 9
        /// The operation was aborted (a transaction that lost a race).
        case aborted = 10
        /// Past the valid range.
        case outOfRange = 11
        /// Not implemented.
        case unimplemented = 12
        /// An internal invariant broke.
        case `internal` = 13
        /// The service is unavailable.
        case unavailable = 14
        /// Data was lost.
        case dataLoss = 15
        /// No valid credentials.
        case unauthenticated = 16
    }

    /// The reason.
    public let code: Code
    /// The user info (the description under `NSLocalizedDescriptionKey`).
    public let errorUserInfo: [String: Any]

    /// An error with `code` and user info.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.errorUserInfo = userInfo
    }

    /// ``FirestoreErrorDomain``.
    public static var errorDomain: String { FirestoreErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// The description Firestore gives.
    public var localizedDescription: String {
        (errorUserInfo[NSLocalizedDescriptionKey] as? String)
            ?? "The operation couldn’t be completed. (\(FirestoreErrorDomain) error \(code.rawValue).)"
    }

    /// Two errors are equal when their codes are.
    public static func == (lhs: FirestoreErrorCode, rhs: FirestoreErrorCode) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The `cancelled` code, as `FirestoreErrorCode.cancelled` reads on iOS.
    public static var cancelled: Code { .cancelled }
    /// The `unknown` code, as `FirestoreErrorCode.unknown` reads on iOS.
    public static var unknown: Code { .unknown }
    /// The `invalidArgument` code, as `FirestoreErrorCode.invalidArgument` reads on iOS.
    public static var invalidArgument: Code { .invalidArgument }
    /// The `deadlineExceeded` code, as `FirestoreErrorCode.deadlineExceeded` reads on iOS.
    public static var deadlineExceeded: Code { .deadlineExceeded }
    /// The `notFound` code, as `FirestoreErrorCode.notFound` reads on iOS.
    public static var notFound: Code { .notFound }
    /// The `alreadyExists` code, as `FirestoreErrorCode.alreadyExists` reads on iOS.
    public static var alreadyExists: Code { .alreadyExists }
    /// The `permissionDenied` code, as `FirestoreErrorCode.permissionDenied` reads on iOS.
    public static var permissionDenied: Code { .permissionDenied }
    /// The `resourceExhausted` code, as `FirestoreErrorCode.resourceExhausted` reads on iOS.
    public static var resourceExhausted: Code { .resourceExhausted }
    /// The `failedPrecondition` code, as `FirestoreErrorCode.failedPrecondition` reads on iOS.
    public static var failedPrecondition: Code { .failedPrecondition }
    /// The `aborted` code, as `FirestoreErrorCode.aborted` reads on iOS.
    public static var aborted: Code { .aborted }
    /// The `outOfRange` code, as `FirestoreErrorCode.outOfRange` reads on iOS.
    public static var outOfRange: Code { .outOfRange }
    /// The `unimplemented` code, as `FirestoreErrorCode.unimplemented` reads on iOS.
    public static var unimplemented: Code { .unimplemented }
    /// The `internal` code, as `FirestoreErrorCode.internal` reads on iOS.
    public static var `internal`: Code { .internal }
    /// The `unavailable` code, as `FirestoreErrorCode.unavailable` reads on iOS.
    public static var unavailable: Code { .unavailable }
    /// The `dataLoss` code, as `FirestoreErrorCode.dataLoss` reads on iOS.
    public static var dataLoss: Code { .dataLoss }
    /// The `unauthenticated` code, as `FirestoreErrorCode.unauthenticated` reads on iOS.
    public static var unauthenticated: Code { .unauthenticated }
}

/// `catch FirestoreErrorCode.notFound` matches any Firestore error of this code.
public func ~= (code: FirestoreErrorCode.Code, error: any Error) -> Bool {
    let error = error as NSError
    return error.domain == FirestoreErrorDomain && error.code == code.rawValue
}

extension FirestoreErrorCode {
    /// An error of `code` whose description is `message`, as the SDK builds its errors.
    static func make(_ code: Code, _ message: String) -> FirestoreErrorCode {
        FirestoreErrorCode(code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}

/// Why a value could not be encoded for Firestore, as FirebaseFirestore's `FirestoreEncodingError`.
public enum FirestoreEncodingError: Error {
    /// The value cannot be encoded (a `@DocumentID` outside `Firestore.Encoder`, a top level that is not a map).
    case encodingIsNotSupported(String)
}

/// Why a value could not be decoded from Firestore, as FirebaseFirestore's `FirestoreDecodingError`.
public enum FirestoreDecodingError: Error {
    /// The value cannot be decoded this way (a `@DocumentID` outside `Firestore.Decoder`).
    case decodingIsNotSupported(String)
    /// A field could not be decoded.
    case fieldNameConflict(String)
}
