import Foundation
import NapkinUI

// Swift Charts' selection modifiers (iOS 17): a finger on the plot writes the value under it
// through a binding, and the lift writes nil. The chart itself draws nothing for a selection:
// the screen reads the bound value and draws what it wants (a rule, an annotation, dimmed
// bars), so a still frame shows whatever value the binding holds. A test touches the plot with
// `Window.drag(from:by:steps:)`: each move writes the value under the finger, the lift nil.

extension ChartSettings {
    /// One selection modifier's binding.
    struct Selection {
        enum Axis { case x, y, angle }

        let axis: Axis
        /// Writes the value where the touch began and the value under the finger now (nil, nil
        /// when the finger lifts).
        let write: @MainActor (_ start: PlotValue?, _ current: PlotValue?) -> Void
    }
}

extension View {
    private func chartSelection(_ selection: ChartSettings.Selection) -> some View {
        transformEnvironment(\.chartSettings) { $0.selections.append(selection) }
    }

    /// The x value under the finger on the plot, written to `value` while the finger is down
    /// (a date, a number or a category, as the x axis plots), and nil when it lifts.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSelection(.init(axis: .x) { _, current in value.wrappedValue = current?.plottable(as: P.self) })
    }

    /// The x values between where the touch began and where the finger is, written to `range`
    /// (nil when the finger lifts). On iOS two fingers span the range; a test drags from one to
    /// the other.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartSelection(.init(axis: .x) { start, current in range.wrappedValue = Self.selectedRange(start, current) })
    }

    /// The y value under the finger on the plot, written to `value` (nil when the finger lifts).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSelection(.init(axis: .y) { _, current in value.wrappedValue = current?.plottable(as: P.self) })
    }

    /// The y values between where the touch began and where the finger is, written to `range`.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartSelection(.init(axis: .y) { start, current in range.wrappedValue = Self.selectedRange(start, current) })
    }

    /// The angle value under the finger on a pie or donut, written to `value`: the running
    /// total of the sectors' values from 12 o'clock clockwise up to the finger's angle (a
    /// finger on the third sector of 10, 20, 30 writes a number between 30 and 60), and nil
    /// when the finger lifts.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSelection(.init(axis: .angle) { _, current in value.wrappedValue = current?.plottable(as: P.self) })
    }

    private static func selectedRange<P: Plottable & Comparable>(_ start: PlotValue?, _ current: PlotValue?) -> ClosedRange<P>? {
        guard let a = start?.plottable(as: P.self), let b = current?.plottable(as: P.self) else { return nil }
        return min(a, b)...max(a, b)
    }
}

/// The plot area's touch target for the chart's selection modifiers: nothing drawn.
struct ChartSelectionLayer: View {
    let plan: ChartPlan
    let geometry: ChartGeometry
    let calendar: Calendar

    var body: some View {
        let plot = geometry.plot
        Color.clear
            .frame(width: plot.width, height: plot.height)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        for selection in plan.settings.selections {
                            selection.write(value(at: drag.startLocation, for: selection.axis), value(at: drag.location, for: selection.axis))
                        }
                    }
                    .onEnded { _ in
                        for selection in plan.settings.selections { selection.write(nil, nil) }
                    }
            )
            .position(x: plot.midX, y: plot.midY)
    }

    /// The value at `location` (in the plot's coordinates) along `axis`, the location held
    /// inside the plot first (a finger past an edge selects the edge's value).
    func value(at location: CGPoint, for axis: ChartSettings.Selection.Axis) -> PlotValue? {
        let plot = geometry.plot
        let x = min(max(location.x, 0), plot.width)
        let y = min(max(location.y, 0), plot.height)
        switch axis {
        case .x:
            guard let scale = geometry.xScale else { return nil }
            let width = Double(plot.width)
            return scale.value(at: geometry.xReversed ? width - Double(x) : Double(x), length: width)
        case .y:
            guard let scale = geometry.yScale else { return nil }
            let height = Double(plot.height)
            return scale.value(at: scale.isBand || geometry.yReversed ? Double(y) : height - Double(y), length: height)
        case .angle:
            return angleValue(at: location)
        }
    }

    /// The running total of the sectors' values at the angle of `location` around the plot's
    /// centre, from 12 o'clock clockwise.
    func angleValue(at location: CGPoint) -> PlotValue? {
        let total = plan.marks.reduce(0) { $0 + max(0, $1.record.angle) }
        guard plan.isPie, total > 0 else { return nil }
        let dx = Double(location.x - geometry.plot.width / 2)
        let dy = Double(location.y - geometry.plot.height / 2)
        guard dx != 0 || dy != 0 else { return nil }
        var angle = atan2(dx, -dy)
        if angle < 0 { angle += 2 * .pi }
        return .number(angle / (2 * .pi) * total)
    }
}
