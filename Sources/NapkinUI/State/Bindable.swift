import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`.
///
/// ```swift
/// struct LoginView: View {
///     @Bindable var viewModel: LoginViewModel
///     var body: some View { TextField("Email", text: $viewModel.email) }
/// }
/// ```
/// The model is a reference, so the binding writes straight into it; the next render reads
/// the new value. NapkinUI does not use observation to schedule renders (it renders when
/// asked), so models need no other registration.
@preconcurrency @MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to the model's properties (`$viewModel`).
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `model` (`Bindable(viewModel).email` in a body).
    public init(_ model: Value) {
        self.wrappedValue = model
    }

    /// A binding to one property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}
