/// A property of a view that NapkinUI updates before it asks for the view's `body`, as
/// SwiftUI's `DynamicProperty` (`@Environment`, `@EnvironmentObject`, …).
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the body of the view holding the property is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update by default.
    public mutating func update() {}
}

/// Reads a value from the environment of the view, as SwiftUI's `@Environment`:
///
/// ```swift
/// struct CloseButton: View {
///     @Environment(\.dismiss) private var dismiss
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View { Button("Close") { dismiss() } }
/// }
/// ```
///
/// **Semantics.** The value is the one the view's position in the tree had when its `body` was
/// last evaluated; closures built by that body (button actions) read the same value later. Read
/// outside a body evaluation that has happened (for example in the view's `init`), it is the
/// key's default value, as SwiftUI's is before the view is installed.
@preconcurrency @MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Where the last evaluated environment is kept; copies of one view value share it.
    private final class Box {
        var environment: EnvironmentValues?
    }

    private let read: @MainActor (EnvironmentValues) -> Value
    private let box = Box()

    /// Reads the value at `keyPath`: `@Environment(\.colorScheme) var colorScheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads a value made by `read` from the environment (the object forms below).
    init(reading read: @escaping @MainActor (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The current value.
    public var wrappedValue: Value {
        read(box.environment ?? EnvironmentValues())
    }
}

/// The hook through which NapkinUI hands a view's environment to its dynamic properties.
@MainActor
protocol EnvironmentReceiving {
    /// Keeps `environment` for later reads.
    func receive(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentReceiving {
    func receive(_ environment: EnvironmentValues) {
        box.environment = environment
    }
}

/// Hands `environment` to every dynamic property stored in `view`, before its body is read.
///
/// Which view types hold dynamic properties is found once per type (a reflection walk of the
/// stored properties) and remembered, so a view without any costs one dictionary lookup.
@MainActor
func installEnvironment(_ environment: EnvironmentValues, into view: any View) {
    let type = ObjectIdentifier(Swift.type(of: view))
    if DynamicPropertyIndex.typesWithout.contains(type) { return }
    if !installEnvironment(environment, intoPropertiesOf: view) { DynamicPropertyIndex.typesWithout.insert(type) }
}

/// Hands `environment` to the dynamic properties stored in `value`, and to those inside its
/// stored dynamic properties (a `DynamicProperty` made of `@Environment`s, as SwiftData's
/// `@Query` is, reads the environment as SwiftUI's does) and inside the modifier of a
/// ``ModifiedContent`` (a `ViewModifier`'s `@Environment` reads where it is applied, as in
/// SwiftUI). True when it found any.
@MainActor
func installEnvironment(_ environment: EnvironmentValues, intoPropertiesOf value: Any, depth: Int = 0) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
        if let receiving = child.value as? EnvironmentReceiving {
            receiving.receive(environment)
            found = true
        } else if depth < 4, child.value is any DynamicProperty || (depth == 0 && child.value is any ViewModifier),
            installEnvironment(environment, intoPropertiesOf: child.value, depth: depth + 1)
        {
            found = true
        }
    }
    return found
}

/// The view types known to hold no dynamic property.
@MainActor
private enum DynamicPropertyIndex {
    static var typesWithout: Set<ObjectIdentifier> = []
}
