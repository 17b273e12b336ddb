import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of an attachment option naming the file's type (a uniform type identifier such as
/// `"public.png"`), for a file whose extension does not say it.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of an attachment option hiding the thumbnail (a `Bool`).
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of an attachment option clipping the thumbnail (a normalized rectangle's dictionary).
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of an attachment option choosing a movie's thumbnail frame (seconds, a number).
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// An image, sound or movie file shown with a notification, as `UNNotificationAttachment`.
///
/// Made as iOS makes it, with the same checks: the URL must be a file URL of a regular file (a
/// symbolic link is refused), whose type is an image (JPEG, PNG, GIF, HEIC) of at most 10 MB,
/// a sound (AIFF, WAV, MP3, M4A) of at most 5 MB or a movie (MPEG, MPEG-4, QuickTime, AVI) of at
/// most 50 MB, by its extension or the type hint option. Each failure throws ``UNError`` with
/// iOS's code. iOS moves the file into the notification store; the stand-in leaves the file
/// where it is and keeps its URL (nothing is shown on Linux).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// The attachment's identifier (given, or a new UUID string for an empty one).
    public let identifier: String
    /// The file's URL.
    public let url: URL
    /// The file's uniform type identifier, such as `"public.png"`.
    public let type: String

    /// The kinds of file a notification shows, with their types and size limits.
    private enum Kind {
        case image, audio, movie

        var byteLimit: Int {
            switch self {
            case .image: 10_000_000
            case .audio: 5_000_000
            case .movie: 50_000_000
            }
        }
    }

    private static let typesByExtension: [String: (type: String, kind: Kind)] = [
        "jpg": ("public.jpeg", .image), "jpeg": ("public.jpeg", .image), "png": ("public.png", .image),
        "gif": ("com.compuserve.gif", .image),
        "heic": ("public.heic", .image), "aif": ("public.aiff-audio", .audio), "aiff": ("public.aiff-audio", .audio),
        "wav": ("com.microsoft.waveform-audio", .audio), "mp3": ("public.mp3", .audio), "m4a": ("com.apple.m4a-audio", .audio),
        "mpg": ("public.mpeg", .movie), "mpeg": ("public.mpeg", .movie), "mp4": ("public.mpeg-4", .movie),
        "m4v": ("com.apple.m4v-video", .movie), "mov": ("com.apple.quicktime-movie", .movie), "avi": ("public.avi", .movie),
    ]

    /// An attachment of the file at `url`.
    ///
    /// - Throws: ``UNError`` `.attachmentInvalidURL` for a URL that is not a file's (or names a
    ///   symbolic link or a folder), `.attachmentUnrecognizedType` for a type a notification does
    ///   not show, `.attachmentInvalidFileSize` for an empty file or one over its kind's limit.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL else { throw UNError(.attachmentInvalidURL) }
        var status = stat()
        // lstat: a link is refused rather than followed to whatever it points at.
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw UNError(.attachmentInvalidURL) }
        let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
        let known = Self.typesByExtension.values.first { $0.type == hint } ?? Self.typesByExtension[url.pathExtension.lowercased()]
        guard let known else { throw UNError(.attachmentUnrecognizedType) }
        let size = Int(status.st_size)
        guard size > 0, size <= known.kind.byteLimit else { throw UNError(.attachmentInvalidFileSize) }
        self.identifier = identifier.isEmpty ? UUID().uuidString : identifier
        self.url = url
        self.type = known.type
    }

    /// An attachment with the same identifier, file and type.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAttachment else { return false }
        return identifier == other.identifier && url == other.url && type == other.type
    }

    open override var hash: Int { identifier.hashValue }
}

extension UNError {
    /// `UNError.Code.attachmentInvalidURL`, for `catch UNError.attachmentInvalidURL`.
    public static let attachmentInvalidURL = Code.attachmentInvalidURL
    /// `UNError.Code.attachmentUnrecognizedType`, for `catch UNError.attachmentUnrecognizedType`.
    public static let attachmentUnrecognizedType = Code.attachmentUnrecognizedType
    /// `UNError.Code.attachmentInvalidFileSize`, for `catch UNError.attachmentInvalidFileSize`.
    public static let attachmentInvalidFileSize = Code.attachmentInvalidFileSize
}
