internal import Raster

/// A control with minus and plus buttons that changes a value by a step, as SwiftUI's
/// `Stepper`: iOS's 94×32 grey stepper trailing the label.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...12)
/// ```
/// `Window.increment(_:)` and `Window.decrement(_:)` press its buttons;
/// `Window.setValue(_:of:)` sets the value, snapped to the step and clamped to the range.
/// A stepper made with `onIncrement:onDecrement:` runs those closures instead.
public struct Stepper: View, PrimitiveView {
    /// No body: a stepper is primitive.
    public typealias Body = Never
    let label: any View
    let adjustment: InteractiveElement.Adjustment
    let hasValue: Bool

    /// A stepper that runs `onIncrement` and `onDecrement` (either may be `nil`, which
    /// disables that button).
    public init<Label: View>(
        @ViewBuilder label: () -> Label,
        onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        hasValue = false
        adjustment = InteractiveElement.Adjustment(
            get: { 0 },
            set: { value in
                if value > 0 { onIncrement?() } else if value < 0 { onDecrement?() }
            },
            range: (onDecrement == nil ? 0 : -1)...(onIncrement == nil ? 0 : 1),
            step: 1
        )
    }

    /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey,
        onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper changing an integer `value` by `step` within `bounds`.
    public init<V: BinaryInteger, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(),
            adjustment: .integer(
                value, range: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(V.zero.advanced(by: step))))
    }

    /// A stepper changing an unbounded integer `value` by `step`.
    public init<V: BinaryInteger, Label: View>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), adjustment: .integer(value, range: nil, step: Double(V.zero.advanced(by: step))))
    }

    /// A stepper changing a floating-point `value` by `step` within `bounds`.
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            label: label(), adjustment: .floating(value, range: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step)))
    }

    /// A stepper with a text label changing an integer `value` by `step` within `bounds`.
    public init<V: BinaryInteger>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a text label changing an unbounded integer `value` by `step`.
    public init<V: BinaryInteger>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a text label changing a floating-point `value` by `step` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a run-time text label changing an integer `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryInteger>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper changing an unbounded floating-point `value` by `step`.
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(label: label(), adjustment: .floating(value, range: nil, step: Double(step)))
    }

    /// A stepper with a text label changing an unbounded floating-point `value` by `step`.
    public init<V: BinaryFloatingPoint>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a run-time text label changing an unbounded integer `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryInteger>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a run-time text label changing a floating-point `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a run-time text label changing an unbounded floating-point `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    private init(label: any View, adjustment: InteractiveElement.Adjustment) {
        self.label = label
        self.adjustment = adjustment
        hasValue = true
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let palette = ControlPalette(environment)
        let value = adjustment.get()
        let canDecrement = adjustment.range.map { value > $0.lowerBound } ?? true
        let canIncrement = adjustment.range.map { value < $0.upperBound } ?? true
        let control = Drawing(width: StepperMetrics.width, height: StepperMetrics.height, name: "StepperButtons") { canvas, rect in
            StepperMetrics.draw(in: rect, on: canvas, palette: palette, canDecrement: canDecrement, canIncrement: canIncrement)
        }
        let body: any View =
            environment.labelsHidden
            ? control
            : LabeledRow(label: AnyView(erasing: label), trailing: AnyView(control))
        return ControlNode(
            child: buildNode(body, in: environment), kind: .stepper, label: labelText(of: label, in: environment),
            isEnabled: environment.isEnabled, value: hasValue ? formatNumber(value) : nil, action: .adjustment(adjustment)
        )
    }
}

/// iOS's stepper: 94×32, two halves split by a short hairline.
enum StepperMetrics {
    static let width: Double = 94
    static let height: Double = 32
    static let cornerRadius: Double = 8

    @MainActor
    static func draw(in rect: Rect, on canvas: Raster.Canvas, palette: ControlPalette, canDecrement: Bool, canIncrement: Bool) {
        canvas.fill(.roundedRectangle(cornerRadius: cornerRadius), in: canvas.snap(rect), with: palette.fill)
        canvas.fill(canvas.snap(Rect(x: rect.midX - 0.5, y: rect.midY - 9, width: 1, height: 18)), with: palette.separator)
        let arm = 7.0, thickness = 2.0
        let minus = Point(x: rect.minX + rect.width / 4, y: rect.midY)
        let plus = Point(x: rect.maxX - rect.width / 4, y: rect.midY)
        let minusColor = canDecrement ? palette.label : palette.tertiaryLabel
        let plusColor = canIncrement ? palette.label : palette.tertiaryLabel
        canvas.fill(Rect(x: minus.x - arm, y: minus.y - thickness / 2, width: 2 * arm, height: thickness), with: minusColor)
        canvas.fill(Rect(x: plus.x - arm, y: plus.y - thickness / 2, width: 2 * arm, height: thickness), with: plusColor)
        canvas.fill(Rect(x: plus.x - thickness / 2, y: plus.y - arm, width: thickness, height: 2 * arm), with: plusColor)
    }
}

extension InteractiveElement.Adjustment {
    /// An adjustment of an integer binding.
    @MainActor
    static func integer<V: BinaryInteger>(_ binding: Binding<V>, range: ClosedRange<Double>?, step: Double) -> Self {
        Self(
            get: { Double(binding.wrappedValue) }, set: { binding.wrappedValue = V(exactly: $0.rounded()) ?? binding.wrappedValue },
            range: range, step: step)
    }

    /// An adjustment of a floating-point binding.
    @MainActor
    static func floating<V: BinaryFloatingPoint>(_ binding: Binding<V>, range: ClosedRange<Double>?, step: Double?) -> Self {
        Self(get: { Double(binding.wrappedValue) }, set: { binding.wrappedValue = V($0) }, range: range, step: step)
    }
}
