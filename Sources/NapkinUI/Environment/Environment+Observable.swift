/// The environment slot of one `@Observable` object type.
private struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that an ancestor put in the
    /// environment with `.environment(_:)`, as iOS 17's `@Environment(Store.self)`. Reading
    /// it where no ancestor provided one stops with a message naming the type, as SwiftUI does.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment[ObservableObjectKey<Value>.self] else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        })
    }

    /// Reads the `@Observable` object of type `objectType` from the environment, or `nil`
    /// when no ancestor provided one: `@Environment(Store.self) private var store: Store?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0[ObservableObjectKey<T>.self] })
    }
}

extension View {
    /// Puts `object` in the environment of the views inside, where `@Environment(T.self)`
    /// reads it, as iOS 17's `environment(_:)`; `nil` removes an object of that type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifiedView(content: self) { $0[ObservableObjectKey<T>.self] = object }
    }
}
