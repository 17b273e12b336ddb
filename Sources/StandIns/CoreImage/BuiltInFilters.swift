import CQREncode
import Foundation
import NapkinUI

// The built-in filters' pixels. Each works in the context's working space (linear light unless the
// context turned colour management off), on unpremultiplied colour where it changes colour, as Core
// Image's colour filters do. Apple documents what each filter does and its inputs' defaults; where it
// gives no formula, the one used here is said, and marked as not confirmed against iOS's output.

extension FilterDefinition {
    /// The stand-in's built-in filters by name.
    static let builtIns: [String: FilterDefinition] = Dictionary(
        uniqueKeysWithValues: [
            qrCodeGenerator, gaussianBlur, colorControls, sepiaTone, photoEffectNoir, photoEffectMono, photoEffectTonal, colorInvert,
            pixellate, affineTransform, falseColor, constantColorGenerator, sourceOverCompositing, unsharpMask, exposureAdjust, colorMatrix,
            maskToAlpha, areaAverage, code128BarcodeGenerator,
        ].map { ($0.name, $0) })

    /// A filter that changes each pixel's unpremultiplied colour on its own.
    static func colorFilter(
        _ name: String, _ displayName: String, category: String, inputs: [FilterInput] = [],
        transform: @escaping @Sendable (FilterInputs) -> (@Sendable (SIMDColor) -> SIMDColor)?
    ) -> FilterDefinition {
        FilterDefinition(
            name: name, displayName: displayName, categories: [category], inputs: [FilterInput(kCIInputImageKey)] + inputs
        ) { inputs in
            guard let image = inputs.image(), let change = transform(inputs) else { return nil }
            return CIImage(
                extent: image.extent,
                recipe: ImageRecipe { region, space in
                    image.render(region, in: space).mapped { pixel in
                        guard pixel.a > 0 else { return pixel }
                        let colour = pixel.unpremultiplied
                        let changed = change(SIMDColor(colour.r, colour.g, colour.b))
                        return Pixel(unpremultiplied: changed.x, changed.y, changed.z, alpha: pixel.a)
                    }
                })
        }
    }

    /// CIQRCodeGenerator: the QR code of `inputMessage` (bytes, 8-bit mode) at `inputCorrectionLevel`
    /// (`"L"`, `"M"` (default), `"Q"` or `"H"`), one pixel per module, black on white, with Core Image's
    /// quiet zone of one module on every side: a symbol of version v is `17 + 4v + 2` pixels square,
    /// its extent's origin at zero. Its pixels are read nearest when transformed, so a QR code scaled up
    /// by a whole number keeps sharp modules, as iOS's do (Core Image's exact sampler for it is not
    /// documented). The symbol (version, mask) is libqrencode's smallest for the
    /// message, which may differ from the one iOS picks; both read back as the same message.
    static let qrCodeGenerator = FilterDefinition(
        name: "CIQRCodeGenerator", displayName: "QR Code Generator", categories: [kCICategoryGenerator],
        inputs: [FilterInput("inputMessage"), FilterInput("inputCorrectionLevel", .string("M"))]
    ) { inputs in
        guard let message = inputs.data("inputMessage"),
            let symbol = QRSymbol(message: message, level: inputs.string("inputCorrectionLevel") ?? "M")
        else { return nil }
        let side = symbol.size + 2
        return CIImage(
            extent: CGRect(x: 0, y: 0, width: side, height: side), samplesNearest: true,
            recipe: ImageRecipe { region, space in
                var plane = PixelPlane(rect: region)
                let overlap = region.intersection(PixelRect(x: 0, y: 0, width: side, height: side))
                guard !overlap.isEmpty else { return plane }
                let black = space.pixel(red: 0, green: 0, blue: 0, alpha: 1), white = space.pixel(red: 1, green: 1, blue: 1, alpha: 1)
                for y in overlap.y..<overlap.maxY {
                    for x in overlap.x..<overlap.maxX {
                        // Module row 0 is the symbol's top; Core Image's y runs up from the bottom.
                        plane[x, y] = symbol.isDark(column: x - 1, row: side - 2 - y) ? black : white
                    }
                }
                return plane
            })
    }

    /// CIGaussianBlur: each pixel the Gaussian-weighted mean of its neighbours, the standard deviation
    /// being `inputRadius` (default 10; Core Image's `applyingGaussianBlur(sigma:)` applies this filter
    /// with the radius as sigma). The kernel reaches 3 σ; outside the input image is transparent, so the
    /// extent grows by 3 σ on every side and the edges fade (clamp the input to its extent to keep them).
    static let gaussianBlur = FilterDefinition(
        name: "CIGaussianBlur", displayName: "Gaussian Blur", categories: [kCICategoryBlur],
        inputs: [FilterInput(kCIInputImageKey), FilterInput(kCIInputRadiusKey, .number(10))]
    ) { inputs in
        guard let image = inputs.image() else { return nil }
        let sigma = max(0, min(inputs.number(kCIInputRadiusKey) ?? 10, 500))
        guard sigma > 0.001, sigma.isFinite else { return image }
        let reach = Int((3 * sigma).rounded(.up))
        let weights = gaussianWeights(sigma: sigma, reach: reach)
        let extent =
            image.extent.isInfinite || image.extent.isNull ? image.extent : image.extent.insetBy(dx: -Double(reach), dy: -Double(reach))
        return CIImage(
            extent: extent,
            recipe: ImageRecipe { region, space in
                let input = image.render(region.outset(by: reach), in: space)
                // Horizontally into a plane as tall as the input, then vertically into the region.
                var across = PixelPlane(rect: PixelRect(x: region.x, y: input.rect.y, width: region.width, height: input.rect.height))
                for y in across.rect.y..<across.rect.maxY {
                    for x in region.x..<region.maxX {
                        var sum = Pixel.clear
                        for offset in -reach...reach { sum = sum + input[x + offset, y] * weights[offset + reach] }
                        across[x, y] = sum
                    }
                }
                var plane = PixelPlane(rect: region)
                for y in region.y..<region.maxY {
                    for x in region.x..<region.maxX {
                        var sum = Pixel.clear
                        for offset in -reach...reach { sum = sum + across[x, y + offset] * weights[offset + reach] }
                        plane[x, y] = sum
                    }
                }
                return plane
            })
    }

    /// CIUnsharpMask: edges sharpened by adding back what a blur takes away, the textbook unsharp mask
    /// (Apple describes the effect and its inputs, not its formula): output = input + `inputIntensity`
    /// (default 0.5) × (input − the input blurred as CIGaussianBlur with `inputRadius`, default 2.5). A
    /// flat area is unchanged; each side of an edge overshoots.
    static let unsharpMask = FilterDefinition(
        name: "CIUnsharpMask", displayName: "Unsharp Mask", categories: [kCICategorySharpen],
        inputs: [
            FilterInput(kCIInputImageKey), FilterInput(kCIInputRadiusKey, .number(2.5)), FilterInput(kCIInputIntensityKey, .number(0.5)),
        ]
    ) { inputs in
        guard let image = inputs.image() else { return nil }
        let intensity = Float(inputs.number(kCIInputIntensityKey) ?? 0.5)
        let blurred = image.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: inputs.number(kCIInputRadiusKey) ?? 2.5])
        return CIImage(
            extent: image.extent,
            recipe: ImageRecipe { region, space in
                var plane = image.render(region, in: space)
                let soft = blurred.render(region, in: space)
                for index in plane.pixels.indices {
                    let sharp = plane.pixels[index], blur = soft.pixels[index]
                    plane.pixels[index] = Pixel(
                        r: sharp.r + intensity * (sharp.r - blur.r), g: sharp.g + intensity * (sharp.g - blur.g),
                        b: sharp.b + intensity * (sharp.b - blur.b), a: sharp.a)
                }
                return plane
            })
    }

    /// CIExposureAdjust, as Apple documents it: each colour component multiplied by 2 to the power
    /// `inputEV` (default 0.5), as opening the lens by that many stops.
    static let exposureAdjust = colorFilter(
        "CIExposureAdjust", "Exposure Adjust", category: kCICategoryColorAdjustment, inputs: [FilterInput("inputEV", .number(0.5))]
    ) { inputs in
        let factor = Float(pow(2, inputs.number("inputEV") ?? 0.5))
        return { colour in colour * factor }
    }

    /// CIColorMatrix, as Apple documents it: each output component the dot product of the pixel's
    /// (red, green, blue, alpha) with `inputRVector`, `inputGVector`, `inputBVector` and `inputAVector`
    /// (defaults: the identity's rows), plus `inputBiasVector` (default zero). Computed on unpremultiplied
    /// colour.
    static let colorMatrix = FilterDefinition(
        name: "CIColorMatrix", displayName: "Color Matrix", categories: [kCICategoryColorAdjustment],
        inputs: [
            FilterInput(kCIInputImageKey), FilterInput("inputRVector", .vector([1, 0, 0, 0])),
            FilterInput("inputGVector", .vector([0, 1, 0, 0])),
            FilterInput("inputBVector", .vector([0, 0, 1, 0])), FilterInput("inputAVector", .vector([0, 0, 0, 1])),
            FilterInput("inputBiasVector", .vector([0, 0, 0, 0])),
        ]
    ) { inputs in
        guard let image = inputs.image() else { return nil }
        func row(_ key: String, _ fallback: SIMD4<Float>) -> SIMD4<Float> {
            guard let vector = inputs.vector(key) else { return fallback }
            return SIMD4(Float(vector.x), Float(vector.y), Float(vector.z), Float(vector.w))
        }
        let red = row("inputRVector", [1, 0, 0, 0]), green = row("inputGVector", [0, 1, 0, 0]), blue = row("inputBVector", [0, 0, 1, 0])
        let alpha = row("inputAVector", [0, 0, 0, 1]), bias = row("inputBiasVector", [0, 0, 0, 0])
        return CIImage(
            extent: image.extent,
            recipe: ImageRecipe { region, space in
                image.render(region, in: space).mapped { pixel in
                    let colour = pixel.unpremultiplied
                    let input = SIMD4(colour.r, colour.g, colour.b, pixel.a)
                    let output = SIMD4((red * input).sum(), (green * input).sum(), (blue * input).sum(), (alpha * input).sum()) + bias
                    let newAlpha = min(max(output.w, 0), 1)
                    return Pixel(unpremultiplied: output.x, output.y, output.z, alpha: newAlpha)
                }
            })
    }

    /// CIMaskToAlpha: a white image whose alpha is the input's grey (white opaque, black clear), the
    /// usual way to make a QR code's light modules transparent. The grey is the Rec. 709 luma times the
    /// input's alpha: Apple does not document which grey it takes, so not confirmed.
    static let maskToAlpha = FilterDefinition(
        name: "CIMaskToAlpha", displayName: "Mask to Alpha", categories: [kCICategoryColorEffect], inputs: [FilterInput(kCIInputImageKey)]
    ) { inputs in
        guard let image = inputs.image() else { return nil }
        return CIImage(
            extent: image.extent,
            recipe: ImageRecipe { region, space in
                image.render(region, in: space).mapped { pixel in
                    let colour = pixel.unpremultiplied
                    let level = min(max(luma(SIMDColor(colour.r, colour.g, colour.b)) * pixel.a, 0), 1)
                    return Pixel(r: level, g: level, b: level, a: level)
                }
            })
    }

    /// The weights of a Gaussian of `sigma` at whole-pixel offsets `-reach...reach`, summing to 1.
    static func gaussianWeights(sigma: Double, reach: Int) -> [Float] {
        let raw = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { Float($0 / total) }
    }

    /// CIColorControls, as Apple documents it: saturation interpolates between the pixel's grey
    /// (`inputSaturation` 0) and its colour (1, the default), beyond 1 extrapolating; brightness adds
    /// `inputBrightness` (default 0) to each component; contrast scales each component's distance from
    /// ½ by `inputContrast` (default 1). Applied in that order. The grey is the Rec. 709 luma
    /// (0.2125 R + 0.7154 G + 0.0721 B): the weights iOS uses are not documented, so not confirmed.
    static let colorControls = colorFilter(
        "CIColorControls", "Color Controls", category: kCICategoryColorAdjustment,
        inputs: [
            FilterInput(kCIInputSaturationKey, .number(1)), FilterInput(kCIInputBrightnessKey, .number(0)),
            FilterInput(kCIInputContrastKey, .number(1)),
        ]
    ) { inputs in
        let saturation = Float(inputs.number(kCIInputSaturationKey) ?? 1), brightness = Float(inputs.number(kCIInputBrightnessKey) ?? 0)
        let contrast = Float(inputs.number(kCIInputContrastKey) ?? 1)
        return { colour in
            let grey = SIMDColor(repeating: luma(colour))
            let saturated = grey + (colour - grey) * saturation
            let brightened = saturated + SIMDColor(repeating: brightness)
            return (brightened - SIMDColor(repeating: 0.5)) * contrast + SIMDColor(repeating: 0.5)
        }
    }

    /// CISepiaTone: the pixel mixed with its sepia tone by `inputIntensity` (default 1, full sepia).
    /// The tone is the classic sepia matrix (R′ = .393 R + .769 G + .189 B, G′ = .349 R + .686 G + .168 B,
    /// B′ = .272 R + .534 G + .131 B): Apple does not document its own, so not confirmed.
    static let sepiaTone = colorFilter(
        "CISepiaTone", "Sepia Tone", category: kCICategoryColorEffect, inputs: [FilterInput(kCIInputIntensityKey, .number(1))]
    ) { inputs in
        let intensity = Float(inputs.number(kCIInputIntensityKey) ?? 1)
        return { colour in
            let tone = sepia(colour)
            return colour + (tone - colour) * intensity
        }
    }

    /// The classic sepia matrix applied to `colour`.
    static func sepia(_ colour: SIMDColor) -> SIMDColor {
        SIMDColor(
            0.393 * colour.x + 0.769 * colour.y + 0.189 * colour.z, 0.349 * colour.x + 0.686 * colour.y + 0.168 * colour.z,
            0.272 * colour.x + 0.534 * colour.y + 0.131 * colour.z)
    }

    /// The Rec. 709 luma of `colour`.
    static func luma(_ colour: SIMDColor) -> Float {
        0.2125 * colour.x + 0.7154 * colour.y + 0.0721 * colour.z
    }

    /// The three black-and-white photo effects, as Apple describes them: Tonal "with no significant
    /// change to contrast", Mono "with low contrast", Noir "with exaggerated contrast". Each takes the
    /// Rec. 709 luma; Mono scales its distance from ½ by 0.8, Noir by 1.5: Apple's curves are not
    /// documented, so these numbers are napkin's, not confirmed.
    enum PhotoEffect: Sendable {
        case noir, mono, tonal
        var contrast: Float {
            switch self {
            case .noir: 1.5
            case .mono: 0.8
            case .tonal: 1
            }
        }
    }

    /// CIPhotoEffectNoir.
    static let photoEffectNoir = photoEffect("CIPhotoEffectNoir", "Photo Effect Noir", .noir)
    /// CIPhotoEffectMono.
    static let photoEffectMono = photoEffect("CIPhotoEffectMono", "Photo Effect Mono", .mono)
    /// CIPhotoEffectTonal.
    static let photoEffectTonal = photoEffect("CIPhotoEffectTonal", "Photo Effect Tonal", .tonal)

    static func photoEffect(_ name: String, _ displayName: String, _ effect: PhotoEffect) -> FilterDefinition {
        colorFilter(name, displayName, category: kCICategoryColorEffect) { _ in
            let contrast = effect.contrast
            return { colour in SIMDColor(repeating: (luma(colour) - 0.5) * contrast + 0.5) }
        }
    }

    /// CIColorInvert: each colour component c becomes 1 − c; alpha is kept.
    static let colorInvert = colorFilter("CIColorInvert", "Color Invert", category: kCICategoryColorEffect) { _ in
        { colour in SIMDColor(repeating: 1) - colour }
    }

    /// CIFalseColor: the pixel's luma picks a colour between `inputColor0` (dark, default (0.3, 0, 0))
    /// and `inputColor1` (light, default (1, 0.9, 0.8)), interpolated linearly; alpha is kept (the
    /// usual way to colour a QR code).
    static let falseColor = FilterDefinition(
        name: "CIFalseColor", displayName: "False Color", categories: [kCICategoryColorEffect],
        inputs: [
            FilterInput(kCIInputImageKey), FilterInput("inputColor0", .color(CIColor(red: 0.3, green: 0, blue: 0))),
            FilterInput("inputColor1", .color(CIColor(red: 1, green: 0.9, blue: 0.8))),
        ]
    ) { inputs in
        guard let image = inputs.image(), let dark = inputs.color("inputColor0"), let light = inputs.color("inputColor1") else {
            return nil
        }
        return CIImage(
            extent: image.extent,
            recipe: ImageRecipe { region, space in
                let from = space.pixel(red: Float(dark.red), green: Float(dark.green), blue: Float(dark.blue), alpha: Float(dark.alpha))
                let to = space.pixel(red: Float(light.red), green: Float(light.green), blue: Float(light.blue), alpha: Float(light.alpha))
                return image.render(region, in: space).mapped { pixel in
                    guard pixel.a > 0 else { return pixel }
                    let colour = pixel.unpremultiplied
                    let t = luma(SIMDColor(colour.r, colour.g, colour.b))
                    return (from * (1 - t) + to * t) * pixel.a
                }
            })
    }

    /// CIPixellate: the image as squares `inputScale` pixels wide (default 8) on a grid through
    /// `inputCenter` (default (150, 150)), each square the colour of the input at its centre.
    static let pixellate = FilterDefinition(
        name: "CIPixellate", displayName: "Pixellate", categories: [kCICategoryStylize],
        inputs: [
            FilterInput(kCIInputImageKey), FilterInput(kCIInputCenterKey, .point(CGPoint(x: 150, y: 150))),
            FilterInput(kCIInputScaleKey, .number(8)),
        ]
    ) { inputs in
        guard let image = inputs.image() else { return nil }
        let scale = max(1, min(inputs.number(kCIInputScaleKey) ?? 8, 10_000))
        let center = inputs.point(kCIInputCenterKey) ?? CGPoint(x: 150, y: 150)
        return CIImage(
            extent: image.extent,
            recipe: ImageRecipe { region, space in
                func cellCentre(_ value: Double, _ origin: Double) -> Double {
                    origin + ((value - origin) / scale).rounded(.down) * scale + scale / 2
                }
                let low = CGPoint(x: cellCentre(Double(region.x), center.x), y: cellCentre(Double(region.y), center.y))
                let high = CGPoint(x: cellCentre(Double(region.maxX), center.x), y: cellCentre(Double(region.maxY), center.y))
                let needed = PixelRect(x: Int(low.x.rounded(.down)) - 1, y: Int(low.y.rounded(.down)) - 1, width: 0, height: 0)
                let source = PixelRect(
                    x: needed.x, y: needed.y, width: Int(high.x.rounded(.up)) - needed.x + 2,
                    height: Int(high.y.rounded(.up)) - needed.y + 2)
                guard source.area <= CIContext.maximumPixelCount else { return PixelPlane(rect: region) }
                let input = image.render(source, in: space)
                var plane = PixelPlane(rect: region)
                for y in region.y..<region.maxY {
                    let cy = Int(cellCentre(Double(y) + 0.5, center.y).rounded(.down))
                    for x in region.x..<region.maxX {
                        plane[x, y] = input[Int(cellCentre(Double(x) + 0.5, center.x).rounded(.down)), cy]
                    }
                }
                return plane
            })
    }

    /// CIAffineTransform: the input image transformed by `inputTransform` (default identity), as
    /// ``CIImage/transformed(by:)``.
    static let affineTransform = FilterDefinition(
        name: "CIAffineTransform", displayName: "Affine Transform", categories: [kCICategoryGeometryAdjustment],
        inputs: [FilterInput(kCIInputImageKey), FilterInput(kCIInputTransformKey, .transform(.identity))]
    ) { inputs in
        guard let image = inputs.image() else { return nil }
        return image.transformed(by: inputs.transform(kCIInputTransformKey) ?? .identity)
    }

    /// CIConstantColorGenerator: `inputColor` everywhere (infinite extent).
    static let constantColorGenerator = FilterDefinition(
        name: "CIConstantColorGenerator", displayName: "Constant Color", categories: [kCICategoryGenerator],
        inputs: [FilterInput(kCIInputColorKey, .color(.black))]
    ) { inputs in
        inputs.color(kCIInputColorKey).map { CIImage(color: $0) }
    }

    /// CISourceOverCompositing: `inputImage` over `inputBackgroundImage`.
    static let sourceOverCompositing = FilterDefinition(
        name: "CISourceOverCompositing", displayName: "Source Over", categories: [kCICategoryCompositeOperation],
        inputs: [FilterInput(kCIInputImageKey), FilterInput(kCIInputBackgroundImageKey)]
    ) { inputs in
        guard let image = inputs.image(), let background = inputs.image(kCIInputBackgroundImageKey) else { return nil }
        return image.composited(over: background)
    }
}

/// Red, green and blue as one vector.
typealias SIMDColor = SIMD3<Float>

/// A QR code symbol's modules, encoded by libqrencode.
struct QRSymbol: Sendable {
    /// Modules across (21 for version 1, 4 more for each version after).
    let size: Int
    /// Whether each module is dark, row by row from the top.
    let modules: [Bool]

    /// The symbol of `message` at correction level `level` (`"L"`, `"M"`, `"Q"`, `"H"`), or `nil` for
    /// an unknown level, an empty message or one longer than a version-40 symbol holds.
    init?(message: Data, level: String) {
        let correction: QRecLevel
        switch level {
        case "L": correction = QR_ECLEVEL_L
        case "M": correction = QR_ECLEVEL_M
        case "Q": correction = QR_ECLEVEL_Q
        case "H": correction = QR_ECLEVEL_H
        default: return nil
        }
        guard !message.isEmpty, message.count <= 2953 else { return nil }
        let encoded = message.withUnsafeBytes { bytes in
            QRcode_encodeData(Int32(bytes.count), bytes.bindMemory(to: UInt8.self).baseAddress, 0, correction)
        }
        guard let encoded else { return nil }
        defer { QRcode_free(encoded) }
        let width = Int(encoded.pointee.width)
        guard width >= 21, let data = encoded.pointee.data else { return nil }
        size = width
        // libqrencode's lowest bit of each byte is the module's colour (1 = dark).
        modules = (0..<(width * width)).map { data[$0] & 1 == 1 }
    }

    /// Whether the module at `column`, `row` (from the top left) is dark; the quiet zone around the
    /// symbol is light.
    func isDark(column: Int, row: Int) -> Bool {
        guard column >= 0, row >= 0, column < size, row < size else { return false }
        return modules[row * size + column]
    }
}
