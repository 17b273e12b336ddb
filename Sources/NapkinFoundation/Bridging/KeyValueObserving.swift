import Foundation

/// What a key-value observation reports, as Foundation's `NSKeyValueObservingOptions` on Apple's
/// platforms (Linux's Foundation has no key-value observing).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits, Foundation's.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The observer is told the current value at once, when it starts observing.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The observer is told before each change too (`isPrior`), as well as after.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many value.
    case insertion = 2
    /// Objects were removed from a to-many value.
    case removal = 3
    /// Objects of a to-many value were replaced.
    case replacement = 4
}

/// One change an observer is told of, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (always ``NSKeyValueChange/setting`` here: values are observed whole).
    public let kind: NSKeyValueChange
    /// The new value, when the options asked for it.
    public let newValue: Value?
    /// The old value, when the options asked for it.
    public let oldValue: Value?
    /// The indexes of a to-many change (`nil`: values are observed whole).
    public let indexes: IndexSet?
    /// True for the notice before a change (``NSKeyValueObservingOptions/prior``).
    public let isPrior: Bool
}

/// Keeps an observation alive: it ends at ``invalidate()`` or when this is released, as
/// Foundation's `NSKeyValueObservation`.
public final class NSKeyValueObservation: @unchecked Sendable {
    private let lock = NSLock()
    private var end: (() -> Void)?

    init(end: @escaping () -> Void) { self.end = end }

    /// Stops the observation.
    public func invalidate() {
        let stop = lock.withLock { () -> (() -> Void)? in
            defer { end = nil }
            return end
        }
        stop?()
    }

    deinit { invalidate() }
}

/// Where an object that announces its changes keeps its observers: napkin's stand-ins for Apple
/// classes that post key-value notices on iOS (`AVPlayer`'s `rate`, `AVPlayerItem`'s `status`)
/// call ``notify()`` after each change of state, and every observer reads its key path again.
public final class KeyValueChangeRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [Int: (Bool) -> Void] = [:]
    private var nextToken = 0

    /// An empty registry.
    public init() {}

    /// Adds `observer`, called with `true` before and `false` after each change; returns its token.
    public func add(_ observer: @escaping (_ isPrior: Bool) -> Void) -> Int {
        lock.withLock {
            nextToken += 1
            observers[nextToken] = observer
            return nextToken
        }
    }

    /// Removes the observer with `token`.
    public func remove(_ token: Int) {
        lock.withLock { observers[token] = nil }
    }

    /// Tells every observer that the object is about to change.
    public func notifyPrior() {
        for observer in lock.withLock({ Array(observers.values) }) { observer(true) }
    }

    /// Tells every observer that the object changed.
    public func notify() {
        for observer in lock.withLock({ Array(observers.values) }) { observer(false) }
    }
}

/// An object whose properties can be observed by key path, as `NSObject`'s are through Foundation's
/// key-value observing on Apple's platforms: `player.observe(\.rate, options: [.new]) { ... }`
/// and, with Combine, `player.publisher(for: \.rate)`. Linux has no key-value observing, so an
/// object announces its changes through ``keyValueChanges``; an observer is told when the value
/// at its key path differs from the one it last saw (every time for values that are not `Hashable`).
public protocol KeyValueObservable: AnyObject {
    /// The observers of the object's changes.
    var keyValueChanges: KeyValueChangeRegistry { get }
}

extension KeyValueObservable {
    /// Calls `changeHandler` when the value at `keyPath` changes (and at once with `.initial`).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let tracker = KeyPathTracker(object: self, keyPath: keyPath)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? tracker.last : nil, oldValue: nil, indexes: nil, isPrior: false))
        }
        let registry = keyValueChanges
        let token = registry.add { [weak self] isPrior in
            guard let self else { return }
            if isPrior {
                guard options.contains(.prior) else { return }
                changeHandler(
                    self,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: nil, oldValue: options.contains(.old) ? tracker.last : nil, indexes: nil, isPrior: true))
                return
            }
            guard let (old, new) = tracker.next(of: self) else { return }
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? new : nil, oldValue: options.contains(.old) ? old : nil,
                    indexes: nil,
                    isPrior: false))
        }
        return NSKeyValueObservation { registry.remove(token) }
    }
}

/// The value an observer last saw at a key path.
public final class KeyPathTracker<Object, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let keyPath: KeyPath<Object, Value>
    private var seen: Value

    /// Starts from `object`'s current value.
    public init(object: Object, keyPath: KeyPath<Object, Value>) {
        self.keyPath = keyPath
        seen = object[keyPath: keyPath]
    }

    /// The value last seen.
    public var last: Value { lock.withLock { seen } }

    /// The old and new values when `object`'s value differs from the last seen, else `nil`.
    public func next(of object: Object) -> (Value, Value)? {
        let value = object[keyPath: keyPath]
        return lock.withLock {
            let old = seen
            if let a = old as? AnyHashable, let b = value as? AnyHashable, a == b { return nil }
            seen = value
            return (old, value)
        }
    }
}
