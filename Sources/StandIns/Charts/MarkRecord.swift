import Foundation
import NapkinUI

/// One mark as the chart reads it: its kind, its values and what its modifiers set.
struct MarkRecord {
    enum Kind: Sendable, Equatable {
        case bar, line, point, area, rule, rectangle, sector
    }

    /// One end of a mark on one axis: its value, the label of what it measures and its date unit.
    struct Coordinate {
        var value: PlotValue
        var label: String
        var unit: Calendar.Component?
        var needsUnitStart = false

        init<Value>(_ plottable: PlottableValue<Value>) {
            value = plottable.plotValue
            label = plottable.label
            unit = plottable.unit
            needsUnitStart = plottable.needsUnitStart
        }
    }

    /// A view drawn beside the mark.
    struct Annotation {
        var position: AnnotationPosition
        var alignment: Alignment
        var spacing: CGFloat?
        var overflow: AnnotationOverflowResolution?
        var content: AnyView
    }

    var kind: Kind
    var x: Coordinate?
    var y: Coordinate?
    var xStart: Coordinate?
    var xEnd: Coordinate?
    var yStart: Coordinate?
    var yEnd: Coordinate?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var series: Coordinate?

    // Sectors.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0

    // Modifiers.
    var style: AnyShapeStyle?
    var styleGroup: Coordinate?
    var symbol: BasicChartSymbolShape?
    /// A shape of your own for the points (`symbol(Circle())`, `symbol(Circle().strokeBorder(lineWidth: 2))`).
    var customSymbol: (any ChartSymbolShape)?
    /// A view drawn as the symbol (`symbol(_:)` with a view, `symbol(symbol:)`), in the mark's style.
    var viewSymbol: AnyView?
    var symbolGroup: Coordinate?
    var symbolSize: CGSize?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var cornerRadius: CGFloat = 0
    /// The shape a bar or rectangle is cut to, in the mark's frame (`clipShape`).
    var clipShape: (shape: AnyShape, style: FillStyle)?
    var opacity: Double = 1
    var positionGroup: Coordinate?
    var annotations: [Annotation] = []
    /// How far the mark is moved from where its values put it (`offset(x:y:)`), in points.
    var offset: CGSize = .zero
    /// What VoiceOver reads for the mark (`accessibilityLabel`, `accessibilityValue`), and
    /// whether it skips it (`accessibilityHidden`).
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHidden = false

    init(kind: Kind) {
        self.kind = kind
    }

    /// The mark with each date that stands for a unit moved to the unit's start in `calendar`.
    func startingUnits(in calendar: Calendar) -> MarkRecord {
        var record = self
        func settle(_ coordinate: inout Coordinate?) {
            guard let unit = coordinate?.unit, coordinate?.needsUnitStart == true, case .date(let date)? = coordinate?.value else { return }
            coordinate?.value = .date(calendar.dateInterval(of: unit, for: date)?.start ?? date)
            coordinate?.needsUnitStart = false
        }
        settle(&record.x)
        settle(&record.y)
        settle(&record.xStart)
        settle(&record.xEnd)
        settle(&record.yStart)
        settle(&record.yEnd)
        return record
    }

    /// The mark's value on the x axis: its `x`, or the start of its span.
    var xValue: PlotValue? { x?.value ?? xStart?.value }
    /// The mark's value on the y axis: its `y`, or the start of its span.
    var yValue: PlotValue? { y?.value ?? yStart?.value }
}

/// A mark that is chart content: appends its record as it is.
protocol MarkContent: ChartContent, PrimitiveChartContent {
    var record: MarkRecord { get }
}

extension MarkContent {
    func collect(into collector: inout MarkCollector) {
        collector.marks.append(record)
    }
}

/// How wide or tall a mark is, or how far a sector reaches, as Swift Charts' `MarkDimension`.
public struct MarkDimension: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    enum Kind: Sendable, Equatable {
        case automatic
        case fixed(CGFloat)
        case inset(CGFloat)
        case ratio(CGFloat)
    }

    let kind: Kind

    /// The chart's choice: a band's width less its padding, or a sector's full radius.
    public static let automatic = MarkDimension(kind: .automatic)
    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(points)) }
    /// The automatic size less `points`.
    public static func inset(_ points: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(points)) }
    /// A fraction of the available size (of the band, or of the pie's radius).
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(ratio)) }

    /// A fixed size in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    /// A fixed size in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }

    init(kind: Kind) { self.kind = kind }

    /// The size in points given the automatic size and the whole size available.
    func resolve(automatic: CGFloat, available: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case .fixed(let points): points
        case .inset(let points): max(0, automatic - points)
        case .ratio(let ratio): available * ratio
        }
    }
}

/// How marks that share a position pile up, as Swift Charts' `MarkStackingMethod`.
public enum MarkStackingMethod: Sendable, Equatable {
    /// On top of one another from zero (negative values downwards).
    case standard
    /// Stacked and scaled so each stack reaches 1.
    case normalized
    /// Stacked around zero (a streamgraph).
    case center
    /// Each from zero, overlapping.
    case unstacked
}
