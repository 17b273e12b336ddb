import Foundation
import NapkinUI
import Raster

/// Pictures the tests load: PNG bytes made here, written to a temporary folder when a file URL is needed.
enum Fixtures {
    /// Premultiplied `0xAARRGGBB` of an opaque colour.
    static func argb(_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 { 0xFF00_0000 | red << 16 | green << 8 | blue }

    /// A `width × height` picture whose pixel at (x, y) is `colour(x, y)`.
    static func image(width: Int, height: Int, _ colour: (Int, Int) -> UInt32) -> UIImage {
        var pixels = [UInt32]()
        for y in 0..<height { for x in 0..<width { pixels.append(colour(x, y)) } }
        return UIImage(cgImage: CGImage(width: width, height: height, premultipliedARGB: pixels)!)
    }

    /// PNG bytes of a picture of one colour.
    static func solidPNG(width: Int, height: Int, _ colour: UInt32) -> Data {
        image(width: width, height: height) { _, _ in colour }.pngData()!
    }

    /// A landscape photo's stand-in: sky blue above, grass green below, a sun in the sky.
    static func landscapePNG(width: Int = 120, height: Int = 80) -> Data {
        image(width: width, height: height) { x, y in
            let dx = x - width * 3 / 4, dy = y - height / 4
            if dx * dx + dy * dy < (height / 8) * (height / 8) { return argb(0xFF, 0xCC, 0x33) }
            return y < height * 3 / 5 ? argb(0x5A, 0xA9, 0xE6) : argb(0x4C, 0x9A, 0x2A)
        }.pngData()!
    }

    /// An avatar's stand-in: an orange disc's square with a darker lower half.
    static func avatarPNG(size: Int = 60) -> Data {
        image(width: size, height: size) { _, y in y < size / 2 ? argb(0xF2, 0x8C, 0x28) : argb(0xC0, 0x5A, 0x10) }.pngData()!
    }

    /// Writes `data` to a fresh temporary file named `name` and returns its URL.
    static func file(_ data: Data, named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-image-packages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// The channels of a premultiplied pixel.
    static func channels(_ pixel: UInt32) -> (alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32) {
        (pixel >> 24, (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
    }

    /// Renders `view` in a `width × height` point window (3 pixels per point, no safe-area insets) and returns the window
    /// and its pixels.
    @MainActor
    static func render<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> (Window, Bitmap) {
        let device = Device(name: "test", size: CGSize(width: width, height: height), scale: 3, safeAreaInsets: EdgeInsets())
        let window = Window(device: device)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return (window, window.render())
    }

    /// The rendered pixel at point (x, y) of a 3× render.
    static func pixel(_ bitmap: Bitmap, atPoint x: Double, _ y: Double) -> UInt32 {
        bitmap[Int(x * 3), Int(y * 3)]
    }
}

/// Records what callbacks were given.
@MainActor
final class Recorder<Value> {
    var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
}
