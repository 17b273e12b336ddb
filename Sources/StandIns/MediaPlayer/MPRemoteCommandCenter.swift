import Foundation

/// The app's remote commands, as MediaPlayer's `MPRemoteCommandCenter`: one object per command, made once.
/// Every command starts enabled and without handlers; no command arrives on Linux unless a test sends it (see
/// ``MPRemoteCommand``).
public final class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    // Sendable as MediaPlayer's centre is used: its properties are constants, and each command guards its own
    // targets and flag with a lock (the subclasses' display settings are set once, at launch).
    private static let center = MPRemoteCommandCenter()

    /// The app's centre.
    public class func shared() -> MPRemoteCommandCenter { center }

    /// Play.
    public let playCommand = MPRemoteCommand()
    /// Pause.
    public let pauseCommand = MPRemoteCommand()
    /// Stop.
    public let stopCommand = MPRemoteCommand()
    /// Play or pause (headphones' button).
    public let togglePlayPauseCommand = MPRemoteCommand()
    /// The next track.
    public let nextTrackCommand = MPRemoteCommand()
    /// The previous track.
    public let previousTrackCommand = MPRemoteCommand()
    /// Skip forward by an interval.
    public let skipForwardCommand = MPSkipIntervalCommand()
    /// Skip backward by an interval.
    public let skipBackwardCommand = MPSkipIntervalCommand()
    /// Seek forward while held.
    public let seekForwardCommand = MPRemoteCommand()
    /// Seek backward while held.
    public let seekBackwardCommand = MPRemoteCommand()
    /// Move to a position.
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    /// Change the rate.
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    /// Change the repeat mode.
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()
    /// Change the shuffle mode.
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    /// Rate the item.
    public let ratingCommand = MPRatingCommand()
    /// Like the item.
    public let likeCommand = MPFeedbackCommand()
    /// Dislike the item.
    public let dislikeCommand = MPFeedbackCommand()
    /// Bookmark the item.
    public let bookmarkCommand = MPFeedbackCommand()
    /// Turn a language option on.
    public let enableLanguageOptionCommand = MPRemoteCommand()
    /// Turn a language option off.
    public let disableLanguageOptionCommand = MPRemoteCommand()

    private override init() {
        super.init()
    }
}
