import Foundation
import NapkinUI

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

    /// The media's tracks, as its headers list them: an audio file's one audio track; an MPEG-4 file's `trak` boxes with
    /// their sizes and transforms; none when the media could not be loaded.
    open var tracks: [AVAssetTrack] {
        guard case .success(let info) = loaded else { return [] }
        return info.tracks.enumerated().map { AVAssetTrack(asset: self, trackID: CMPersistentTrackID($0.offset + 1), header: $0.element) }
    }

    /// The transform the media asks to be shown with: identity (a track's own is ``AVAssetTrack/preferredTransform``).
    open var preferredTransform: CGAffineTransform { .identity }

    /// The media's value of `property`, or the error that kept it from loading, as
    /// `try await asset.load(.duration)`.
    public func load<Value>(_ property: AVAsyncProperty<AVAsset, Value>) async throws -> Value {
        if case .failure(let error) = loaded, property.needsMedia { throw error }
        return property.value(self)
    }

    /// Two values at once, as `try await asset.load(.tracks, .duration)`.
    public func load<A, B>(_ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>) async throws -> (A, B) {
        (try await load(a), try await load(b))
    }

    /// Three values at once, as `try await asset.load(.tracks, .duration, .preferredTransform)`.
    public func load<A, B, C>(
        _ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>, _ c: AVAsyncProperty<AVAsset, C>
    ) async throws -> (A, B, C) {
        (try await load(a), try await load(b), try await load(c))
    }

    /// The tracks of `mediaType`, as `try await asset.loadTracks(withMediaType: .video)`.
    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] {
        if case .failure(let error) = loaded { throw error }
        return tracks.filter { $0.mediaType == mediaType }
    }
}

/// An identifier of a track within its asset, as CoreMedia's `CMPersistentTrackID`.
public typealias CMPersistentTrackID = Int32

/// One track of an asset, as AVFoundation's `AVAssetTrack`: its kind, size and transform, read from the media's headers.
open class AVAssetTrack: NSObject, @unchecked Sendable {
    /// The asset the track belongs to.
    public private(set) weak var asset: AVAsset?
    /// The track's identifier within its asset (from 1).
    public let trackID: CMPersistentTrackID
    /// What the track holds: `.audio`, `.video`, or the handler's own code.
    public let mediaType: AVMediaType
    /// The track's size in points (zero for audio).
    public let naturalSize: CGSize
    /// How the track is turned or moved to be shown (a portrait phone video is turned a quarter).
    public let preferredTransform: CGAffineTransform

    init(asset: AVAsset, trackID: CMPersistentTrackID, header: AudioFileInfo.Track) {
        self.asset = asset
        self.trackID = trackID
        mediaType = AVMediaType(rawValue: header.kind)
        naturalSize = CGSize(width: header.width, height: header.height)
        let m = header.matrix
        preferredTransform = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        super.init()
    }

    /// The track's value of `property`, as `try await track.load(.naturalSize)`.
    public func load<Value>(_ property: AVAsyncProperty<AVAssetTrack, Value>) async throws -> Value { property.value(self) }
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

extension AVAsyncProperty where Root == AVAsset, Value == [AVAssetTrack] {
    /// The asset's ``AVAsset/tracks``.
    public static var tracks: AVAsyncProperty<AVAsset, [AVAssetTrack]> { .init(needsMedia: true) { $0.tracks } }
}

extension AVAsyncProperty where Root == AVAsset, Value == CGAffineTransform {
    /// The asset's ``AVAsset/preferredTransform``.
    public static var preferredTransform: AVAsyncProperty<AVAsset, CGAffineTransform> {
        .init(needsMedia: false) { $0.preferredTransform }
    }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGSize {
    /// The track's ``AVAssetTrack/naturalSize``.
    public static var naturalSize: AVAsyncProperty<AVAssetTrack, CGSize> { .init(needsMedia: false) { $0.naturalSize } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGAffineTransform {
    /// The track's ``AVAssetTrack/preferredTransform``.
    public static var preferredTransform: AVAsyncProperty<AVAssetTrack, CGAffineTransform> {
        .init(needsMedia: false) { $0.preferredTransform }
    }
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
