/// A key for a value of your own in ``EnvironmentValues``, as in SwiftUI.
///
/// ```swift
/// private struct CardCornerKey: EnvironmentKey {
///     static let defaultValue: Double = 12
/// }
/// extension EnvironmentValues {
///     var cardCorner: Double {
///         get { self[CardCornerKey.self] }
///         set { self[CardCornerKey.self] = newValue }
///     }
/// }
/// ```
/// A view reads it with `@Environment(\.cardCorner)`, and a parent sets it for a subtree
/// with `.environment(\.cardCorner, 20)`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value stored for `key`, or its default when no view above set one.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            if let stored = storage[ObjectIdentifier(key)] {
                // Only this subscript writes the entry, always with a `Key.Value`.
                return stored as! Key.Value
            }
            return Key.defaultValue
        }
        set {
            storage[ObjectIdentifier(key)] = newValue
        }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views inside it, as in
    /// SwiftUI: `.environment(\.colorScheme, .dark)`.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentModifiedView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes the environment value at `keyPath` for the views inside this one, as SwiftUI's
    /// `transformEnvironment(_:transform:)`.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        transform: @escaping @MainActor (inout Value) -> Void
    ) -> some View {
        EnvironmentModifiedView(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// Declares a value of your own in ``EnvironmentValues`` or ``ContainerValues`` in one line, as SwiftUI's `@Entry`
/// (iOS 18): `extension EnvironmentValues { @Entry var cardCorner: Double = 12 }` makes the key type and the property's
/// accessors that the longer form writes by hand. An optional value may leave out its default (`nil`).
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "NapkinPreviewMacros", type: "EntryMacro")
