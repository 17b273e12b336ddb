internal import Raster

/// A control for choosing a number from a range by dragging a thumb, as SwiftUI's `Slider`:
/// iOS's 4-point track, filled in the tint up to a white 28-point thumb.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
/// ```
/// The label names the slider (iOS does not draw it); value labels, when given, sit at the
/// ends. `Window.setValue(_:of:)` moves the thumb: the value is snapped to `step` and clamped
/// to the range.
public struct Slider: View, PrimitiveView {
    /// No body: a slider is primitive.
    public typealias Body = Never
    let adjustment: InteractiveElement.Adjustment
    let label: any View
    let minimumValueLabel: (any View)?
    let maximumValueLabel: (any View)?

    /// A slider over `bounds` (0…1 by default), moving continuously.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label: EmptyView(), minimum: nil, maximum: nil)
    }

    /// A slider over `bounds` moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: Double(step), label: EmptyView(), minimum: nil, maximum: nil)
    }

    /// A slider named by `label`.
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label: label(), minimum: nil, maximum: nil)
    }

    /// A slider moving by `step`, named by `label`.
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: Double(step), label: label(), minimum: nil, maximum: nil)
    }

    /// A slider named by `label` with views at its ends (for example the range's numbers).
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: nil, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A slider moving by `step`, named by `label`, with views at its ends.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step: Double(step), label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    private init<V: BinaryFloatingPoint>(
        _ value: Binding<V>, _ bounds: ClosedRange<V>, step: Double?, label: any View, minimum: (any View)?, maximum: (any View)?
    ) {
        adjustment = .floating(value, range: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step)
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let palette = ControlPalette(environment)
        let tint = palette.tint(environment)
        let range = adjustment.range ?? 0...1
        let value = adjustment.get()
        let fraction =
            range.upperBound > range.lowerBound ? min(max((value - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1) : 0
        let track = Drawing(height: SliderMetrics.thumbDiameter, idealWidth: 200, name: SliderMetrics.trackName) { canvas, rect in
            SliderMetrics.draw(fraction: fraction, in: rect, on: canvas, tint: tint, palette: palette)
        }
        let body = HStack(spacing: 8) {
            if let minimumValueLabel { AnyView(erasing: minimumValueLabel) }
            track
            if let maximumValueLabel { AnyView(erasing: maximumValueLabel) }
        }
        return ControlNode(
            child: buildNode(body, in: environment), kind: .slider, label: labelText(of: label, in: environment),
            isEnabled: environment.isEnabled, value: formatNumber(value), action: .adjustment(adjustment)
        )
    }
}

/// iOS's slider: a 4-point rounded track and a 28-point white thumb with a soft shadow.
enum SliderMetrics {
    /// The name of the track's drawing (the layout description shows it; the accessibility
    /// walk finds the thumb by it).
    static let trackName = "SliderTrack"
    static let thumbDiameter: Double = 28
    static let trackHeight: Double = 4

    @MainActor
    static func draw(fraction: Double, in rect: Rect, on canvas: Raster.Canvas, tint: SRGBColor, palette: ControlPalette) {
        let radius = thumbDiameter / 2
        let travel = max(0, rect.width - thumbDiameter)
        let centerX = rect.minX + radius + travel * fraction
        let track = Rect(x: rect.minX, y: rect.midY - trackHeight / 2, width: rect.width, height: trackHeight)
        canvas.fill(.capsule, in: track, with: palette.track)
        canvas.fill(
            .capsule, in: Rect(x: track.minX, y: track.minY, width: max(trackHeight, centerX - track.minX), height: trackHeight), with: tint
        )
        let thumb = Rect(x: centerX - radius, y: rect.midY - radius, width: thumbDiameter, height: thumbDiameter)
        drawSoftShadow(.ellipse, in: thumb, on: canvas, offsetY: 3, radius: 6, opacity: 0.18)
        canvas.fill(.ellipse, in: thumb, with: palette.knob)
    }
}
