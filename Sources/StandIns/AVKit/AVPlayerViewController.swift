import AVFoundation
import NapkinUI

/// What an ``AVPlayerViewController`` tells its delegate, as AVKit's protocol; every method has
/// an empty default, as the Objective-C protocol's are optional.
@MainActor @preconcurrency
public protocol AVPlayerViewControllerDelegate: AnyObject {
    /// Picture in picture is about to start.
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in picture stopped.
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
}

extension AVPlayerViewControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    /// Does nothing unless the delegate implements it.
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
}

/// The system's player screen, as AVKit's `AVPlayerViewController`: a view controller showing
/// its ``player``'s video, drawn as ``VideoPlayer`` draws it (black until the first frame,
/// which never comes on Linux, under the whole frame, status bar and home indicator included).
open class AVPlayerViewController: UIViewController {
    /// The player shown.
    open var player: AVPlayer?
    /// Whether the system's controls show.
    open var showsPlaybackControls = true
    /// How the video fills the view.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether playback starts full screen.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether full screen ends with playback.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether picture in picture is allowed.
    open var allowsPictureInPicturePlayback = true
    /// Whether picture in picture starts when the app goes to the background.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether the system's Now Playing info follows the player.
    open var updatesNowPlayingInfoCenter = true
    /// Whether the timecodes show.
    open var showsTimecodes = false
    /// Told about picture in picture. Weak, as AVKit's.
    open weak var delegate: (any AVPlayerViewControllerDelegate)?

    /// A player screen with no player.
    public override init() {
        super.init()
        backgroundColor = .black
    }
}
