import Foundation
import NapkinUI
import Raster
import Testing

@testable import Charts

/// What an overlay saw of the chart under it.
@MainActor
private final class Seen {
    var proxy: ChartProxy?
    var plotInOverlay: CGRect?
}

/// A week of prices on a date axis, with an overlay reading the proxy as a drag handler would.
private struct PriceChart: View {
    let seen: Seen
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var body: some View {
        Chart {
            ForEach(0..<7, id: \.self) { day in
                LineMark(x: .value("Day", Self.start.addingTimeInterval(Double(day) * 86_400)), y: .value("Price", 10 + Double(day * 5)))
            }
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = record(proxy, geometry)
                Color.clear
            }
        }
        .padding(20)
    }

    private func record(_ proxy: ChartProxy, _ geometry: GeometryProxy) {
        seen.proxy = proxy
        seen.plotInOverlay = proxy.plotFrame.map { geometry[$0] }
    }
}

@MainActor
@Suite("Charts stand-in: chartOverlay, chartBackground and ChartProxy")
struct ChartProxyTests {
    private func lay<V: View>(_ view: V) -> Bitmap {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view.frame(height: 300))
        return window.render()
    }

    @Test("The overlay's proxy converts plot positions to dates and prices and back, and its plot frame reads in the overlay's space")
    func proxyConverts() throws {
        let seen = Seen()
        _ = lay(PriceChart(seen: seen))
        let proxy = try #require(seen.proxy)
        let plot = try #require(seen.plotInOverlay)
        #expect(plot.size == proxy.plotSize && plot.width > 200 && plot.height > 150)
        #expect(plot.minX >= 0 && plot.minY >= 0, "the plot sits inside the overlay, at \(plot)")
        // The leading edge is the axis's first date, the trailing edge its last; positions invert.
        let first = try #require(proxy.value(atX: 0, as: Date.self))
        #expect(first <= PriceChart.start)
        let thirdDay = PriceChart.start.addingTimeInterval(2 * 86_400)
        let x = try #require(proxy.position(forX: thirdDay))
        let back = try #require(proxy.value(atX: x, as: Date.self))
        #expect(abs(back.timeIntervalSince(thirdDay)) < 1)
        // Prices grow upwards: the top of the plot holds the largest price.
        let top = try #require(proxy.value(atY: 0, as: Double.self))
        let bottom = try #require(proxy.value(atY: proxy.plotSize.height, as: Double.self))
        #expect(top >= 40 && bottom <= 10)
        let y = try #require(proxy.position(forY: 25.0))
        #expect(abs(try #require(proxy.value(atY: y, as: Double.self)) - 25) < 0.001)
        // Outside the plot, or asked as another kind, there is no value.
        #expect(proxy.value(atX: -1, as: Date.self) == nil)
        #expect(proxy.value(atX: x, as: String.self) == nil)
        #expect(proxy.value(atY: y, as: Int.self) == 25)
    }

    @Test("A category axis answers the band under a position; chartBackground draws behind the marks, chartOverlay over them")
    func categoriesAndLayers() throws {
        let seen = Seen()
        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 5))
        }
        _ = lay(
            bars.chartOverlay { proxy in
                let _ = { seen.proxy = proxy }()
                Color.clear
            })
        let proxy = try #require(seen.proxy)
        #expect(proxy.value(atX: 1, as: String.self) == "Mon")
        #expect(proxy.value(atX: proxy.plotSize.width - 1, as: String.self) == "Tue")
        let tue = try #require(proxy.position(forX: "Tue"))
        #expect(abs(tue - proxy.plotSize.width * 0.75) < 0.001)

        // An opaque background is hidden where the bars are; an opaque overlay hides everything.
        let plain = lay(bars)
        let behind = lay(bars.chartBackground { _ in Color.red })
        let over = lay(bars.chartOverlay { _ in Color.red })
        let red = Color.red.premultipliedARGB
        #expect(behind != plain && over != plain)
        let overPixels = (0..<over.height).filter { over[over.width / 2, $0] == red }.count
        let behindPixels = (0..<behind.height).filter { behind[behind.width / 2, $0] == red }.count
        #expect(overPixels > behindPixels, "the overlay covers what the background leaves to the bars")
    }

    @Test("An anchor reads in each geometry proxy's own coordinates")
    func anchorsMoveWithTheProxy() throws {
        final class Frames { var local: CGRect?; var global: CGRect? }
        let frames = Frames()
        let anchor = Anchor<CGRect>(globalRect: CGRect(x: 100, y: 200, width: 30, height: 40))
        _ = lay(
            GeometryReader { geometry in
                let _ = { (frames.local, frames.global) = (geometry[anchor], geometry.frame(in: .global)) }()
                Color.clear
            }
            .padding(.leading, 24))
        let global = try #require(frames.global)
        #expect(frames.local == CGRect(x: 100 - global.minX, y: 200 - global.minY, width: 30, height: 40))
        #expect(Anchor<CGPoint>(globalPoint: .zero) == Anchor<CGPoint>(globalPoint: .zero))
    }
}
