import Foundation

/// An observer's number, as Swift imports Firebase's `FIRDatabaseHandle`: what `removeObserver(withHandle:)` takes.
public typealias DatabaseHandle = UInt

/// What an observer hears, as Swift imports Firebase's `FIRDataEventType` (with its raw values).
public enum DataEventType: Int, Sendable, Hashable {
    /// A child was added (and, on observing, once for each child already there).
    case childAdded
    /// A child was removed.
    case childRemoved
    /// A child's data changed.
    case childChanged
    /// A child's place in the query's order changed.
    case childMoved
    /// The data at the location, or anywhere below it, changed (and, on observing, the current data).
    case value
}

/// A location read through an order, bounds and a limit, as Swift imports Firebase's `FIRDatabaseQuery`:
/// `ref.child("messages").queryOrdered(byChild: "timestamp").queryLimited(toLast: 50)`.
///
/// Building a query Firebase refuses with an exception (ordering twice, a limit of zero, setting a bound twice)
/// gives a query whose observers are cancelled with a ``DatabaseError`` (logged when there is no cancel block).
open class DatabaseQuery: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    let owner: Database
    let path: [String]
    let spec: DatabaseQuerySpec
    let problem: DatabaseError?

    init(database: Database, path: [String], spec: DatabaseQuerySpec, problem: DatabaseError?) {
        self.owner = database
        self.path = path
        self.spec = spec
        self.problem = problem
        super.init()
    }

    /// The location this query reads.
    open var ref: DatabaseReference { DatabaseReference(database: owner, path: path, problem: problem) }

    // MARK: Observing

    /// Calls `block` with each `eventType` event at this location until the observer is removed, starting with the
    /// current data (`.value`) or each child already there (`.childAdded`). Returns the handle to remove it with.
    @discardableResult
    open func observe(_ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void) -> DatabaseHandle {
        owner.store.observe(self, eventType, once: false, block: { snapshot, _ in block(snapshot) }, cancel: nil)
    }

    /// ``observe(_:with:)``, with the key of the child before each one in the query's order (nil for the first).
    @discardableResult
    open func observe(_ eventType: DataEventType, andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void)
        -> DatabaseHandle
    {
        owner.store.observe(self, eventType, once: false, block: block, cancel: nil)
    }

    /// ``observe(_:with:)``; `cancelBlock` gets the error when the query is invalid.
    @discardableResult
    open func observe(
        _ eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void, withCancel cancelBlock: ((any Error) -> Void)?
    ) -> DatabaseHandle {
        owner.store.observe(self, eventType, once: false, block: { snapshot, _ in block(snapshot) }, cancel: cancelBlock)
    }

    /// ``observe(_:andPreviousSiblingKeyWith:)``; `cancelBlock` gets the error when the query is invalid.
    @discardableResult
    open func observe(
        _ eventType: DataEventType, andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void,
        withCancel cancelBlock: ((any Error) -> Void)?
    ) -> DatabaseHandle {
        owner.store.observe(self, eventType, once: false, block: block, cancel: cancelBlock)
    }

    /// Calls `block` once, with the first `eventType` event, then removes the observer.
    open func observeSingleEvent(of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void) {
        owner.store.observe(self, eventType, once: true, block: { snapshot, _ in block(snapshot) }, cancel: nil)
    }

    /// ``observeSingleEvent(of:with:)`` with the previous sibling's key.
    open func observeSingleEvent(of eventType: DataEventType, andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void) {
        owner.store.observe(self, eventType, once: true, block: block, cancel: nil)
    }

    /// ``observeSingleEvent(of:with:)``; `cancelBlock` gets the error when the query is invalid.
    open func observeSingleEvent(
        of eventType: DataEventType, with block: @escaping (DataSnapshot) -> Void, withCancel cancelBlock: ((any Error) -> Void)?
    ) {
        owner.store.observe(self, eventType, once: true, block: { snapshot, _ in block(snapshot) }, cancel: cancelBlock)
    }

    /// ``observeSingleEvent(of:andPreviousSiblingKeyWith:)``; `cancelBlock` gets the error when the query is invalid.
    open func observeSingleEvent(
        of eventType: DataEventType, andPreviousSiblingKeyWith block: @escaping (DataSnapshot, String?) -> Void,
        withCancel cancelBlock: ((any Error) -> Void)?
    ) {
        owner.store.observe(self, eventType, once: true, block: block, cancel: cancelBlock)
    }

    /// The first `eventType` event, awaited.
    nonisolated(nonsending) open func observeSingleEvent(of eventType: DataEventType) async -> DataSnapshot {
        await withCheckedContinuation { (continuation: CheckedContinuation<DataSnapshot, Never>) in
            observeSingleEvent(of: eventType) { continuation.resume(returning: $0) }
        }
    }

    /// The first `eventType` event and the previous sibling's key, awaited.
    nonisolated(nonsending) open func observeSingleEventAndPreviousSiblingKey(of eventType: DataEventType) async -> (DataSnapshot, String?)
    {
        await withCheckedContinuation { (continuation: CheckedContinuation<DatabaseUncheckedBox<(DataSnapshot, String?)>, Never>) in
            observeSingleEvent(
                of: eventType, andPreviousSiblingKeyWith: { continuation.resume(returning: DatabaseUncheckedBox(value: ($0, $1))) })
        }
        .value
    }

    /// Reads the data now and calls `block` with it on the main queue (or with the error of an invalid query).
    open func getData(completion block: @escaping ((any Error)?, DataSnapshot?) -> Void) {
        let box = DatabaseUncheckedBox(value: block)
        if let problem {
            DispatchQueue.main.async { box.value(problem, nil) }
            return
        }
        let snapshot = owner.store.snapshot(of: self)
        DispatchQueue.main.async { box.value(nil, snapshot) }
    }

    /// The data now; throws the error of an invalid query.
    nonisolated(nonsending) open func getData() async throws -> DataSnapshot {
        if let problem { throw problem }
        return owner.store.snapshot(of: self)
    }

    /// Removes the observer `handle` names; its events still queued are dropped.
    open func removeObserver(withHandle handle: DatabaseHandle) { owner.store.removeObserver(handle) }

    /// Removes every observer registered at this location.
    open func removeAllObservers() { owner.store.removeObservers(at: path) }

    /// Keeps the location synchronized offline (nothing to do: the database is local).
    open func keepSynced(_ keepSynced: Bool) {}

    // MARK: Building queries

    private func with(_ change: (inout DatabaseQuerySpec) -> String?) -> DatabaseQuery {
        var spec = self.spec
        let reason = change(&spec)
        let problem = self.problem ?? reason.map { DatabaseError(.invalidQuery, $0) }
        return DatabaseQuery(database: owner, path: path, spec: spec, problem: problem)
    }

    private func limited(_ limit: DatabaseQuerySpec.Limit, _ count: UInt, _ name: String) -> DatabaseQuery {
        with { spec in
            if spec.limit != nil { return "\(name): a limit was already set; use one queryLimited call." }
            if count == 0 { return "\(name): the limit must be at least 1." }
            spec.limit = limit
            return nil
        }
    }

    private func ordered(_ order: DatabaseQuerySpec.Order, _ name: String) -> DatabaseQuery {
        with { spec in
            if spec.order != nil { return "\(name): the query is already ordered; use one queryOrdered call." }
            if spec.start != nil || spec.end != nil { return "\(name): order the query before setting its bounds." }
            spec.order = order
            return nil
        }
    }

    private func bounded(start: Bool, _ value: Any?, key: String?, exclusive: Bool, _ name: String) -> DatabaseQuery {
        with { spec in
            if start ? spec.start != nil : spec.end != nil { return "\(name): that bound was already set." }
            guard let node = Self.boundNode(value) else {
                return "\(name): a bound must be a string, a number, a boolean or nil, not \(type(of: value!))."
            }
            if spec.order == .key {
                guard case .string = node, key == nil else {
                    return "\(name): a query ordered by key takes a string bound and no child key."
                }
            }
            if let key, let problem = DatabaseKeys.problem(withKey: key) { return "\(name): \(problem)" }
            let bound = DatabaseQuerySpec.Bound(value: node, key: key, exclusive: exclusive)
            if start { spec.start = bound } else { spec.end = bound }
            return nil
        }
    }

    /// A bound's value as a node (`.some(nil)` for null), or nil when it cannot be one.
    private static func boundNode(_ value: Any?) -> DatabaseNode?? {
        guard let value = DatabaseValueConversion.unwrapped(value), !(value is NSNull) else { return .some(nil) }
        if value is Bool, let bool = value as? Bool { return .some(.bool(bool)) }
        if let string = value as? String { return .some(.string(string)) }
        if let number = value as? NSNumber {
            let type = String(cString: number.objCType)
            return .some(type == "d" || type == "f" ? .double(number.doubleValue) : .int(number.int64Value))
        }
        return nil
    }

    /// The first `limit` children in the query's order.
    open func queryLimited(toFirst limit: UInt) -> DatabaseQuery { limited(.first(limit), limit, "queryLimited(toFirst:)") }
    /// The last `limit` children in the query's order (a chat's latest messages).
    open func queryLimited(toLast limit: UInt) -> DatabaseQuery { limited(.last(limit), limit, "queryLimited(toLast:)") }
    /// Children ordered by their value at `key` (a child path such as `"timestamp"` or `"meta/created"`), children
    /// without it first; ties by key.
    open func queryOrdered(byChild key: String) -> DatabaseQuery {
        switch DatabaseKeys.segments(of: key) {
        case .success(let segments) where !segments.isEmpty: return ordered(.child(segments), "queryOrdered(byChild:)")
        case .success: return with { _ in "queryOrdered(byChild:): the child path must not be empty." }
        case .failure(let error): return with { _ in "queryOrdered(byChild:): \(error.reason)" }
        }
    }
    /// Children ordered by key (integer keys first, numerically), the default order.
    open func queryOrderedByKey() -> DatabaseQuery { ordered(.key, "queryOrderedByKey()") }
    /// Children ordered by their own value.
    open func queryOrderedByValue() -> DatabaseQuery { ordered(.value, "queryOrderedByValue()") }
    /// Children ordered by priority; napkin's database keeps no priorities, so this is key order.
    open func queryOrderedByPriority() -> DatabaseQuery { ordered(.priority, "queryOrderedByPriority()") }

    /// Children whose ordered value is at or after `startValue`.
    open func queryStarting(atValue startValue: Any?) -> DatabaseQuery {
        bounded(start: true, startValue, key: nil, exclusive: false, "queryStarting(atValue:)")
    }
    /// Children at or after `startValue`, and among those equal to it, at or after the key `childKey`.
    open func queryStarting(atValue startValue: Any?, childKey: String?) -> DatabaseQuery {
        bounded(start: true, startValue, key: childKey, exclusive: false, "queryStarting(atValue:childKey:)")
    }
    /// Children strictly after `startAfterValue`.
    open func queryStarting(afterValue startAfterValue: Any?) -> DatabaseQuery {
        bounded(start: true, startAfterValue, key: nil, exclusive: true, "queryStarting(afterValue:)")
    }
    /// Children strictly after (`startAfterValue`, `childKey`).
    open func queryStarting(afterValue startAfterValue: Any?, childKey: String?) -> DatabaseQuery {
        bounded(start: true, startAfterValue, key: childKey, exclusive: true, "queryStarting(afterValue:childKey:)")
    }
    /// Children whose ordered value is at or before `endValue`.
    open func queryEnding(atValue endValue: Any?) -> DatabaseQuery {
        bounded(start: false, endValue, key: nil, exclusive: false, "queryEnding(atValue:)")
    }
    /// Children at or before (`endValue`, `childKey`).
    open func queryEnding(atValue endValue: Any?, childKey: String?) -> DatabaseQuery {
        bounded(start: false, endValue, key: childKey, exclusive: false, "queryEnding(atValue:childKey:)")
    }
    /// Children strictly before `endValue`.
    open func queryEnding(beforeValue endValue: Any?) -> DatabaseQuery {
        bounded(start: false, endValue, key: nil, exclusive: true, "queryEnding(beforeValue:)")
    }
    /// Children strictly before (`endValue`, `childKey`).
    open func queryEnding(beforeValue endValue: Any?, childKey: String?) -> DatabaseQuery {
        bounded(start: false, endValue, key: childKey, exclusive: true, "queryEnding(beforeValue:childKey:)")
    }
    /// Children whose ordered value equals `value`.
    open func queryEqual(toValue value: Any?) -> DatabaseQuery {
        bounded(start: true, value, key: nil, exclusive: false, "queryEqual(toValue:)")
            .bounded(start: false, value, key: nil, exclusive: false, "queryEqual(toValue:)")
    }
    /// The child whose ordered value equals `value` and whose key is `childKey`.
    open func queryEqual(toValue value: Any?, childKey: String?) -> DatabaseQuery {
        bounded(start: true, value, key: childKey, exclusive: false, "queryEqual(toValue:childKey:)")
            .bounded(start: false, value, key: childKey, exclusive: false, "queryEqual(toValue:childKey:)")
    }
}
