/// A view that shows a value within a range, as SwiftUI's `Gauge`:
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery)) %")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
/// On iPhone the default style is `.linearCapacity`: a bar across the width offered,
/// filled in the tint, with the label above it, the current value below it and the bounds'
/// labels at its ends. A value outside the range is drawn at the nearer end.
public struct Gauge: View, PrimitiveView {
    /// No body: the style builds the view.
    public typealias Body = Never
    let fraction: Double
    let label: any View
    let currentValueLabel: (any View)?
    let minimumValueLabel: (any View)?
    let maximumValueLabel: (any View)?

    /// A gauge of `value` in `bounds`, described by `label`.
    public init<V: BinaryFloatingPoint, Label: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }

    /// A gauge with words for the current value.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }

    /// A gauge with words for the current value and both bounds.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }

    private init(fraction: Double, label: any View, current: (any View)?, minimum: (any View)?, maximum: (any View)?) {
        self.fraction = fraction
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, value.isFinite else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: AnyView(erasing: label), currentValueLabel: currentValueLabel.map { AnyView(erasing: $0) },
            minimumValueLabel: minimumValueLabel.map { AnyView(erasing: $0) },
            maximumValueLabel: maximumValueLabel.map { AnyView(erasing: $0) })
        return buildNode(environment.gaugeStyle.makeErasedBody(configuration: configuration), in: environment)
    }
}

/// What a ``GaugeStyle`` knows of the gauge it styles.
@preconcurrency @MainActor
public struct GaugeStyleConfiguration {
    /// Where the value lies in the range, 0…1.
    public let value: Double
    /// What the gauge measures.
    public let label: AnyView
    /// The words for the current value, if any.
    public let currentValueLabel: AnyView?
    /// The words for the lower bound, if any.
    public let minimumValueLabel: AnyView?
    /// The words for the upper bound, if any.
    public let maximumValueLabel: AnyView?
}

/// The look of gauges, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style builds.
    associatedtype Body: View
    /// Builds the look of a gauge from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = GaugeStyleConfiguration
}

extension GaugeStyle {
    func makeErasedBody(configuration: Configuration) -> any View {
        makeBody(configuration: configuration)
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension EnvironmentValues {
    /// The style of gauges inside.
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.gaugeStyle = style }
    }
}
