import Foundation

/// A rectangle of whole pixels in Core Image's coordinates (origin at the lower left, y up).
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var area: Int { isEmpty ? 0 : width * height }

    /// The whole pixels `rect` touches, or `nil` when it is empty, null, infinite or not finite.
    init?(covering rect: CGRect) {
        let standard = rect.standardized
        guard !standard.isNull, !standard.isInfinite, standard.width > 0, standard.height > 0,
            standard.minX.isFinite, standard.minY.isFinite, standard.maxX.isFinite, standard.maxY.isFinite,
            abs(standard.minX) < 1e9, abs(standard.minY) < 1e9, abs(standard.maxX) < 1e9, abs(standard.maxY) < 1e9
        else { return nil }
        let minX = Int(standard.minX.rounded(.down)), minY = Int(standard.minY.rounded(.down))
        self.init(x: minX, y: minY, width: Int(standard.maxX.rounded(.up)) - minX, height: Int(standard.maxY.rounded(.up)) - minY)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle grown by `amount` pixels on every side.
    func outset(by amount: Int) -> PixelRect {
        PixelRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The pixels in both rectangles (possibly empty).
    func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        return PixelRect(x: minX, y: minY, width: min(maxX, other.maxX) - minX, height: min(maxY, other.maxY) - minY)
    }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// One pixel in the working space: premultiplied red, green, blue and alpha, unclamped.
struct Pixel: Sendable, Equatable {
    var r: Float, g: Float, b: Float, a: Float

    static let clear = Pixel(r: 0, g: 0, b: 0, a: 0)

    /// The colour components divided by alpha (zero where alpha is zero).
    var unpremultiplied: (r: Float, g: Float, b: Float) {
        a > 0 ? (r / a, g / a, b / a) : (0, 0, 0)
    }

    /// Unpremultiplied components `r, g, b` at alpha `a`, premultiplied.
    init(unpremultiplied r: Float, _ g: Float, _ b: Float, alpha a: Float) {
        self.init(r: r * a, g: g * a, b: b * a, a: a)
    }

    init(r: Float, g: Float, b: Float, a: Float) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    static func + (lhs: Pixel, rhs: Pixel) -> Pixel { Pixel(r: lhs.r + rhs.r, g: lhs.g + rhs.g, b: lhs.b + rhs.b, a: lhs.a + rhs.a) }
    static func * (lhs: Pixel, weight: Float) -> Pixel { Pixel(r: lhs.r * weight, g: lhs.g * weight, b: lhs.b * weight, a: lhs.a * weight) }
}

/// Pixels of one rectangle, rows from the bottom up, as Core Image's coordinates run.
struct PixelPlane: Sendable {
    let rect: PixelRect
    var pixels: [Pixel]

    init(rect: PixelRect, fill: Pixel = .clear) {
        self.rect = rect
        pixels = Array(repeating: fill, count: rect.area)
    }

    /// The pixel at `(x, y)` in Core Image's coordinates; transparent outside the plane.
    subscript(x: Int, y: Int) -> Pixel {
        get {
            guard x >= rect.x, y >= rect.y, x < rect.maxX, y < rect.maxY else { return .clear }
            return pixels[(y - rect.y) * rect.width + (x - rect.x)]
        }
        set {
            guard x >= rect.x, y >= rect.y, x < rect.maxX, y < rect.maxY else { return }
            pixels[(y - rect.y) * rect.width + (x - rect.x)] = newValue
        }
    }

    /// The pixel nearest to `(x, y)` inside the plane (Core Image's clamp-to-extent sampling).
    func clamped(x: Int, y: Int) -> Pixel {
        guard !rect.isEmpty else { return .clear }
        return self[min(max(x, rect.x), rect.maxX - 1), min(max(y, rect.y), rect.maxY - 1)]
    }

    /// The colour at `point` (in pixel units), interpolated linearly between the four nearest pixel
    /// centres, as Core Image's default sampler reads: pixel `(i, j)` has its centre at `(i + ½, j + ½)`.
    func sampleLinear(at point: CGPoint) -> Pixel {
        let fx = Float(point.x) - 0.5, fy = Float(point.y) - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Float(x0), ty = fy - Float(y0)
        let bottom = self[x0, y0] * (1 - tx) + self[x0 + 1, y0] * tx
        let top = self[x0, y0 + 1] * (1 - tx) + self[x0 + 1, y0 + 1] * tx
        return bottom * (1 - ty) + top * ty
    }

    /// Each pixel changed by `transform`.
    func mapped(_ transform: (Pixel) -> Pixel) -> PixelPlane {
        var result = self
        for index in result.pixels.indices { result.pixels[index] = transform(result.pixels[index]) }
        return result
    }

    /// The part of the plane inside `region` (transparent where the plane has no pixels).
    func extracted(_ region: PixelRect) -> PixelPlane {
        var result = PixelPlane(rect: region)
        let overlap = rect.intersection(region)
        guard !overlap.isEmpty else { return result }
        for y in overlap.y..<overlap.maxY {
            for x in overlap.x..<overlap.maxX { result[x, y] = self[x, y] }
        }
        return result
    }
}

/// How colours are read and written: Core Image works in linear light (its default working space,
/// extended linear sRGB) and converts sRGB pixels in and out; a context made with
/// `.workingColorSpace: NSNull()` works on the sRGB values as they are.
struct WorkingSpace: Sendable, Hashable {
    /// Whether filters see linear light (true by default, as Core Image's).
    var isLinear: Bool

    static let linearSRGB = WorkingSpace(isLinear: true)

    /// An sRGB-encoded component in the working space.
    func fromSRGB(_ value: Float) -> Float {
        guard isLinear else { return value }
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : powf((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// A working-space component encoded as sRGB.
    func toSRGB(_ value: Float) -> Float {
        guard isLinear else { return value }
        let magnitude = abs(value)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * powf(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// An sRGB colour (unpremultiplied components) as a premultiplied working-space pixel.
    func pixel(red: Float, green: Float, blue: Float, alpha: Float) -> Pixel {
        Pixel(unpremultiplied: fromSRGB(red), fromSRGB(green), fromSRGB(blue), alpha: alpha)
    }

    /// A premultiplied `0xAARRGGBB` sRGB pixel (NapkinUI's) in the working space.
    func pixel(premultipliedARGB value: UInt32) -> Pixel {
        let alpha = Float((value >> 24) & 0xFF) / 255
        guard alpha > 0 else { return .clear }
        func component(_ shift: UInt32) -> Float { min(1, Float((value >> shift) & 0xFF) / 255 / alpha) }
        return pixel(red: component(16), green: component(8), blue: component(0), alpha: alpha)
    }

    /// A working-space pixel as premultiplied `0xAARRGGBB` sRGB, clamped to 0…1 and rounded.
    func premultipliedARGB(_ pixel: Pixel) -> UInt32 {
        let alpha = min(max(pixel.a, 0), 1)
        guard alpha > 0 else { return 0 }
        let colour = pixel.unpremultiplied
        func byte(_ value: Float) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        let alphaByte = byte(alpha)
        func channel(_ value: Float) -> UInt32 { byte(min(max(toSRGB(value), 0), 1) * alpha) }
        return alphaByte << 24 | channel(colour.r) << 16 | channel(colour.g) << 8 | channel(colour.b)
    }
}

/// What a `CIImage` is: a recipe that renders any rectangle of its pixels on request, as Core Image's
/// images are recipes evaluated when a context renders them.
struct ImageRecipe: Sendable {
    /// The pixels of a rectangle in the given working space.
    let render: @Sendable (PixelRect, WorkingSpace) -> PixelPlane
}
