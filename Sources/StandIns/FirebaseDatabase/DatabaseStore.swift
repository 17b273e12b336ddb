import Foundation

/// A value that crosses to the main queue although its type is not `Sendable` (callbacks, `Any`): it is only ever
/// used there.
struct DatabaseUncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}

/// One observer: a query, an event type and the blocks, with what it last saw so the next write's events are the
/// difference.
final class DatabaseRegistration: @unchecked Sendable {
    // Unchecked: `view` and `removed` are read and written under the store's lock or `lock`.
    let handle: DatabaseHandle
    let query: DatabaseQuery
    let eventType: DataEventType
    let block: (DataSnapshot, String?) -> Void
    let cancel: ((any Error) -> Void)?
    let once: Bool
    var view: [(key: String, node: DatabaseNode)]?
    var viewNode: DatabaseNode??
    private let lock = NSLock()
    private var isRemoved = false

    init(
        handle: DatabaseHandle, query: DatabaseQuery, eventType: DataEventType, once: Bool,
        block: @escaping (DataSnapshot, String?) -> Void, cancel: ((any Error) -> Void)?
    ) {
        self.handle = handle
        self.query = query
        self.eventType = eventType
        self.once = once
        self.block = block
        self.cancel = cancel
    }

    var removed: Bool {
        get { lock.withLock { isRemoved } }
        set { lock.withLock { isRemoved = newValue } }
    }
}

/// One event for one observer, fired on the main queue unless the observer was removed since (a single-event
/// observer's one event always fires).
struct DatabaseEvent: @unchecked Sendable {
    // Unchecked: fired on the main queue only.
    let registration: DatabaseRegistration
    let snapshot: DataSnapshot
    let previousKey: String?
    let rank: Int
    let final: Bool

    func fire() {
        guard final || !registration.removed else { return }
        registration.block(snapshot, previousKey)
    }
}

/// Calls observers on the main queue: at once, before the write returns, when the write runs there (events a
/// callback's own writes raise wait for the ones already queued, so every observer hears changes in order); through
/// the main queue otherwise. "There" is the main queue, not the main thread: under `swift test` on Linux the main
/// actor's jobs run on the main queue from another thread.
enum DatabaseEventQueue {
    // Read and written on the main queue only.
    nonisolated(unsafe) private static var pending: [DatabaseEvent] = []
    nonisolated(unsafe) private static var draining = false
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (or the main thread).
    static var isOnMainQueue: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

    static func deliver(_ events: [DatabaseEvent]) {
        guard !events.isEmpty else { return }
        if isOnMainQueue {
            run(events)
        } else {
            let box = DatabaseUncheckedBox(value: events)
            DispatchQueue.main.async { run(box.value) }
        }
    }

    private static func run(_ events: [DatabaseEvent]) {
        pending.append(contentsOf: events)
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while !pending.isEmpty {
            pending.removeFirst().fire()
        }
    }
}

/// One database's data and observers (one per database URL, shared by the apps pointing at it).
final class DatabaseStore: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.
    let url: String
    private let lock = NSRecursiveLock()
    private var root: DatabaseNode?
    private var registrations: [DatabaseRegistration] = []
    nonisolated(unsafe) private static var nextHandle: DatabaseHandle = 1
    private static let handleLock = NSLock()

    init(url: String) { self.url = url }

    func node(at path: [String]) -> DatabaseNode? {
        lock.withLock { root?.node(at: path[...]) }
    }

    /// Writes `values` (path → app value, nil removing) at once, after checking them all, and tells the observers.
    /// `serverMilliseconds` resolves `ServerValue.timestamp()`.
    func write(_ values: [(path: [String], value: Any?)]) throws(DatabaseError) {
        let result: Result<[DatabaseEvent], DatabaseError> = lock.withLock {
            let current = root
            let conversion = DatabaseValueConversion(
                serverMilliseconds: SimulatedDatabase.currentMilliseconds(), current: { path in current?.node(at: path) })
            var newRoot = root
            do throws(DatabaseError) {
                var nodes: [(path: [String], node: DatabaseNode?)] = []
                for (path, value) in values { nodes.append((path, try conversion.node(from: value, at: path))) }
                for (path, node) in nodes { newRoot = DatabaseNode.replacing(newRoot, at: path[...], with: node) }
            } catch {
                return .failure(error)
            }
            return .success(replaceRoot(newRoot))
        }
        DatabaseEventQueue.deliver(try result.get())
    }

    /// Empties the database; observers hear the data go.
    func removeAll() {
        let events = lock.withLock { replaceRoot(nil) }
        DatabaseEventQueue.deliver(events)
    }

    /// Forgets every observer without calling it.
    func removeAllObservers() {
        lock.withLock {
            for registration in registrations { registration.removed = true }
            registrations = []
        }
    }

    private func replaceRoot(_ newRoot: DatabaseNode?) -> [DatabaseEvent] {
        guard newRoot != root else { return [] }
        root = newRoot
        var events: [DatabaseEvent] = []
        for registration in registrations { events += self.events(for: registration) }
        registrations.removeAll { $0.removed }
        return events.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }

    /// Registers an observer and returns its handle, after queuing its first events (the current value, or each child
    /// already there). A query Firebase refuses calls the cancel block with the error instead.
    @discardableResult
    func observe(
        _ query: DatabaseQuery, _ eventType: DataEventType, once: Bool, block: @escaping (DataSnapshot, String?) -> Void,
        cancel: ((any Error) -> Void)?
    ) -> DatabaseHandle {
        let handle = Self.handleLock.withLock {
            defer { Self.nextHandle += 1 }
            return Self.nextHandle
        }
        if let problem = query.problem {
            if let cancel {
                let box = DatabaseUncheckedBox(value: cancel)
                DispatchQueue.main.async { box.value(problem) }
            } else {
                problem.log()
            }
            return handle
        }
        let registration = DatabaseRegistration(
            handle: handle, query: query, eventType: eventType, once: once, block: block, cancel: cancel)
        let events = lock.withLock {
            let events = self.events(for: registration)
            if !registration.removed { registrations.append(registration) }
            return events
        }
        DatabaseEventQueue.deliver(events)
        return handle
    }

    func removeObserver(_ handle: DatabaseHandle) {
        lock.withLock {
            for registration in registrations where registration.handle == handle { registration.removed = true }
            registrations.removeAll { $0.removed }
        }
    }

    /// Removes the observers registered at `path` (of any query there).
    func removeObservers(at path: [String]) {
        lock.withLock {
            for registration in registrations where registration.query.path == path { registration.removed = true }
            registrations.removeAll { $0.removed }
        }
    }

    /// The snapshot `query` sees now.
    func snapshot(of query: DatabaseQuery) -> DataSnapshot {
        lock.withLock {
            let (node, items) = view(of: query)
            return DataSnapshot(ref: query.ref, node: node, orderedKeys: items.map(\.key))
        }
    }

    /// The value `query` sees (its children filtered and limited when it has bounds or a limit) and its children in
    /// the query's order.
    private func view(of query: DatabaseQuery) -> (DatabaseNode?, [(key: String, node: DatabaseNode)]) {
        let full = root?.node(at: query.path[...])
        let items = query.spec.select(from: full)
        guard query.spec.isFiltered else { return (full, items) }
        guard full?.isObject ?? false else { return (nil, []) }
        let children = Dictionary(items.map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })
        return (children.isEmpty ? nil : .object(children), items)
    }

    /// What changed for `registration` since it last looked, as Firebase raises it: children removed, added, moved,
    /// changed, then the value.
    private func events(for registration: DatabaseRegistration) -> [DatabaseEvent] {
        guard !registration.removed else { return [] }
        let query = registration.query
        let (node, items) = view(of: query)
        let old = registration.view
        let oldNode = registration.viewNode
        registration.view = items
        registration.viewNode = .some(node)
        var events: [DatabaseEvent] = []
        func child(_ key: String, _ node: DatabaseNode?) -> DataSnapshot {
            DataSnapshot(ref: query.ref.child(key), node: node, orderedKeys: nil)
        }
        func add(_ snapshot: DataSnapshot, _ previous: String?, rank: Int) {
            events.append(
                DatabaseEvent(registration: registration, snapshot: snapshot, previousKey: previous, rank: rank, final: registration.once))
        }
        switch registration.eventType {
        case .value:
            if oldNode == nil || oldNode! != node {
                add(DataSnapshot(ref: query.ref, node: node, orderedKeys: items.map(\.key)), nil, rank: 4)
            }
        case .childAdded, .childRemoved, .childChanged, .childMoved:
            let oldItems = old ?? []
            let oldByKey = Dictionary(oldItems.map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })
            let newByKey = Dictionary(items.map { ($0.key, $0.node) }, uniquingKeysWith: { a, _ in a })
            let oldPrevious = Dictionary(
                oldItems.indices.map { (oldItems[$0].key, $0 > 0 ? oldItems[$0 - 1].key : nil) }, uniquingKeysWith: { a, _ in a })
            for (index, item) in items.enumerated() {
                let previous = index > 0 ? items[index - 1].key : nil
                switch registration.eventType {
                case .childAdded where oldByKey[item.key] == nil:
                    add(child(item.key, item.node), previous, rank: 1)
                case .childChanged where oldByKey[item.key] != nil && oldByKey[item.key] != item.node:
                    add(child(item.key, item.node), previous, rank: 3)
                case .childMoved
                where oldByKey[item.key] != nil && oldByKey[item.key] != item.node && (oldPrevious[item.key] ?? nil) != previous:
                    add(child(item.key, item.node), previous, rank: 2)
                default: break
                }
            }
            if registration.eventType == .childRemoved {
                for item in oldItems where newByKey[item.key] == nil { add(child(item.key, item.node), nil, rank: 0) }
            }
        }
        if registration.once, let first = events.first {
            registration.removed = true
            return [first]
        }
        return events
    }
}
