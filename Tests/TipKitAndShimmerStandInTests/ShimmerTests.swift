import Foundation
import NapkinUI
import Raster
import Shimmer
import SnapshotTesting
import Testing

/// A stop list's loading placeholder as the held-out naczas screens write it: grey bars, redacted text, shimmering.
private struct StopsPlaceholder: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(0..<5, id: \.self) { index in
                HStack(spacing: 12) {
                    Circle().fill(Color(.systemGray4)).frame(width: 28, height: 28)
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Rondo Mogilskie \(index)").font(.headline)
                        Text("Tram 4, 10, 52 towards Kurdwanów").font(.subheadline)
                    }
                    .redacted(reason: .placeholder)
                    Spacer()
                }
            }
        }
        .padding()
        .shimmering(bandSize: 1)
    }
}

@MainActor
@Suite("Shimmer stand-in")
struct ShimmerTests {
    /// The red channel of the pixel at point (x, y) of a 3× render on the window's white background.
    private func red(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> UInt32 { (bitmap[Int(x * 3), Int(y * 3)] >> 16) & 0xFF }

    private func render(_ view: some View) -> Bitmap {
        let device = Device(name: "test", size: CGSize(width: 100, height: 60), scale: 3, safeAreaInsets: EdgeInsets())
        let window = Window(device: device)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return window.render()
    }

    @Test("the still frame masks the view with the gradient's last colour: 30% of the default band everywhere")
    func defaultMask() {
        // Black at 30% over white: 70% of white is left.
        let bitmap = render(Color.black.frame(width: 100, height: 60).shimmering())
        for (x, y) in [(2.0, 2.0), (50, 30), (97, 57)] {
            let value = red(bitmap, x, y)
            #expect(abs(Int(value) - 179) <= 2, "red \(value) at \(x), \(y)")
        }
    }

    @Test("inactive, the view is drawn unchanged; an opaque last colour leaves it opaque")
    func inactiveAndCustomGradient() {
        #expect(red(render(Color.black.shimmering(active: false)), 50, 30) == 0)
        let gradient = Gradient(colors: [.black.opacity(0.2), .black])
        #expect(red(render(Color.black.shimmering(gradient: gradient, bandSize: 0.5)), 50, 30) == 0)
        let fading = Gradient(colors: [.black, .black.opacity(0.5)])
        #expect(abs(Int(red(render(Color.black.shimmering(gradient: fading, bandSize: 0.5)), 50, 30)) - 128) <= 2)
    }

    @Test("the background mode draws the band behind the view, the overlay mode over it")
    func modes() {
        let pureRed = Color(red: 1, green: 0, blue: 0)
        let band = Gradient(colors: [pureRed, pureRed])
        let behind = render(Color.clear.frame(width: 100, height: 60).shimmering(gradient: band, mode: .background))
        #expect(behind[150, 90] == 0xFFFF_0000)
        let over = render(Color.blue.frame(width: 100, height: 60).shimmering(gradient: band, mode: .overlay(blendMode: .normal)))
        #expect(over[150, 90] == 0xFFFF_0000)
    }

    @Test("a shimmering stop list placeholder, light and dark")
    func placeholderSnapshot() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: StopsPlaceholder(),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
