import Charts
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// A week of weights, as a growth screen charts them, with the points drawn by `symbol`.
private struct WeightLine<Symbol: View>: View {
    let symbol: Symbol?

    var body: some View {
        Chart([(1, 3.4), (2, 3.9), (3, 4.5), (4, 5.0)], id: \.0) { point in
            if let symbol {
                LineMark(x: .value("Week", point.0), y: .value("Weight", point.1))
                    .foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
                    .symbol(symbol)
                    .symbolSize(200)
            } else {
                LineMark(x: .value("Week", point.0), y: .value("Weight", point.1))
                    .foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
                    .symbol(Circle())
                    .symbolSize(200)
            }
        }
        .frame(height: 220)
        .padding()
    }
}

@MainActor
@Suite("Charts stand-in: views as symbols")
struct ChartViewSymbolTests {
    private func render(_ view: some View) -> Bitmap {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view)
        return window.render()
    }

    /// How many pixels are the mark's orange (the line's and the symbols').
    private func orange(_ bitmap: Bitmap) -> Int {
        bitmap.pixels.reduce(0) { count, pixel in
            let colour = Color(premultipliedARGB: pixel)
            return count + (colour.red > 0.95 && abs(colour.green - 0.5) < 0.05 && colour.blue < 0.05 ? 1 : 0)
        }
    }

    @Test("a ring view (Circle().strokeBorder) draws hollow symbols in the mark's colour; a filled circle fills them")
    func ringIsHollow() {
        let filled = orange(render(WeightLine<EmptyView>(symbol: nil)))
        let ring = orange(render(WeightLine(symbol: Circle().strokeBorder(lineWidth: 2))))
        #expect(ring > 0)
        #expect(ring < filled)
    }

    @Test("the closure form draws the view it builds, in its own colours")
    func closureForm() {
        struct Squares: View {
            var body: some View {
                Chart([(1, 2.0), (2, 3.0)], id: \.0) { point in
                    PointMark(x: .value("Day", point.0), y: .value("Value", point.1))
                        .symbol { Rectangle().fill(Color(red: 0, green: 0.8, blue: 0)).frame(width: 10, height: 10) }
                }
                .frame(height: 200)
                .padding()
            }
        }
        let green = render(Squares()).pixels.filter { pixel in
            let colour = Color(premultipliedARGB: pixel)
            return colour.red < 0.05 && abs(colour.green - 0.8) < 0.05 && colour.blue < 0.05
        }
        // Two 10-point squares at 2 pixels a point: 2 × 400 pixels.
        #expect(green.count == 800)
    }
}
