import Foundation

/// napkin's simulated Firebase project: what ties the in-memory stand-ins (Auth's accounts, Storage's buckets,
/// Firestore's documents) to the ``FirebaseApp``s they belong to. Not Firebase's: napkin's own, for tests.
///
/// Call ``reset()`` between tests: it deletes every app and empties every stand-in's store, so the next
/// `FirebaseApp.configure()` starts from an empty project.
public enum SimulatedFirebase {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var resetters: [String: @Sendable () -> Void] = [:]
    nonisolated(unsafe) private static var deleteObservers: [String: @Sendable (String) -> Void] = [:]

    /// Deletes every app, sets the logger back to ``FirebaseLoggerLevel/notice`` and empties the store of every Firebase
    /// stand-in that has registered one.
    public static func reset() {
        let names = FirebaseApp.removeAll()
        let (resets, observers) = lock.withLock { (Array(resetters.values), Array(deleteObservers.values)) }
        for name in names { for observer in observers { observer(name) } }
        for reset in resets { reset() }
        FirebaseLog.level = .notice
    }

    /// Registers what `key`'s stand-in (a module name) does on ``reset()``: empty its store. Registering again under
    /// the same key replaces it.
    package static func onReset(_ key: String, _ body: @escaping @Sendable () -> Void) {
        lock.withLock { resetters[key] = body }
    }

    /// Registers what `key`'s stand-in does when an app is deleted (given its name): drop its instances for it.
    package static func onAppDelete(_ key: String, _ body: @escaping @Sendable (String) -> Void) {
        lock.withLock { deleteObservers[key] = body }
    }

    static func appWasDeleted(_ name: String) {
        let observers = lock.withLock { Array(deleteObservers.values) }
        for observer in observers { observer(name) }
    }
}
