import Foundation
import Raster

@testable import NapkinUI

/// Shows a view made outside the representable, so that a test can read what layout did to it
/// (its frame) after the window drew it.
struct ShowUIView<Wrapped: UIView>: UIViewRepresentable {
    let view: Wrapped
    func makeUIView(context: Context) -> Wrapped { view }
    func updateUIView(_ uiView: Wrapped, context: Context) {}
}

/// The box of the pixels in `rect` (points) that differ from `background` by more than a
/// faint anti-aliasing step: where the text or glyphs were drawn, in points; `nil` when none.
@MainActor
func inkBounds(in bitmap: Bitmap, rect: CGRect, background: Color, scale: Double = 3) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    let x0 = max(0, Int(Double(rect.minX) * scale)), x1 = min(bitmap.width, Int(Double(rect.maxX) * scale))
    let y0 = max(0, Int(Double(rect.minY) * scale)), y1 = min(bitmap.height, Int(Double(rect.maxY) * scale))
    guard x0 < x1, y0 < y1 else { return nil }
    for y in y0..<y1 {
        for x in x0..<x1 {
            let color = Color(premultipliedARGB: bitmap[x, y])
            let distance = abs(color.red - background.red) + abs(color.green - background.green) + abs(color.blue - background.blue)
            guard distance > 0.3 else { continue }
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
    }
    guard minX <= maxX else { return nil }
    return CGRect(
        x: Double(minX) / scale, y: Double(minY) / scale, width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
}

/// The colour of the pixel in `rect` farthest from `background`: a text's ink.
@MainActor
func inkColor(in bitmap: Bitmap, rect: CGRect, background: Color, scale: Double = 3) -> Color {
    var best = background, bestDistance = -1.0
    for y in max(0, Int(Double(rect.minY) * scale))..<min(bitmap.height, Int(Double(rect.maxY) * scale)) {
        for x in max(0, Int(Double(rect.minX) * scale))..<min(bitmap.width, Int(Double(rect.maxX) * scale)) {
            let color = Color(premultipliedARGB: bitmap[x, y])
            let distance = abs(color.red - background.red) + abs(color.green - background.green) + abs(color.blue - background.blue)
            if distance > bestDistance {
                best = color
                bestDistance = distance
            }
        }
    }
    return best
}

/// Whether two colours are within `tolerance` in every channel.
func isNear(_ a: Color, _ b: Color, tolerance: Double = 0.03) -> Bool {
    abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
}
