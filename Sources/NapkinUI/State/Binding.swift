/// A two-way connection to a value stored elsewhere, as SwiftUI's `Binding`.
///
/// Controls such as ``TextField`` read and write their value through a binding. Make one
/// from `@State` (`$name`), from an `@Observable` model (`$viewModel.email`, through
/// ``State`` or ``Bindable``), or with ``constant(_:)`` for previews and snapshots.
/// `$model.field` projections are key-path based: writing a projected binding reads the
/// whole value, changes the field and writes the whole value back.
///
/// As in SwiftUI, a binding is not isolated to the main actor: a nonisolated method or a
/// model's initializer can take one, read it and make one (`.constant(false)`). It is
/// `Sendable` when its value is, but the closures it reads and writes through run where the
/// binding is used: a binding to `@State` or to a main-actor model must be read and written on
/// the main actor, as in SwiftUI.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding that always reads `value` and ignores writes (for previews and snapshots).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value; setting it writes through to where the value is stored.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, so that a `@Binding var text: String` can be passed on as `$text`.
    public var projectedValue: Binding<Value> { self }

    /// The binding itself, so a closure can take `$item` and use both `item` and `$item`
    /// (`ForEach($items) { $item in … }`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the bound value (`$viewModel.email`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { newValue in
                var value = getValue()
                value[keyPath: keyPath] = newValue
                setValue(value)
            }
        )
    }
}

// A binding's closures read where the value lives (SwiftUI's contract): sending a binding is
// allowed when its value is `Sendable`, reading it stays the caller's to do on the right actor.
extension Binding: @unchecked Sendable where Value: Sendable {}
