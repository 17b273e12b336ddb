/// Which field has keyboard focus, as SwiftUI's `@FocusState`: a `Bool` for one field, or an
/// optional `Hashable` value naming one of several.
///
/// ```swift
/// enum Field { case email, password }
/// @FocusState private var focused: Field?
/// TextField("Email", text: $email).focused($focused, equals: .email)
/// ```
/// Setting the value moves focus: the view marked with the matching `.focused` sees
/// `isFocused == true` in its environment (controls draw it as focused). Storage lives as
/// ``State``'s does.
@preconcurrency @MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    fileprivate final class Box: FocusHolder {
        var value: Value
        /// The value that means "nothing focused": false, or nil.
        let unfocused: Value
        init(_ value: Value) {
            self.value = value
            unfocused = value
        }
        func unfocus() { value = unfocused }
    }

    /// A binding to a focus state, passed to `.focused(_:)`, as SwiftUI's `FocusState.Binding`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        fileprivate let box: Box

        /// The focused value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private let box: Box

    /// The focused value; setting it moves focus.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding { Binding(box: box) }

    /// Focus for one field: `@FocusState private var isFocused: Bool`.
    public init() where Value == Bool {
        box = Box(false)
    }

    /// Focus among several fields: `@FocusState private var field: Field?`.
    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }
}

private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a view whose `.focused` binding currently holds focus, as SwiftUI's
    /// `isFocused`.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

extension View {
    /// Ties this view's focus to a `Bool` focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let marked = ModifiedView(content: self) { node, _ in node.marked(focused: condition.wrappedValue) }
        return EnvironmentModifiedView(content: marked) {
            Window.active?.track(condition.box)
            $0.isFocused = condition.wrappedValue
        }
    }

    /// Ties this view's focus to `binding` holding `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let marked = ModifiedView(content: self) { node, _ in node.marked(focused: binding.wrappedValue == value) }
        return EnvironmentModifiedView(content: marked) {
            Window.active?.track(binding.box)
            $0.isFocused = binding.wrappedValue == value
        }
    }
}

/// The ways a focusable view takes part in focus, as SwiftUI's `FocusInteractions` (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates interactions from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is activated (tapped, or Return pressed) while focused.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view takes keyboard input while focused.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Every interaction.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Lets the view take focus, as SwiftUI's `focusable(_:)`: on an iPhone only with a hardware keyboard, which a render
    /// has none of, so nothing changes on screen; the view still reports its focus through `focused(_:)`.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Lets the view take focus for `interactions`, as SwiftUI's `focusable(_:interactions:)` (iOS 17); drawn as
    /// ``focusable(_:)``.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// Turns off the focus effect (the ring a focused view shows with a hardware keyboard), as SwiftUI's
    /// `focusEffectDisabled(_:)`; a render draws none.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
