import Foundation
import NapkinUI

/// Chart content whose marks a modifier changed.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void

    func collect(into collector: inout MarkCollector) {
        var inner = MarkCollector()
        content.collectMarks(into: &inner)
        for var mark in inner.marks {
            modify(&mark)
            collector.marks.append(mark)
        }
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }

    /// The marks filled or stroked with `style` instead of the chart's default colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modified { $0.style = style }
    }

    /// The marks coloured by `value`: each distinct value takes the next colour of the chart's
    /// palette (or of `chartForegroundStyleScale`) and a line in the legend.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let group = MarkRecord.Coordinate(value)
        return modified { $0.styleGroup = group }
    }

    /// The points drawn with a symbol chosen by `value` (circle, square, triangle… in turn).
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let group = MarkRecord.Coordinate(value)
        return modified { $0.symbolGroup = group }
    }

    /// The points drawn with `symbol` (a line's points appear when it has one).
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified { $0.symbol = symbol }
    }

    /// The points drawn as `symbol`, a shape of your own (`Circle()`, `Rectangle()`), filled in
    /// the mark's colour, or stroked when it is a stroked symbol (`Circle().strokeBorder(lineWidth: 2)`).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        modified { $0.customSymbol = symbol }
    }

    /// The points drawn as `symbol`, a view (`Image(systemName: "star.fill")`), laid out in
    /// the symbol's frame with the mark's colour as its foreground style.
    @_disfavoredOverload
    public func symbol<V: View>(_ symbol: V) -> some ChartContent {
        let view = AnyView(symbol)
        return modified { $0.viewSymbol = view }
    }

    /// The points drawn as the view `symbol` builds, as ``symbol(_:)-(View)`` draws a view.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.viewSymbol = view }
    }

    /// The symbols' area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = (area * 4 / .pi).squareRoot()
        return modified { $0.symbolSize = CGSize(width: side, height: side) }
    }

    /// The symbols' size.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// The lines stroked with `style` (width, dashes, caps).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// How lines and areas pass between their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Bars, rectangles and sectors with rounded corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// Bars and rectangles cut to `shape` laid in each mark's frame (`.clipShape(RoundedRectangle(cornerRadius: 6))`
    /// rounds every corner of each bar). Lines, areas, points, rules and sectors are drawn uncut (napkin's limit).
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let shape = AnyShape(shape)
        return modified { $0.clipShape = (shape, style) }
    }

    /// The marks drawn at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// A view drawn beside each mark: above a vertical bar's top or a point by default.
    public func annotation<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some ChartContent {
        let annotation = MarkRecord.Annotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// A view drawn beside each mark, kept inside the chart as `overflowResolution` says:
    /// `.init(x: .fit(to: .chart), y: .disabled)` slides an annotation that would run past the
    /// chart's leading or trailing edge back inside it, and leaves its height as placed.
    public func annotation<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> Content
    ) -> some ChartContent {
        let annotation = MarkRecord.Annotation(
            position: position, alignment: alignment, spacing: spacing, overflow: overflowResolution, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// The marks moved by `x` and `y` points from where their values put them (their
    /// annotations move with them).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    /// The marks moved by `offset` points.
    public func offset(_ offset: CGSize) -> some ChartContent {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Bars sharing a category set side by side, one slot per distinct `value`, instead of stacked.
    public func position<Value: Plottable>(by value: PlottableValue<Value>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some ChartContent
    {
        let group = MarkRecord.Coordinate(value)
        return modified { $0.positionGroup = group }
    }
}

/// How a line or an area passes between its points, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
    }

    let kind: Kind

    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve through every point (centripetal Catmull–Rom).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    /// A smooth curve through every point (a cardinal spline).
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    /// A smooth curve that never overshoots between points (monotone cubic).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps that change at each point and hold until the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that hold each value up to the next point and change there.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
}

/// The symbols of points, as Swift Charts' `BasicChartSymbolShape`: `.circle`, `.square`,
/// `.triangle`, `.diamond`, `.pentagon`, `.plus`, `.cross` and `.asterisk`, the symbols
/// `symbol(by:)` hands out in that order.
public struct BasicChartSymbolShape: Sendable, Equatable {
    /// Which symbol.
    enum Kind: Sendable, Equatable, CaseIterable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }

    let kind: Kind

    /// The order `symbol(by:)` hands symbols out in.
    static let palette: [BasicChartSymbolShape] = Kind.allCases.map { BasicChartSymbolShape(kind: $0) }

    /// Whether the symbol is filled (else stroked).
    var isFilled: Bool {
        switch kind {
        case .plus, .cross, .asterisk: false
        default: true
        }
    }
}

extension BasicChartSymbolShape: ChartSymbolShape {
    /// The symbol's outline in `rect`: a circle or polygon inscribed in it, or for `.plus`,
    /// `.cross` and `.asterisk` the strokes across it.
    public func path(in rect: CGRect) -> Path { ChartRenderer.symbolPath(self, in: rect) }

    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol's border, `lineWidth` points thick, drawn inside its outline in the mark's
    /// colour (a ring for `.circle`, a hollow square for `.square`). `.plus`, `.cross` and
    /// `.asterisk`, already strokes, are drawn as they are.
    @MainActor
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        StrokedChartSymbolShape(
            base: self, style: StrokeStyle(lineWidth: lineWidth), centreLine: nil, perceptualUnitRect: perceptualUnitRect)
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle (the first symbol `symbol(by:)` hands out).
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon, point up.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A diagonal cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

@MainActor
extension ChartSymbolShape where Self: InsettableShape {
    /// A symbol drawn as this shape's border, `lineWidth` points thick, inside its outline, as
    /// Swift Charts' `strokeBorder(lineWidth:)` for symbols: the shape is inset by half the line
    /// and stroked there in the mark's colour, so `Circle().strokeBorder(lineWidth: 2)` draws a ring
    /// with an empty centre.
    ///
    /// Outside a chart's symbol (a view's `Circle().strokeBorder(lineWidth: 2)`), SwiftUI's own
    /// `strokeBorder(lineWidth:)` is chosen, as before.
    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        let shape = self
        return StrokedChartSymbolShape(
            base: self, style: StrokeStyle(lineWidth: lineWidth),
            centreLine: { shape.inset(by: lineWidth / 2).path(in: $0) }, perceptualUnitRect: perceptualUnitRect)
    }
}

/// A symbol drawn as its outline's border instead of filled: what `strokeBorder(lineWidth:)`
/// makes of a chart symbol shape.
struct StrokedChartSymbolShape: ChartSymbolShape {
    /// The shape whose border is drawn.
    let base: any ChartSymbolShape
    /// The line.
    let style: StrokeStyle
    /// The line's centre in a frame: an insettable shape inset by half the line; nil to stroke
    /// the base's own outline twice as thick, clipped to its inside (a basic symbol).
    let centreLine: (@MainActor (CGRect) -> Path)?
    let perceptualUnitRect: CGRect

    /// The line's centre (the outline the border follows).
    func path(in rect: CGRect) -> Path { centreLine?(rect) ?? base.path(in: rect) }

    /// The border drawn in `frame` with `shading`.
    func draw(in frame: CGRect, with shading: GraphicsContext.Shading, context: GraphicsContext) {
        if let centreLine {
            context.stroke(centreLine(frame), with: shading, style: style)
        } else if let basic = base as? BasicChartSymbolShape, !basic.isFilled {
            ChartSymbolDrawing.draw(basic, in: frame, with: shading, context: context)
        } else {
            var inside = context
            let outline = base.path(in: frame)
            inside.clip(to: outline)
            var doubled = style
            doubled.lineWidth *= 2
            inside.stroke(outline, with: shading, style: doubled)
        }
    }
}

/// Where an annotation sits relative to its mark, as Swift Charts' `AnnotationPosition`.
public enum AnnotationPosition: Sendable, Equatable {
    /// Above a vertical bar or a point, after a horizontal bar.
    case automatic
    /// On the mark.
    case overlay
    /// Above.
    case top
    /// Below.
    case bottom
    /// Before.
    case leading
    /// After.
    case trailing
    /// Above and before.
    case topLeading
    /// Above and after.
    case topTrailing
    /// Below and before.
    case bottomLeading
    /// Below and after.
    case bottomTrailing
}

/// How a chart keeps an annotation from running past its edges, one strategy for each
/// direction, as Swift Charts' `AnnotationOverflowResolution`.
public struct AnnotationOverflowResolution: Sendable, Equatable {
    /// The strategy across (leading to trailing).
    let x: Strategy
    /// The strategy up and down.
    let y: Strategy

    /// `x` across and `y` up and down.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// The chart's choice in each direction.
    public static let automatic = AnnotationOverflowResolution()

    /// What a chart does with an annotation that would cross a boundary.
    public struct Strategy: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case automatic, disabled, padScale
            case fit(Boundary)
        }

        let kind: Kind

        /// The chart's choice: napkin places the annotation as it is (as `disabled`); how iOS
        /// chooses is not documented.
        public static let automatic = Strategy(kind: .automatic)
        /// The annotation placed as it is, even past the boundary.
        public static let disabled = Strategy(kind: .disabled)
        /// The annotation slid back inside the plot area.
        public static let fit = Strategy(kind: .fit(.automatic))
        /// On iOS the scale is padded to make room; napkin keeps the scale and slides the
        /// annotation inside the plot area instead (as `fit`).
        public static let padScale = Strategy(kind: .padScale)

        /// The annotation slid back inside `boundary`.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary)) }

        /// The rectangle the annotation is kept in, given the plot's and the chart's; nil to
        /// leave it where it is.
        func bounds(plot: CGRect, chart: CGRect) -> CGRect? {
            switch kind {
            case .automatic, .disabled: nil
            case .padScale: plot
            case .fit(let boundary): boundary.kind == .chart ? chart : plot
            }
        }
    }

    /// The area an annotation is fitted into.
    public struct Boundary: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case automatic, plot, chart }
        let kind: Kind

        /// The chart's choice: the plot area.
        public static let automatic = Boundary(kind: .automatic)
        /// The plot area, inside the axes.
        public static let plot = Boundary(kind: .plot)
        /// The whole chart, its axis labels included.
        public static let chart = Boundary(kind: .chart)
    }
}

/// A shape drawn for a chart's points, as Swift Charts' `ChartSymbolShape`: SwiftUI's `Circle`,
/// `Rectangle`, `Capsule` and `Ellipse` are, and so is a shape of your own.
@MainActor @preconcurrency
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the shape looks like it fills, for lining symbols up.
    var perceptualUnitRect: CGRect { get }
}

extension Circle: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Rectangle: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Capsule: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Ellipse: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}
