import Foundation
import NapkinUI

/// A bar, as Swift Charts' `BarMark`: vertical when y is the number and x the category (or
/// date), horizontal when x is the number; bars sharing a position stack.
public struct BarMark: MarkContent {
    let record: MarkRecord

    /// A bar at `x` reaching `y` (or the other way round when `x` is the number).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var record = MarkRecord(kind: .bar)
        record.x = .init(x)
        record.y = .init(y)
        record.width = width
        record.height = height
        record.stacking = stacking
        self.record = record
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var record = MarkRecord(kind: .bar)
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
        record.height = height
        self.record = record
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var record = MarkRecord(kind: .bar)
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        record.width = width
        self.record = record
    }

    /// A horizontal bar of length `x` across the plot's full height (stacked with its peers).
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .bar)
        record.x = .init(x)
        record.height = height
        record.stacking = stacking
        self.record = record
    }

    /// A vertical bar of height `y` across the plot's full width (stacked with its peers).
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .bar)
        record.y = .init(y)
        record.width = width
        record.stacking = stacking
        self.record = record
    }
}

/// A point of a line through the points of its series, as Swift Charts' `LineMark`.
public struct LineMark: MarkContent {
    let record: MarkRecord

    /// A point at `x`, `y` of the chart's line (one line per `foregroundStyle(by:)` value).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .line)
        record.x = .init(x)
        record.y = .init(y)
        self.record = record
    }

    /// A point at `x`, `y` of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var record = MarkRecord(kind: .line)
        record.x = .init(x)
        record.y = .init(y)
        record.series = .init(series)
        self.record = record
    }
}

/// A symbol at a point, as Swift Charts' `PointMark`.
public struct PointMark: MarkContent {
    let record: MarkRecord

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .point)
        record.x = .init(x)
        record.y = .init(y)
        self.record = record
    }

    /// A point at `x`, in the middle of the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var record = MarkRecord(kind: .point)
        record.x = .init(x)
        self.record = record
    }

    /// A point at `y`, in the middle of the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .point)
        record.y = .init(y)
        self.record = record
    }
}

/// The area under a line, or between two lines, as Swift Charts' `AreaMark`: areas sharing an
/// x value stack.
public struct AreaMark: MarkContent {
    let record: MarkRecord

    /// The area from zero (or the area below, stacked) up to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var record = MarkRecord(kind: .area)
        record.x = .init(x)
        record.y = .init(y)
        record.stacking = stacking
        self.record = record
    }

    /// The area of the series `series` up to `y` at `x`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        var record = MarkRecord(kind: .area)
        record.x = .init(x)
        record.y = .init(y)
        record.series = .init(series)
        record.stacking = stacking
        self.record = record
    }

    /// The band between `yStart` and `yEnd` at `x` (never stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var record = MarkRecord(kind: .area)
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        record.stacking = .unstacked
        self.record = record
    }

    /// The band between `xStart` and `xEnd` at `y` (a horizontal area, never stacked).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .area)
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
        record.stacking = .unstacked
        self.record = record
    }
}

/// A straight line across the plot, or a segment, as Swift Charts' `RuleMark`.
public struct RuleMark: MarkContent {
    let record: MarkRecord

    /// A vertical line at `x` across the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var record = MarkRecord(kind: .rule)
        record.x = .init(x)
        self.record = record
    }

    /// A horizontal line at `y` across the plot's width (a target, an average).
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .rule)
        record.y = .init(y)
        self.record = record
    }

    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var record = MarkRecord(kind: .rule)
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        self.record = record
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var record = MarkRecord(kind: .rule)
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
        self.record = record
    }
}

/// A rectangle, as Swift Charts' `RectangleMark`: a heat map's cell, or a highlighted range.
public struct RectangleMark: MarkContent {
    let record: MarkRecord

    /// A rectangle centred on `x`, `y` (a band's size on a category axis, 20 points elsewhere).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        var record = MarkRecord(kind: .rectangle)
        record.x = .init(x)
        record.y = .init(y)
        record.width = width
        record.height = height
        self.record = record
    }

    /// The rectangle between `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        var record = MarkRecord(kind: .rectangle)
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        self.record = record
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var record = MarkRecord(kind: .rectangle)
        record.x = .init(x)
        record.yStart = .init(yStart)
        record.yEnd = .init(yEnd)
        record.width = width
        self.record = record
    }

    /// A rectangle at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var record = MarkRecord(kind: .rectangle)
        record.xStart = .init(xStart)
        record.xEnd = .init(xEnd)
        record.y = .init(y)
        record.height = height
        self.record = record
    }
}

/// A slice of a pie or a donut, as Swift Charts' `SectorMark` (iOS 17): its angle is its share
/// of all the sectors' values; the first starts at 12 o'clock and the rest follow clockwise.
public struct SectorMark: MarkContent {
    let record: MarkRecord

    /// A sector of `angle`'s share of the whole, between `innerRadius` (`.ratio(0.618)` makes a
    /// donut) and `outerRadius`, each side pulled in by half of `angularInset` points.
    public init<Value: Plottable>(
        angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var record = MarkRecord(kind: .sector)
        record.angle = angle.plotValue.number ?? 0
        record.x = .init(angle)
        record.innerRadius = innerRadius
        record.outerRadius = outerRadius
        record.angularInset = angularInset ?? 0
        self.record = record
    }
}
