import Foundation
import NapkinUI

/// The laid-out chart, handed to `chartOverlay` and `chartBackground`: where the plot is and how
/// positions and values convert, as Swift Charts' `ChartProxy`.
///
/// Positions are in the plot area's coordinates (its top-leading corner at 0, 0), as Swift
/// Charts measures them: a drag at `location` in an overlay reads
/// `proxy.value(atX: location.x - geometry[proxy.plotFrame!].origin.x)`.
@preconcurrency @MainActor
public struct ChartProxy {
    let geometry: ChartGeometry
    /// The plot area in the window's coordinates.
    let globalPlot: CGRect
    /// The chart's marks and settings, for the selection methods.
    var plan: ChartPlan?

    /// The plot area (where marks are drawn, inside the axes), to read through a
    /// `GeometryProxy`: `geometry[proxy.plotFrame!]`. Never nil for a laid-out chart.
    public var plotFrame: Anchor<CGRect>? { Anchor(globalRect: globalPlot) }

    /// The plot area, as iOS 16's name for ``plotFrame``.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(globalRect: globalPlot) }

    /// The plot area's size.
    public var plotSize: CGSize { geometry.plot.size }

    /// The x value at `x` points from the plot's leading edge, as `type` (a date, a number, a
    /// category name...); nil outside the axis's domain or bands, or when the axis plots another kind.
    public func value<P: Plottable>(atX x: CGFloat, as type: P.Type = P.self) -> P? {
        let width = Double(geometry.plot.width)
        let position = geometry.xReversed ? width - Double(x) : Double(x)
        guard let scale = geometry.xScale, let value = scale.value(at: position, length: width) else { return nil }
        return value.plottable(as: type)
    }

    /// The y value at `y` points from the plot's top edge, as `type`.
    public func value<P: Plottable>(atY y: CGFloat, as type: P.Type = P.self) -> P? {
        guard let scale = geometry.yScale else { return nil }
        let height = Double(geometry.plot.height)
        // Numbers grow upwards; categories run down.
        let position = scale.isBand || geometry.yReversed ? Double(y) : height - Double(y)
        return scale.value(at: position, length: height)?.plottable(as: type)
    }

    /// The x and y values at `location` in the plot area.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Where `value` sits along the x axis, in points from the plot's leading edge (a band's middle).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        geometry.x(value.plotValue).map { $0 - geometry.plot.minX }
    }

    /// Where `value` sits along the y axis, in points from the plot's top edge.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        geometry.y(value.plotValue).map { $0 - geometry.plot.minY }
    }

    /// Where the pair of values sits in the plot area.
    public func position<X: Plottable, Y: Plottable>(for value: (X, Y)) -> CGPoint? {
        guard let x = position(forX: value.0), let y = position(forY: value.1) else { return nil }
        return CGPoint(x: x, y: y)
    }
}

extension AxisScale {
    /// The value at `position` along `0…length` (the inverse of ``position(_:length:)``): the
    /// band under it, or the number or date there; nil outside.
    func value(at position: Double, length: Double) -> PlotValue? {
        guard position.isFinite, length > 0, position >= 0, position <= length else { return nil }
        switch self {
        case .band(let categories):
            guard !categories.isEmpty else { return nil }
            let index = min(categories.count - 1, Int(position / (length / Double(categories.count))))
            return .category(categories[index])
        case .linear(let domain, let isDate):
            let number = domain.lowerBound + position / length * (domain.upperBound - domain.lowerBound)
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
        }
    }
}

extension PlotValue {
    /// The value as a `P`, through its primitive (a category as a string, a date, a number as
    /// the primitive's number type, rounded for an integer); nil when the kinds differ.
    func plottable<P: Plottable>(as type: P.Type) -> P? {
        let primitive: Any? =
            switch (self, P.PrimitivePlottable.self) {
            case (.category(let name), is String.Type): name
            case (.date(let date), is Date.Type): date
            case (.number(let number), is Double.Type): number
            case (.number(let number), is Float.Type): Float(number)
            case (.number(let number), is CGFloat.Type): CGFloat(number)
            case (.number(let number), is Int.Type): number.isFinite && abs(number) < 9e15 ? Int(number.rounded()) : nil
            default: nil
            }
        return (primitive as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
    }
}

extension View {
    /// Lays `content` over the charts inside, built with the laid-out chart's ``ChartProxy``
    /// (to turn a drag into the value under it), as Swift Charts' `chartOverlay(alignment:content:)`.
    /// The overlay covers the plot and its axes (not the legend).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            settings.overlay = ChartSettings.Layer(alignment: alignment) { AnyView(content($0)) }
        }
    }

    /// Lays `content` behind the charts' marks, built with the laid-out chart's ``ChartProxy``, as
    /// Swift Charts' `chartBackground(alignment:content:)`.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            settings.background = ChartSettings.Layer(alignment: alignment) { AnyView(content($0)) }
        }
    }
}
