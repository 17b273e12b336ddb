import Foundation

/// The device's media library, as MediaPlayer's `MPMediaLibrary`: the app's access to it and its changes. On Linux
/// the library is napkin's ``SimulatedMusicLibrary``, which a test seeds and whose prompt it answers.
open class MPMediaLibrary: NSObject, @unchecked Sendable {
    private static let library = MPMediaLibrary()
    private static let notifying = NotificationCount()

    /// The device's library.
    open class func `default`() -> MPMediaLibrary { library }

    /// The app's access to the library.
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { SimulatedMusicLibrary.shared.authorizationStatus }

    /// Asks for access when not asked before (the person answers with ``SimulatedMusicLibrary/promptAnswer``);
    /// `handler` hears the answer on a queue of its own, as on iOS.
    open class func requestAuthorization(_ handler: @escaping @Sendable (MPMediaLibraryAuthorizationStatus) -> Void) {
        let status = SimulatedMusicLibrary.shared.requestAuthorization()
        DispatchQueue.global().async { handler(status) }
    }

    /// Asks for access when not asked before and returns the answer.
    open class func requestAuthorization() async -> MPMediaLibraryAuthorizationStatus {
        SimulatedMusicLibrary.shared.requestAuthorization()
    }

    /// When the library last changed.
    open var lastModifiedDate: Date { SimulatedMusicLibrary.shared.lastModifiedDate }

    /// Starts posting ``Foundation/NSNotification/Name/MPMediaLibraryDidChange`` when the library changes (calls
    /// nest: each needs an ``endGeneratingLibraryChangeNotifications()``).
    open func beginGeneratingLibraryChangeNotifications() { Self.notifying.add(1) }

    /// Stops posting the change notification begun with ``beginGeneratingLibraryChangeNotifications()``.
    open func endGeneratingLibraryChangeNotifications() { Self.notifying.add(-1) }

    /// Posts the change notification when the app asked for it.
    static func libraryDidChange() {
        guard notifying.value > 0 else { return }
        NotificationCenter.default.post(name: .MPMediaLibraryDidChange, object: library)
    }
}

/// A count kept under a lock.
final class NotificationCount: @unchecked Sendable {
    // Unchecked: `count` is read and written under `lock`.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add(_ delta: Int) { lock.withLock { count = max(0, count + delta) } }
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when the media library changes, after `beginGeneratingLibraryChangeNotifications()`.
    public static let MPMediaLibraryDidChange = Notification.Name("MPMediaLibraryDidChangeNotification")
}
