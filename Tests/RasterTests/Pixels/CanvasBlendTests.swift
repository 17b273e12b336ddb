import Foundation
import Testing

@testable import Raster

/// Groups composited with a blend mode (``Canvas/popGroup(opacity:blend:)``): the pixel each
/// mode gives for known colours, against the formulas of the blend modes.
@Suite("Canvas blend modes")
struct CanvasBlendTests {
    /// The backdrop and the source of most checks: (204, 153, 102) and (128, 255, 64).
    static let backdrop = SRGBColor(hex: 0xCC9966), source = SRGBColor(hex: 0x80FF40)

    /// The centre pixel of `source` drawn in a group with `blend` over `backdrop` (nil: none).
    static func blended(_ source: SRGBColor, over backdrop: SRGBColor?, _ blend: BlendOperator, opacity: Double = 1) -> UInt32 {
        let bitmap = Canvas.render(size: Size(width: 10, height: 10), scale: 2) { canvas in
            if let backdrop { canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: backdrop) }
            canvas.drawGroup(opacity: opacity, blend: blend) { canvas.fill(Rect(x: 2, y: 2, width: 6, height: 6), with: source) }
        }
        return bitmap[10, 10]
    }

    static func rgb(_ pixel: UInt32) -> String {
        String(pixel, radix: 16, uppercase: true)
    }

    @Test(
        "Separable blend modes of two opaque colours give the formula's bytes",
        arguments: [
            // (mode, expected 0xAARRGGBB)
            (BlendOperator.normal, 0xFF80_FF40 as UInt32),
            (.multiply, 0xFF66_991A),  // s × d: 102.4, 153, 25.6
            (.screen, 0xFFE6_FF8C),  // s + d − s × d: 229.6, 255, 140.4
            (.difference, 0xFF4C_6626),  // |s − d|: 76, 102, 38
            (.exclusion, 0xFF7F_6673),  // s + d − 2sd: 127.2, 102, 114.8
            (.darken, 0xFF80_9940),
            (.lighten, 0xFFCC_FF66),
            (.plusLighter, 0xFFFF_FFA6),  // min(1, s + d): 332, 408, 166
            (.plusDarker, 0xFF4D_9900),  // max(0, s + d − 1): 77, 153, −89
        ])
    func separable(mode: BlendOperator, expected: UInt32) {
        let pixel = Self.blended(Self.source, over: Self.backdrop, mode)
        #expect(pixel == expected, "\(mode): \(Self.rgb(pixel)), expected \(Self.rgb(expected))")
    }

    @Test("Every mode matches the W3C Compositing formula for opaque colours within a byte", arguments: BlendOperator.allCases)
    func formula(mode: BlendOperator) {
        let pairs: [(SRGBColor, SRGBColor)] = [
            (Self.source, Self.backdrop), (Self.backdrop, Self.source), (SRGBColor(hex: 0x2080E0), SRGBColor(hex: 0xF0C030)),
            (.white, SRGBColor(hex: 0x336699)), (.black, SRGBColor(hex: 0x336699)), (SRGBColor(hex: 0x808080), SRGBColor(hex: 0xFF0000)),
        ]
        for (source, backdrop) in pairs {
            let pixel = Self.blended(source, over: backdrop, mode)
            let expected = BlendFormula.opaque(mode, source: source, backdrop: backdrop)
            let drawn = [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
            let wanted = [expected.red, expected.green, expected.blue].map { Int(($0 * 255).rounded()) }
            let alpha = Int(pixel >> 24)
            #expect(
                alpha == expected.alpha && zip(drawn, wanted).allSatisfy { abs($0 - $1) <= 1 },
                "\(mode) of \(source) over \(backdrop): \(Self.rgb(pixel)), expected \(wanted) at alpha \(expected.alpha)")
        }
    }

    @Test("Porter–Duff modes: atop keeps the backdrop's opacity, destination-over keeps the backdrop, destination-out clears it")
    func porterDuff() {
        #expect(Self.blended(Self.source, over: Self.backdrop, .sourceAtop) == Self.source.premultipliedARGB)
        #expect(Self.blended(Self.source, over: nil, .sourceAtop) == 0)
        #expect(Self.blended(Self.source, over: Self.backdrop, .destinationOver) == Self.backdrop.premultipliedARGB)
        #expect(Self.blended(Self.source, over: nil, .destinationOver) == Self.source.premultipliedARGB)
        #expect(Self.blended(Self.source, over: Self.backdrop, .destinationOut) == 0)
        // A half-transparent source leaves half the backdrop.
        let half = Self.blended(Self.source.opacity(0.5), over: Self.backdrop, .destinationOut)
        #expect(abs(Int(half >> 24) - 128) <= 1, "\(Self.rgb(half))")
    }

    @Test(
        "On a transparent backdrop every blend mode but the Porter–Duff ones draws the source as it is", arguments: BlendOperator.allCases)
    func transparentBackdrop(mode: BlendOperator) {
        guard ![.sourceAtop, .destinationOut].contains(mode) else { return }
        let translucent = SRGBColor(hex: 0x3366CC, opacity: 0.6)
        let pixel = Self.blended(translucent, over: nil, mode)
        let expected = translucent.premultipliedARGB
        let channels = [24, 16, 8, 0].map { (Int((pixel >> UInt32($0)) & 0xFF), Int((expected >> UInt32($0)) & 0xFF)) }
        #expect(channels.allSatisfy { abs($0.0 - $0.1) <= 1 }, "\(mode): \(Self.rgb(pixel)), expected \(Self.rgb(expected))")
    }

    @Test("Plus-darker takes the group's opacity and leaves what lies outside the group alone")
    func plusDarkerOpacityAndExtent() {
        let bitmap = Canvas.render(size: Size(width: 10, height: 10), scale: 2) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: Self.backdrop)
            canvas.translate(by: Point(x: 0.25, y: 0))
            canvas.drawGroup(opacity: 0.5, blend: .plusDarker) { canvas.fill(Rect(x: 2, y: 2, width: 6, height: 6), with: .black) }
        }
        // Black at half opacity (the layer scaled by 128/256 first: alpha 127) over the
        // backdrop, as the kernel composites it.
        let pixel = bitmap[10, 10]
        #expect(pixel == PixelKernelTests.plusDarker(0x7F00_0000, over: Self.backdrop.premultipliedARGB), "\(Self.rgb(pixel))")
        #expect(pixel != Self.backdrop.premultipliedARGB)
        #expect(bitmap[2, 2] == Self.backdrop.premultipliedARGB)
        #expect(bitmap[18, 18] == Self.backdrop.premultipliedARGB)
        // The group's left edge at half a pixel (2.25 points, pixel 4.5): between the two.
        let edge = bitmap[4, 10]
        #expect(edge != pixel && edge != Self.backdrop.premultipliedARGB, "\(Self.rgb(edge))")
    }

    @Test(
        "A blended group replays from a display list, in one band or split, to the bytes drawn directly",
        arguments: [
            BlendOperator.multiply, .plusDarker, .hue, .destinationOut,
        ])
    func recorded(mode: BlendOperator) {
        let size = Size(width: 20, height: 20)
        func draw(_ canvas: Canvas) {
            canvas.fill(.ellipse, in: Rect(x: 0, y: 0, width: 20, height: 20), with: Self.backdrop)
            canvas.drawGroup(opacity: 0.8, blend: mode) {
                canvas.fill(.roundedRectangle(cornerRadius: 3), in: Rect(x: 3.3, y: 4.1, width: 12, height: 9.6), with: Self.source)
            }
        }
        let direct = Canvas.render(size: size, scale: 3, background: .white) { draw($0) }
        let recording = Canvas.record(size: size, scale: 3) { draw($0) }
        #expect(recording.render(background: .white, bands: 1).pixels == direct.pixels)
        #expect(recording.render(background: .white).pixels == direct.pixels)
    }
}

/// The blend modes of the W3C Compositing and Blending spec (and Core Graphics' plus modes)
/// for an opaque source over an opaque backdrop, in plain Swift.
enum BlendFormula {
    struct RGB {
        var red, green, blue: Double
        var alpha = 255
    }

    static func opaque(_ mode: BlendOperator, source: SRGBColor, backdrop: SRGBColor) -> RGB {
        let s = [source.red, source.green, source.blue], b = [backdrop.red, backdrop.green, backdrop.blue]
        func separable(_ f: (Double, Double) -> Double) -> RGB {
            RGB(red: f(s[0], b[0]), green: f(s[1], b[1]), blue: f(s[2], b[2]))
        }
        switch mode {
        case .normal, .sourceAtop: return separable { s, _ in s }
        case .destinationOver: return separable { _, b in b }
        case .destinationOut: return RGB(red: 0, green: 0, blue: 0, alpha: 0)
        case .multiply: return separable { $0 * $1 }
        case .screen: return separable { $0 + $1 - $0 * $1 }
        case .overlay: return separable { s, b in hardLight(b, s) }
        case .darken: return separable { min($0, $1) }
        case .lighten: return separable { max($0, $1) }
        case .colorDodge: return separable { s, b in b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s))) }
        case .colorBurn: return separable { s, b in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - b) / s)) }
        case .hardLight: return separable { s, b in hardLight(s, b) }
        case .softLight:
            return separable { s, b in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return separable { abs($0 - $1) }
        case .exclusion: return separable { $0 + $1 - 2 * $0 * $1 }
        case .plusLighter: return separable { min(1, $0 + $1) }
        case .plusDarker: return separable { max(0, 1 - ((1 - $1) + (1 - $0))) }
        case .hue: return rgb(setLum(setSat(s, sat(b)), lum(b)))
        case .saturation: return rgb(setLum(setSat(b, sat(s)), lum(b)))
        case .color: return rgb(setLum(s, lum(b)))
        case .luminosity: return rgb(setLum(b, lum(s)))
        }
    }

    private static func hardLight(_ s: Double, _ b: Double) -> Double {
        s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
    }

    private static func rgb(_ c: [Double]) -> RGB { RGB(red: c[0], green: c[1], blue: c[2]) }
    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let maxValue = c.max()!, minValue = c.min()!
        guard maxValue > minValue else { return [0, 0, 0] }
        return c.map { value in
            if value == maxValue { return s }
            if value == minValue { return 0 }
            return (value - minValue) * s / (maxValue - minValue)
        }
    }
}
