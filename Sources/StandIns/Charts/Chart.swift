import Foundation
import NapkinUI

/// A chart, as Swift Charts' `Chart`: marks drawn on scales chosen from their values, with a y
/// axis on the trailing edge, an x axis below and a legend below the plot when marks are
/// coloured by a value.
///
/// ```swift
/// Chart(sales) { day in
///     BarMark(x: .value("Day", day.name), y: .value("Sales", day.total))
/// }
/// .frame(height: 200)
/// ```
/// Like a shape, a chart takes the space it is offered.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.timeZone) private var timeZone

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The chart's legend, plot, axes and annotations.
    public var body: some View {
        // Dates fall in the environment's calendar and time zone; their labels follow its locale.
        var calendar = environmentCalendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return ChartBody(plan: ChartPlan(marks: content.marks(), settings: settings, calendar: calendar), calendar: calendar)
    }
}

extension Chart {
    /// A chart of the marks `content` builds for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the marks `content` builds for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: content)
    }
}

/// The legend and the plot, one above the other.
struct ChartBody: View {
    let plan: ChartPlan
    let calendar: Calendar

    var showsLegend: Bool {
        switch plan.settings.legendVisibility {
        case .hidden: false
        case .visible, .automatic: plan.settings.legendContent != nil || !plan.legend.isEmpty
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: plan.settings.legendSpacing ?? 8) {
            if showsLegend && plan.settings.legendPosition == .top {
                legend
            }
            GeometryReader { proxy in
                ChartArea(
                    plan: plan, geometry: ChartGeometry(plan: plan, size: proxy.size, calendar: calendar), calendar: calendar,
                    frame: proxy.frame(in: .global))
            }
            if showsLegend && plan.settings.legendPosition != .top {
                legend
            }
        }
    }

    /// The app's legend if it gave one, else the marks' styles, across the chart's width.
    private var legend: some View {
        Group {
            if let content = plan.settings.legendContent {
                content()
            } else {
                ChartLegend(entries: plan.legend)
            }
        }
        .frame(maxWidth: .infinity, alignment: plan.settings.legendAlignment ?? .leading)
    }
}

/// The plot and its axes, with the views `chartBackground` and `chartOverlay` build around them.
struct ChartArea: View {
    let plan: ChartPlan
    let geometry: ChartGeometry
    let calendar: Calendar
    /// The area's frame in the window, for the proxy's anchors.
    let frame: CGRect

    var body: some View {
        let proxy = ChartProxy(geometry: geometry, globalPlot: geometry.plot.offsetBy(dx: frame.minX, dy: frame.minY), plan: plan)
        ZStack {
            if let background = plan.settings.background {
                background.content(proxy).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: background.alignment)
            }
            ChartLayers(plan: plan, geometry: geometry, calendar: calendar)
            if !plan.settings.selections.isEmpty || plan.settings.gesture != nil {
                ChartSelectionLayer(plan: plan, geometry: geometry, proxy: proxy)
            }
            if let overlay = plan.settings.overlay {
                overlay.content(proxy).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: overlay.alignment)
            }
        }
    }
}

/// The legend: a small symbol and the value's name for each colour, in a row.
struct ChartLegend: View {
    let entries: [ChartPlan.LegendEntry]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                HStack(spacing: 4) {
                    ChartSymbol(symbol: entry.symbol ?? BasicChartSymbolShape.circle, style: entry.style)
                        .frame(width: 7 + 2 * ChartSymbol.overflow, height: 7 + 2 * ChartSymbol.overflow)
                        .frame(width: 7, height: 7)
                    Text(entry.label)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// A legend's symbol, drawn as the chart draws its points: in its frame inset by `overflow` on
/// every side, so a symbol drawn past its frame (a stroke outside the outline, a shape enlarged by
/// its perceptual rectangle) is not cut.
struct ChartSymbol: View {
    let symbol: any ChartSymbolShape
    let style: AnyShapeStyle

    /// The room around the symbol's frame it may draw in, in points.
    static let overflow: CGFloat = 4

    var body: some View {
        Canvas { context, size in
            let frame = CGRect(origin: .zero, size: size).insetBy(dx: Self.overflow, dy: Self.overflow)
            ChartSymbolDrawing.draw(symbol, in: frame, with: .style(style), context: context)
        }
    }
}

/// How a chart draws a symbol shape in a symbol's frame.
@MainActor
enum ChartSymbolDrawing {
    /// `symbol` drawn in `frame` with `shading`: a basic symbol filled (or, for `.plus`, `.cross`
    /// and `.asterisk`, stroked a fifth of its width thick), a stroked symbol's border stroked, any
    /// other shape filled. The shape is drawn in the part of the frame its `perceptualUnitRect`
    /// names (the rectangle, in the unit square, that bounds it so that it looks as large as the
    /// square): a square saying three quarters is drawn three quarters of the frame wide.
    static func draw(_ symbol: any ChartSymbolShape, in frame: CGRect, with shading: GraphicsContext.Shading, context: GraphicsContext) {
        let rect = drawingRect(perceptual: symbol.perceptualUnitRect, frame: frame)
        switch symbol {
        case let stroked as StrokedChartSymbolShape:
            stroked.draw(in: rect, with: shading, context: context)
        case let basic as BasicChartSymbolShape where !basic.isFilled:
            context.stroke(basic.path(in: rect), with: shading, style: StrokeStyle(lineWidth: max(1, rect.width / 5), lineCap: .round))
        default:
            context.fill(symbol.path(in: rect), with: shading)
        }
    }

    /// The rectangle a shape is drawn in: its perceptual unit rectangle (given in the unit square)
    /// laid on `frame`; `frame` itself when that rectangle is empty or not finite.
    static func drawingRect(perceptual unit: CGRect, frame: CGRect) -> CGRect {
        guard unit.width > 0, unit.height > 0, unit.width.isFinite, unit.height.isFinite, unit.minX.isFinite, unit.minY.isFinite else {
            return frame
        }
        return CGRect(
            x: frame.minX + unit.minX * frame.width, y: frame.minY + unit.minY * frame.height, width: unit.width * frame.width,
            height: unit.height * frame.height)
    }
}

/// The plot's background, the grid and marks, the axis labels and the annotations.
struct ChartLayers: View {
    let plan: ChartPlan
    let geometry: ChartGeometry
    let calendar: Calendar

    var body: some View {
        ZStack(alignment: .topLeading) {
            if let plotStyle = plan.settings.plotStyle {
                plotStyle(ChartPlotContent())
                    .frame(width: geometry.plot.width, height: geometry.plot.height)
                    .position(x: geometry.plot.midX, y: geometry.plot.midY)
            }
            Canvas { context, _ in
                ChartRenderer(plan: plan, geometry: geometry, calendar: calendar).draw(in: &context)
            }
            ChartAxisLabels(geometry: geometry, settings: plan.settings)
            ChartAnnotations(plan: plan, geometry: geometry, calendar: calendar)
            ChartMarkElements(plan: plan, geometry: geometry, calendar: calendar)
        }
    }
}

/// The axes' labels and titles, placed as iOS places them.
struct ChartAxisLabels: View {
    let geometry: ChartGeometry
    let settings: ChartSettings

    /// The width of the frame a label is aligned in.
    static let slot: CGFloat = 160

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(geometry.yItems.enumerated()), id: \.offset) { _, item in
                yLabel(item)
            }
            ForEach(Array(geometry.xItems.enumerated()), id: \.offset) { index, item in
                xLabel(item, placement: geometry.xLabelPlacement(at: index))
            }
            if let title = settings.yAxis.title {
                ChartLabelText(text: title, element: nil)
                    .frame(width: Self.slot, height: ChartGeometry.titleHeight, alignment: geometry.yLabelsLeading ? .leading : .trailing)
                    .position(
                        x: geometry.yLabelsLeading ? Self.slot / 2 : geometry.size.width - Self.slot / 2, y: ChartGeometry.titleHeight / 2)
            }
            if let title = settings.xAxis.title {
                ChartLabelText(text: title, element: nil)
                    .frame(width: geometry.plot.width, height: ChartGeometry.titleHeight)
                    .position(x: geometry.plot.midX, y: geometry.size.height - ChartGeometry.titleHeight / 2)
            }
        }
    }

    @ViewBuilder
    func yLabel(_ item: ChartGeometry.AxisItem) -> some View {
        if item.label != nil || item.labelView != nil {
            let gap = ChartGeometry.labelGap
            let half = ChartGeometry.labelHeight / 2
            let y = min(max(item.position, half), geometry.size.height - half)
            ChartLabel(item: item)
                .frame(width: Self.slot, height: ChartGeometry.labelHeight, alignment: geometry.yLabelsLeading ? .trailing : .leading)
                .position(
                    x: geometry.yLabelsLeading ? geometry.plot.minX - gap - Self.slot / 2 : geometry.plot.maxX + gap + Self.slot / 2, y: y)
        }
    }

    @ViewBuilder
    func xLabel(_ item: ChartGeometry.AxisItem, placement: ChartGeometry.XLabelPlacement) -> some View {
        if (item.label != nil || item.labelView != nil) && placement != .hidden {
            let gap = ChartGeometry.labelGap
            let height = ChartGeometry.labelHeight
            let y = geometry.xLabelsOnTop ? geometry.plot.minY - gap - height / 2 : geometry.plot.maxY + gap + height / 2
            if case .centred(let x) = placement {
                ChartLabel(item: item)
                    .frame(width: Self.slot, height: height)
                    .position(x: x, y: y)
            } else if geometry.xLabelsLeadingAtTick {
                ChartLabel(item: item)
                    .frame(width: Self.slot, height: height, alignment: .leading)
                    .position(x: item.position + 2 + Self.slot / 2, y: y)
            } else {
                ChartLabel(item: item)
                    .frame(width: Self.slot, height: height)
                    .position(x: item.position, y: y)
            }
        }
    }
}

/// One axis label: the text, or the view the axis's content made.
struct ChartLabel: View {
    let item: ChartGeometry.AxisItem

    var body: some View {
        if let view = item.labelView {
            view.font(item.labelElement?.font ?? .caption2).foregroundStyle(item.labelElement?.style ?? AnyShapeStyle(.secondary))
        } else {
            ChartLabelText(text: item.label ?? "", element: item.labelElement)
        }
    }
}

/// A label's text in caption2 and the secondary colour, or the axis mark's own font and style.
struct ChartLabelText: View {
    let text: String
    let element: AxisMarkElement?

    var body: some View {
        Text(verbatim: text)
            .font(element?.font ?? .caption2)
            .foregroundStyle(element?.style ?? AnyShapeStyle(.secondary))
            .lineLimit(1)
    }
}

/// The marks' annotations, beside their marks.
struct ChartAnnotations: View {
    let plan: ChartPlan
    let geometry: ChartGeometry
    let calendar: Calendar

    /// The square an annotation is aligned in (larger than any annotation).
    static let slot: CGFloat = 400

    struct Placed {
        var annotation: MarkRecord.Annotation
        var anchor: CGRect
        var isHorizontal: Bool
    }

    var placed: [Placed] {
        let renderer = ChartRenderer(plan: plan, geometry: geometry, calendar: calendar)
        let sectors = plan.isPie ? renderer.sectors() : []
        var result: [Placed] = []
        for (index, mark) in plan.marks.enumerated() where !mark.record.annotations.isEmpty {
            let anchor = renderer.anchor(of: mark, at: index, sectors: sectors)
            guard let anchor else { continue }
            for annotation in mark.record.annotations {
                result.append(Placed(annotation: annotation, anchor: anchor, isHorizontal: mark.isHorizontal))
            }
        }
        return result
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(placed.enumerated()), id: \.offset) { _, placed in
                if let overflow = placed.annotation.overflow,
                    overflow.x.bounds(plot: geometry.plot, chart: chartBounds) != nil
                        || overflow.y.bounds(plot: geometry.plot, chart: chartBounds) != nil
                {
                    FittedAnnotationLayout(
                        anchor: placed.anchor, position: resolvedPosition(placed), alignment: placed.annotation.alignment,
                        spacing: placed.annotation.spacing ?? 4, xBounds: overflow.x.bounds(plot: geometry.plot, chart: chartBounds),
                        yBounds: overflow.y.bounds(plot: geometry.plot, chart: chartBounds)
                    ) {
                        placed.annotation.content.fixedSize()
                    }
                    .frame(width: geometry.size.width, height: geometry.size.height)
                } else {
                    annotationView(placed)
                }
            }
        }
    }

    /// The whole chart: the plot and its axes' labels.
    var chartBounds: CGRect { CGRect(origin: .zero, size: geometry.size) }

    /// Where an annotation sits, `.automatic` resolved: on a sector, after a horizontal bar,
    /// above anything else.
    func resolvedPosition(_ placed: Placed) -> AnnotationPosition {
        let position = placed.annotation.position
        guard position == .automatic else { return position }
        return plan.isPie ? .overlay : (placed.isHorizontal ? .trailing : .top)
    }

    func annotationView(_ placed: Placed) -> some View {
        let spacing = placed.annotation.spacing ?? 4
        let anchor = placed.anchor
        let half = Self.slot / 2
        let alignment = placed.annotation.alignment
        var position = placed.annotation.position
        if position == .automatic { position = plan.isPie ? .overlay : (placed.isHorizontal ? .trailing : .top) }
        // Along the side it sits on, an annotation lines up with the mark as `alignment` says.
        let alongX: CGFloat =
            switch alignment.horizontal {
            case .leading: anchor.minX + half
            case .trailing: anchor.maxX - half
            default: anchor.midX
            }
        let alongY: CGFloat =
            switch alignment.vertical {
            case .top: anchor.minY + half
            case .bottom: anchor.maxY - half
            default: anchor.midY
            }
        let above = anchor.minY - spacing - half
        let below = anchor.maxY + spacing + half
        let before = anchor.minX - spacing - half
        let after = anchor.maxX + spacing + half
        let (frameAlignment, point): (Alignment, CGPoint) =
            switch position {
            case .top: (Alignment(horizontal: alignment.horizontal, vertical: .bottom), CGPoint(x: alongX, y: above))
            case .bottom: (Alignment(horizontal: alignment.horizontal, vertical: .top), CGPoint(x: alongX, y: below))
            case .leading: (Alignment(horizontal: .trailing, vertical: alignment.vertical), CGPoint(x: before, y: alongY))
            case .trailing: (Alignment(horizontal: .leading, vertical: alignment.vertical), CGPoint(x: after, y: alongY))
            case .topLeading: (.bottomTrailing, CGPoint(x: before, y: above))
            case .topTrailing: (.bottomLeading, CGPoint(x: after, y: above))
            case .bottomLeading: (.topTrailing, CGPoint(x: before, y: below))
            case .bottomTrailing: (.topLeading, CGPoint(x: after, y: below))
            case .overlay, .automatic: (alignment, CGPoint(x: alongX, y: alongY))
            }
        return placed.annotation.content
            .fixedSize()
            .frame(width: Self.slot, height: Self.slot, alignment: frameAlignment)
            .position(point)
    }
}

/// Places one annotation beside its mark's anchor, as the annotation's position and alignment
/// say, then slides it back inside `xBounds` across and `yBounds` up and down (when given) so
/// that it does not run past them.
struct FittedAnnotationLayout: Layout {
    let anchor: CGRect
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat
    let xBounds: CGRect?
    let yBounds: CGRect?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let origin = Self.origin(
                of: size, anchor: anchor, position: position, alignment: alignment, spacing: spacing, xBounds: xBounds, yBounds: yBounds)
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: ProposedViewSize(size))
        }
    }

    /// The top-leading corner of an annotation of `size` beside `anchor`, kept inside the bounds.
    static func origin(
        of size: CGSize, anchor: CGRect, position: AnnotationPosition, alignment: Alignment, spacing: CGFloat, xBounds: CGRect?,
        yBounds: CGRect?
    ) -> CGPoint {
        // Along a side, the annotation lines up with the mark as `alignment` says.
        let alongX: CGFloat =
            switch alignment.horizontal {
            case .leading: anchor.minX
            case .trailing: anchor.maxX - size.width
            default: anchor.midX - size.width / 2
            }
        let alongY: CGFloat =
            switch alignment.vertical {
            case .top: anchor.minY
            case .bottom: anchor.maxY - size.height
            default: anchor.midY - size.height / 2
            }
        let above = anchor.minY - spacing - size.height
        let below = anchor.maxY + spacing
        let before = anchor.minX - spacing - size.width
        let after = anchor.maxX + spacing
        var origin: CGPoint =
            switch position {
            case .top: CGPoint(x: alongX, y: above)
            case .bottom: CGPoint(x: alongX, y: below)
            case .leading: CGPoint(x: before, y: alongY)
            case .trailing: CGPoint(x: after, y: alongY)
            case .topLeading: CGPoint(x: before, y: above)
            case .topTrailing: CGPoint(x: after, y: above)
            case .bottomLeading: CGPoint(x: before, y: below)
            case .bottomTrailing: CGPoint(x: after, y: below)
            case .overlay, .automatic: CGPoint(x: alongX, y: alongY)
            }
        // Past the trailing (or bottom) edge it slides back; an annotation wider than the
        // bounds starts at their leading (or top) edge.
        if let xBounds {
            origin.x = max(xBounds.minX, min(origin.x, xBounds.maxX - size.width))
        }
        if let yBounds {
            origin.y = max(yBounds.minY, min(origin.y, yBounds.maxY - size.height))
        }
        return origin
    }
}
