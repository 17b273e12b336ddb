import AVKit
import NapkinUI
import SnapshotTesting
import Testing

/// A sleep-music player's AirPlay button, in its shape: a route picker in a `UIViewRepresentable`.
private struct AirPlayView: UIViewRepresentable {
    let tint: UIColor
    let delegate: RouteRecorder?
    var video = false

    func makeUIView(context: Context) -> UIView {
        let routePickerView = AVRoutePickerView()
        routePickerView.backgroundColor = UIColor.clear
        routePickerView.activeTintColor = UIColor.green
        routePickerView.tintColor = tint
        routePickerView.prioritizesVideoDevices = video
        routePickerView.delegate = delegate
        return routePickerView
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// Records what the route picker tells.
private final class RouteRecorder: NSObject, AVRoutePickerViewDelegate {
    var events: [String] = []
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) { events.append("will") }
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) { events.append("did") }
}

@MainActor
@Suite("AVKit stand-in: AVRoutePickerView")
struct AVRoutePickerViewTests {
    private let red: UInt32 = 0xFFFF_0000

    /// The window's pixels and the box of those in `color`, in pixels.
    private func render(_ view: some View) -> (window: Window, bitmap: Bitmap) {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: view.frame(width: 44, height: 44))
        return (window, window.render())
    }

    private func box(of color: UInt32, in bitmap: Bitmap) -> (count: Int, minX: Int, maxX: Int, minY: Int, maxY: Int) {
        var result = (count: 0, minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixels[y * bitmap.width + x] == color {
                result.count += 1
                result.minX = min(result.minX, x)
                result.maxX = max(result.maxX, x)
                result.minY = min(result.minY, y)
                result.maxY = max(result.maxY, y)
            }
        }
        return result
    }

    @Test("The route picker draws the AirPlay glyph in its tint, centred, and not in its active tint")
    func drawsGlyphInTint() {
        let (window, bitmap) = render(AirPlayView(tint: UIColor(red: 1, green: 0, blue: 0, alpha: 1), delegate: nil))
        let glyph = box(of: red, in: bitmap)
        let scale = CGFloat(bitmap.width) / window.bounds.width
        #expect(glyph.count > Int(40 * scale * scale))
        // About 22 points across, centred on the window's middle column.
        let width = CGFloat(glyph.maxX - glyph.minX + 1) / scale
        #expect(width > 16 && width <= 23)
        let centre = CGFloat(glyph.minX + glyph.maxX + 1) / 2
        #expect(abs(centre - CGFloat(bitmap.width) / 2) <= 2 * scale)
        #expect(box(of: 0xFF00_FF00, in: bitmap).count == 0)
        let picker = AVRoutePickerView()
        #expect(picker.backgroundColor == .clear && !picker.prioritizesVideoDevices && picker.delegate == nil)
        #expect(picker.intrinsicContentSize.width > 0)
        // With video devices first, the glyph is AirPlay video's: other pixels, in the same tint.
        let (_, video) = render(AirPlayView(tint: UIColor(red: 1, green: 0, blue: 0, alpha: 1), delegate: nil, video: true))
        #expect(box(of: red, in: video).count > Int(40 * scale * scale))
        #expect(video.pixels != bitmap.pixels)
    }

    @Test("A tap tells the delegate the route menu opens, then that it closed")
    func tapTellsDelegate() {
        let recorder = RouteRecorder()
        let (window, bitmap) = render(AirPlayView(tint: UIColor(red: 1, green: 0, blue: 0, alpha: 1), delegate: recorder))
        let glyph = box(of: red, in: bitmap)
        let scale = CGFloat(bitmap.width) / window.bounds.width
        let middle = CGPoint(x: CGFloat(glyph.minX + glyph.maxX) / 2 / scale, y: CGFloat(glyph.minY + glyph.maxY) / 2 / scale)
        #expect(window.tap(at: middle))
        #expect(recorder.events == ["will", "did"])
    }
}
