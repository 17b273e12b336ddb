import Foundation

/// Why the simulated Realtime Database refused a path, key, value, query or URL. Firebase raises an Objective-C
/// exception for these (`InvalidPathValidation`, `InvalidFirebaseData`, `InvalidQueryParameter`); napkin's stand-in
/// never crashes: a write with a completion handler gets this error, the `async` forms throw it, an observer's cancel
/// block receives it, and a call with no way to answer logs it under FirebaseCore's logger and changes nothing.
/// Not Firebase's type: napkin's own, bridged to an `NSError` in the `com.firebase.database` domain.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError, CustomNSError {
    /// What was wrong.
    public enum Kind: Int, Sendable, Hashable {
        /// A path with `.`, `#`, `$`, `[`, `]` or a control character, deeper than 32 levels or longer than 768 bytes.
        case invalidPath = 1
        /// A child key that is empty, too long or holds a character keys cannot.
        case invalidKey
        /// A value that is not JSON (a `Date`, `Data`, an object), a non-finite number, or nested too deep.
        case invalidData
        /// A query built against Firebase's rules (ordered twice, a limit of zero, a bound of the wrong type).
        case invalidQuery
        /// A URL of another database, or no URL at all.
        case invalidURL
    }

    /// What was wrong.
    public let kind: Kind
    /// What was wrong, in words, with what to change.
    public let reason: String

    /// An error of `kind`, explained by `reason`.
    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
    /// The reason, as `localizedDescription` gives it.
    public var errorDescription: String? { reason }
    /// `com.firebase.database`.
    public static var errorDomain: String { "com.firebase.database" }
    /// The kind's raw value.
    public var errorCode: Int { kind.rawValue }
    /// The reason under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }

    /// Logs the error under FirebaseCore's logger, for calls that cannot report it.
    func log() {
        FirebaseLog.log(.error, service: "FirebaseDatabase", "I-RDB000001", reason)
    }
}
