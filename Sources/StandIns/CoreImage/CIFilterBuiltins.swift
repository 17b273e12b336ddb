import Foundation
import NapkinUI

// What `import CoreImage.CIFilterBuiltins` brings on iOS: a protocol per filter with its inputs as
// typed properties, and a function of `CIFilter` making each (`CIFilter.qrCodeGenerator()`). Swift
// cannot declare a submodule, so these live in the Swift module `CoreImage`; the Clang module of the
// same name (Sources/StandIns/CoreImageHeaders) has the empty submodule `CIFilterBuiltins` that lets
// the import compile, and the names come with `CoreImage`.

/// What every filter gives, as Core Image's `CIFilterProtocol`.
public protocol CIFilterProtocol: AnyObject {
    /// The filter's result for its current inputs.
    var outputImage: CIImage? { get }
}

/// The QR code generator's inputs.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode.
    var message: Data { get set }
    /// The error correction level: `"L"` (7 %), `"M"` (15 %), `"Q"` (25 %) or `"H"` (30 %).
    var correctionLevel: String { get set }
}

/// The Gaussian blur's inputs.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// The Gaussian's standard deviation, in pixels.
    var radius: Float { get set }
}

/// The colour controls' inputs.
public protocol CIColorControls: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// 0 grey, 1 unchanged, more to saturate.
    var saturation: Float { get set }
    /// Added to each component.
    var brightness: Float { get set }
    /// 1 unchanged; scales each component's distance from ½.
    var contrast: Float { get set }
}

/// The sepia tone's inputs.
public protocol CISepiaTone: CIFilterProtocol {
    /// The image to tone.
    var inputImage: CIImage? { get set }
    /// 0 unchanged, 1 full sepia.
    var intensity: Float { get set }
}

/// The photo effects' input.
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
}

/// The colour invert's input.
public protocol CIColorInvert: CIFilterProtocol {
    /// The image to invert.
    var inputImage: CIImage? { get set }
}

/// The pixellate's inputs.
public protocol CIPixellate: CIFilterProtocol {
    /// The image to pixellate.
    var inputImage: CIImage? { get set }
    /// A point the grid of squares goes through.
    var center: CGPoint { get set }
    /// The squares' width in pixels.
    var scale: Float { get set }
}

/// The affine transform's inputs.
public protocol CIAffineTransform: CIFilterProtocol {
    /// The image to transform.
    var inputImage: CIImage? { get set }
    /// The transform.
    var transform: CGAffineTransform { get set }
}

/// The false colour's inputs.
public protocol CIFalseColor: CIFilterProtocol {
    /// The image to colour.
    var inputImage: CIImage? { get set }
    /// The colour of black.
    var color0: CIColor { get set }
    /// The colour of white.
    var color1: CIColor { get set }
}

/// The unsharp mask's inputs.
public protocol CIUnsharpMask: CIFilterProtocol {
    /// The image to sharpen.
    var inputImage: CIImage? { get set }
    /// The blur's standard deviation, in pixels.
    var radius: Float { get set }
    /// How much of the difference is added back.
    var intensity: Float { get set }
}

/// The exposure adjustment's inputs.
public protocol CIExposureAdjust: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// The change in stops.
    var ev: Float { get set }
}

/// The colour matrix's inputs.
public protocol CIColorMatrix: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
    /// The weights of red.
    var rVector: CIVector { get set }
    /// The weights of green.
    var gVector: CIVector { get set }
    /// The weights of blue.
    var bVector: CIVector { get set }
    /// The weights of alpha.
    var aVector: CIVector { get set }
    /// What is added to each component.
    var biasVector: CIVector { get set }
}

/// The mask-to-alpha's input.
public protocol CIMaskToAlpha: CIFilterProtocol {
    /// The grey image to turn into alpha.
    var inputImage: CIImage? { get set }
}

/// The constant colour generator's input.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    /// The colour.
    var color: CIColor { get set }
}

/// The source-over compositing's inputs.
public protocol CICompositeOperation: CIFilterProtocol {
    /// The image on top.
    var inputImage: CIImage? { get set }
    /// The image beneath.
    var backgroundImage: CIImage? { get set }
}

/// The inputs of a filter that reduces a region of an image (`CIAreaAverage`).
public protocol CIAreaReductionFilter: CIFilterProtocol {
    /// The image to reduce.
    var inputImage: CIImage? { get set }
    /// The region of the image reduced, in the image's coordinates.
    var extent: CGRect { get set }
}

/// The area average's inputs.
public protocol CIAreaAverage: CIAreaReductionFilter {}

/// The Code 128 barcode generator's inputs.
public protocol CICode128BarcodeGenerator: CIFilterProtocol {
    /// The ASCII bytes encoded.
    var message: Data { get set }
    /// The white pixels around the bars.
    var quietSpace: Float { get set }
    /// The bars' height in pixels.
    var barcodeHeight: Float { get set }
}

extension CIFilter {
    /// The mean colour of a region as a one-pixel image (CIAreaAverage).
    public static func areaAverage() -> CIFilter & CIAreaAverage { BuiltInFilter(.areaAverage) }
    /// The Code 128 barcode generator (CICode128BarcodeGenerator).
    public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator { BuiltInFilter(.code128BarcodeGenerator) }
    /// The QR code generator (CIQRCodeGenerator).
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltInFilter(.qrCodeGenerator) }
    /// The Gaussian blur (CIGaussianBlur).
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltInFilter(.gaussianBlur) }
    /// The colour controls (CIColorControls).
    public static func colorControls() -> CIFilter & CIColorControls { BuiltInFilter(.colorControls) }
    /// The sepia tone (CISepiaTone).
    public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltInFilter(.sepiaTone) }
    /// Black and white with exaggerated contrast (CIPhotoEffectNoir).
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltInFilter(.photoEffectNoir) }
    /// Black and white with low contrast (CIPhotoEffectMono).
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltInFilter(.photoEffectMono) }
    /// Black and white with contrast unchanged (CIPhotoEffectTonal).
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltInFilter(.photoEffectTonal) }
    /// The unsharp mask (CIUnsharpMask).
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltInFilter(.unsharpMask) }
    /// The exposure adjustment (CIExposureAdjust).
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltInFilter(.exposureAdjust) }
    /// The colour matrix (CIColorMatrix).
    public static func colorMatrix() -> CIFilter & CIColorMatrix { BuiltInFilter(.colorMatrix) }
    /// Grey to alpha (CIMaskToAlpha).
    public static func maskToAlpha() -> CIFilter & CIMaskToAlpha { BuiltInFilter(.maskToAlpha) }
    /// The colour invert (CIColorInvert).
    public static func colorInvert() -> CIFilter & CIColorInvert { BuiltInFilter(.colorInvert) }
    /// The pixellate (CIPixellate).
    public static func pixellate() -> CIFilter & CIPixellate { BuiltInFilter(.pixellate) }
    /// The affine transform (CIAffineTransform).
    public static func affineTransform() -> CIFilter & CIAffineTransform { BuiltInFilter(.affineTransform) }
    /// The false colour (CIFalseColor).
    public static func falseColor() -> CIFilter & CIFalseColor { BuiltInFilter(.falseColor) }
    /// The constant colour generator (CIConstantColorGenerator).
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { BuiltInFilter(.constantColorGenerator) }
    /// Source-over compositing (CISourceOverCompositing).
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter(.sourceOverCompositing) }
}

/// A built-in filter with its inputs as typed properties: what the `CIFilter` functions above return.
/// Each property reads and writes the same input as `value(forKey:)` and `setValue(_:forKey:)`.
final class BuiltInFilter: CIFilter, CIQRCodeGenerator, CIGaussianBlur, CIColorControls, CISepiaTone, CIPhotoEffect, CIColorInvert,
    CIPixellate, CIAffineTransform, CIFalseColor, CIConstantColorGenerator, CICompositeOperation, CIUnsharpMask,
    CIExposureAdjust, CIColorMatrix, CIMaskToAlpha, CIAreaAverage, CICode128BarcodeGenerator
{
    init(_ definition: FilterDefinition) {
        super.init(definition: definition)
    }

    private var inputs: FilterInputs { FilterInputs(values: values) }

    private func number(_ key: String, default fallback: Float) -> Float { inputs.number(key).map { Float($0) } ?? fallback }

    var message: Data {
        get { inputs.data("inputMessage") ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    var quietSpace: Float {
        get { number("inputQuietSpace", default: 7) }
        set { setValue(newValue, forKey: "inputQuietSpace") }
    }
    var barcodeHeight: Float {
        get { number("inputBarcodeHeight", default: 32) }
        set { setValue(newValue, forKey: "inputBarcodeHeight") }
    }
    var extent: CGRect {
        get { inputs.vector(kCIInputExtentKey)?.cgRectValue ?? CGRect(x: 0, y: 0, width: 640, height: 80) }
        set { setValue(CIVector(cgRect: newValue), forKey: kCIInputExtentKey) }
    }
    var correctionLevel: String {
        get { inputs.string("inputCorrectionLevel") ?? "M" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
    var inputImage: CIImage? {
        get { inputs.image() }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var backgroundImage: CIImage? {
        get { inputs.image(kCIInputBackgroundImageKey) }
        set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
    }
    var radius: Float {
        get { number(kCIInputRadiusKey, default: 10) }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
    var saturation: Float {
        get { number(kCIInputSaturationKey, default: 1) }
        set { setValue(newValue, forKey: kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { number(kCIInputBrightnessKey, default: 0) }
        set { setValue(newValue, forKey: kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { number(kCIInputContrastKey, default: 1) }
        set { setValue(newValue, forKey: kCIInputContrastKey) }
    }
    var intensity: Float {
        get { number(kCIInputIntensityKey, default: 1) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
    var center: CGPoint {
        get { inputs.point(kCIInputCenterKey) ?? CGPoint(x: 150, y: 150) }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var scale: Float {
        get { number(kCIInputScaleKey, default: 8) }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }
    var transform: CGAffineTransform {
        get { inputs.transform(kCIInputTransformKey) ?? .identity }
        set { setValue(newValue, forKey: kCIInputTransformKey) }
    }
    var color0: CIColor {
        get { inputs.color("inputColor0") ?? CIColor(red: 0.3, green: 0, blue: 0) }
        set { setValue(newValue, forKey: "inputColor0") }
    }
    var color1: CIColor {
        get { inputs.color("inputColor1") ?? CIColor(red: 1, green: 0.9, blue: 0.8) }
        set { setValue(newValue, forKey: "inputColor1") }
    }
    var ev: Float {
        get { number("inputEV", default: 0.5) }
        set { setValue(newValue, forKey: "inputEV") }
    }
    private func vector(_ key: String, default fallback: [CGFloat]) -> CIVector {
        inputs.vector(key) ?? CIVector(array: fallback)
    }
    var rVector: CIVector {
        get { vector("inputRVector", default: [1, 0, 0, 0]) }
        set { setValue(newValue, forKey: "inputRVector") }
    }
    var gVector: CIVector {
        get { vector("inputGVector", default: [0, 1, 0, 0]) }
        set { setValue(newValue, forKey: "inputGVector") }
    }
    var bVector: CIVector {
        get { vector("inputBVector", default: [0, 0, 1, 0]) }
        set { setValue(newValue, forKey: "inputBVector") }
    }
    var aVector: CIVector {
        get { vector("inputAVector", default: [0, 0, 0, 1]) }
        set { setValue(newValue, forKey: "inputAVector") }
    }
    var biasVector: CIVector {
        get { vector("inputBiasVector", default: [0, 0, 0, 0]) }
        set { setValue(newValue, forKey: "inputBiasVector") }
    }
    var color: CIColor {
        get { inputs.color(kCIInputColorKey) ?? .black }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
}
