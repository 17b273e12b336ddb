import Foundation

/// What a remote command's handler reports, as MediaPlayer's `MPRemoteCommandHandlerStatus` (MediaPlayer's raw
/// values).
public enum MPRemoteCommandHandlerStatus: Int, Sendable, CaseIterable {
    /// The command was carried out.
    case success = 0
    /// There was nothing to act on.
    case noSuchContent = 100
    /// There is no now-playing item to act on.
    case noActionableNowPlayingItem = 110
    /// The device the command was for is not there.
    case deviceNotFound = 120
    /// The command failed.
    case commandFailed = 200
}

/// One command a user gives from outside the app (the lock screen, Control Center, headphones, a car), as
/// MediaPlayer's `MPRemoteCommand`: the app adds handlers and enables or disables it.
///
/// Linux has no lock screen, Control Center or headphone buttons, so no command ever arrives on its own: a test
/// sends one with ``send(_:)`` (a napkin addition), which calls the handlers as iOS does when the user gives the
/// command.
open class MPRemoteCommand: NSObject {
    /// A handler added with ``addTarget(handler:)``; its identity is what ``removeTarget(_:)`` is given.
    private final class Target: NSObject {
        let handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
        init(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) {
            self.handler = handler
        }
    }

    // Guards the targets and the flag: handlers are added and commands sent from any thread, as with MediaPlayer.
    private let lock = NSLock()
    private var targets: [Target] = []
    private var enabled = true

    override init() {
        super.init()
    }

    /// Whether the command can be given (true by default); the system greys out a disabled command, so it never
    /// reaches the handlers.
    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Adds `handler`, called with each event of the command; returns the target to hand ``removeTarget(_:)``.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let target = Target(handler: handler)
        lock.withLock { targets.append(target) }
        return target
    }

    /// Removes `target` (a value ``addTarget(handler:)`` returned); nil removes every target.
    open func removeTarget(_ target: Any?) {
        lock.withLock {
            guard let target else { return targets.removeAll() }
            targets.removeAll { $0 === target as AnyObject }
        }
    }

    /// Whether any handler is added (the stand-in's own, for a test to read).
    public var hasTargets: Bool { lock.withLock { !targets.isEmpty } }

    /// Gives the command, as a user does from outside the app (a napkin addition): calls every handler with
    /// `event` (a plain event of this command when nil), in the order they were added, and returns their
    /// statuses. A disabled command calls none and returns none.
    @discardableResult
    public func send(_ event: MPRemoteCommandEvent? = nil) -> [MPRemoteCommandHandlerStatus] {
        let (handlers, enabled) = lock.withLock { (targets.map(\.handler), self.enabled) }
        guard enabled else { return [] }
        let event = event ?? MPRemoteCommandEvent(command: self)
        return handlers.map { $0(event) }
    }
}

/// A command that skips by an interval (skip forward, skip backward), as MediaPlayer's `MPSkipIntervalCommand`.
public final class MPSkipIntervalCommand: MPRemoteCommand {
    /// The intervals offered, in seconds; the first is the one the buttons show ([15] by default here).
    public var preferredIntervals: [NSNumber] = [15]
}

/// A command that changes the playback rate, as MediaPlayer's `MPChangePlaybackRateCommand`.
public final class MPChangePlaybackRateCommand: MPRemoteCommand {
    /// The rates offered.
    public var supportedPlaybackRates: [NSNumber] = []
}

/// A command that moves playback to a position, as MediaPlayer's `MPChangePlaybackPositionCommand`.
public final class MPChangePlaybackPositionCommand: MPRemoteCommand {}

/// A command that rates the item, as MediaPlayer's `MPRatingCommand`.
public final class MPRatingCommand: MPRemoteCommand {
    /// The lowest rating (0 by default).
    public var minimumRating: Float = 0
    /// The highest rating (0 by default).
    public var maximumRating: Float = 0
}

/// A command that gives feedback on the item (like, dislike, bookmark), as MediaPlayer's `MPFeedbackCommand`.
public final class MPFeedbackCommand: MPRemoteCommand {
    /// Whether the feedback is given (a like shown as on).
    public var isActive = false
    /// The command's title in menus.
    public var localizedTitle = ""
    /// The command's short title.
    public var localizedShortTitle = ""
}

/// The repeat modes, as MediaPlayer's `MPRepeatType`.
public enum MPRepeatType: Int, Sendable, CaseIterable {
    /// Play once.
    case off = 0
    /// Repeat the item.
    case one = 1
    /// Repeat the queue.
    case all = 2
}

/// The shuffle modes, as MediaPlayer's `MPShuffleType`.
public enum MPShuffleType: Int, Sendable, CaseIterable {
    /// In order.
    case off = 0
    /// Shuffle the items.
    case items = 1
    /// Shuffle the collections.
    case collections = 2
}

/// A command that sets the repeat mode, as MediaPlayer's `MPChangeRepeatModeCommand`.
public final class MPChangeRepeatModeCommand: MPRemoteCommand {
    /// The mode shown.
    public var currentRepeatType = MPRepeatType.off
}

/// A command that sets the shuffle mode, as MediaPlayer's `MPChangeShuffleModeCommand`.
public final class MPChangeShuffleModeCommand: MPRemoteCommand {
    /// The mode shown.
    public var currentShuffleType = MPShuffleType.off
}
