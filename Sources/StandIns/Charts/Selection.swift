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
        /// A range form (`range:`), else a value form.
        var isRange = false
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
        chartSelection(.init(axis: .x, isRange: true) { start, current in range.wrappedValue = Self.selectedRange(start, current) })
    }

    /// The y value under the finger on the plot, written to `value` (nil when the finger lifts).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartSelection(.init(axis: .y) { _, current in value.wrappedValue = current?.plottable(as: P.self) })
    }

    /// The y values between where the touch began and where the finger is, written to `range`.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartSelection(.init(axis: .y, isRange: true) { start, current in range.wrappedValue = Self.selectedRange(start, current) })
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

/// The plot area's touch target for the chart's selection modifiers: nothing drawn. It hears a
/// drag that writes the values under the finger, or the gesture `chartGesture` made.
struct ChartSelectionLayer: View {
    let plan: ChartPlan
    let geometry: ChartGeometry
    let proxy: ChartProxy

    var body: some View {
        let plot = geometry.plot
        let target = Color.clear.frame(width: plot.width, height: plot.height).contentShape(Rectangle())
        Group {
            if let gesture = plan.settings.gesture {
                gesture(proxy, AnyView(target))
            } else {
                target.gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { drag in
                            for selection in plan.settings.selections {
                                selection.write(
                                    geometry.selectionValue(at: drag.startLocation, axis: selection.axis, plan: plan),
                                    geometry.selectionValue(at: drag.location, axis: selection.axis, plan: plan))
                            }
                        }
                        .onEnded { _ in
                            for selection in plan.settings.selections { selection.write(nil, nil) }
                        }
                )
            }
        }
        .position(x: plot.midX, y: plot.midY)
    }
}

extension ChartGeometry {
    /// The value at `location` (in the plot's coordinates) along `axis`, the location held
    /// inside the plot first (a finger past an edge selects the edge's value).
    func selectionValue(at location: CGPoint, axis: ChartSettings.Selection.Axis, plan: ChartPlan) -> PlotValue? {
        let x = min(max(location.x, 0), plot.width)
        let y = min(max(location.y, 0), plot.height)
        switch axis {
        case .x:
            guard let scale = xScale else { return nil }
            let width = Double(plot.width)
            return scale.value(at: xReversed ? width - Double(x) : Double(x), length: width)
        case .y:
            guard let scale = yScale else { return nil }
            let height = Double(plot.height)
            return scale.value(at: scale.isBand || yReversed ? Double(y) : height - Double(y), length: height)
        case .angle:
            let dx = Double(location.x - plot.width / 2)
            let dy = Double(location.y - plot.height / 2)
            guard dx != 0 || dy != 0 else { return nil }
            return Self.angleValue(atRadians: atan2(dx, -dy), plan: plan)
        }
    }

    /// The running total of the sectors' values at `radians` from 12 o'clock clockwise.
    static func angleValue(atRadians radians: Double, plan: ChartPlan) -> PlotValue? {
        let total = plan.marks.reduce(0) { $0 + max(0, $1.record.angle) }
        guard plan.isPie, total > 0, radians.isFinite else { return nil }
        var angle = radians.truncatingRemainder(dividingBy: 2 * .pi)
        if angle < 0 { angle += 2 * .pi }
        return .number(angle / (2 * .pi) * total)
    }
}

extension View {
    /// Replaces the charts' own selection gesture with the one `gesture` makes, which selects
    /// through the proxy (`proxy.selectXValue(at: value.location.x)`); its locations are in the
    /// plot area's coordinates.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            settings.gesture = { proxy, target in AnyView(target.gesture(gesture(proxy))) }
        }
    }
}

extension ChartProxy {
    /// Selects the x value at `x` points from the plot's leading edge, for `chartXSelection(value:)`.
    public func selectXValue(at x: CGFloat) {
        select(.x, isRange: false, from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: 0))
    }

    /// Selects the x values between `from` and `to` points, for `chartXSelection(range:)`.
    public func selectXRange(from: CGFloat, to: CGFloat) {
        select(.x, isRange: true, from: CGPoint(x: from, y: 0), to: CGPoint(x: to, y: 0))
    }

    /// Selects the y value at `y` points from the plot's top edge, for `chartYSelection(value:)`.
    public func selectYValue(at y: CGFloat) {
        select(.y, isRange: false, from: CGPoint(x: 0, y: y), to: CGPoint(x: 0, y: y))
    }

    /// Selects the y values between `from` and `to` points, for `chartYSelection(range:)`.
    public func selectYRange(from: CGFloat, to: CGFloat) {
        select(.y, isRange: true, from: CGPoint(x: 0, y: from), to: CGPoint(x: 0, y: to))
    }

    /// Selects the running total at `angle` from 12 o'clock clockwise, for `chartAngleSelection(value:)`.
    public func selectAngleValue(at angle: Angle) {
        guard let plan else { return }
        let value = ChartGeometry.angleValue(atRadians: angle.radians, plan: plan)
        for selection in plan.settings.selections where selection.axis == .angle { selection.write(value, value) }
    }

    private func select(_ axis: ChartSettings.Selection.Axis, isRange: Bool, from start: CGPoint, to end: CGPoint) {
        guard let plan else { return }
        for selection in plan.settings.selections where selection.axis == axis && selection.isRange == isRange {
            selection.write(
                geometry.selectionValue(at: start, axis: axis, plan: plan), geometry.selectionValue(at: end, axis: axis, plan: plan))
        }
    }
}
