import Foundation
import NapkinUI

/// Whether the app's media is playing, as MediaPlayer's `MPNowPlayingPlaybackState` (MediaPlayer's raw values).
public enum MPNowPlayingPlaybackState: UInt, Sendable, CaseIterable {
    /// Not known (the default).
    case unknown = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Stopped.
    case stopped = 3
    /// Interrupted by another app or a call.
    case interrupted = 4
}

/// The kind of media playing, as MediaPlayer's `MPNowPlayingInfoMediaType` (MediaPlayer's raw values), the value
/// of ``MPNowPlayingInfoPropertyMediaType``.
public enum MPNowPlayingInfoMediaType: UInt, Sendable, CaseIterable {
    /// No media.
    case none = 0
    /// Audio.
    case audio = 1
    /// Video.
    case video = 2
}

/// What the lock screen and Control Center show about the app's media, as MediaPlayer's
/// `MPNowPlayingInfoCenter`.
///
/// Linux has no lock screen or Control Center: the centre keeps what the app sets and hands it back, for a test to
/// read, and shows it nowhere.
public final class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()

    /// The app's centre.
    public class func `default`() -> MPNowPlayingInfoCenter { shared }

    // Guards the two values: the centre is shared across threads, as MediaPlayer's is.
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state = MPNowPlayingPlaybackState.unknown

    private override init() {
        super.init()
    }

    /// What is playing, by the `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…` keys; nil (the default)
    /// when nothing is.
    public var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }

    /// Whether the media plays (``MPNowPlayingPlaybackState/unknown`` until set). On Apple's platforms a macOS
    /// and Mac Catalyst property; iOS reads the playback rate of ``nowPlayingInfo`` instead.
    public var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}

/// A media item's artwork, drawn on request at the size asked, as MediaPlayer's `MPMediaItemArtwork`.
public final class MPMediaItemArtwork: NSObject {
    /// The rectangle of the largest image the artwork offers.
    public let bounds: CGRect
    private let requestHandler: (CGSize) -> UIImage

    /// Artwork at most `boundsSize` large, whose images `requestHandler` makes for the size asked.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// The artwork's image at `size`, from the request handler.
    public func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
