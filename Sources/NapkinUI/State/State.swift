/// Storage a view owns, as SwiftUI's `@State`, with NapkinUI's simpler lifetime.
///
/// **Semantics.** NapkinUI rebuilds its node tree from the view *value* on every render, and
/// keeps no identity-keyed state graph. So `@State` is a property wrapper holding a reference
/// box, created once when the view value is initialised and shared by every copy of that
/// value. State therefore lives exactly as long as the view value that owns it:
/// - the root view of a `HostingController` is kept by the controller, so its state lasts as
///   long as the controller;
/// - a view that a parent's `body` creates anew on every evaluation starts with fresh state
///   on every render. Keep state that must survive renders in the root view, or in an
///   `@Observable` model created by it and handed down (`@State private var viewModel`
///   initialised from a model passed in, or ``Bindable``).
///
/// Writing to state does not schedule a render: NapkinUI draws when asked (`Window.render()`),
/// and the next render reads the new value. `@State` over an `@Observable` class gives
/// bindings to its properties: `TextField("Email", text: $viewModel.email)`.
@preconcurrency @MainActor
@propertyWrapper
public struct State<Value> {
    /// The reference that all copies of one view value share.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// State starting at `wrappedValue` (`@State private var isOn = false`).
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// State starting at `value` (`_viewModel = State(initialValue: model)` in an `init`).
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// The current value; setting it is seen by the next render.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value: `$isOn`, or `$viewModel.email` for a property of a model.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
