import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// The pixel at (`x`, `y`) as `0xAARRGGBB` (premultiplied).
private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> UInt32 {
    image.cgImage?.bitmap[x, y] ?? 0
}

/// The red, green and blue (0…255) of the opaque pixel at (`x`, `y`).
private func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
    let value = pixel(image, x, y)
    return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
}

/// A `width` × `height` PNG whose pixel colour is `color(x, y)`.
private func pngImage(width: Int, height: Int, scale: CGFloat = 1, _ color: (Int, Int) -> SRGBColor) throws -> UIImage {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width { bitmap[x, y] = color(x, y).premultipliedARGB }
    }
    return try #require(UIImage(data: try bitmap.pngData(), scale: scale))
}

private let red: UInt32 = 0xFFFF_0000
private let blue: UInt32 = 0xFF00_00FF

@Suite("UIGraphicsImageRenderer, CGContext and UIKit's drawing calls")
struct GraphicsRendererTests {
    @Test("UIRectFill replaces what is under it (a translucent fill stays translucent); UIRectFrame draws a one-point frame inside")
    func rectFillAndFrame() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.red.withAlphaComponent(0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.red.setFill()
            UIRectFrame(CGRect(x: 10, y: 10, width: 10, height: 10))
            UIColor.red.withAlphaComponent(0.5).setFill()
            UIRectFillUsingBlendMode(CGRect(x: 10, y: 0, width: 10, height: 10), .normal)
        }
        #expect(pixel(image, 5, 5) == 0x8080_0000, "half-transparent red, not red over blue")
        #expect(pixel(image, 10, 10) == red && pixel(image, 19, 15) == red && pixel(image, 15, 19) == red)
        #expect(pixel(image, 15, 15) == blue, "the frame is one point wide")
        #expect(rgb(image, 15, 5) == (128, 0, 127), "the blend mode composites red over blue")
        #expect(pixel(image, 5, 15) == blue)
    }

    @Test("setShadow casts a blurred shadow under each fill, moved down by a positive height; a nil colour ends it")
    func shadows() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(gray: 1, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            cg.saveGState()
            cg.setShadow(offset: CGSize(width: 0, height: 10), blur: 2, color: UIColor.black.cgColor)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
            cg.restoreGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fill(CGRect(x: 40, y: 10, width: 10, height: 10))
            cg.setShadow(offset: CGSize(width: 0, height: 10), blur: 2, color: nil)
            cg.fill(CGRect(x: 40, y: 40, width: 10, height: 10))
        }
        #expect(rgb(image, 20, 20) == (255, 0, 0))
        // The shadow is the square moved 10 points down: black below the red square, white above it.
        let below = rgb(image, 20, 36)
        #expect(below.0 < 30 && below.1 < 30 && below.2 < 30)
        #expect(rgb(image, 20, 5) == (255, 255, 255))
        // Restored state: no shadow under the blue square; a nil colour turns shadows off.
        #expect(rgb(image, 45, 25) == (255, 255, 255))
        #expect(rgb(image, 45, 55) == (255, 255, 255))
    }

    @Test("A renderer's image is size points at the format's scale: 3 by default, size × scale pixels")
    func imageSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).image { _ in }
        #expect(image.size == CGSize(width: 10, height: 20) && image.scale == 3)
        #expect(image.cgImage?.width == 30 && image.cgImage?.height == 60)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format)
        format.scale = 2  // the renderer keeps its own copy, as UIKit's does
        let pixels = renderer.image { _ in }
        #expect(renderer.format.scale == 1 && pixels.scale == 1 && pixels.cgImage?.width == 10 && pixels.cgImage?.height == 20)
        #expect(UIGraphicsImageRendererFormat.default().scale == 3 && !UIGraphicsImageRendererFormat.preferred().opaque)
    }

    @Test("A filled rectangle and a stroked path land on the pixels their points name, scaled by the format")
    func fillAndStroke() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
            cg.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            cg.setLineWidth(2)
            cg.move(to: CGPoint(x: 0, y: 15))
            cg.addLine(to: CGPoint(x: 20, y: 15))
            #expect(!cg.isPathEmpty)
            cg.strokePath()
            #expect(cg.isPathEmpty)
        }
        #expect(pixel(image, 4, 4) == red && pixel(image, 15, 15) == red)
        #expect(pixel(image, 3, 3) == 0 && pixel(image, 16, 16) == 0)
        // The 2-point line from y 14 to 16 covers pixel rows 28 to 31.
        #expect(pixel(image, 20, 28) == blue && pixel(image, 20, 31) == blue)
        #expect(pixel(image, 20, 27) == 0 && pixel(image, 20, 32) == 0)
    }

    @Test("Transforms move what follows; the path keeps where it was added; ctm is Core Graphics' flipped one")
    func transforms() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var ctm = CGAffineTransform.identity
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.translateBy(x: 10, y: 0)
            cg.scaleBy(x: 2, y: 2)
            ctm = cg.ctm
            cg.setFillColor(gray: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))  // pixels 10..<14, 0..<4
            cg.addRect(CGRect(x: 0, y: 5, width: 2, height: 2))  // points 10..<14, 10..<14
            cg.restoreGState()
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fillPath()
            cg.rotate(by: .pi / 2)  // (x, y) → (-y, x): a rectangle at y -20…-16 is at x 16…20
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fill(CGRect(x: 0, y: -20, width: 4, height: 4))
        }
        #expect(ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 10, ty: 20))
        #expect(pixel(image, 11, 1) == 0xFF00_0000 && pixel(image, 9, 1) == 0 && pixel(image, 14, 1) == 0)
        #expect(pixel(image, 12, 12) == red && pixel(image, 12, 9) == 0 && pixel(image, 1, 11) == 0)
        #expect(pixel(image, 18, 2) == blue && pixel(image, 15, 2) == 0)
    }

    @Test("An arc added before a scale is drawn where it was added, through the curves that trace it")
    func arcThroughTransform() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let size = CGSize(width: 40, height: 40)
        let plain = UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.addArc(center: CGPoint(x: 20, y: 20), radius: 12, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            context.cgContext.fillPath()
        }
        let scaled = UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.addArc(center: CGPoint(x: 20, y: 20), radius: 12, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            context.cgContext.scaleBy(x: 3, y: 0.5)
            context.cgContext.fillPath()
        }
        var differing = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let a = Int(pixel(plain, x, y) >> 24), b = Int(pixel(scaled, x, y) >> 24)
                if abs(a - b) > 8 { differing += 1 }
            }
        }
        #expect(pixel(plain, 20, 20) == 0xFF00_0000 && pixel(plain, 20, 5) == 0)
        #expect(differing == 0)
    }

    @Test("Screen 242's resize: a large image drawn with .high into a scale-1 renderer has the target pixels, averaged")
    func downscale() throws {
        // A 1-pixel black and white checkerboard, 120 × 80.
        let photo = try pngImage(width: 120, height: 80) { x, y in (x + y) % 2 == 0 ? .black : .white }
        func resized(_ quality: CGInterpolationQuality) -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = false
            let target = CGSize(width: 30, height: 20)
            return UIGraphicsImageRenderer(size: target, format: format).image { context in
                context.cgContext.interpolationQuality = quality
                photo.draw(in: CGRect(origin: .zero, size: target))
            }
        }
        let high = resized(.high)
        #expect(high.size == CGSize(width: 30, height: 20) && high.cgImage?.width == 30 && high.cgImage?.height == 20)
        for (x, y) in [(0, 0), (15, 10), (29, 19), (7, 13)] {
            let (r, g, b) = rgb(high, x, y)
            #expect(pixel(high, x, y) >> 24 == 0xFF)
            #expect(abs(r - 128) <= 3 && r == g && g == b, "pixel (\(x), \(y)) is \(r), \(g), \(b)")
        }
        let nearest = resized(.none)
        let (r, _, _) = rgb(nearest, 15, 10)
        #expect(r == 0 || r == 255)
    }

    @Test("UIImage.draw(in:) draws upright; CGContext.draw(_:in:) draws a CGImage upside down, as in a UIKit context")
    func orientation() throws {
        let photo = try pngImage(width: 2, height: 2) { _, y in
            y == 0 ? SRGBColor(red: 1, green: 0, blue: 0) : SRGBColor(red: 0, green: 0, blue: 1)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format)
        let upright = renderer.image { _ in photo.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        #expect(pixel(upright, 4, 1) == red && pixel(upright, 4, 6) == blue)
        let cgImage = try #require(photo.cgImage)
        let flipped = renderer.image { context in
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(pixel(flipped, 4, 1) == blue && pixel(flipped, 4, 6) == red)
        let atPoint = renderer.image { _ in photo.draw(at: CGPoint(x: 3, y: 3)) }
        #expect(pixel(atPoint, 3, 3) == red && pixel(atPoint, 4, 4) == blue && pixel(atPoint, 2, 2) == 0 && pixel(atPoint, 5, 5) == 0)
    }

    @Test("Alpha, blend modes and clear composite as Core Graphics does")
    func compositing() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            let cg = context.cgContext
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.setAlpha(0.5)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.setAlpha(1)
            UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 5), blendMode: .multiply)
            cg.clear(CGRect(x: 0, y: 5, width: 5, height: 5))
        }
        let (r, g, b) = rgb(image, 2, 2)
        #expect(r == 255 && abs(g - 128) <= 1 && abs(b - 128) <= 1)
        let (mr, mg, mb) = rgb(image, 7, 2)
        #expect(abs(mr - 128) <= 1 && mr == mg && mg == mb)
        #expect(pixel(image, 2, 7) == 0 && pixel(image, 7, 7) == 0xFFFF_FFFF)
    }

    @Test("Each Core Graphics blend mode draws with SwiftUI's mode of the same name, and no two share an operator")
    func blendModesMatchSwiftUIByName() {
        #expect(CGBlendMode.allCases.count == BlendMode.all.count)
        for mode in CGBlendMode.allCases {
            #expect("\(mode)" == "\(mode.blendMode)", "CGBlendMode.\(mode) maps to BlendMode.\(mode.blendMode)")
        }
        #expect(Set(CGBlendMode.allCases.map(\.rasterOperator)).count == CGBlendMode.allCases.count)
    }

    @Test("An opaque format starts black; png data decodes to the same image; the same actions give the same pixels")
    func opaqueAndDeterministic() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format)
        func draw(_ context: UIGraphicsImageRendererContext) {
            UIColor.systemBlue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 10, height: 10)).fill()
        }
        let image = renderer.image(actions: draw)
        #expect(pixel(image, 0, 0) == 0xFF00_0000)
        let data = renderer.pngData(actions: draw)
        #expect(try #require(UIImage(data: data)).cgImage?.bitmap == image.cgImage?.bitmap)
        #expect(renderer.pngData(actions: draw) == data)
    }

    @Test("jpegData(withCompressionQuality:actions:) is the drawn image's JPEG: it decodes to the picture drawn, and quality trades size")
    func rendererJPEGData() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32), format: format)
        func draw(_ context: UIGraphicsImageRendererContext) {
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 32))
        }
        let best = renderer.jpegData(withCompressionQuality: 1, actions: draw)
        #expect(best.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(best == renderer.image(actions: draw).jpegData(compressionQuality: 1))
        let decoded = try #require(UIImage(data: best))
        let (r, g, b) = rgb(decoded, 4, 16)
        #expect(r > 240 && g < 16 && b < 16, "left half decodes red, got \(r), \(g), \(b)")
        let (wr, wg, wb) = rgb(decoded, 28, 16)
        #expect(wr > 240 && wg > 240 && wb > 240, "right half decodes white")
        #expect(renderer.jpegData(withCompressionQuality: 0.1, actions: draw).count < best.count)
    }

    @Test("UIBezierPath fills and strokes into the current context with its own line style and fill rule")
    func bezierPaths() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { _ in
            let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
            ring.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
            ring.usesEvenOddFillRule = true
            UIColor.red.set()
            ring.fill()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 22, y: 0))
            line.addLine(to: CGPoint(x: 22, y: 30))
            line.lineWidth = 4
            UIColor.blue.setStroke()
            line.stroke()
        }
        #expect(pixel(image, 2, 2) == red && pixel(image, 10, 10) == 0)
        #expect(pixel(image, 21, 25) == blue && pixel(image, 23, 25) == blue && pixel(image, 25, 25) == 0)
    }

    @Test("UIGraphicsBeginImageContextWithOptions, GetImageFromCurrentImageContext and EndImageContext, UIKit's older API")
    func beginGetEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 2 && image.cgImage?.width == 8)
        #expect(pixel(image, 3, 5) == red && pixel(image, 4, 5) == 0)

        UIGraphicsBeginImageContext(CGSize(width: 5, height: 5))
        let plain = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(plain.scale == 1 && plain.cgImage?.width == 5)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let opaque = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(opaque.scale == 3 && pixel(opaque, 5, 5) == 0xFF00_0000)
    }

    @Test("Contexts nest: a renderer's is current in its closure, pushes and pops stack, and the one before comes back")
    func nesting() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        _ = renderer.image { outer in
            #expect(UIGraphicsGetCurrentContext() === outer.cgContext)
            _ = renderer.image { inner in
                #expect(UIGraphicsGetCurrentContext() === inner.cgContext && inner.cgContext !== outer.cgContext)
                UIGraphicsPushContext(outer.cgContext)
                #expect(UIGraphicsGetCurrentContext() === outer.cgContext)
                UIGraphicsPopContext()
                #expect(UIGraphicsGetCurrentContext() === inner.cgContext)
            }
            #expect(UIGraphicsGetCurrentContext() === outer.cgContext)
            UIGraphicsEndImageContext()  // not an image context: nothing ends
            #expect(UIGraphicsGetCurrentContext() === outer.cgContext)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()  // nothing to pop: nothing happens
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("Drawing with no current context draws nothing and does not crash, as UIKit's calls (which log 'invalid context')")
    func noContext() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let photo = try pngImage(width: 2, height: 2) { _, _ in .black }
        photo.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.red.set()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).stroke()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        // A context drawn into afterwards starts from its own defaults (black fill), untouched.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(pixel(image, 1, 1) == 0xFF00_0000)
    }

    @Test("preparingThumbnail(of:) gives an image of that many pixels at scale 1; nil for a symbol")
    func thumbnails() throws {
        let photo = try pngImage(width: 60, height: 40, scale: 2) { x, _ in x < 30 ? SRGBColor(red: 1, green: 0, blue: 0) : .white }
        let thumbnail = try #require(photo.preparingThumbnail(of: CGSize(width: 6, height: 4)))
        #expect(thumbnail.scale == 1 && thumbnail.size == CGSize(width: 6, height: 4))
        #expect(pixel(thumbnail, 0, 0) == red && pixel(thumbnail, 5, 3) == 0xFFFF_FFFF)
        #expect(UIImage(systemName: "star.fill")?.preparingThumbnail(of: CGSize(width: 4, height: 4)) == nil)
    }

    @Test("A symbol image draws its glyph in black, its ink filling the rectangle")
    func symbolDrawing() throws {
        let star = try #require(UIImage(systemName: "circle.fill"))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            star.draw(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(pixel(image, 20, 20) == 0xFF00_0000)
        #expect(pixel(image, 5, 20) == 0 && pixel(image, 35, 20) == 0 && pixel(image, 20, 5) == 0)
    }
}

/// An avatar composed with UIKit's drawing calls, as apps make one before showing or uploading
/// it: a photo clipped to a circle, a silhouette, a white ring and an online dot.
private func composedAvatar() throws -> UIImage {
    let photo = try pngImage(width: 48, height: 48) { x, y in
        let t = Double(x + y) / 94
        return SRGBColor(red: 0.20 + 0.45 * t, green: 0.62 - 0.30 * t, blue: 0.92)
    }
    let side: CGFloat = 64
    let bounds = CGRect(x: 0, y: 0, width: side, height: side)
    return UIGraphicsImageRenderer(size: bounds.size).image { context in
        let cg = context.cgContext
        cg.saveGState()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).addClip()
        cg.interpolationQuality = .high
        photo.draw(in: bounds)
        cg.setFillColor(UIColor.white.withAlphaComponent(0.85).cgColor)
        cg.fillEllipse(in: CGRect(x: 22, y: 12, width: 20, height: 22))
        cg.fillEllipse(in: CGRect(x: 12, y: 38, width: 40, height: 34))
        cg.restoreGState()
        UIColor.white.setStroke()
        let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 3.5, dy: 3.5))
        ring.lineWidth = 3
        ring.stroke()
        UIColor.white.setFill()
        cg.fillEllipse(in: CGRect(x: 44, y: 44, width: 18, height: 18))
        cg.setFillColor(UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1).cgColor)
        cg.fillEllipse(in: CGRect(x: 47, y: 47, width: 12, height: 12))
    }
}

/// A contact row showing a composed avatar with `Image(uiImage:)`.
private struct AvatarRow: View {
    let avatar: UIImage
    var body: some View {
        HStack(spacing: 12) {
            Image(uiImage: avatar)
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Online").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(16)
    }
}

@MainActor
@Suite("Images composed with UIGraphicsImageRenderer, shown by SwiftUI")
struct GraphicsRendererSnapshotTests {
    @Test("An avatar composed with the renderer shows in Image(uiImage:) in light and dark")
    func composedAvatarRow() throws {
        let avatar = try composedAvatar()
        #expect(avatar.size == CGSize(width: 64, height: 64) && avatar.scale == 3)
        assertLightAndDark(AvatarRow(avatar: avatar), width: 320, height: 96)
    }
}
