import CQREncode
import CoreImage.CIFilterBuiltins
import Foundation
import Testing

/// The bytes of an 8-bit sRGB pixel, unpremultiplied (the tests use opaque images).
struct RGBA: Equatable, CustomStringConvertible {
    var red: Int, green: Int, blue: Int, alpha: Int
    var description: String { "(\(red), \(green), \(blue), \(alpha))" }

    init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(argb: UInt32) {
        self.init(Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF), Int(argb >> 24))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 1) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
            && abs(alpha - other.alpha) <= tolerance
    }
}

/// A rendered image's pixels, read top row first as a CGImage stores them.
struct Pixels {
    let width: Int, height: Int
    let values: [UInt32]

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        values = image.premultipliedARGBPixels
    }

    subscript(column: Int, row: Int) -> RGBA { RGBA(argb: values[row * width + column]) }
}

/// An opaque image of `width × height` pixels, each `colour(column, row)` (row 0 at the top).
func makeImage(width: Int, height: Int, _ colour: (Int, Int) -> RGBA) throws -> CIImage {
    var values: [UInt32] = []
    for row in 0..<height {
        for column in 0..<width {
            let c = colour(column, row)
            values.append(UInt32(c.alpha) << 24 | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue))
        }
    }
    return CIImage(cgImage: try #require(CGImage(width: width, height: height, premultipliedARGB: values)))
}

func render(_ image: CIImage, _ rect: CGRect? = nil) throws -> Pixels {
    Pixels(try #require(CIContext().createCGImage(image, from: rect ?? image.extent)))
}

/// sRGB byte to linear light, and back, as Core Image's default working space converts.
func linear(_ byte: Int) -> Double {
    let value = Double(byte) / 255
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
}

func byte(_ linear: Double) -> Int {
    let clamped = min(max(linear, 0), 1)
    let encoded = clamped <= 0.003_130_8 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
    return Int((encoded * 255).rounded())
}

@Suite("CoreImage stand-in: filters")
struct CoreImageFilterTests {
    @Test("A CGImage goes through a context unchanged; its extent has the origin at zero and y runs up")
    func roundTrip() throws {
        let image = try makeImage(width: 7, height: 5) { column, row in RGBA(column * 36, row * 60, 200 - column * 20) }
        #expect(image.extent == CGRect(x: 0, y: 0, width: 7, height: 5))
        let pixels = try render(image)
        for row in 0..<5 {
            for column in 0..<7 { #expect(pixels[column, row] == RGBA(column * 36, row * 60, 200 - column * 20)) }
        }
        // The bottom row in Core Image's coordinates is the CGImage's last row.
        let bottom = try render(image, CGRect(x: 0, y: 0, width: 7, height: 1))
        #expect(bottom.height == 1 && bottom[3, 0] == RGBA(108, 240, 140))
    }

    @Test("A blur keeps a flat colour flat inside, grows the extent by three radii and fades the edges")
    func blurKeepsFlatColour() throws {
        let flat = CIImage(color: CIColor(red: 0.2, green: 0.6, blue: 0.4)).cropped(to: CGRect(x: 0, y: 0, width: 40, height: 40))
        let filter = CIFilter.gaussianBlur()
        filter.inputImage = flat
        filter.radius = 3
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: -9, y: -9, width: 58, height: 58))
        let inside = try render(output, CGRect(x: 10, y: 10, width: 20, height: 20))
        let expected = RGBA(51, 153, 102)
        for row in 0..<20 {
            for column in 0..<20 { #expect(inside[column, row].isClose(to: expected), "\(column), \(row)") }
        }
        let corner = try render(output, CGRect(x: -9, y: -9, width: 1, height: 1))
        #expect(corner[0, 0].alpha < 5)
        // Clamped to its extent first, the edge keeps its colour.
        let clamped = flat.clampedToExtent().applyingGaussianBlur(sigma: 3).cropped(to: flat.extent)
        #expect(clamped.extent == flat.extent)
        #expect(try render(clamped)[0, 0].isClose(to: expected))
    }

    @Test("A blur spreads a single dot by the Gaussian of the radius (its weights sum to one)")
    func blurWeights() throws {
        let dot = try makeImage(width: 21, height: 21) { column, row in column == 10 && row == 10 ? RGBA(255, 255, 255) : RGBA(0, 0, 0) }
        let blurred = try render(dot.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 2]), dot.extent)
        let weights = (-6...6).map { exp(-Double($0 * $0) / 8) }
        let total = weights.reduce(0, +)
        let centre = weights[6] / total, beside = weights[7] / total
        #expect(blurred[10, 10].red == byte(centre * centre))
        #expect(blurred[11, 10].red == byte(centre * beside))
        #expect(blurred[10, 9] == blurred[11, 10])
    }

    @Test("Colour controls: saturation 0 gives the luma's grey, brightness adds, contrast scales about one half")
    func colorControls() throws {
        let colour = RGBA(200, 80, 30)
        let image = try makeImage(width: 4, height: 4) { _, _ in colour }
        let filter = CIFilter.colorControls()
        filter.inputImage = image
        filter.saturation = 0
        let grey = try render(try #require(filter.outputImage))[1, 1]
        #expect(grey.red == grey.green && grey.green == grey.blue)
        let luma = 0.2125 * linear(200) + 0.7154 * linear(80) + 0.0721 * linear(30)
        #expect(abs(grey.red - byte(luma)) <= 1)

        let adjusted = try #require(CIFilter(name: "CIColorControls"))
        adjusted.setValue(image, forKey: kCIInputImageKey)
        adjusted.setValue(0.1, forKey: kCIInputBrightnessKey)
        adjusted.setValue(NSNumber(value: 1.2), forKey: kCIInputContrastKey)
        let result = try render(try #require(adjusted.outputImage))[0, 0]
        func expected(_ value: Int) -> Int { byte((linear(value) + 0.1 - 0.5) * 1.2 + 0.5) }
        #expect(result.isClose(to: RGBA(expected(200), expected(80), expected(30))))
        // Defaults leave the image as it is.
        #expect(try render(image.applyingFilter("CIColorControls"))[2, 2] == colour)
    }

    @Test("Sepia tone matches the sepia matrix mixed by the intensity, in linear light")
    func sepia() throws {
        let image = try makeImage(width: 2, height: 2) { _, _ in RGBA(120, 160, 90) }
        let r = linear(120), g = linear(160), b = linear(90)
        let tone = (0.393 * r + 0.769 * g + 0.189 * b, 0.349 * r + 0.686 * g + 0.168 * b, 0.272 * r + 0.534 * g + 0.131 * b)
        let full = try render(image.applyingFilter("CISepiaTone"))[0, 0]
        #expect(full.isClose(to: RGBA(byte(tone.0), byte(tone.1), byte(tone.2))))
        let filter = CIFilter.sepiaTone()
        filter.inputImage = image
        filter.intensity = 0.5
        let half = try render(try #require(filter.outputImage))[1, 1]
        #expect(half.isClose(to: RGBA(byte((r + tone.0) / 2), byte((g + tone.1) / 2), byte((b + tone.2) / 2))))
    }

    @Test("Invert, noir, mono and tonal: greys from the luma; invert takes each component from one")
    func colourEffects() throws {
        let image = try makeImage(width: 2, height: 2) { _, _ in RGBA(255, 0, 64) }
        let inverted = CIFilter.colorInvert()
        inverted.inputImage = image
        #expect(try render(try #require(inverted.outputImage))[0, 0].isClose(to: RGBA(0, 255, byte(1 - linear(64)))))
        let luma = 0.2125 * linear(255) + 0.7154 * linear(0) + 0.0721 * linear(64)
        for (filter, contrast) in [
            (CIFilter.photoEffectTonal(), 1.0), (CIFilter.photoEffectMono(), 0.8), (CIFilter.photoEffectNoir(), 1.5),
        ] {
            filter.inputImage = image
            let grey = try render(try #require(filter.outputImage))[0, 0]
            #expect(grey.isClose(to: RGBA(repeating: byte((luma - 0.5) * contrast + 0.5))))
        }
    }

    @Test("Pixellate paints squares of the scale's width, each the colour at its centre")
    func pixellate() throws {
        let image = try makeImage(width: 8, height: 8) { column, row in RGBA(column * 30, row * 30, 0) }
        let filter = CIFilter.pixellate()
        filter.inputImage = image
        filter.center = .zero
        filter.scale = 4
        let pixels = try render(try #require(filter.outputImage))
        #expect(pixels.width == 8)
        // The top-left square covers columns 0...3 and rows 0...3; its centre is pixel (2, 2) from
        // Core Image's top (y 4...7 from the bottom, centre y 6: row 1).
        let topLeft = pixels[0, 0]
        #expect(topLeft == RGBA(60, 30, 0))
        for row in 0..<4 { for column in 0..<4 { #expect(pixels[column, row] == topLeft) } }
        #expect(pixels[4, 4] != topLeft)
    }

    @Test("Transforms scale the extent; whole-number scales keep module colours at their centres")
    func transforms() throws {
        let image = try makeImage(width: 2, height: 1) { column, _ in column == 0 ? RGBA(0, 0, 0) : RGBA(255, 255, 255) }
        let scaled = image.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        #expect(scaled.extent == CGRect(x: 0, y: 0, width: 20, height: 10))
        let pixels = try render(scaled)
        #expect(pixels.width == 20 && pixels.height == 10)
        // Linear sampling: black turns to white across the source pixel centres, and the edges soften
        // against the transparency outside the image.
        let reds = (5...14).map { pixels[$0, 5].red }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 < $1 } && reds[0] < 80 && reds[9] > 200)
        #expect(pixels[0, 5].alpha < 255 && pixels[10, 0].alpha < 255 && pixels[10, 5].alpha > pixels[10, 0].alpha)
        // Nearest sampling keeps each pixel a hard-edged square.
        let squares = try render(image.samplingNearest().transformed(by: CGAffineTransform(scaleX: 10, y: 10)))
        for row in 0..<10 {
            for column in 0..<20 { #expect(squares[column, row] == (column < 10 ? RGBA(0, 0, 0) : RGBA(255, 255, 255))) }
        }
        let moved = image.transformed(by: CGAffineTransform(translationX: 5, y: -3))
        #expect(moved.extent == CGRect(x: 5, y: -3, width: 2, height: 1))
        #expect(try render(moved)[1, 0] == RGBA(255, 255, 255))
        let filter = CIFilter.affineTransform()
        filter.inputImage = image
        filter.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(filter.outputImage?.extent == CGRect(x: 0, y: 0, width: 6, height: 3))
        // EXIF 6: turned a quarter clockwise to stand upright, the extent back at the origin.
        let turned = image.oriented(.right)
        #expect(turned.extent == CGRect(x: 0, y: 0, width: 1, height: 2))
        let upright = try render(turned)
        #expect(upright[0, 0] == RGBA(0, 0, 0) && upright[0, 1] == RGBA(255, 255, 255))
    }

    @Test("Cropping bounds an infinite colour; compositing draws over; unknown names and missing inputs give nil")
    func cropCompositeAndBadInput() throws {
        let red = CIImage(color: .red)
        #expect(red.extent.isInfinite)
        #expect(CIContext().createCGImage(red, from: red.extent) == nil)
        let square = red.cropped(to: CGRect(x: 0, y: 0, width: 3, height: 3))
        let half = CIImage(color: CIColor(red: 0, green: 0, blue: 1, alpha: 0.5)).cropped(to: CGRect(x: 1, y: 1, width: 1, height: 1))
        let composite = half.composited(over: square)
        #expect(composite.extent == CGRect(x: 0, y: 0, width: 3, height: 3))
        let pixels = try render(composite)
        #expect(pixels[0, 0] == RGBA(255, 0, 0))
        #expect(pixels[1, 1].isClose(to: RGBA(byte(0.5), 0, byte(0.5))))
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        #expect(CIFilter(name: "CISepiaTone")?.outputImage == nil)
        #expect(red.applyingFilter("CINoSuchFilter").extent.isNull)
        #expect(CIContext().createCGImage(square, from: CGRect(x: 0, y: 0, width: 100_000, height: 100_000)) == nil)
        let filter = try #require(CIFilter(name: "CIGaussianBlur"))
        #expect(filter.inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
        #expect((filter.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue == 10)
        #expect(CIFilter.filterNames(inCategory: kCICategoryBlur) == ["CIGaussianBlur"])
    }
}

extension RGBA {
    init(repeating value: Int) { self.init(value, value, value) }
}
