import Foundation

/// An error Core ML throws, as Core ML's `MLModelError`: a `code` in Core ML's error domain and a message.
public struct MLModelError: Error, CustomNSError, Hashable, Sendable {
    /// What went wrong, as Core ML's `MLModelError.Code` (Core ML's raw values).
    public enum Code: Int, Sendable, Equatable, CaseIterable {
        /// Any other error.
        case generic = 0
        /// A feature's value is of the wrong type.
        case featureType = 1
        /// A model file could not be read, compiled or written.
        case io = 3
        /// A custom layer failed.
        case customLayer = 4
        /// A custom model failed.
        case customModel = 5
        /// An update task failed.
        case update = 6
        /// A model parameter is invalid.
        case parameters = 7
        /// A model's decryption key could not be fetched.
        case modelDecryptionKeyFetch = 8
        /// A model could not be decrypted.
        case modelDecryption = 9
        /// A model collection failed.
        case modelCollection = 10
        /// A prediction was cancelled.
        case predictionCancelled = 11

        /// Whether `error` is an `MLModelError` of `code` (for `catch MLModelError.io`).
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? MLModelError)?.code == code
        }
    }

    /// What went wrong.
    public let code: Code
    /// The error's user info (its message is under `NSLocalizedDescriptionKey`).
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    private let message: String

    /// An error of `code`; a message under `NSLocalizedDescriptionKey` in `userInfo` becomes its description.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        message =
            userInfo[NSLocalizedDescriptionKey] as? String
            ?? "The operation couldn’t be completed. (com.apple.CoreML error \(code.rawValue).)"
    }

    init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// Core ML's error domain, `com.apple.CoreML`.
    public static var errorDomain: String { "com.apple.CoreML" }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// The message.
    public var localizedDescription: String { message }

    /// Any other error.
    public static var generic: Code { .generic }
    /// A feature's value is of the wrong type.
    public static var featureType: Code { .featureType }
    /// A model file could not be read, compiled or written.
    public static var io: Code { .io }
    /// A custom model failed.
    public static var customModel: Code { .customModel }
    /// A prediction was cancelled.
    public static var predictionCancelled: Code { .predictionCancelled }

    /// Errors are equal when their codes and messages are.
    public static func == (lhs: MLModelError, rhs: MLModelError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message
    }

    /// Hashes the code and message.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
    }
}
