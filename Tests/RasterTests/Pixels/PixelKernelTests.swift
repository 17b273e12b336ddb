import CPixelKernels
import Foundation
import Testing

@testable import Raster

/// The C loops behind shadows, blurs, brightness and saturation, against plain Swift that
/// says what each must compute.
@Suite("Pixel kernels")
struct PixelKernelTests {
    /// A seeded generator, so that a failure replays.
    struct Bytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test("The fixed-point division is exact for every window up to 15 and every sum a pass reaches")
    func divisionByMultiplication() {
        for window in stride(from: 3, through: 15, by: 2) {
            let multiplier = 65536 / window + 1
            for sum in 0..<(255 * window + 1) {
                let n = sum + window / 2
                #expect((n * multiplier) >> 16 == n / window, "window \(window), sum \(sum)")
            }
        }
    }

    @Test("A column pass is the rounded mean of each byte's window, zero outside", arguments: 1...7)
    func columns(radius: Int) {
        var random = Bytes(state: UInt64(radius))
        for height in [1, 2, radius, 2 * radius + 1, 40] where height > 0 {
            let rowBytes = 32
            for saturated in [false, true] {
                let source = (0..<(rowBytes * height)).map { _ in saturated ? 255 : random.next() }
                var output = [UInt8](repeating: 0, count: rowBytes * height)
                var sums = [UInt16](repeating: 0, count: rowBytes)
                let status = napkin_box_blur_columns(
                    source, rowBytes, &output, rowBytes, Int32(rowBytes), Int32(height), Int32(radius), &sums)
                #expect(status == 0)
                let window = 2 * radius + 1
                for y in 0..<height {
                    for x in 0..<rowBytes {
                        let inside = max(0, y - radius)...min(height - 1, y + radius)
                        let sum = inside.reduce(0) { $0 + Int(source[$1 * rowBytes + x]) }
                        #expect(
                            Int(output[y * rowBytes + x]) == (sum + window / 2) / window, "radius \(radius) height \(height) at \(x),\(y)")
                    }
                }
            }
        }
    }

    @Test("A column pass refuses a radius beyond 7, rows not padded to 16 bytes, and no rows")
    func columnsRefuse() {
        var bytes = [UInt8](repeating: 0, count: 64), out = bytes
        var sums = [UInt16](repeating: 0, count: 32)
        #expect(napkin_box_blur_columns(bytes, 32, &out, 32, 32, 2, 8, &sums) == -1)
        #expect(napkin_box_blur_columns(bytes, 32, &out, 32, 24, 2, 1, &sums) == -1)
        #expect(napkin_box_blur_columns(bytes, 24, &out, 32, 32, 2, 1, &sums) == -1)
        #expect(napkin_box_blur_columns(bytes, 32, &out, 32, 32, 0, 1, &sums) == -1)
        bytes[0] = 1
        #expect(out.allSatisfy { $0 == 0 }, "nothing was written")
    }

    @Test("Transposing moves pixel (x, y) to (y, x), for bytes and for ARGB32 pixels", arguments: [1, 4])
    func transpose(pixelBytes: Int) {
        var random = Bytes(state: 7)
        for (width, height) in [(1, 1), (17, 5), (33, 40), (16, 16)] {
            let sourceStride = width * pixelBytes + 3, destinationStride = height * pixelBytes + 5
            let source = (0..<(sourceStride * height)).map { _ in random.next() }
            var destination = [UInt8](repeating: 0, count: destinationStride * width)
            #expect(
                napkin_transpose(source, sourceStride, &destination, destinationStride, Int32(width), Int32(height), Int32(pixelBytes)) == 0
            )
            for y in 0..<height {
                for x in 0..<width {
                    for byte in 0..<pixelBytes {
                        #expect(
                            destination[x * destinationStride + y * pixelBytes + byte] == source[y * sourceStride + x * pixelBytes + byte])
                    }
                }
            }
        }
        var none = [UInt8](repeating: 0, count: 4)
        #expect(napkin_transpose([1, 2, 3, 4], 4, &none, 4, 2, 2, 2) == -1)
    }

    @Test("A shadow's palette is the colour at each coverage, rounded as SRGBColor rounds")
    func shadowPalette() {
        for color in [
            SRGBColor.black.opacity(0.33), SRGBColor(hex: 0x3366CC, opacity: 0.8), .white, SRGBColor(red: 0.1, green: 0.9, blue: 0.5),
        ] {
            var palette = [UInt32](repeating: 0, count: 256)
            napkin_shadow_palette(color.red, color.green, color.blue, color.opacity, &palette)
            for coverage in 0..<256 {
                let expected = SRGBColor(
                    red: color.red, green: color.green, blue: color.blue, opacity: Double(coverage) / 255 * color.opacity)
                #expect(palette[coverage] == expected.premultipliedARGB, "\(color) at \(coverage)")
            }
            let alpha: [UInt8] = [0, 128, 255, 7]
            var painted = [UInt32](repeating: 1, count: 4)
            napkin_colorize(alpha, 2, &painted, 8, 2, 2, palette)
            #expect(painted == alpha.map { palette[Int($0)] })
        }
    }

    @Test("Multiplying scales each premultiplied channel by its factor out of 256; 256 keeps it, 0 clears it")
    func multiply() {
        var bytes = Bytes(state: 256)
        let width = 7, height = 5
        let original = (0..<width * height).map { _ in
            UInt32(bytes.next()) << 24 | UInt32(bytes.next()) << 16 | UInt32(bytes.next()) << 8 | UInt32(bytes.next())
        }
        for factors in [(256, 256, 256, 256), (0, 0, 0, 256), (128, 64, 255, 200), (0, 0, 0, 0)] as [(UInt32, UInt32, UInt32, UInt32)] {
            var pixels = original
            pixels.withUnsafeMutableBufferPointer {
                napkin_multiply($0.baseAddress!, width * 4, Int32(width), Int32(height), factors.0, factors.1, factors.2, factors.3)
            }
            for (pixel, value) in zip(pixels, original) {
                // (Swift's shifts bind tighter than its products.)
                let alpha = ((value >> 24) * factors.3) >> 8, red = (((value >> 16) & 0xFF) * factors.0) >> 8
                let green = (((value >> 8) & 0xFF) * factors.1) >> 8, blue = ((value & 0xFF) * factors.2) >> 8
                let expected = alpha << 24 | red << 16 | green << 8 | blue
                #expect(pixel == expected)
            }
            if factors == (256, 256, 256, 256) { #expect(pixels == original) }
        }
    }

    @Test("A comparison's scans find the first difference and the end of a run of one pair, at every offset and length")
    func comparisonScans() {
        var bytes = Bytes(state: 2_000)
        for trial in 0..<400 {
            let count = Int(bytes.next()) % 40
            // Few colours, so that equal words and long runs of one pair are common.
            let a = (0..<count).map { _ in UInt32(bytes.next() % 3) }
            var b = a
            for i in 0..<count where bytes.next() % 4 == 0 { b[i] = UInt32(bytes.next() % 3) }
            let start = count == 0 ? 0 : Int(bytes.next()) % count
            let difference = (start..<count).first { a[$0] != b[$0] } ?? count
            #expect(napkin_first_difference(a, b, start, count) == difference, "trial \(trial)")
            guard start < count else { continue }
            let runEnd = (start + 1..<count).first { a[$0] != a[start] || b[$0] != b[start] } ?? count
            #expect(napkin_pair_run_end(a, b, start, count) == runEnd, "trial \(trial)")
        }
    }

    @Test("Brightness and saturation change each pixel as SRGBColor's arithmetic says")
    func colourAdjustments() {
        var random = Bytes(state: 42)
        // Premultiplied pixels: each colour channel at most the alpha; transparent ones too.
        let pixels: [UInt32] = (0..<20_000).map { _ in
            let alpha = random.next()
            func channel() -> UInt32 { alpha == 0 ? 0 : UInt32(random.next()) % (UInt32(alpha) + 1) }
            return UInt32(alpha) << 24 | channel() << 16 | channel() << 8 | channel()
        }
        for amount in [-1, -0.3, 0, 0.25, 1] {
            var adjusted = pixels
            napkin_brightness(&adjusted, 4 * 100, 100, 200, amount)
            for (index, pixel) in pixels.enumerated() {
                #expect(adjusted[index] == Self.brightened(pixel, by: amount), "brightness \(amount) of \(pixel)")
            }
        }
        for amount in [0, 0.5, 1, 1.5] {
            var adjusted = pixels
            napkin_saturation(&adjusted, 4 * 100, 100, 200, amount)
            for (index, pixel) in pixels.enumerated() {
                #expect(adjusted[index] == Self.saturated(pixel, by: amount), "saturation \(amount) of \(pixel)")
            }
        }
    }

    /// Random premultiplied pixels (each colour channel at most the alpha), transparent ones too.
    static func randomPixels(count: Int, seed: UInt64) -> [UInt32] {
        var random = Bytes(state: seed)
        return (0..<count).map { _ in
            let alpha = random.next()
            func channel() -> UInt32 { alpha == 0 ? 0 : UInt32(random.next()) % (UInt32(alpha) + 1) }
            return UInt32(alpha) << 24 | channel() << 16 | channel() << 8 | channel()
        }
    }

    @Test("Hue rotation, contrast and inversion change each pixel as SRGBColor's arithmetic says")
    func moreColourAdjustments() {
        let pixels = Self.randomPixels(count: 20_000, seed: 7)
        for degrees in [-90.0, 0, 30, 90, 180, 270, 360, 725] {
            var adjusted = pixels
            napkin_hue_rotation(&adjusted, 4 * 100, 100, 200, degrees * .pi / 180)
            let wrong = pixels.indices.filter { adjusted[$0] != Self.hueRotated(pixels[$0], by: degrees * .pi / 180) }
            #expect(wrong.isEmpty, "hue rotation \(degrees)°: \(wrong.count) pixels differ, first \(wrong.first.map { pixels[$0] } ?? 0)")
        }
        for amount in [-1.0, 0, 0.5, 1, 2.5] {
            var adjusted = pixels
            napkin_contrast(&adjusted, 4 * 100, 100, 200, amount)
            let wrong = pixels.indices.filter { adjusted[$0] != Self.contrasted(pixels[$0], by: amount) }
            #expect(wrong.isEmpty, "contrast \(amount): \(wrong.count) pixels differ")
        }
        var inverted = pixels
        napkin_color_invert(&inverted, 4 * 100, 100, 200)
        let wrong = pixels.indices.filter { inverted[$0] != Self.inverted(pixels[$0]) }
        #expect(wrong.isEmpty, "inversion: \(wrong.count) pixels differ")
        // Twice is the identity on premultiplied pixels.
        napkin_color_invert(&inverted, 4 * 100, 100, 200)
        #expect(inverted == pixels)
    }

    @Test("The neutral hue rotation (0 and whole turns) and contrast (1) change no pixel")
    func neutralAdjustments() {
        let pixels = Self.randomPixels(count: 20_000, seed: 99)
        for radians in [0, 2 * Double.pi, -2 * Double.pi] {
            var adjusted = pixels
            napkin_hue_rotation(&adjusted, 4 * 100, 100, 200, radians)
            #expect(adjusted == pixels, "hue rotation by \(radians)")
        }
        var adjusted = pixels
        napkin_contrast(&adjusted, 4 * 100, 100, 200, 1)
        #expect(adjusted == pixels)
    }

    @Test("Known colours: inverted red is cyan, contrast 0 is mid grey, red turned 180° is SVG's dark cyan")
    func knownColours() {
        func adjusted(_ pixel: UInt32, _ kernel: (UnsafeMutablePointer<UInt32>) -> Void) -> UInt32 {
            var pixel = pixel
            kernel(&pixel)
            return pixel
        }
        #expect(adjusted(0xFFFF_0000) { napkin_color_invert($0, 4, 1, 1) } == 0xFF00_FFFF)
        #expect(adjusted(0xFFFF_FFFF) { napkin_color_invert($0, 4, 1, 1) } == 0xFF00_0000)
        // Half-transparent red (premultiplied 0x80 red) inverts to half-transparent cyan.
        #expect(adjusted(0x8080_0000) { napkin_color_invert($0, 4, 1, 1) } == 0x8000_8080)
        // 127.5 rounds half away from zero.
        #expect(adjusted(0xFF12_3456) { napkin_contrast($0, 4, 1, 1, 0) } == 0xFF80_8080)
        #expect(adjusted(0xFFFF_0000) { napkin_contrast($0, 4, 1, 1, 0.5) } == 0xFFBF_4040)
        // SVG's matrix at 180°: red row 0.213 − 0.787 (clamped to 0), green and blue rows
        // 0.213 + 0.213 = 0.426, 108.6 of 255.
        #expect(adjusted(0xFFFF_0000) { napkin_hue_rotation($0, 4, 1, 1, .pi) } == 0xFF00_6D6D)
        // Greys stay grey at any angle.
        #expect(adjusted(0xFF80_8080) { napkin_hue_rotation($0, 4, 1, 1, 1.234) } == 0xFF80_8080)
        #expect(adjusted(0) { napkin_hue_rotation($0, 4, 1, 1, 1) } == 0)
    }

    @Test("Plus-darker is max(0, 1 − ((1 − D) + (1 − S))) on opaque pixels and keeps whichever pixel is alone")
    func plusDarker() {
        let sources = Self.randomPixels(count: 20_000, seed: 5), backdrops = Self.randomPixels(count: 20_000, seed: 6)
        var blended = backdrops
        napkin_plus_darker(sources, 4 * 100, &blended, 4 * 100, 100, 200)
        let wrong = sources.indices.filter { blended[$0] != Self.plusDarker(sources[$0], over: backdrops[$0]) }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ")
        func darker(_ source: UInt32, _ backdrop: UInt32) -> UInt32 {
            var pixel = backdrop
            napkin_plus_darker([source], 4, &pixel, 4, 1, 1)
            return pixel
        }
        // (204, 153, 102) and (128, 255, 64): 204 + 128 − 255, 153 + 255 − 255, 0.
        #expect(darker(0xFF80_FF40, 0xFFCC_9966) == 0xFF4D_9900)
        #expect(darker(0xFFFF_FFFF, 0xFFCC_9966) == 0xFFCC_9966)
        #expect(darker(0xFF00_0000, 0xFFCC_9966) == 0xFF00_0000)
        #expect(darker(0, 0x80CC_9966) == 0x80CC_9966)
        #expect(darker(0x8040_2010, 0) == 0x8040_2010)
    }

    /// Plus-darker of premultiplied pixels, as napkin_plus_darker documents it.
    static func plusDarker(_ source: UInt32, over backdrop: UInt32) -> UInt32 {
        let sa = Int(source >> 24), da = Int(backdrop >> 24)
        guard sa > 0 else { return backdrop }
        let alpha = sa + da - Int((Double(sa * da) / 255).rounded())
        var result = UInt32(alpha) << 24
        for shift in [0, 8, 16] {
            let sc = Int((source >> UInt32(shift)) & 0xFF), dc = Int((backdrop >> UInt32(shift)) & 0xFF)
            result |= UInt32(max(0, alpha - max(sa - sc, 0) - max(da - dc, 0))) << UInt32(shift)
        }
        return result
    }

    /// SwiftUI's `hueRotation(_:)` on one pixel: SVG's hue-rotate matrix through SRGBColor.
    static func hueRotated(_ pixel: UInt32, by radians: Double) -> UInt32 {
        guard pixel >> 24 != 0 else { return pixel }
        let c = SRGBColor(premultipliedARGB: pixel)
        let cosine = cos(radians), sine = sin(radians)
        let m: [Double] = [
            0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715, 0.072 - cosine * 0.072 + sine * 0.928,
            0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140, 0.072 - cosine * 0.072 - sine * 0.283,
            0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715, 0.072 + cosine * 0.928 + sine * 0.072,
        ]
        return SRGBColor(
            red: m[0] * c.red + m[1] * c.green + m[2] * c.blue, green: m[3] * c.red + m[4] * c.green + m[5] * c.blue,
            blue: m[6] * c.red + m[7] * c.green + m[8] * c.blue, opacity: c.opacity
        ).premultipliedARGB
    }

    /// SwiftUI's `contrast(_:)` on one pixel, through SRGBColor.
    static func contrasted(_ pixel: UInt32, by amount: Double) -> UInt32 {
        guard pixel >> 24 != 0 else { return pixel }
        let c = SRGBColor(premultipliedARGB: pixel)
        func channel(_ x: Double) -> Double { (x - 0.5) * amount + 0.5 }
        return SRGBColor(red: channel(c.red), green: channel(c.green), blue: channel(c.blue), opacity: c.opacity).premultipliedARGB
    }

    /// SwiftUI's `colorInvert()` on one pixel, through SRGBColor: 1 − each channel.
    static func inverted(_ pixel: UInt32) -> UInt32 {
        guard pixel >> 24 != 0 else { return pixel }
        let c = SRGBColor(premultipliedARGB: pixel)
        return SRGBColor(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, opacity: c.opacity).premultipliedARGB
    }

    /// SwiftUI's `brightness(_:)` on one pixel, through SRGBColor.
    static func brightened(_ pixel: UInt32, by amount: Double) -> UInt32 {
        guard pixel >> 24 != 0 else { return pixel }
        let c = SRGBColor(premultipliedARGB: pixel)
        return SRGBColor(red: c.red + amount, green: c.green + amount, blue: c.blue + amount, opacity: c.opacity).premultipliedARGB
    }

    /// SwiftUI's `saturation(_:)` on one pixel, through SRGBColor (Rec. 709 luma).
    static func saturated(_ pixel: UInt32, by amount: Double) -> UInt32 {
        guard pixel >> 24 != 0 else { return pixel }
        let c = SRGBColor(premultipliedARGB: pixel)
        let luma = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return SRGBColor(
            red: luma + (c.red - luma) * amount, green: luma + (c.green - luma) * amount, blue: luma + (c.blue - luma) * amount,
            opacity: c.opacity
        ).premultipliedARGB
    }
}
