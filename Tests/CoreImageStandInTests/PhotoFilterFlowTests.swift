import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import NapkinUI
import Testing

/// A photo editor's processing as iOS tutorials and apps write it: one current filter, chosen from the
/// typed functions, given an intensity through whichever input keys it has, rendered through a context.
@MainActor
final class PhotoEditorModel {
    var currentFilter: CIFilter = CIFilter.sepiaTone()
    var filterIntensity = 0.5
    let context = CIContext()
    var processedImage: UIImage?

    func setFilter(_ filter: CIFilter, on image: UIImage) {
        currentFilter = filter
        let beginImage = CIImage(image: image)
        currentFilter.setValue(beginImage, forKey: kCIInputImageKey)
        applyProcessing()
    }

    func applyProcessing() {
        let inputKeys = currentFilter.inputKeys
        if inputKeys.contains(kCIInputIntensityKey) { currentFilter.setValue(filterIntensity, forKey: kCIInputIntensityKey) }
        if inputKeys.contains(kCIInputRadiusKey) { currentFilter.setValue(filterIntensity * 10, forKey: kCIInputRadiusKey) }
        if inputKeys.contains(kCIInputScaleKey) { currentFilter.setValue(filterIntensity * 10, forKey: kCIInputScaleKey) }
        guard let outputImage = currentFilter.outputImage else { return }
        if let cgImage = context.createCGImage(outputImage, from: outputImage.extent) {
            processedImage = UIImage(cgImage: cgImage)
        }
    }
}

@MainActor
@Suite("CoreImage stand-in: a photo editor's flow")
struct PhotoFilterFlowTests {
    @Test("Each filter a photo editor offers turns a UIImage into another of the size Core Image gives")
    func editorFlow() throws {
        let photo = UIImage(
            cgImage: try #require(CGImage(width: 30, height: 20, premultipliedARGB: Array(repeating: 0xFF80_6040, count: 600))))
        let model = PhotoEditorModel()
        let filters: [(CIFilter, CGSize)] = [
            (CIFilter.sepiaTone(), CGSize(width: 30, height: 20)),
            (CIFilter.gaussianBlur(), CGSize(width: 30 + 2 * 15, height: 20 + 2 * 15)),
            (CIFilter.pixellate(), CGSize(width: 30, height: 20)), (CIFilter.unsharpMask(), CGSize(width: 30, height: 20)),
            (try #require(CIFilter(name: "CIPhotoEffectNoir")), CGSize(width: 30, height: 20)),
        ]
        for (filter, size) in filters {
            model.processedImage = nil
            model.setFilter(filter, on: photo)
            #expect(model.processedImage?.size == size, "\(filter.name)")
        }
        // Sepia at half intensity differs from the photo and from full sepia.
        model.setFilter(CIFilter.sepiaTone(), on: photo)
        let half = try #require(model.processedImage?.cgImage).premultipliedARGBPixels[0]
        model.filterIntensity = 1
        model.applyProcessing()
        let full = try #require(model.processedImage?.cgImage).premultipliedARGBPixels[0]
        #expect(half != 0xFF80_6040 && half != full)
    }

    @Test("The unsharp mask leaves a flat area and overshoots on both sides of an edge")
    func unsharpMask() throws {
        let image = try makeImage(width: 40, height: 20) { column, _ in column < 20 ? RGBA(60, 60, 60) : RGBA(180, 180, 180) }
        let filter = CIFilter.unsharpMask()
        filter.inputImage = image
        filter.radius = 1.5
        filter.intensity = 1
        let pixels = try render(try #require(filter.outputImage))
        #expect(pixels[8, 10] == RGBA(60, 60, 60) && pixels[31, 10] == RGBA(180, 180, 180))
        #expect(pixels[19, 10].red < 60 && pixels[20, 10].red > 180)
    }
}

/// A filter of an app's own, as Core Image allows: a subclass giving its own output.
final class HalfOpacityFilter: CIFilter {
    var inputImage: CIImage?

    override var outputImage: CIImage? {
        guard let inputImage else { return nil }
        return CIImage(color: CIColor(red: 1, green: 1, blue: 1, alpha: 0.5)).cropped(to: inputImage.extent)
    }
}

@Suite("CoreImage stand-in: contexts and subclasses")
struct CoreImageContextTests {
    @Test("A context without colour management filters the sRGB values as stored; a subclass gives its own output")
    func unmanagedContextAndSubclass() throws {
        let image = try makeImage(width: 2, height: 2) { _, _ in RGBA(120, 160, 90) }
        let sepia = image.applyingFilter("CISepiaTone")
        let unmanaged = CIContext(options: [.workingColorSpace: NSNull()])
        let pixel = RGBA(argb: try #require(unmanaged.createCGImage(sepia, from: sepia.extent)).premultipliedARGBPixels[0])
        let r = 120.0 / 255, g = 160.0 / 255, b = 90.0 / 255
        let expected = [0.393 * r + 0.769 * g + 0.189 * b, 0.349 * r + 0.686 * g + 0.168 * b, 0.272 * r + 0.534 * g + 0.131 * b]
            .map { Int((min($0, 1) * 255).rounded()) }
        #expect(pixel.isClose(to: RGBA(expected[0], expected[1], expected[2])))
        #expect(pixel != (try render(sepia))[0, 0])

        let custom = HalfOpacityFilter()
        #expect(custom.outputImage == nil && custom.inputKeys.isEmpty)
        custom.inputImage = image
        #expect(try render(try #require(custom.outputImage))[1, 1].isClose(to: RGBA(128, 128, 128, 128)))
    }
}

@Suite("CoreImage stand-in: matrices, exposure and masks")
struct ColorMatrixTests {
    @Test("Exposure multiplies linear light by 2^EV; the colour matrix is Apple's dot products plus bias")
    func exposureAndMatrix() throws {
        let image = try makeImage(width: 2, height: 2) { _, _ in RGBA(100, 50, 20) }
        let exposure = CIFilter.exposureAdjust()
        exposure.inputImage = image
        exposure.ev = 1
        #expect(
            try render(try #require(exposure.outputImage))[0, 0].isClose(
                to: RGBA(byte(2 * linear(100)), byte(2 * linear(50)), byte(2 * linear(20)))))

        // A matrix that swaps red and blue and adds a little green.
        let matrix = CIFilter.colorMatrix()
        matrix.inputImage = image
        matrix.rVector = CIVector(x: 0, y: 0, z: 1, w: 0)
        matrix.bVector = CIVector(x: 1, y: 0, z: 0, w: 0)
        matrix.biasVector = CIVector(x: 0, y: 0.1, z: 0, w: 0)
        #expect(try render(try #require(matrix.outputImage))[1, 1].isClose(to: RGBA(20, byte(linear(50) + 0.1), 100)))
        #expect(matrix.gVector.cgRectValue == CGRect(x: 0, y: 1, width: 0, height: 0))
    }

    @Test("Mask to alpha: white becomes opaque white and black clear; inverted first, a QR code's dark modules stay")
    func maskToAlpha() throws {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("napkin".utf8)
        let masked = try #require(qr.outputImage).applyingFilter("CIMaskToAlpha")
        let pixels = try render(masked)
        // White (the quiet zone) becomes opaque white, black (the finder pattern's corner) clear.
        #expect(pixels[0, 0] == RGBA(255, 255, 255, 255) && pixels[1, 1].alpha == 0)
        let inverted = try #require(qr.outputImage).applyingFilter("CIColorInvert").applyingFilter("CIMaskToAlpha")
        let dark = try render(inverted)
        #expect(dark[1, 1] == RGBA(255, 255, 255, 255) && dark[0, 0].alpha == 0)
    }
}
