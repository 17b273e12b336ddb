/// A class whose changes views can follow, as Combine's `ObservableObject` (Linux has no
/// Combine, so NapkinUI brings its own): mark stored properties `@Published`, and every write
/// to one of them first sends `objectWillChange`.
///
/// ```swift
/// final class Cart: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
/// NapkinUI draws when asked, so a view needs no subscription: the next render reads the new
/// values. `objectWillChange.sink { … }` is there for your own code and tests.
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``.
    associatedtype ObjectWillChangePublisher: ObjectWillChangeSending = ObservableObjectPublisher
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// What ``ObservableObject/objectWillChange`` must be able to do.
public protocol ObjectWillChangeSending: AnyObject {
    /// Tells the subscribers that the object is about to change.
    func send()
}

/// The publisher behind ``ObservableObject/objectWillChange``, as Combine's
/// `ObservableObjectPublisher`: `send()` calls every subscriber that has not been cancelled.
public final class ObservableObjectPublisher: ObjectWillChangeSending {
    private var subscribers: [Int: () -> Void] = [:]
    private var nextID = 0

    /// A publisher with no subscribers.
    public init() {}

    /// Calls every live subscriber, in the order they subscribed.
    public func send() {
        for id in subscribers.keys.sorted() { subscribers[id]?() }
    }

    /// Calls `receiveValue` on every `send()` until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        let id = nextID
        nextID += 1
        subscribers[id] = receiveValue
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }
}

/// Ends a subscription when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    deinit { cancelAction?() }

    /// Ends the subscription.
    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    /// Keeps the token in `set`, as Combine's `store(in:)`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Identity.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher: one per object, kept by its first `@Published` property (an
    /// object with none gets a publisher that never sends, as in Combine).
    public var objectWillChange: ObservableObjectPublisher {
        for child in Mirror(reflecting: self).children {
            if let published = child.value as? PublishedStorage { return published.sharedPublisher(for: self) }
        }
        return ObservableObjectPublisher()
    }
}

/// The storage of a `@Published` property, found by reflection.
protocol PublishedStorage {
    func sharedPublisher(for object: AnyObject) -> ObservableObjectPublisher
}

/// A property that sends its object's `objectWillChange` before each change, as Combine's
/// `@Published`. `$property` gives its own publisher of new values.
@propertyWrapper
public struct Published<Value> {
    final class Box {
        var value: Value
        var publisher: ObservableObjectPublisher?
        var valueSubscribers: [Int: (Value) -> Void] = [:]
        var nextID = 0
        init(_ value: Value) { self.value = value }
    }

    let box: Box

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) {
        box = Box(initialValue)
    }

    /// Only for use inside an `ObservableObject` class, as in Combine.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }  // swiftlint:disable:this unused_setter_value
    }

    /// Reads and writes the property through its object, sending `objectWillChange` first.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            object.objectWillChange.send()
            let box = object[keyPath: storageKeyPath].box
            box.value = newValue
            for id in box.valueSubscribers.keys.sorted() { box.valueSubscribers[id]?(newValue) }
        }
    }

    /// The property's own publisher (`$items`).
    public var projectedValue: Publisher {
        Publisher(box: box)
    }

    /// The values a `@Published` property takes, as Combine's `Published.Publisher`.
    public struct Publisher {
        let box: Box

        /// Calls `receiveValue` with the current value, then with every new one.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let id = box.nextID
            box.nextID += 1
            box.valueSubscribers[id] = receiveValue
            receiveValue(box.value)
            return AnyCancellable { [box] in box.valueSubscribers[id] = nil }
        }
    }
}

extension Published: PublishedStorage {
    func sharedPublisher(for object: AnyObject) -> ObservableObjectPublisher {
        if let publisher = box.publisher { return publisher }
        let publisher = ObservableObjectPublisher()
        box.publisher = publisher
        return publisher
    }
}
