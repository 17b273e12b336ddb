import Foundation

/// An error of the Speech framework's own domain, as Speech's `SFSpeechError` (iOS 17).
public struct SFSpeechError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// The codes, with Speech's numbers.
    public enum Code: Int, Sendable {
        /// The recognition service failed.
        case internalServiceError = 1
        /// The audio could not be read.
        case audioReadFailed = 2
        /// A custom language model's templates were malformed.
        case undefinedTemplateClassName = 7
        /// A custom language model file was malformed.
        case malformedSupplementalModel = 8
    }

    /// The code.
    public let code: Code
    /// The file that could not be read, for ``Code/audioReadFailed``.
    let url: URL?

    /// An error with `code`.
    public init(_ code: Code) { (self.code, url) = (code, nil) }
    init(_ code: Code, url: URL?) { (self.code, self.url) = (code, url) }

    /// `SFSpeechErrorDomain`.
    public static var errorDomain: String { "SFSpeechErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The description, so that `localizedDescription` says it on Linux too (Foundation there reads only the user info).
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }
    /// Says what failed.
    public var errorDescription: String? {
        switch code {
        case .audioReadFailed:
            "Failed to read audio file\(url.map { " \($0.lastPathComponent)" } ?? ""): napkin's recogniser reads WAV, CAF, AIFF, "
                + "MPEG-4 and MP3 files."
        case .internalServiceError: "The speech recognition service failed."
        case .undefinedTemplateClassName: "The custom language model's templates were malformed."
        case .malformedSupplementalModel: "The custom language model file was malformed."
        }
    }
}

/// The errors a recognition task ends with outside ``SFSpeechError``'s domain, with the domains and codes iOS reports
/// (`kAFAssistantErrorDomain`; Apple does not document them: they are what developers report seeing).
public struct SFSpeechRecognitionTaskError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// No recogniser: on Linux there is none unless a test installs one
        /// (``SFSpeechRecognizer/installRecognizer(transcribing:secondsPerWord:)``); kAFAssistantErrorDomain 1101.
        case recognizerUnavailable
        /// The person has not allowed speech recognition; kAFAssistantErrorDomain 1700.
        case notAuthorized
        /// The audio ended without speech; kAFAssistantErrorDomain 1110.
        case noSpeechDetected
        /// The task was cancelled; kAFAssistantErrorDomain 216.
        case canceled
    }

    /// What went wrong.
    public let reason: Reason

    /// An error for `reason`.
    public init(_ reason: Reason) { self.reason = reason }

    /// The domain iOS reports.
    public static var errorDomain: String { "kAFAssistantErrorDomain" }
    /// The code iOS reports.
    public var errorCode: Int {
        switch reason {
        case .recognizerUnavailable: 1101
        case .notAuthorized: 1700
        case .noSpeechDetected: 1110
        case .canceled: 216
        }
    }
    /// The description, so that `localizedDescription` says it on Linux too (Foundation there reads only the user info).
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }
    /// Says what happened and what to do.
    public var errorDescription: String? {
        switch reason {
        case .recognizerUnavailable:
            "Speech recognition is not available: napkin has no recogniser on Linux unless a test installs one with "
                + "SFSpeechRecognizer.installRecognizer(transcribing:)."
        case .notAuthorized:
            "Speech recognition is not authorized: ask with SFSpeechRecognizer.requestAuthorization (a test answers with "
                + "SFSpeechRecognizer.answerAuthorizationRequests(granting:) or setAuthorizationStatus(_:))."
        case .noSpeechDetected: "No speech detected"
        case .canceled: "Recognition request was canceled"
        }
    }
}
