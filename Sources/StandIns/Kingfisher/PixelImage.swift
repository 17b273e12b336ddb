import Foundation
import NapkinUI

/// An image's pixels as premultiplied `0xAARRGGBB`, rows top to bottom, for the processors that change pixels.
struct PixelImage {
    var width: Int
    var height: Int
    var pixels: [UInt32]

    /// The pixels of `image`; `nil` for a symbol or an image without pixels.
    init?(_ image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        width = cgImage.width
        height = cgImage.height
        pixels = cgImage.premultipliedARGBPixels
    }

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixels as an image at `scale` pixels per point.
    func image(scale: CGFloat) -> UIImage? {
        guard let cgImage = CGImage(width: width, height: height, premultipliedARGB: pixels) else { return nil }
        return UIImage(cgImage: cgImage, scale: scale)
    }

    /// The channels of a pixel (alpha, red, green, blue; premultiplied).
    @inline(__always)
    static func channels(_ pixel: UInt32) -> (Double, Double, Double, Double) {
        (Double(pixel >> 24), Double((pixel >> 16) & 0xFF), Double((pixel >> 8) & 0xFF), Double(pixel & 0xFF))
    }

    @inline(__always)
    static func pack(_ a: Double, _ r: Double, _ g: Double, _ b: Double) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }
        let alpha = byte(a)
        // Premultiplied: no channel above alpha.
        return alpha << 24 | min(byte(r), alpha) << 16 | min(byte(g), alpha) << 8 | min(byte(b), alpha)
    }

    /// The image at `width × height` pixels: each new pixel the area-weighted mean of the old pixels under it
    /// (a box filter, exact for shrinking); when enlarging, each new pixel takes the old pixel it lies in.
    func resampled(width newWidth: Int, height newHeight: Int) -> PixelImage {
        let scaleX = Double(width) / Double(newWidth), scaleY = Double(height) / Double(newHeight)
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let top = Double(y) * scaleY, bottom = Double(y + 1) * scaleY
            for x in 0..<newWidth {
                let left = Double(x) * scaleX, right = Double(x + 1) * scaleX
                var sum = (0.0, 0.0, 0.0, 0.0), total = 0.0
                var sy = Int(top)
                while Double(sy) < bottom, sy < height {
                    let coverY = min(bottom, Double(sy + 1)) - max(top, Double(sy))
                    var sx = Int(left)
                    while Double(sx) < right, sx < width {
                        let weight = coverY * (min(right, Double(sx + 1)) - max(left, Double(sx)))
                        let c = Self.channels(pixels[sy * width + sx])
                        sum = (sum.0 + c.0 * weight, sum.1 + c.1 * weight, sum.2 + c.2 * weight, sum.3 + c.3 * weight)
                        total += weight
                        sx += 1
                    }
                    sy += 1
                }
                if total > 0 { result[y * newWidth + x] = Self.pack(sum.0 / total, sum.1 / total, sum.2 / total, sum.3 / total) }
            }
        }
        return PixelImage(width: newWidth, height: newHeight, pixels: result)
    }

    /// Clears (or fills with `background`) what lies outside corners of `radius` pixels, with antialiased edges
    /// (each edge pixel keeps the fraction of it inside the curve, sampled 4 × 4).
    mutating func roundCorners(radius: Double, corners: RectCorner, background: UIColor?) {
        let r = min(radius, Double(min(width, height)) / 2)
        guard r > 0 else { return }
        var backgroundPixel: (Double, Double, Double, Double) = (0, 0, 0, 0)
        if let background {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            background.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            backgroundPixel = (alpha * 255, red * alpha * 255, green * alpha * 255, blue * alpha * 255)
        }
        let span = Int(r.rounded(.up))
        let cornerList: [(RectCorner, Int, Int, Double, Double)] = [
            (.topLeft, 0, 0, r, r), (.topRight, width - span, 0, Double(width) - r, r),
            (.bottomLeft, 0, height - span, r, Double(height) - r),
            (.bottomRight, width - span, height - span, Double(width) - r, Double(height) - r),
        ]
        for (corner, startX, startY, centreX, centreY) in cornerList where corners.contains(corner) {
            for y in max(0, startY)..<min(height, startY + span) {
                for x in max(0, startX)..<min(width, startX + span) {
                    var inside = 0
                    for sy in 0..<4 {
                        for sx in 0..<4 {
                            let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                            // Only the quarter beyond the centre is curved.
                            let dx = (corner == .topLeft || corner == .bottomLeft) ? min(px - centreX, 0) : max(px - centreX, 0)
                            let dy = (corner == .topLeft || corner == .topRight) ? min(py - centreY, 0) : max(py - centreY, 0)
                            if dx * dx + dy * dy <= r * r { inside += 1 }
                        }
                    }
                    let coverage = Double(inside) / 16
                    guard coverage < 1 else { continue }
                    let c = Self.channels(pixels[y * width + x])
                    let rest = 1 - coverage
                    pixels[y * width + x] = Self.pack(
                        c.0 * coverage + backgroundPixel.0 * rest, c.1 * coverage + backgroundPixel.1 * rest,
                        c.2 * coverage + backgroundPixel.2 * rest, c.3 * coverage + backgroundPixel.3 * rest)
                }
            }
        }
    }

    /// A Gaussian blur of standard deviation about `radius / 2` pixels, as three passes of box blurs each way (edges
    /// extended).
    mutating func blur(radius: Double) {
        let boxRadius = max(1, Int((radius / 2).rounded()))
        var planes = (0..<4).map { channel in pixels.map { Double(($0 >> UInt32(24 - channel * 8)) & 0xFF) } }
        for index in planes.indices {
            for _ in 0..<3 {
                planes[index] = Self.boxBlur(planes[index], width: width, height: height, radius: boxRadius, horizontal: true)
                planes[index] = Self.boxBlur(planes[index], width: width, height: height, radius: boxRadius, horizontal: false)
            }
        }
        for i in pixels.indices { pixels[i] = Self.pack(planes[0][i], planes[1][i], planes[2][i], planes[3][i]) }
    }

    static func boxBlur(_ plane: [Double], width: Int, height: Int, radius: Int, horizontal: Bool) -> [Double] {
        var out = plane
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let window = Double(2 * radius + 1)
        for line in 0..<lines {
            func at(_ i: Int) -> Double {
                let clamped = min(max(i, 0), length - 1)
                return horizontal ? plane[line * width + clamped] : plane[clamped * width + line]
            }
            var sum = 0.0
            for i in -radius...radius { sum += at(i) }
            for i in 0..<length {
                if horizontal { out[line * width + i] = sum / window } else { out[i * width + line] = sum / window }
                sum += at(i + radius + 1) - at(i - radius)
            }
        }
        return out
    }

    /// `colour` laid over at `fraction` wherever the image has ink (its alpha kept).
    mutating func overlay(_ colour: UIColor, fraction: Double) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let amount = fraction * alpha
        for i in pixels.indices {
            let c = Self.channels(pixels[i])
            pixels[i] = Self.pack(
                c.0, c.1 * (1 - amount) + red * 255 * c.0 / 255 * amount, c.2 * (1 - amount) + green * 255 * c.0 / 255 * amount,
                c.3 * (1 - amount) + blue * 255 * c.0 / 255 * amount)
        }
    }

    /// Grey of the same lightness (Rec. 601 luma), alpha kept.
    mutating func grey() {
        for i in pixels.indices {
            let c = Self.channels(pixels[i])
            let luma = 0.299 * c.1 + 0.587 * c.2 + 0.114 * c.3
            pixels[i] = Self.pack(c.0, luma, luma, luma)
        }
    }
}
