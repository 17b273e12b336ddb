import Foundation

/// The identity of a stretch of work the app asked to finish in the background, as UIKit's
/// `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The number.
    public let rawValue: Int
    /// An identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` never returns here, and what apps reset theirs to.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    private static var backgroundTasks: [Int: (name: String?, expiration: (() -> Void)?)] = [:]
    private static var lastBackgroundTask = 0

    /// Marks the start of work the app wants to finish if it goes to the background, as UIKit's:
    /// returns a new identifier, to be handed to ``endBackgroundTask(_:)`` when the work is done.
    /// NapkinUI's app stays in the foreground, so the time never runs out on its own;
    /// ``expireBackgroundTasks()`` calls the expiration handlers, as iOS does when it does.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        Self.lastBackgroundTask += 1
        Self.backgroundTasks[Self.lastBackgroundTask] = (taskName, handler)
        return UIBackgroundTaskIdentifier(rawValue: Self.lastBackgroundTask)
    }

    /// ``beginBackgroundTask(withName:expirationHandler:)`` without a name.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the work of `identifier` done (an unknown or ``UIBackgroundTaskIdentifier/invalid`` one is ignored).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        Self.backgroundTasks[identifier.rawValue] = nil
    }

    /// The seconds left to background work: unlimited, as on iOS while the app is in the foreground.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// The names of the background tasks begun and not ended (`nil` for a task begun without one),
    /// in the order they began: napkin's own, for a test.
    public var activeBackgroundTaskNames: [String?] {
        Self.backgroundTasks.keys.sorted().map { Self.backgroundTasks[$0]?.name ?? nil }
    }

    /// Calls the expiration handler of every background task begun and not ended, in the order they
    /// began, as iOS does when the app's background time runs out: napkin's own, for a test.
    /// Afterwards no task is left running, whether or not its handler ended it (iOS ends the app's
    /// background time there), so one test's forgotten task does not reach the next.
    public func expireBackgroundTasks() {
        let running = Self.backgroundTasks.keys.sorted().compactMap { Self.backgroundTasks[$0] }
        Self.backgroundTasks = [:]
        for task in running { task.expiration?() }
    }
}
