import Foundation

/// The instances a Firebase product keeps per app (`Firestore.firestore(app:)`, `Database.database(app:url:)`), over the
/// simulated stores apps share: one instance per app and key, one store per store key (apps naming the same database
/// share its data). An app's instances go when the app is deleted; ``forgetInstances()`` drops every instance and hands
/// back what a reset empties. Thread-safe.
package final class SimulatedInstanceRegistry<Instance: AnyObject, Store: AnyObject>: @unchecked Sendable {
    // Unchecked: both tables are guarded by `lock`.
    private let lock = NSLock()
    private var instances: [String: Instance] = [:]
    private var stores: [String: Store] = [:]

    /// An empty registry.
    package init() {}

    /// `appName`'s instance for `key`, made the first time with the store for `storeKey` (made if no app has it yet).
    package func instance(
        appName: String, key: String, storeKey: String, makeStore: () -> Store, makeInstance: (Store) -> Instance
    ) -> Instance {
        lock.withLock {
            let instanceKey = appName + "\u{0}" + key
            if let existing = instances[instanceKey] { return existing }
            let store = stores[storeKey] ?? makeStore()
            stores[storeKey] = store
            let instance = makeInstance(store)
            instances[instanceKey] = instance
            return instance
        }
    }

    /// Forgets the instances of the app named `appName` (deleted) and returns them.
    package func removeInstances(ofApp appName: String) -> [Instance] {
        lock.withLock {
            let keys = instances.keys.filter { $0.hasPrefix(appName + "\u{0}") }
            return keys.compactMap { instances.removeValue(forKey: $0) }
        }
    }

    /// Every store made so far.
    package var allStores: [Store] { lock.withLock { Array(stores.values) } }

    /// Forgets every instance (stores stay, to be emptied); returns the stores and the forgotten instances.
    package func forgetInstances() -> (stores: [Store], instances: [Instance]) {
        lock.withLock {
            defer { instances = [:] }
            return (Array(stores.values), Array(instances.values))
        }
    }
}
