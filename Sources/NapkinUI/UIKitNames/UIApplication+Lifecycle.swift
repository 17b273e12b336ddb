import Foundation
import NapkinFoundation

// What an app delegate's lifecycle code names beyond launch: background fetch results, protected data, the
// orientations a window allows, remote-control events and user-activity restoration. NapkinUI's app runs in the
// foreground on an unlocked device and never rotates; these names let that code compile and keep what it sets.

/// What a background fetch or a silent push found, as UIKit's `UIBackgroundFetchResult`: the app hands it to the
/// completion handler of `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
public enum UIBackgroundFetchResult: UInt, Sendable, Hashable {
    /// New data was fetched.
    case newData = 0
    /// Nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

/// The interface orientations a window or controller allows, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// A mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Turned with the home side on the right.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Turned with the home side on the left.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation but upside down (an iPhone's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// An object that can take up a continued user activity, as UIKit's `UIUserActivityRestoring`: the objects an app
/// hands to the `restorationHandler` of `application(_:continue:restorationHandler:)`.
@MainActor @preconcurrency
public protocol UIUserActivityRestoring: AnyObject {
    /// Takes up `activity`'s state.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

extension ViewController: UIUserActivityRestoring {}

extension UIApplication {
    /// Posted when the device is unlocked and files protected until first unlock can be read, as UIKit's.
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted when the device is about to lock and protected files will become unreadable.
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")

    /// Whether files protected by data protection can be read: always, as NapkinUI's device is never locked.
    public var isProtectedDataAvailable: Bool { true }

    /// Starts delivering remote-control events (the lock screen's and headphones' play and pause) to the app; kept
    /// in ``isReceivingRemoteControlEvents``, as NapkinUI has no such controls.
    public func beginReceivingRemoteControlEvents() { remoteControlEventsRequested = true }

    /// Stops delivering remote-control events.
    public func endReceivingRemoteControlEvents() { remoteControlEventsRequested = false }

    /// Whether the app asked for remote-control events (napkin's, for a test to read).
    public var isReceivingRemoteControlEvents: Bool { remoteControlEventsRequested }
}
