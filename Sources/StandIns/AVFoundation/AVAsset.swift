import Foundation

/// Timed media, as AVFoundation's `AVAsset`: what an item plays.
///
/// Linux has no network for media and no decoder: a file URL's headers are read when the asset
/// is made (WAV, AIFF, MPEG-4 audio or video, MP3), giving its ``duration``; a remote URL is
/// answered as a device without a connection answers, with `URLError(.notConnectedToInternet)`.
open class AVAsset: NSObject, @unchecked Sendable {
    /// What loading the media gave: its headers, or why they could not be read.
    let loaded: Result<AudioFileInfo, any Error>

    init(loaded: Result<AudioFileInfo, any Error>) {
        self.loaded = loaded
        super.init()
    }

    /// An asset of the media at `url`.
    public convenience init(url: URL) {
        self.init(loaded: AVAsset.load(url))
    }

    static func load(_ url: URL) -> Result<AudioFileInfo, any Error> {
        guard url.isFileURL else { return .failure(URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url])) }
        do {
            let data = try Data(contentsOf: url)
            guard let info = AudioFileInfo(data: data) else { return .failure(AVError(.fileFormatNotRecognized, url: url)) }
            return .success(info)
        } catch {
            return .failure(error)
        }
    }

    /// The media's length: ``CMTime/indefinite`` when it could not be loaded.
    open var duration: CMTime {
        guard case .success(let info) = loaded else { return .indefinite }
        return CMTime(seconds: info.duration, preferredTimescale: 600)
    }

    /// True when the media could be loaded and played.
    open var isPlayable: Bool {
        if case .success = loaded { return true }
        return false
    }

    /// The media's value of `property`, or the error that kept it from loading, as
    /// `try await asset.load(.duration)`.
    public func load<Value>(_ property: AVAsyncProperty<AVAsset, Value>) async throws -> Value {
        if case .failure(let error) = loaded, property.needsMedia { throw error }
        return property.value(self)
    }
}

/// A property an asset loads, as AVFoundation's `AVAsyncProperty`: `.duration`, `.isPlayable`.
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
    let needsMedia: Bool
    let value: (Root) -> Value
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
    /// The asset's ``AVAsset/duration``.
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { .init(needsMedia: true) { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
    /// Whether the asset plays (false rather than an error when it cannot be loaded).
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { .init(needsMedia: false) { $0.isPlayable } }
}

/// An asset of a URL, as AVFoundation's `AVURLAsset`.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The media's URL.
    public let url: URL

    /// An asset of the media at `url`; `options` (HTTP headers, precise timing) change nothing here.
    public init(url: URL, options: [String: Any]? = nil) {
        self.url = url
        super.init(loaded: AVAsset.load(url))
    }
}
