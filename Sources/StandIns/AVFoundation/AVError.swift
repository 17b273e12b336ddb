import Foundation

/// An error of AVFoundation's own domain, as its `AVError`: what an item reports when its file
/// is not media the stand-in can read.
public struct AVError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// The codes used here, with AVFoundation's numbers.
    public enum Code: Int, Sendable {
        /// Something went wrong that has no code of its own.
        case unknown = -11800
        /// The file is not in a format the player reads.
        case fileFormatNotRecognized = -11828
        /// A photo was asked of a session that is not running (or has no camera input).
        case sessionNotRunning = -11803
        /// The capture device is not there: Linux has no camera unless a test simulates one.
        case deviceNotConnected = -11814
        /// The person did not allow the app to use the camera or microphone.
        case applicationIsNotAuthorizedToUseDevice = -11852
    }
    /// What went wrong.
    public let code: Code
    /// The file concerned.
    public let url: URL?

    /// An error with `code` about the file at `url`.
    public init(_ code: Code, url: URL? = nil) {
        self.code = code
        self.url = url
    }

    /// `AVFoundationErrorDomain`.
    public static var errorDomain: String { "AVFoundationErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// What iOS says, with the file.
    public var errorDescription: String? {
        switch code {
        case .fileFormatNotRecognized:
            "Cannot Open: \(url?.lastPathComponent ?? "the media") is not WAV, AIFF, MPEG-4 or MP3, the formats napkin's AVFoundation reads on Linux."
        case .sessionNotRunning:
            "Cannot Record: the capture session is not running; add a camera input and call startRunning() before capturing."
        case .deviceNotConnected:
            "Cannot Use Camera: the device is not connected (on Linux a test installs one with AVCaptureDevice.simulateDevice(_:position:))."
        case .applicationIsNotAuthorizedToUseDevice:
            "Cannot Use Camera: this app is not authorized to use the device; ask with AVCaptureDevice.requestAccess(for:) "
                + "(a test answers with AVCaptureDevice.answerAccessRequests(granting:) or setAuthorizationStatus(_:for:))."
        case .unknown: "The operation could not be completed."
        }
    }
}
