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
        let range = adjustment.range ?? 0...1
        let value = adjustment.get()
        let fraction =
            range.upperBound > range.lowerBound ? min(max((value - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1) : 0
        // On iOS a SwiftUI slider is a UISlider: it takes `UISlider.appearance()`'s settings, and
        // SwiftUI sets its minimum track to a tint the view was given.
        let slider = UISlider(frame: .zero)
        slider.inheritedTintColor = UIColor(environment.tint)
        if environment.tint != EnvironmentValues().tint { slider.minimumTrackTintColor = UIColor(environment.tint) }
        slider.applyAppearances(containers: [])
        slider.value = Float(fraction)
        let track = Drawing(height: slider.intrinsicHeight, idealWidth: 200, name: SliderMetrics.trackName) { canvas, rect in
            slider.draw(in: rect, on: canvas, environment: environment)
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
    /// The opacity of a disabled UISlider.
    static let disabledOpacity = 0.5

    /// Draws the track in `track` (filled with the minimum colour or image up to the thumb's
    /// centre) and the thumb in `thumb`: its image at its size, or a round knob with a soft
    /// shadow.
    @MainActor
    static func draw(track: Rect, thumb: Rect, look: SliderLook, on canvas: Raster.Canvas) {
        let filled = Rect(
            x: track.minX, y: track.minY, width: max(min(track.height, track.width), thumb.midX - track.minX), height: track.height)
        if let image = look.maximumTrackImage {
            image.draw(in: track, on: canvas, templateTint: look.imageTint, environment: look.environment)
        } else {
            canvas.fill(.capsule, in: track, with: look.maximumTrack)
        }
        if let image = look.minimumTrackImage {
            image.draw(in: filled, on: canvas, templateTint: look.imageTint, environment: look.environment)
        } else {
            canvas.fill(.capsule, in: filled, with: look.minimumTrack)
        }
        if let image = look.thumbImage {
            image.draw(in: thumb, on: canvas, templateTint: look.imageTint, environment: look.environment)
            return
        }
        drawSoftShadow(.ellipse, in: thumb, on: canvas, offsetY: 3, radius: 6, opacity: 0.18)
        canvas.fill(.ellipse, in: thumb, with: look.thumb)
    }
}
