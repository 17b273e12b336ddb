/// An observable object a view creates and owns, as SwiftUI's `@StateObject`: the object is
/// made once, on first use, and kept as long as the view value (see ``State`` for NapkinUI's
/// lifetimes).
@preconcurrency @MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Box {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    private let box: Box

    /// `@StateObject private var model = Model()`: `Model()` runs once, when first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = Box(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

/// An observable object passed to a view, as SwiftUI's `@ObservedObject`.
@preconcurrency @MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$model.name` is a `Binding<String>`.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object put in the environment by an ancestor with
/// `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`. Reading it where no ancestor
/// provided one stops with a message naming the type, as SwiftUI does.
@preconcurrency @MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private final class Box {
        var object: ObjectType?
    }

    private let box = Box()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: EnvironmentReceiving {
    func receive(_ environment: EnvironmentValues) {
        box.object = environment[EnvironmentObjectKey<ObjectType>.self]
    }
}

/// The environment slot of one object type.
private struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Provides `object` to every `@EnvironmentObject` of its type inside, as SwiftUI's
    /// `environmentObject(_:)`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifiedView(content: self) { $0[EnvironmentObjectKey<T>.self] = object }
    }
}
