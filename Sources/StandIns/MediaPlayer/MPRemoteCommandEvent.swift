import Foundation

/// One giving of a remote command, as MediaPlayer's `MPRemoteCommandEvent`. Its initialisers are napkin additions,
/// for tests that give commands with ``MPRemoteCommand/send(_:)``.
open class MPRemoteCommandEvent: NSObject {
    /// The command given.
    public let command: MPRemoteCommand
    /// When it was given, in seconds since the system started.
    public let timestamp: TimeInterval

    /// An event of `command`, given now.
    public init(command: MPRemoteCommand) {
        self.command = command
        timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
}

/// A skip by an interval, as MediaPlayer's `MPSkipIntervalCommandEvent`.
public final class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    /// How far to skip, in seconds.
    public let interval: TimeInterval

    /// A skip of `interval` seconds.
    public init(command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command)
    }
}

/// Whether a seek begins or ends, as MediaPlayer's `MPSeekCommandEventType`.
public enum MPSeekCommandEventType: UInt, Sendable, CaseIterable {
    /// The user started holding the button.
    case beginSeeking = 0
    /// The user let go.
    case endSeeking = 1
}

/// The start or end of a seek, as MediaPlayer's `MPSeekCommandEvent`.
public final class MPSeekCommandEvent: MPRemoteCommandEvent {
    /// Whether the seek begins or ends.
    public let type: MPSeekCommandEventType

    /// A seek event of `type`.
    public init(command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command)
    }
}

/// A change of playback rate, as MediaPlayer's `MPChangePlaybackRateCommandEvent`.
public final class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent {
    /// The rate asked for.
    public let playbackRate: Float

    /// A change to `playbackRate`.
    public init(command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command)
    }
}

/// A move to a position (the lock screen's scrubber), as MediaPlayer's `MPChangePlaybackPositionCommandEvent`.
public final class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    /// The position asked for, in seconds from the start.
    public let positionTime: TimeInterval

    /// A move to `positionTime`.
    public init(command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command)
    }
}

/// A rating, as MediaPlayer's `MPRatingCommandEvent`.
public final class MPRatingCommandEvent: MPRemoteCommandEvent {
    /// The rating given.
    public let rating: Float

    /// A rating of `rating`.
    public init(command: MPRemoteCommand, rating: Float) {
        self.rating = rating
        super.init(command: command)
    }
}

/// Feedback given or taken back, as MediaPlayer's `MPFeedbackCommandEvent`.
public final class MPFeedbackCommandEvent: MPRemoteCommandEvent {
    /// True when the feedback is taken back (a like undone).
    public let isNegative: Bool

    /// Feedback, given or (`isNegative`) taken back.
    public init(command: MPRemoteCommand, isNegative: Bool) {
        self.isNegative = isNegative
        super.init(command: command)
    }
}

/// A repeat mode chosen, as MediaPlayer's `MPChangeRepeatModeCommandEvent`.
public final class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent {
    /// The mode chosen.
    public let repeatType: MPRepeatType
    /// Whether the mode is kept for the next items.
    public let preservesRepeatMode: Bool

    /// A choice of `repeatType`.
    public init(command: MPRemoteCommand, repeatType: MPRepeatType, preservesRepeatMode: Bool = false) {
        self.repeatType = repeatType
        self.preservesRepeatMode = preservesRepeatMode
        super.init(command: command)
    }
}

/// A shuffle mode chosen, as MediaPlayer's `MPChangeShuffleModeCommandEvent`.
public final class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent {
    /// The mode chosen.
    public let shuffleType: MPShuffleType
    /// Whether the mode is kept for the next items.
    public let preservesShuffleMode: Bool

    /// A choice of `shuffleType`.
    public init(command: MPRemoteCommand, shuffleType: MPShuffleType, preservesShuffleMode: Bool = false) {
        self.shuffleType = shuffleType
        self.preservesShuffleMode = preservesShuffleMode
        super.init(command: command)
    }
}
