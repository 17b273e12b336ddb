import Charts
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// A week of feedings counted per day, as a baby tracker's statistics screen charts them.
private let feedings: [(day: String, count: Int)] = [("Mon", 7), ("Tue", 9), ("Wed", 8), ("Thu", 6), ("Fri", 10), ("Sat", 8), ("Sun", 7)]

/// Bars filled with a gradient, each cut to a rounded rectangle (BabyTracker's StatisticsView), or uncut.
private struct FeedingBars<Clip: Shape>: View {
    let clip: Clip?

    var body: some View {
        Chart(feedings, id: \.day) { item in
            if let clip {
                BarMark(x: .value("Day", item.day), y: .value("Count", item.count))
                    .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
                    .clipShape(clip)
            } else {
                BarMark(x: .value("Day", item.day), y: .value("Count", item.count))
                    .foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
            }
        }
        .frame(height: 220)
        .padding()
    }
}

@MainActor
@Suite("Charts stand-in: clipShape on marks")
struct ChartsClipShapeTests {
    private func render(_ view: some View) -> Bitmap {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view)
        return window.render()
    }

    @Test("a bar cut to a rounded rectangle loses its corners; cut to its own rectangle only its edges change")
    func clipsBars() {
        let uncut = render(FeedingBars<Rectangle>(clip: nil))
        let square = differing(render(FeedingBars(clip: Rectangle())), uncut)
        let rounded = differing(render(FeedingBars(clip: RoundedRectangle(cornerRadius: 6, style: .continuous))), uncut)
        // Cut to their own rectangles, bars change only along their edges (the cut is antialiased); cut to rounded
        // rectangles they also lose their corners: at 2 pixels a point, a 6-point corner is about 30 pixels, at
        // least 20 of each of the 28 corners.
        #expect(square < uncut.width * 4)
        #expect(rounded - square > 7 * 4 * 20)
    }

    /// How many pixels of `a` and `b` differ.
    private func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test("rounded bars drawn as iOS draws BarMark(...).clipShape(RoundedRectangle(cornerRadius: 6)), light and dark")
    func snapshot() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: FeedingBars(clip: RoundedRectangle(cornerRadius: 6, style: .continuous)),
                as: .image(layout: .fixed(width: 390, height: 260), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
