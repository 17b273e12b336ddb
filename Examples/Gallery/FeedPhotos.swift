import Foundation
import NapkinUI
import RasterCore

/// The photo feed's images, as a server would send them: PNG bytes of a landscape drawn
/// here (a sky, a sun and two hills), served by an `AsyncImageLoader` so the gallery never
/// touches the network. Post 1 loads, post 2 is still loading, post 3 fails.
enum FeedPhotos {
    struct Unreachable: Error, CustomStringConvertible {
        var description: String { "the photo server did not answer" }
    }

    /// The loader the feed is shown with.
    static let loader: AsyncImageLoader = {
        let photo = try? landscape(width: 716, height: 360, sky: (0.98, 0.62, 0.36), hills: (0.32, 0.24, 0.2)).pngData()
        return AsyncImageLoader { url in
            switch url.lastPathComponent {
            case "1.png": return photo
            case "3.png": throw Unreachable()
            default: return nil
            }
        }
    }()

    /// A landscape `width`×`height` pixels: a vertical sky gradient, a sun, two hills.
    static func landscape(width: Int, height: Int, sky: (Double, Double, Double), hills: (Double, Double, Double)) -> Bitmap {
        var pixels = [UInt32](repeating: 0, count: width * height)
        func pack(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
            func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
            return 0xFF00_0000 | byte(r) << 16 | byte(g) << 8 | byte(b)
        }
        for y in 0..<height {
            let t = Double(y) / Double(height)
            for x in 0..<width {
                let fx = Double(x) / Double(width)
                var color = (sky.0 * (1 - 0.5 * t), sky.1 * (1 - 0.2 * t) + 0.2 * t, sky.2 + 0.3 * t)
                let sun = hypot((fx - 0.7) * Double(width), (t - 0.35) * Double(height)) / Double(height)
                if sun < 0.12 { color = (1, 0.93, 0.7) }
                let back = 0.62 + 0.1 * sin(fx * 7)
                let front = 0.78 + 0.08 * sin(fx * 4 + 2)
                if t > back { color = (hills.0 * 1.4, hills.1 * 1.6, hills.2 * 1.3) }
                if t > front { color = hills }
                pixels[y * width + x] = pack(color.0, color.1, color.2)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
