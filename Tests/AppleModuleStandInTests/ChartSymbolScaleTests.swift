import Foundation
import NapkinUI
import SnapshotTesting
import Testing

@testable import Charts

/// A square with slightly rounded corners that insets itself, as an app writes its own symbol.
struct InsetSquare: ChartSymbolShape, InsettableShape {
    var inset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let side = max(0, min(rect.width, rect.height) - 2 * inset)
        return Path(roundedRect: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side), cornerRadius: 1)
    }

    func inset(by amount: CGFloat) -> InsetSquare { InsetSquare(inset: inset + amount) }

    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

/// Two shifts' points, "Night" written first, each 20 points wide, coloured red (day) and blue
/// (night), on axes from 0 to 4 that are hidden, in a 200-point square.
private struct ShiftPoints<Scaled: View>: View {
    var legend = false
    let scale: (AnyView) -> Scaled

    var body: some View {
        let chart = Chart {
            PointMark(x: .value("Hour", 3), y: .value("Km", 3))
                .foregroundStyle(by: .value("Shift", "Night"))
                .symbol(by: .value("Shift", "Night"))
                .symbolSize(CGSize(width: 20, height: 20))
            PointMark(x: .value("Hour", 1), y: .value("Km", 0.5))
                .foregroundStyle(by: .value("Shift", "Day"))
                .symbol(by: .value("Shift", "Day"))
                .symbolSize(CGSize(width: 20, height: 20))
        }
        .chartForegroundStyleScale(["Day": red, "Night": blue])
        .chartXScale(domain: 0...4)
        .chartYScale(domain: 0...4)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        return scale(AnyView(legend ? AnyView(chart.chartLegend(position: .top)) : AnyView(chart.chartLegend(.hidden))))
            .frame(width: 200, height: 200)
    }
}

/// The pixels of one pure colour in a rendering.
private struct Blob {
    var points: [(x: Int, y: Int)] = []

    var minX: Int { points.map(\.x).min() ?? 0 }
    var maxX: Int { points.map(\.x).max() ?? 0 }
    var minY: Int { points.map(\.y).min() ?? 0 }
    var maxY: Int { points.map(\.y).max() ?? 0 }
    var width: Int { points.isEmpty ? 0 : maxX - minX + 1 }
    var centre: (x: Int, y: Int) { ((minX + maxX) / 2, (minY + maxY) / 2) }

    func contains(_ x: Int, _ y: Int) -> Bool { points.contains { $0.x == x && $0.y == y } }
    /// How many of its pixels lie within `radius` pixels of its centre.
    func near(radius: Int) -> Int {
        let (cx, cy) = centre
        return points.filter { ($0.x - cx) * ($0.x - cx) + ($0.y - cy) * ($0.y - cy) <= radius * radius }.count
    }

    /// How many pixels a disc of `radius` pixels holds (as `near(radius:)` counts them).
    static func disc(_ radius: Int) -> Int {
        (-radius...radius).reduce(0) { count, dy in count + (-radius...radius).filter { $0 * $0 + dy * dy <= radius * radius }.count }
    }
}

@MainActor
@Suite("Charts stand-in: symbol scale and stroked symbols")
struct ChartSymbolScaleTests {
    private func render(_ view: some View) -> Bitmap {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view)
        return window.render()
    }

    /// The pixels that are `colour` (pure red or blue), within `rows` if given.
    private func blob(_ bitmap: Bitmap, _ colour: Color, rows: Range<Int>? = nil) -> Blob {
        var blob = Blob()
        let wantsRed = colour == red
        for y in rows ?? 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = Color(premultipliedARGB: bitmap.pixels[y * bitmap.width + x])
                let main = wantsRed ? pixel.red : pixel.blue
                let other = wantsRed ? max(pixel.green, pixel.blue) : max(pixel.red, pixel.green)
                if main > 0.95 && other < 0.05 { blob.points.append((x, y)) }
            }
        }
        return blob
    }

    @Test(
        "chartSymbolScale pairs each value with its symbol, whatever order the values appear in; the points are drawn in the series' colour"
    )
    func mappingByValue() {
        let bitmap = render(
            ShiftPoints { $0.chartSymbolScale(["Day": Circle().strokeBorder(lineWidth: 2), "Night": InsetSquare()]) })
        let day = blob(bitmap, red)
        let night = blob(bitmap, blue)
        // 20 points at 2 pixels a point.
        #expect(abs(day.width - 40) <= 2)
        #expect(abs(night.width - 40) <= 2)
        // The day's ring: an empty centre (its 2-point line leaves a 32-pixel hole), the ring in red.
        #expect(day.near(radius: 12) == 0)
        #expect(day.contains(day.centre.x + 18, day.centre.y))
        #expect(day.contains(day.centre.x, day.centre.y - 18))
        // The night's square, filled.
        #expect(night.near(radius: 12) == Blob.disc(12))
    }

    @Test("A stroked square (strokeBorder on an insettable symbol) draws its border inside its frame, its centre empty")
    func strokedSquare() {
        let bitmap = render(ShiftPoints { $0.chartSymbolScale(["Day": InsetSquare().strokeBorder(lineWidth: 3), "Night": Circle()]) })
        let day = blob(bitmap, red)
        // The border stays inside the 40-pixel frame (inset by half its line) and is 6 pixels thick.
        #expect(abs(day.width - 40) <= 2)
        #expect(day.near(radius: 12) == 0)
        #expect(day.contains(day.minX + 3, day.centre.y) && !day.contains(day.minX + 8, day.centre.y))
        // A filled circle's centre is filled.
        #expect(blob(bitmap, blue).near(radius: 8) == Blob.disc(8))
    }

    @Test("chartSymbolScale(range:) hands its symbols out in the order the values first appear")
    func rangeInOrderOfAppearance() {
        let bitmap = render(ShiftPoints { $0.chartSymbolScale(range: [Circle().strokeBorder(lineWidth: 2), Rectangle()]) })
        // "Night" is written first: it takes the ring.
        #expect(blob(bitmap, blue).near(radius: 12) == 0)
        #expect(blob(bitmap, red).near(radius: 12) == Blob.disc(12))
    }

    @Test("chartSymbolScale(domain:range:) hands the range's symbols to the domain's values in the domain's order")
    func domainAndRange() {
        let bitmap = render(
            ShiftPoints { $0.chartSymbolScale(domain: ["Day", "Night"], range: [Circle().strokeBorder(lineWidth: 2), Rectangle()]) })
        #expect(blob(bitmap, red).near(radius: 12) == 0)
        #expect(blob(bitmap, blue).near(radius: 12) == Blob.disc(12))
    }

    @Test("chartSymbolScale(mapping:) draws the symbol the closure returns for each value")
    func mappingClosure() {
        let bitmap = render(
            ShiftPoints { $0.chartSymbolScale(mapping: { (shift: String) in Circle().strokeBorder(lineWidth: shift == "Night" ? 2 : 10) }) }
        )
        #expect(blob(bitmap, blue).near(radius: 12) == 0)
        #expect(blob(bitmap, red).near(radius: 8) == Blob.disc(8))
    }

    @Test("Basic symbols mix with shapes in a scale; .circle.strokeBorder draws a ring")
    func basicSymbols() {
        let bitmap = render(
            ShiftPoints { $0.chartSymbolScale(["Day": BasicChartSymbolShape.square, "Night": .circle.strokeBorder(lineWidth: 2)]) })
        #expect(blob(bitmap, blue).near(radius: 12) == 0)
        #expect(blob(bitmap, blue).width >= 38)
        #expect(blob(bitmap, red).near(radius: 12) == Blob.disc(12))
    }

    @Test("The legend draws each value's symbol from the scale: a ring for a stroked circle")
    func legendSymbols() {
        let bitmap = render(
            ShiftPoints(legend: true) { $0.chartSymbolScale(["Day": Circle().strokeBorder(lineWidth: 2), "Night": Rectangle()]) })
        let day = blob(bitmap, red)
        let legendRows = day.minY..<(day.minY + 20)
        let legendRing = blob(bitmap, red, rows: legendRows)
        let legendSquare = blob(bitmap, blue, rows: blob(bitmap, blue).minY..<(blob(bitmap, blue).minY + 20))
        // Both legend symbols are 7 points (14 pixels) wide; the ring's centre is empty, the square's filled.
        #expect(abs(legendRing.width - 14) <= 1)
        #expect(legendRing.near(radius: 1) == 0)
        #expect(legendSquare.near(radius: 3) == Blob.disc(3))
        // The points lie well below the legend.
        #expect(day.maxY > legendRows.upperBound + 100)
    }

    @Test(
        "A legend symbol drawn past its 7-point frame (a perceptual rectangle larger than the unit square, a stroke outside an outline it does not inset) is drawn whole"
    )
    func legendSymbolOverflow() {
        /// A square that ignores its inset and is drawn half as large again as its frame.
        struct LooseSquare: ChartSymbolShape, InsettableShape {
            func path(in rect: CGRect) -> Path { Path(rect) }
            func inset(by amount: CGFloat) -> LooseSquare { self }
            var perceptualUnitRect: CGRect { CGRect(x: -0.25, y: -0.25, width: 1.5, height: 1.5) }
        }
        let bitmap = render(
            ShiftPoints(legend: true) { $0.chartSymbolScale(["Day": Circle(), "Night": LooseSquare().strokeBorder(lineWidth: 2)]) })
        let night = blob(bitmap, blue)
        let legend = blob(bitmap, blue, rows: night.minY..<(night.minY + 30))
        // 7 points × 1.5 = 10.5 points, plus a point of stroke each side: 12.5 points (25 pixels), hollow.
        #expect(abs(legend.width - 25) <= 1)
        #expect(legend.near(radius: 4) == 0)
    }

    @Test("The legend lists the style scale's values with the symbol scale's symbols; a chart varying only its symbols has a legend too")
    func legendEntries() {
        let content = ForEach(["Night", "Day"], id: \.self) { shift in
            LineMark(x: .value("Hour", 1), y: .value("Km", 2))
                .foregroundStyle(by: .value("Shift", shift))
                .symbol(by: .value("Shift", shift))
        }
        var settings = ChartSettings()
        settings.styleScale = [(.category("Day"), AnyShapeStyle(red)), (.category("Night"), AnyShapeStyle(blue))]
        settings.symbolScale.pairs = [
            (.category("Day"), Circle().strokeBorder(lineWidth: 2)), (.category("Night"), BasicChartSymbolShape.square),
        ]
        let plan = ChartPlan(marks: content.marks(), settings: settings)
        #expect(plan.legend.map(\.label) == ["Day", "Night"])
        #expect(plan.legend[0].symbol is StrokedChartSymbolShape)
        #expect(plan.legend[1].symbol as? BasicChartSymbolShape == .square)
        #expect(plan.marks.map { $0.symbol is StrokedChartSymbolShape } == [false, true])

        let symbolsOnly = ForEach(["Night", "Day", "Night"], id: \.self) { shift in
            PointMark(x: .value("Hour", 1), y: .value("Km", 2)).symbol(by: .value("Shift", shift))
        }
        let plain = ChartPlan(marks: symbolsOnly.marks(), settings: ChartSettings())
        #expect(plain.legend.map(\.label) == ["Night", "Day"])
        #expect(plain.legend.map { $0.symbol as? BasicChartSymbolShape } == [.circle, .square])
    }

    @Test("A scale's domain orders the values it lists; the others follow in order of appearance, with the basic symbols in turn")
    func domainOrder() {
        let content = ForEach(["A", "B", "C"], id: \.self) { name in
            PointMark(x: .value("Hour", 1), y: .value("Km", 2)).symbol(by: .value("Name", name))
        }
        var settings = ChartSettings()
        settings.symbolScale.domain = [.category("C"), .category("A")]
        let plan = ChartPlan(marks: content.marks(), settings: settings)
        #expect(plan.legend.map(\.label) == ["C", "A", "B"])
        #expect(plan.marks.map { $0.symbol as? BasicChartSymbolShape } == [.square, .triangle, .circle])
    }

    @Test("AxisValueLabel(centered: true) on a week of days: seven labels, each in the middle of its day; none past the last")
    func centredDayLabels() throws {
        let start = try #require(
            DateComponents(
                calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 11, day: 23
            )
            .date)
        let content = ForEach(0..<7, id: \.self) { day in
            LineMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Km", day + 2))
        }
        var settings = ChartSettings()
        settings.xAxis.marks = [
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        ]
        let plan = ChartPlan(marks: content.marks(), settings: settings)
        let geometry = ChartGeometry(plan: plan, size: CGSize(width: 320, height: 200))
        let items = geometry.xItems
        // A tick at the start of each day and at the end of the last.
        #expect(items.count == 8)
        #expect(items.compactMap(\.label) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon"])
        let placements = items.indices.map { geometry.xLabelPlacement(at: $0) }
        for index in 0..<7 {
            #expect(placements[index] == .centred((items[index].position + items[index + 1].position) / 2))
        }
        #expect(placements[7] == .hidden)
        // Without `centered`, a date axis's label sits after its tick.
        settings.xAxis.marks = [AxisMarks(values: .stride(by: .day))]
        let plain = ChartGeometry(plan: ChartPlan(marks: content.marks(), settings: settings), size: CGSize(width: 320, height: 200))
        #expect(plain.xItems.indices.allSatisfy { plain.xLabelPlacement(at: $0) == .atValue })
    }

    @Test("SwiftUI's Circle().strokeBorder(lineWidth:) in an ordinary view still draws the view's stroke, next to a chart")
    func ordinaryViewUnchanged() {
        // The type says which overload was chosen: SwiftUI's, a shape view.
        let ring: ShapeView = Circle().strokeBorder(lineWidth: 2)
        let screen = VStack(spacing: 0) {
            ring.foregroundStyle(red).frame(width: 30, height: 30)
            Chart {
                PointMark(x: .value("Hour", 1), y: .value("Km", 1)).symbol(Circle().strokeBorder(lineWidth: 2))
            }
            .frame(height: 100)
        }
        let explicit = VStack(spacing: 0) {
            Circle().strokeBorder(red, lineWidth: 2).frame(width: 30, height: 30)
            Chart {
                PointMark(x: .value("Hour", 1), y: .value("Km", 1)).symbol(Circle().strokeBorder(lineWidth: 2))
            }
            .frame(height: 100)
        }
        let drawn = render(screen)
        #expect(drawn == render(explicit))
        let view = blob(drawn, red)
        #expect(abs(view.width - 60) <= 1)
        #expect(view.near(radius: 20) == 0)
    }

    @Test("A shape is drawn in its perceptual unit rectangle: a square saying three quarters is drawn three quarters of its frame wide")
    func perceptualRect() {
        struct Small: ChartSymbolShape {
            func path(in rect: CGRect) -> Path { Path(rect) }
            var perceptualUnitRect: CGRect { CGRect(x: 0.125, y: 0.125, width: 0.75, height: 0.75) }
        }
        let bitmap = render(ShiftPoints { $0.chartSymbolScale(["Day": Small(), "Night": Rectangle()]) })
        // 20 points × 0.75 = 15 points: 30 pixels, centred where the 20-point square would be.
        #expect(abs(blob(bitmap, red).width - 30) <= 1)
        #expect(abs(blob(bitmap, blue).width - 40) <= 2)
    }
}
