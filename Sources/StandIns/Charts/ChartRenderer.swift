import Foundation
import NapkinUI

/// Draws a chart's grid and marks into a canvas, and says where each mark is (for annotations).
@MainActor
struct ChartRenderer {
    let plan: ChartPlan
    let geometry: ChartGeometry
    var calendar: Calendar = ChartPlan.defaultCalendar

    /// Grid lines' colour: iOS's light grey in light mode, dark grey in dark mode.
    static let gridStyle = AnyShapeStyle(Color.systemGray4)
    /// A point's or a line symbol's side when nothing sets one.
    static let symbolSide: CGFloat = 8
    /// A line's width when nothing sets one.
    static let lineWidth: CGFloat = 2

    func draw(in context: inout GraphicsContext) {
        if plan.isPie {
            drawSectors(in: context)
            return
        }
        drawAxes(in: context)
        var drawnSeries = Set<Int>()
        for mark in plan.marks {
            var markContext = context
            markContext.opacity = mark.record.opacity
            // `offset(x:y:)` moves the mark (a line or area by its first mark's offset).
            markContext.translateBy(x: mark.record.offset.width, y: mark.record.offset.height)
            switch mark.record.kind {
            case .line, .area:
                guard drawnSeries.insert(mark.series * 2 + (mark.record.kind == .line ? 0 : 1)).inserted else { continue }
                if mark.record.kind == .line {
                    drawLine(series: mark.series, in: markContext)
                } else {
                    drawArea(series: mark.series, in: markContext)
                }
            case .point:
                if let frame = rect(of: mark) { drawSymbol(of: mark, in: frame, context: markContext) }
            case .rule:
                drawRule(mark, in: markContext)
            case .bar, .rectangle:
                guard let frame = rect(of: mark), frame.width > 0 || frame.height > 0 else { continue }
                let path = mark.record.cornerRadius > 0 ? Path(roundedRect: frame, cornerRadius: mark.record.cornerRadius) : Path(frame)
                if let clip = mark.record.clipShape {
                    var clipped = markContext
                    clipped.clip(to: clip.shape.path(in: frame), style: clip.style)
                    clipped.fill(path, with: .style(mark.style))
                } else {
                    markContext.fill(path, with: .style(mark.style))
                }
            case .sector:
                break
            }
        }
    }

    // MARK: Axes

    func drawAxes(in context: GraphicsContext) {
        let plot = geometry.plot
        // A grid line crosses the plot; a tick stands out from the edge the labels are on.
        for item in geometry.yItems {
            let y = item.position
            stroke(item.grid, from: CGPoint(x: plot.minX, y: y), to: CGPoint(x: plot.maxX, y: y), in: context)
            if let tick = item.tick, case .tick(let length, _) = tick.kind {
                let edge = geometry.yLabelsLeading ? plot.minX : plot.maxX
                let end = edge + (geometry.yLabelsLeading ? -length : length)
                stroke(tick, from: CGPoint(x: edge, y: y), to: CGPoint(x: end, y: y), in: context)
            }
        }
        for item in geometry.xItems {
            let x = item.position
            stroke(item.grid, from: CGPoint(x: x, y: plot.minY), to: CGPoint(x: x, y: plot.maxY), in: context)
            if let tick = item.tick, case .tick(let length, _) = tick.kind {
                let edge = geometry.xLabelsOnTop ? plot.minY : plot.maxY
                let end = edge + (geometry.xLabelsOnTop ? -length : length)
                stroke(tick, from: CGPoint(x: x, y: edge), to: CGPoint(x: x, y: end), in: context)
            }
        }
    }

    /// One axis line of `element` (a grid line or a tick), in its style or the grid's.
    private func stroke(_ element: AxisMarkElement?, from start: CGPoint, to end: CGPoint, in context: GraphicsContext) {
        guard let element else { return }
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        context.stroke(path, with: .style(element.style ?? Self.gridStyle), style: element.stroke ?? StrokeStyle(lineWidth: 0.5))
    }

    // MARK: Positions

    /// The x of a coordinate: a date with a unit sits in the middle of its unit.
    func xCenter(_ coordinate: MarkRecord.Coordinate?) -> CGFloat? {
        guard let coordinate else { return nil }
        if let span = xSpan(coordinate) { return (span.lowerBound + span.upperBound) / 2 }
        return geometry.x(coordinate.value)
    }

    func yCenter(_ coordinate: MarkRecord.Coordinate?) -> CGFloat? {
        guard let coordinate else { return nil }
        if let span = ySpan(coordinate) { return (span.lowerBound + span.upperBound) / 2 }
        return geometry.y(coordinate.value)
    }

    /// The x extent of a date standing for its unit.
    func xSpan(_ coordinate: MarkRecord.Coordinate) -> ClosedRange<CGFloat>? {
        guard case .date(let date) = coordinate.value, let unit = coordinate.unit,
            let end = calendar.date(byAdding: unit, value: 1, to: date), let a = geometry.x(.date(date)), let b = geometry.x(.date(end))
        else { return nil }
        return min(a, b)...max(a, b)
    }

    func ySpan(_ coordinate: MarkRecord.Coordinate) -> ClosedRange<CGFloat>? {
        guard case .date(let date) = coordinate.value, let unit = coordinate.unit,
            let end = calendar.date(byAdding: unit, value: 1, to: date), let a = geometry.y(.date(date)), let b = geometry.y(.date(end))
        else { return nil }
        return min(a, b)...max(a, b)
    }

    /// The extent across a bar at `coordinate` on the category axis: its band less padding, its
    /// date unit less padding, or a width from the number of bars; narrowed to its slot.
    func crossExtent(_ coordinate: MarkRecord.Coordinate?, mark: ChartPlan.PlacedMark, horizontalAxis: Bool, dimension: MarkDimension)
        -> ClosedRange<CGFloat>?
    {
        let plot = geometry.plot
        guard let coordinate else {
            return horizontalAxis ? plot.minX...plot.maxX : plot.minY...plot.maxY
        }
        let scale = horizontalAxis ? geometry.xScale : geometry.yScale
        let length = horizontalAxis ? plot.width : plot.height
        var center: CGFloat
        var available: CGFloat
        if let scale, scale.isBand, let middle = horizontalAxis ? geometry.x(coordinate.value) : geometry.y(coordinate.value) {
            center = middle
            available = CGFloat(scale.bandwidth(length: Double(length)))
        } else if let span = horizontalAxis ? xSpan(coordinate) : ySpan(coordinate) {
            center = (span.lowerBound + span.upperBound) / 2
            available = span.upperBound - span.lowerBound
        } else if let middle = horizontalAxis ? geometry.x(coordinate.value) : geometry.y(coordinate.value) {
            center = middle
            let count = Set(
                plan.marks.filter { $0.record.kind == mark.record.kind }.compactMap { (horizontalAxis ? $0.record.x : $0.record.y)?.value }
            ).count
            available = min(length / CGFloat(max(1, count)), 60)
        } else {
            return nil
        }
        var automatic = available * CGFloat(1 - AxisScale.bandPadding)
        if let slot = mark.slot {
            let slotWidth = automatic / CGFloat(slot.count)
            center = center - automatic / 2 + slotWidth * (CGFloat(slot.index) + 0.5)
            automatic = slotWidth
            available = slotWidth
        }
        let size = dimension.resolve(automatic: automatic, available: available)
        return (center - size / 2)...(center + size / 2)
    }

    /// Where a bar, rectangle or point is drawn.
    func rect(of mark: ChartPlan.PlacedMark) -> CGRect? {
        let record = mark.record
        let plot = geometry.plot
        switch record.kind {
        case .point:
            let x = xCenter(record.x) ?? plot.midX
            let y = yCenter(record.y) ?? plot.midY
            let size = record.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
            return CGRect(x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
        case .bar, .rectangle:
            let across: ClosedRange<CGFloat>
            let along: ClosedRange<CGFloat>
            if mark.isHorizontal {
                guard let band = crossExtent(record.y, mark: mark, horizontalAxis: false, dimension: record.height) else { return nil }
                across = band
                if let low = mark.low, let high = mark.high, let a = geometry.x(.number(low)), let b = geometry.x(.number(high)) {
                    along = min(a, b)...max(a, b)
                } else if let start = record.xStart, let end = record.xEnd, let a = geometry.x(start.value), let b = geometry.x(end.value) {
                    along = min(a, b)...max(a, b)
                } else if let x = record.x, let center = xCenter(x) {
                    let size = record.width.resolve(automatic: 20, available: plot.width)
                    along = (center - size / 2)...(center + size / 2)
                } else {
                    return nil
                }
                return CGRect(
                    x: along.lowerBound, y: across.lowerBound, width: along.upperBound - along.lowerBound,
                    height: across.upperBound - across.lowerBound)
            }
            guard let band = crossExtent(record.x ?? record.xStart, mark: mark, horizontalAxis: true, dimension: record.width) else {
                return nil
            }
            across = record.xStart != nil && record.xEnd != nil ? xRange(record.xStart!, record.xEnd!) ?? band : band
            if let low = mark.low, let high = mark.high, let a = geometry.y(.number(low)), let b = geometry.y(.number(high)) {
                along = min(a, b)...max(a, b)
            } else if let start = record.yStart, let end = record.yEnd, let a = geometry.y(start.value), let b = geometry.y(end.value) {
                along = min(a, b)...max(a, b)
            } else if let y = record.y, let center = yCenter(y) {
                let bandHeight = geometry.yScale.map { CGFloat($0.bandwidth(length: Double(plot.height))) } ?? 0
                let size = record.height.resolve(
                    automatic: bandHeight > 0 ? bandHeight * 0.75 : 20, available: bandHeight > 0 ? bandHeight : plot.height)
                along = (center - size / 2)...(center + size / 2)
            } else {
                along = plot.minY...plot.maxY
            }
            return CGRect(
                x: across.lowerBound, y: along.lowerBound, width: across.upperBound - across.lowerBound,
                height: along.upperBound - along.lowerBound)
        default:
            return nil
        }
    }

    func xRange(_ start: MarkRecord.Coordinate, _ end: MarkRecord.Coordinate) -> ClosedRange<CGFloat>? {
        guard let a = geometry.x(start.value), let b = geometry.x(end.value) else { return nil }
        return min(a, b)...max(a, b)
    }

    // MARK: Lines and areas

    func seriesMarks(_ series: Int, kind: MarkRecord.Kind) -> [ChartPlan.PlacedMark] {
        plan.marks.filter { $0.record.kind == kind && $0.series == series }
    }

    func drawLine(series: Int, in context: GraphicsContext) {
        let marks = seriesMarks(series, kind: .line)
        guard let first = marks.first else { return }
        let points = marks.compactMap { mark -> CGPoint? in
            guard let x = xCenter(mark.record.x), let y = yCenter(mark.record.y) else { return nil }
            return CGPoint(x: x, y: y)
        }
        var path = Path()
        Interpolation.append(points, method: first.record.interpolation, to: &path, startsSubpath: true)
        let stroke = first.record.lineStyle ?? StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round)
        context.stroke(path, with: .style(first.style), style: stroke)
        for (mark, point) in zip(marks, points)
        where mark.symbol != nil || mark.record.symbolSize != nil || mark.record.viewSymbol != nil {
            let size = mark.record.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
            let frame = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
            drawSymbol(of: mark, in: frame, context: context)
        }
    }

    func drawArea(series: Int, in context: GraphicsContext) {
        let marks = seriesMarks(series, kind: .area)
        guard let first = marks.first else { return }
        var upper: [CGPoint] = []
        var lower: [CGPoint] = []
        for mark in marks {
            if mark.isHorizontal {
                guard let y = yCenter(mark.record.y), let a = mark.low.flatMap({ geometry.x(.number($0)) }),
                    let b = mark.high.flatMap({ geometry.x(.number($0)) })
                else { continue }
                upper.append(CGPoint(x: b, y: y))
                lower.append(CGPoint(x: a, y: y))
            } else {
                guard let x = xCenter(mark.record.x), let a = mark.low.flatMap({ geometry.y(.number($0)) }),
                    let b = mark.high.flatMap({ geometry.y(.number($0)) })
                else { continue }
                upper.append(CGPoint(x: x, y: b))
                lower.append(CGPoint(x: x, y: a))
            }
        }
        guard !upper.isEmpty else { return }
        var path = Path()
        Interpolation.append(upper, method: first.record.interpolation, to: &path, startsSubpath: true)
        Interpolation.append(lower.reversed(), method: first.record.interpolation, to: &path, startsSubpath: false)
        path.closeSubpath()
        context.fill(path, with: .style(first.style))
    }

    // MARK: Rules and symbols

    /// The ends of a rule: across the whole plot at its x or y, or between its start and end.
    func ruleLine(_ mark: ChartPlan.PlacedMark) -> (CGPoint, CGPoint)? {
        let record = mark.record
        let plot = geometry.plot
        if let x = xCenter(record.x) {
            let a = record.yStart.flatMap { geometry.y($0.value) } ?? plot.minY
            let b = record.yEnd.flatMap { geometry.y($0.value) } ?? plot.maxY
            return (CGPoint(x: x, y: a), CGPoint(x: x, y: b))
        }
        if let y = yCenter(record.y) {
            let a = record.xStart.flatMap { geometry.x($0.value) } ?? plot.minX
            let b = record.xEnd.flatMap { geometry.x($0.value) } ?? plot.maxX
            return (CGPoint(x: a, y: y), CGPoint(x: b, y: y))
        }
        return nil
    }

    func drawRule(_ mark: ChartPlan.PlacedMark, in context: GraphicsContext) {
        guard let (start, end) = ruleLine(mark) else { return }
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        context.stroke(path, with: .style(mark.style), style: mark.record.lineStyle ?? StrokeStyle(lineWidth: 1))
    }

    /// A point's symbol: its view, or its shape (a circle unless set) filled or stroked.
    func drawSymbol(of mark: ChartPlan.PlacedMark, in frame: CGRect, context: GraphicsContext) {
        if let view = mark.record.viewSymbol {
            context.draw(view, in: frame, foreground: mark.style)
        } else {
            ChartSymbolDrawing.draw(mark.symbol ?? BasicChartSymbolShape.circle, in: frame, with: .style(mark.style), context: context)
        }
    }

    static func symbolPath(_ symbol: BasicChartSymbolShape, in frame: CGRect) -> Path {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let radius = min(frame.width, frame.height) / 2
        func polygon(_ corners: Int, rotation: Double) -> Path {
            Path { path in
                for index in 0..<corners {
                    let angle = rotation + Double(index) * 2 * .pi / Double(corners)
                    let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
            }
        }
        func spokes(_ angles: [Double]) -> Path {
            Path { path in
                for angle in angles {
                    let dx = radius * CGFloat(cos(angle))
                    let dy = radius * CGFloat(sin(angle))
                    path.move(to: CGPoint(x: center.x - dx, y: center.y - dy))
                    path.addLine(to: CGPoint(x: center.x + dx, y: center.y + dy))
                }
            }
        }
        switch symbol.kind {
        case .circle: return Path(ellipseIn: frame)
        case .square: return Path(frame.insetBy(dx: frame.width * 0.06, dy: frame.height * 0.06))
        case .triangle: return polygon(3, rotation: -.pi / 2)
        case .diamond: return polygon(4, rotation: -.pi / 2)
        case .pentagon: return polygon(5, rotation: -.pi / 2)
        case .plus: return spokes([0, .pi / 2])
        case .cross: return spokes([.pi / 4, 3 * .pi / 4])
        case .asterisk: return spokes([.pi / 2, .pi / 6, 5 * .pi / 6])
        }
    }

    // MARK: Sectors

    /// A sector's angles and radii.
    struct Sector {
        var start: Double
        var end: Double
        var inner: CGFloat
        var outer: CGFloat
        var center: CGPoint
    }

    /// The sectors in order: the first starts at 12 o'clock, each follows clockwise.
    func sectors() -> [Sector] {
        let plot = geometry.plot
        let total = plan.marks.reduce(0) { $0 + max(0, $1.record.angle) }
        guard total > 0 else { return [] }
        let full = min(plot.width, plot.height) / 2
        let center = CGPoint(x: plot.midX, y: plot.midY)
        var start = -Double.pi / 2
        return plan.marks.map { mark in
            let sweep = max(0, mark.record.angle) / total * 2 * .pi
            defer { start += sweep }
            return Sector(
                start: start, end: start + sweep, inner: mark.record.innerRadius.resolve(automatic: 0, available: full),
                outer: mark.record.outerRadius.resolve(automatic: full, available: full), center: center)
        }
    }

    func drawSectors(in context: GraphicsContext) {
        for (mark, sector) in zip(plan.marks, sectors()) where sector.end > sector.start {
            var markContext = context
            markContext.opacity = mark.record.opacity
            markContext.translateBy(x: mark.record.offset.width, y: mark.record.offset.height)
            markContext.fill(
                Self.sectorPath(sector, inset: mark.record.angularInset, cornerRadius: mark.record.cornerRadius), with: .style(mark.style))
        }
    }

    /// A sector's outline, its straight sides moved in by half of `inset` (so neighbours are
    /// `inset` apart) and its corners rounded by `cornerRadius`.
    static func sectorPath(_ sector: Sector, inset: CGFloat, cornerRadius: CGFloat) -> Path {
        let half = inset / 2
        let sweep = sector.end - sector.start
        let c = sector.center
        func point(_ radius: CGFloat, _ angle: Double) -> CGPoint {
            CGPoint(x: c.x + radius * CGFloat(cos(angle)), y: c.y + radius * CGFloat(sin(angle)))
        }
        // The angle at which a side, moved `half` points in, meets a circle of `radius`.
        func offset(_ radius: CGFloat) -> Double { radius > half ? asin(Double(half / radius)) : .pi / 2 }
        let outerOffset = offset(sector.outer)
        guard sweep > 2 * outerOffset || sweep >= 2 * .pi - 1e-9 else { return Path() }
        if sweep >= 2 * .pi - 1e-9 {
            return Path { path in
                path.addEllipse(in: CGRect(x: c.x - sector.outer, y: c.y - sector.outer, width: 2 * sector.outer, height: 2 * sector.outer))
                if sector.inner > 0 {
                    path.addEllipse(
                        in: CGRect(x: c.x - sector.inner, y: c.y - sector.inner, width: 2 * sector.inner, height: 2 * sector.inner))
                }
            }
        }
        let a1 = sector.start + outerOffset
        let a2 = sector.end - outerOffset
        let side = min(cornerRadius, sector.outer * CGFloat(a2 - a1) / 2, (sector.outer - sector.inner) / 2)
        let cornerAngle = Double(side / sector.outer)
        let innerOffset = offset(sector.inner)
        let hasInner = sector.inner > 0 && sweep > 2 * innerOffset
        // The unit directions of the two sides.
        let startDirection = CGPoint(x: cos(sector.start), y: sin(sector.start))
        let endDirection = CGPoint(x: cos(sector.end), y: sin(sector.end))
        return Path { path in
            let outerStart = point(sector.outer, a1)
            let outerEnd = point(sector.outer, a2)
            path.move(to: point(sector.outer, a1 + cornerAngle))
            path.addArc(
                center: c, radius: sector.outer, startAngle: .radians(a1 + cornerAngle), endAngle: .radians(a2 - cornerAngle),
                clockwise: false)
            path.addQuadCurve(to: CGPoint(x: outerEnd.x - side * endDirection.x, y: outerEnd.y - side * endDirection.y), control: outerEnd)
            if hasInner {
                let b1 = sector.start + innerOffset
                let b2 = sector.end - innerOffset
                let innerSide = min(side, sector.inner * CGFloat(b2 - b1) / 2)
                let innerAngle = Double(innerSide / sector.inner)
                let innerEnd = point(sector.inner, b2)
                let innerStart = point(sector.inner, b1)
                path.addLine(to: CGPoint(x: innerEnd.x + innerSide * endDirection.x, y: innerEnd.y + innerSide * endDirection.y))
                path.addQuadCurve(to: point(sector.inner, b2 - innerAngle), control: innerEnd)
                path.addArc(
                    center: c, radius: sector.inner, startAngle: .radians(b2 - innerAngle), endAngle: .radians(b1 + innerAngle),
                    clockwise: true)
                path.addQuadCurve(
                    to: CGPoint(x: innerStart.x + innerSide * startDirection.x, y: innerStart.y + innerSide * startDirection.y),
                    control: innerStart)
            } else {
                // A pie's apex: where the two moved-in sides meet.
                let distance = sweep < .pi ? half / CGFloat(sin(sweep / 2)) : 0
                path.addLine(to: point(distance, (sector.start + sector.end) / 2))
            }
            path.addLine(to: CGPoint(x: outerStart.x - side * startDirection.x, y: outerStart.y - side * startDirection.y))
            path.addQuadCurve(to: point(sector.outer, a1 + cornerAngle), control: outerStart)
            path.closeSubpath()
        }
    }
}

/// How lines and areas pass through their points.
@MainActor
enum Interpolation {
    /// One piece of a curve: a straight line or a cubic Bézier to a point.
    enum Piece: Equatable {
        case line(CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    }

    /// Appends the curve through `points` to `path`: a new subpath, or a line to the first point.
    static func append(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path, startsSubpath: Bool) {
        guard let first = points.first else { return }
        if startsSubpath { path.move(to: first) } else { path.addLine(to: first) }
        for piece in pieces(through: points, method: method) {
            switch piece {
            case .line(let point): path.addLine(to: point)
            case .curve(let point, let control1, let control2): path.addCurve(to: point, control1: control1, control2: control2)
            }
        }
    }

    /// The pieces from the first of `points` through the others.
    static func pieces(through points: [CGPoint], method: InterpolationMethod) -> [Piece] {
        guard points.count > 1 else { return [] }
        let pairs = Array(zip(points, points.dropFirst()))
        switch method.kind {
        case .linear:
            return points.dropFirst().map { .line($0) }
        case .stepStart:
            return pairs.flatMap { a, b in [.line(CGPoint(x: a.x, y: b.y)), .line(b)] }
        case .stepEnd:
            return pairs.flatMap { a, b in [.line(CGPoint(x: b.x, y: a.y)), .line(b)] }
        case .stepCenter:
            return pairs.flatMap { a, b -> [Piece] in
                let middle = (a.x + b.x) / 2
                return [.line(CGPoint(x: middle, y: a.y)), .line(CGPoint(x: middle, y: b.y)), .line(b)]
            }
        case .catmullRom, .cardinal:
            return (0..<(points.count - 1)).map { index in
                let p0 = points[max(0, index - 1)]
                let p1 = points[index]
                let p2 = points[index + 1]
                let p3 = points[min(points.count - 1, index + 2)]
                return .curve(
                    p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                    control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
            }
        case .monotone:
            let tangents = monotoneTangents(points)
            return (0..<(points.count - 1)).map { index in
                let p1 = points[index]
                let p2 = points[index + 1]
                let third = (p2.x - p1.x) / 3
                return .curve(
                    p2, control1: CGPoint(x: p1.x + third, y: p1.y + third * tangents[index]),
                    control2: CGPoint(x: p2.x - third, y: p2.y - third * tangents[index + 1]))
            }
        }
    }

    /// Fritsch–Carlson tangents: the curve never overshoots its points between them.
    static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let count = points.count
        var slopes: [CGFloat] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = b.x - a.x
            slopes.append(dx == 0 ? 0 : (b.y - a.y) / dx)
        }
        var tangents = [CGFloat](repeating: 0, count: count)
        tangents[0] = slopes[0]
        tangents[count - 1] = slopes[count - 2]
        for index in 1..<max(1, count - 1) {
            let before = slopes[index - 1]
            let after = slopes[index]
            tangents[index] = before * after <= 0 ? 0 : (before + after) / 2
        }
        for index in 0..<(count - 1) {
            let slope = slopes[index]
            if slope == 0 {
                tangents[index] = 0
                tangents[index + 1] = 0
                continue
            }
            let a = tangents[index] / slope
            let b = tangents[index + 1] / slope
            let length = a * a + b * b
            if length > 9 {
                let scale = 3 / length.squareRoot()
                tangents[index] = scale * a * slope
                tangents[index + 1] = scale * b * slope
            }
        }
        return tangents
    }
}
