/// A property that sends its object's `objectWillChange` before each change, as Combine's
/// `@Published`. `$property` is a publisher of its values: the current one at subscription, then
/// each new one; `assign(to: &$property)` feeds it from another publisher.
@propertyWrapper
public struct Published<Value> {
    final class Box {
        let subject: CurrentValueSubject<Value, Never>
        var publisher: ObservableObjectPublisher?
        /// Sends the enclosing object's `objectWillChange`, once `$property` or the property
        /// has been reached through the object.
        var willChange: (() -> Void)?
        /// What `assign(to: &$property)` subscribed.
        var assignment: AnyCancellable?
        init(_ value: Value) { subject = CurrentValueSubject(value) }

        func write(_ value: Value) {
            willChange?()
            subject.value = value
        }
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

    /// Reads and writes the property through its object, sending `objectWillChange` first when
    /// the object is an `ObservableObject`. As in Combine, a class that is not one may have
    /// `@Published` properties too: `$property` still publishes their values.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.subject.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.connect(toAny: object)
            box.write(newValue)
        }
    }

    /// The property's own publisher (`$items`), reached through its object so that values
    /// assigned to it send the object's `objectWillChange`.
    public static subscript<Object: AnyObject>(
        _enclosingInstance object: Object,
        projected wrappedKeyPath: KeyPath<Object, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.connect(toAny: object)
            return Publisher(box: box)
        }
        // `assign(to: &$property)` writes back the publisher it was given: the same box.
        set {}  // swiftlint:disable:this unused_setter_value
    }

    /// The property's own publisher, for a `Published` outside a class.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}  // swiftlint:disable:this unused_setter_value
    }

    /// The values a `@Published` property takes, as Combine's `Published.Publisher`.
    public struct Publisher: NapkinCombine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It cannot fail.
        public typealias Failure = Never

        let box: Box

        /// Sends the current value at the first demand, then every new one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

extension Published.Box {
    /// Remembers how to send `object`'s `objectWillChange` (weakly: the object owns the box).
    /// Connects to `object`'s `objectWillChange` if it is an `ObservableObject` (once; a plain
    /// class has nothing to tell).
    func connect(toAny object: AnyObject) {
        guard willChange == nil, let observable = object as? any ObservableObject else { return }
        connect(to: observable)
    }

    func connect<Object: ObservableObject>(to object: Object) {
        guard willChange == nil else { return }
        willChange = { [weak object] in
            (object?.objectWillChange as? ObservableObjectPublisher)?.send()
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

extension Publisher where Failure == Never {
    /// Writes every value to the `@Published` property behind `published` (`&$property`),
    /// sending its object's `objectWillChange` each time; the subscription lasts as long as the
    /// property (no token, no cycle), as Combine's `assign(to:)`.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.assignment = sink { [weak box] value in box?.write(value) }
    }
}
