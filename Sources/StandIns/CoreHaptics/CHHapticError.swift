// `import CoreHaptics` brings Foundation (`TimeInterval`, `URL`, `Data`), as on iOS.
@_exported import Foundation

/// An error CoreHaptics throws, as Swift sees Apple's `CHHapticErrorCode`: `catch let error as CHHapticError`
/// and `error.code == .engineNotRunning`, or `catch CHHapticError.engineNotRunning { … }`. It bridges to an
/// `NSError` of domain `com.apple.CoreHaptics` with the code's (negative) number.
public struct CHHapticError: Error, Hashable, Sendable, CustomNSError {
    /// The codes, with CoreHaptics's numbers.
    public enum Code: Int, Sendable, Hashable {
        /// Playback was asked of an engine that is not running.
        case engineNotRunning = -4805
        /// The operation cannot be done in the current state.
        case operationNotPermitted = -4806
        /// The engine took too long to start.
        case engineStartTimeout = -4808
        /// The hardware does not support the operation.
        case notSupported = -4809
        /// The haptic server did not start.
        case serverInitFailed = -4810
        /// The connection to the haptic server was lost.
        case serverInterrupted = -4811
        /// The player is no longer valid.
        case invalidPatternPlayer = -4812
        /// The pattern data (an AHAP file's bytes) is not a pattern.
        case invalidPatternData = -4813
        /// The pattern dictionary is not a pattern.
        case invalidPatternDictionary = -4814
        /// The audio session is not valid.
        case invalidAudioSession = -4815
        /// A parameter's ID is unknown.
        case invalidParameterType = -4820
        /// An event's type is unknown.
        case invalidEventType = -4821
        /// An event's time is invalid (negative or not a number).
        case invalidEventTime = -4822
        /// An event's duration is invalid (negative or not a number).
        case invalidEventDuration = -4823
        /// An event refers to an audio resource that is not registered.
        case invalidAudioResource = -4824
        /// A limit on resources was reached.
        case resourceNotAvailable = -4825
        /// An event entry lacks a field it needs.
        case badEventEntry = -4830
        /// A parameter or parameter-curve entry lacks a field it needs.
        case badParameterEntry = -4831
        /// A time given to a method is invalid (negative or not a number).
        case invalidTime = -4840
        /// A file (an AHAP pattern, an audio resource) was not found.
        case fileNotFound = -4851
        /// Power restrictions prevent the operation.
        case insufficientPower = -4897
        /// An uncategorised error.
        case unknownError = -4898
        /// Memory ran out.
        case memoryError = -4899
    }

    /// What went wrong.
    public let code: Code
    /// What was at fault (a key, a value), given as `NSError`'s failure reason.
    let reason: String?

    /// An error of `code`.
    public init(_ code: Code) { self.init(code, reason: nil) }

    init(_ code: Code, reason: String?) {
        self.code = code
        self.reason = reason
    }

    /// `com.apple.CoreHaptics`.
    public static var errorDomain: String { "com.apple.CoreHaptics" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info `NSError` carries: the failure reason, when there is one.
    public var errorUserInfo: [String: Any] { reason.map { [NSLocalizedFailureReasonErrorKey: $0] } ?? [:] }

    /// Errors are equal when their codes are (the reason is detail).
    public static func == (lhs: CHHapticError, rhs: CHHapticError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Playback was asked of an engine that is not running.
    public static var engineNotRunning: Code { .engineNotRunning }
    /// The operation cannot be done in the current state.
    public static var operationNotPermitted: Code { .operationNotPermitted }
    /// The engine took too long to start.
    public static var engineStartTimeout: Code { .engineStartTimeout }
    /// The hardware does not support the operation.
    public static var notSupported: Code { .notSupported }
    /// The haptic server did not start.
    public static var serverInitFailed: Code { .serverInitFailed }
    /// The connection to the haptic server was lost.
    public static var serverInterrupted: Code { .serverInterrupted }
    /// The player is no longer valid.
    public static var invalidPatternPlayer: Code { .invalidPatternPlayer }
    /// The pattern data is not a pattern.
    public static var invalidPatternData: Code { .invalidPatternData }
    /// The pattern dictionary is not a pattern.
    public static var invalidPatternDictionary: Code { .invalidPatternDictionary }
    /// The audio session is not valid.
    public static var invalidAudioSession: Code { .invalidAudioSession }
    /// A parameter's ID is unknown.
    public static var invalidParameterType: Code { .invalidParameterType }
    /// An event's type is unknown.
    public static var invalidEventType: Code { .invalidEventType }
    /// An event's time is invalid.
    public static var invalidEventTime: Code { .invalidEventTime }
    /// An event's duration is invalid.
    public static var invalidEventDuration: Code { .invalidEventDuration }
    /// An event refers to an unregistered audio resource.
    public static var invalidAudioResource: Code { .invalidAudioResource }
    /// A limit on resources was reached.
    public static var resourceNotAvailable: Code { .resourceNotAvailable }
    /// An event entry lacks a field.
    public static var badEventEntry: Code { .badEventEntry }
    /// A parameter entry lacks a field.
    public static var badParameterEntry: Code { .badParameterEntry }
    /// A time given to a method is invalid.
    public static var invalidTime: Code { .invalidTime }
    /// A file was not found.
    public static var fileNotFound: Code { .fileNotFound }
    /// Power restrictions prevent the operation.
    public static var insufficientPower: Code { .insufficientPower }
    /// An uncategorised error.
    public static var unknownError: Code { .unknownError }
    /// Memory ran out.
    public static var memoryError: Code { .memoryError }
}

extension CHHapticError.Code {
    /// Whether `error` is a `CHHapticError` with `code`: `catch CHHapticError.engineNotRunning { … }`.
    public static func ~= (code: CHHapticError.Code, error: any Error) -> Bool {
        (error as? CHHapticError)?.code == code
    }
}

extension CHHapticError {
    /// An error of `code` naming `detail` (the key or value at fault) in its user info.
    static func because(_ code: Code, _ detail: String) -> CHHapticError {
        CHHapticError(code, reason: detail)
    }
}
