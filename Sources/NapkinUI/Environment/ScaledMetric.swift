/// A number that grows and shrinks with Dynamic Type, as SwiftUI's `@ScaledMetric`:
/// `@ScaledMetric private var iconSize = 24.0` is 24 at the default text size (`.large`) and
/// scales as the body text style does at other sizes (28 / 17 of it at `.accessibility1`);
/// `@ScaledMetric(relativeTo: .title)` follows another style.
///
/// As ``Environment``, the value is the one for the view's place in the tree when its body was
/// last evaluated; read before that (in `init`), it is the unscaled value.
@preconcurrency @MainActor
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// Where the last evaluated text size is kept; copies of one view value share it.
    private final class Box {
        var size: DynamicTypeSize = .large
    }

    private let base: Value
    private let textStyle: Font.TextStyle
    private let box = Box()

    /// `wrappedValue` at the default size, scaled as the body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// `wrappedValue` at the default size, scaled as `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the view's Dynamic Type size.
    public var wrappedValue: Value {
        let ratio = Double(textStyle.size(at: box.size) / textStyle.size(at: .large))
        return base * Value(ratio)
    }
}

extension ScaledMetric: EnvironmentReceiving {
    func receive(_ environment: EnvironmentValues) {
        box.size = environment.dynamicTypeSize
    }
}
