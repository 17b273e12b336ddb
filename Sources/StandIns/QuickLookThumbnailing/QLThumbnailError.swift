import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// QuickLookThumbnailing's error domain (Apple's name).
public let QLThumbnailErrorDomain = "QLThumbnailErrorDomain"

/// An error a ``QLThumbnailGenerator`` reports, as QuickLookThumbnailing's `QLThumbnailError`:
/// `catch QLThumbnailError.generationFailed` and `(error as? QLThumbnailError)?.code` work as on iOS.
public struct QLThumbnailError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong, with QuickLookThumbnailing's numbers.
    public enum Code: Int, Sendable, Hashable {
        /// No representation of this kind could be made of the file.
        case generationFailed = 0
        /// The representation could not be written.
        case savingToURLFailed = 1
        /// No thumbnail was cached for the file.
        case noCachedThumbnail = 2
        /// No thumbnail could be had from iCloud.
        case noCloudThumbnail = 3
        /// The request is not valid (an empty size, a scale that is not positive, no type asked for).
        case requestInvalid = 4
        /// The request was cancelled.
        case requestCancelled = 5
    }

    /// What went wrong.
    public let code: Code
    /// Why, in words (`NSLocalizedDescriptionKey`), with what to do.
    public let reason: String?

    /// An error with `code`, saying `reason`.
    public init(_ code: Code, reason: String? = nil) {
        self.code = code
        self.reason = reason
    }

    /// The error domain, for `NSError` bridging.
    public static var errorDomain: String { QLThumbnailErrorDomain }
    /// The code's number, for `NSError` bridging.
    public var errorCode: Int { code.rawValue }
    /// The reason, for `NSError` bridging.
    public var errorUserInfo: [String: Any] { reason.map { [NSLocalizedDescriptionKey: $0] } ?? [:] }

    /// Whether the two have the same code.
    public static func == (lhs: QLThumbnailError, rhs: QLThumbnailError) -> Bool { lhs.code == rhs.code }
    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// How the value prints.
    public var description: String { "QLThumbnailError(\(code))" + (reason.map { ": \($0)" } ?? "") }

    /// `QLThumbnailError.Code.generationFailed`, for `catch QLThumbnailError.generationFailed`.
    public static let generationFailed = Code.generationFailed
    /// `QLThumbnailError.Code.savingToURLFailed`.
    public static let savingToURLFailed = Code.savingToURLFailed
    /// `QLThumbnailError.Code.noCachedThumbnail`.
    public static let noCachedThumbnail = Code.noCachedThumbnail
    /// `QLThumbnailError.Code.noCloudThumbnail`.
    public static let noCloudThumbnail = Code.noCloudThumbnail
    /// `QLThumbnailError.Code.requestInvalid`.
    public static let requestInvalid = Code.requestInvalid
    /// `QLThumbnailError.Code.requestCancelled`.
    public static let requestCancelled = Code.requestCancelled
}

extension QLThumbnailError.Code {
    /// Whether `error` is a ``QLThumbnailError`` with this code, for `catch QLThumbnailError.generationFailed`.
    public static func ~= (code: QLThumbnailError.Code, error: any Error) -> Bool {
        (error as? QLThumbnailError)?.code == code
    }
}
