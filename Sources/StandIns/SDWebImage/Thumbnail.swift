import Foundation
import NapkinUI

/// SDWebImage's thumbnail decoding (`.imageThumbnailPixelSize`): the image shrunk to at most the size in pixels,
/// keeping its aspect ratio unless `.imagePreserveAspectRatio` is false; an image already that small is kept.
enum Thumbnail {
    /// The size in pixels `context` asks for, or `nil`.
    static func pixelSize(in context: [SDWebImageContextOption: Any]?) -> CGSize? {
        guard let size = context?[.imageThumbnailPixelSize] as? CGSize, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    /// Whether `context` keeps the aspect ratio (true unless it says false).
    static func preservesAspectRatio(in context: [SDWebImageContextOption: Any]?) -> Bool {
        context?[.imagePreserveAspectRatio] as? Bool ?? true
    }

    /// The key the thumbnail is cached under, beside the full image's (`key-Thumbnail({w,h},1)`, as SDWebImage's).
    static func key(_ key: String, size: CGSize, preserveAspectRatio: Bool) -> String {
        "\(key)-Thumbnail({\(Int(size.width)),\(Int(size.height))},\(preserveAspectRatio ? 1 : 0))"
    }

    /// `image` shrunk to fit `size` pixels.
    static func image(_ image: UIImage, fitting size: CGSize, preserveAspectRatio: Bool) -> UIImage {
        guard let cgImage = image.cgImage else { return image }
        let width = Double(cgImage.width), height = Double(cgImage.height)
        var target = (width: size.width, height: size.height)
        if preserveAspectRatio {
            let factor = min(size.width / width, size.height / height)
            target = (width * factor, height * factor)
        }
        guard target.width < width || target.height < height else { return image }
        let newWidth = max(1, Int(target.width.rounded())), newHeight = max(1, Int(target.height.rounded()))
        let pixels = areaAverage(cgImage.premultipliedARGBPixels, width: cgImage.width, height: cgImage.height, to: newWidth, newHeight)
        guard let shrunk = CGImage(width: newWidth, height: newHeight, premultipliedARGB: pixels) else { return image }
        return UIImage(cgImage: shrunk, scale: image.scale)
    }

    /// Each new pixel the area-weighted mean of the old pixels under it (premultiplied `0xAARRGGBB`).
    static func areaAverage(_ pixels: [UInt32], width: Int, height: Int, to newWidth: Int, _ newHeight: Int) -> [UInt32] {
        let scaleX = Double(width) / Double(newWidth), scaleY = Double(height) / Double(newHeight)
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let top = Double(y) * scaleY, bottom = Double(y + 1) * scaleY
            for x in 0..<newWidth {
                let left = Double(x) * scaleX, right = Double(x + 1) * scaleX
                var sums = [0.0, 0.0, 0.0, 0.0], total = 0.0
                var sy = Int(top)
                while Double(sy) < bottom, sy < height {
                    let coverY = min(bottom, Double(sy + 1)) - max(top, Double(sy))
                    var sx = Int(left)
                    while Double(sx) < right, sx < width {
                        let weight = coverY * (min(right, Double(sx + 1)) - max(left, Double(sx)))
                        let pixel = pixels[sy * width + sx]
                        for channel in 0..<4 { sums[channel] += Double((pixel >> UInt32(24 - channel * 8)) & 0xFF) * weight }
                        total += weight
                        sx += 1
                    }
                    sy += 1
                }
                guard total > 0 else { continue }
                var packed: UInt32 = 0
                for channel in 0..<4 {
                    packed |= UInt32(min(max((sums[channel] / total).rounded(), 0), 255)) << UInt32(24 - channel * 8)
                }
                result[y * newWidth + x] = packed
            }
        }
        return result
    }
}
