// Vision's headers import Core Image on iOS (its handlers take a `CIImage`), so `import Vision` brings
// `CIFilter`, `CIImage` and `CIContext`.
@_exported import CoreImage
import Foundation

@_exported import class NapkinUI.CGImage

/// A confidence from 0 to 1, as Vision's `VNConfidence`.
public typealias VNConfidence = Float

/// What a request calls when it has run, as Vision's `VNRequestCompletionHandler`.
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// Something Vision found, as `VNObservation`.
open class VNObservation: NSObject, @unchecked Sendable {
    // Sound: every stored property is a `let`.
    /// The observation's identity.
    public let uuid = UUID()
    /// How sure the request is, from 0 to 1.
    public let confidence: VNConfidence

    /// An observation with `confidence`.
    public init(confidence: VNConfidence = 1) {
        self.confidence = confidence
        super.init()
    }
}

/// An observation of a region of the image, as `VNDetectedObjectObservation`.
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
    /// The region in normalised coordinates (0 to 1, origin at the lower left), as Vision gives it.
    public let boundingBox: CGRect

    /// An observation of `boundingBox`.
    public init(boundingBox: CGRect, confidence: VNConfidence = 1) {
        self.boundingBox = boundingBox
        super.init(confidence: confidence)
    }
}

/// A face's region, as `VNFaceObservation`.
open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {}

/// A text candidate of a recognised line, as `VNRecognizedText`.
public final class VNRecognizedText: NSObject, @unchecked Sendable {
    // Sound: every stored property is a `let`.
    /// The words read.
    public let string: String
    /// How sure the recognizer is, from 0 to 1.
    public let confidence: VNConfidence

    /// A candidate reading `string`.
    public init(string: String, confidence: VNConfidence) {
        self.string = string
        self.confidence = confidence
        super.init()
    }
}

/// A line of text found in the image, with its candidate readings, as `VNRecognizedTextObservation`.
open class VNRecognizedTextObservation: VNDetectedObjectObservation, @unchecked Sendable {
    private let candidates: [VNRecognizedText]

    /// An observation of a line at `boundingBox` read as `candidates`, best first (what a test or a
    /// preview hands a completion handler; Vision makes these itself).
    public init(boundingBox: CGRect, candidates: [VNRecognizedText]) {
        self.candidates = candidates
        super.init(boundingBox: boundingBox, confidence: candidates.first?.confidence ?? 0)
    }

    /// The best `maxCandidateCount` readings, best first (Vision gives at most 10).
    public func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] {
        Array(candidates.prefix(max(0, min(maxCandidateCount, 10))))
    }
}

/// A label for the whole image, as `VNClassificationObservation`.
open class VNClassificationObservation: VNObservation, @unchecked Sendable {
    /// The label's identifier.
    public let identifier: String

    /// A label `identifier` with `confidence`.
    public init(identifier: String, confidence: VNConfidence) {
        self.identifier = identifier
        super.init(confidence: confidence)
    }
}

/// A kind of barcode, as `VNBarcodeSymbology`.
public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
    /// The name Apple's framework uses.
    public let rawValue: String
    /// The value named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// QR codes.
    public static let qr = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")
    /// Aztec codes.
    public static let aztec = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyAztec")
    /// Code 128 barcodes.
    public static let code128 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode128")
    /// EAN-13 barcodes.
    public static let ean13 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN13")
    /// EAN-8 barcodes.
    public static let ean8 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN8")
    /// PDF417 codes.
    public static let pdf417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyPDF417")
    /// UPC-E barcodes.
    public static let upce = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE")
    /// Code 39 barcodes.
    public static let code39 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39")
    /// Code 39 barcodes with a check digit.
    public static let code39Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39Checksum")
    /// Code 39 barcodes in full ASCII.
    public static let code39FullASCII = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCII")
    /// Code 39 barcodes in full ASCII with a check digit.
    public static let code39FullASCIIChecksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCIIChecksum")
    /// Code 93 barcodes.
    public static let code93 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93")
    /// Code 93 barcodes in full ASCII.
    public static let code93i = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93i")
    /// Data Matrix codes.
    public static let dataMatrix = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyDataMatrix")
    /// Interleaved 2 of 5 barcodes.
    public static let i2of5 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5")
    /// Interleaved 2 of 5 barcodes with a check digit.
    public static let i2of5Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5Checksum")
    /// ITF-14 barcodes.
    public static let itf14 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyITF14")
    /// Codabar barcodes.
    public static let codabar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCodabar")
    /// GS1 DataBar barcodes.
    public static let gs1DataBar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBar")
    /// GS1 DataBar Expanded barcodes.
    public static let gs1DataBarExpanded = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarExpanded")
    /// GS1 DataBar Limited barcodes.
    public static let gs1DataBarLimited = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarLimited")
    /// Micro QR codes.
    public static let microQR = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroQR")
    /// Micro PDF417 codes.
    public static let microPDF417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroPDF417")
    /// MSI Plessey barcodes.
    public static let msiPlessey = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMSIPlessey")
}

/// A barcode found in the image, as `VNBarcodeObservation`.
open class VNBarcodeObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// The barcode's kind.
    public let symbology: VNBarcodeSymbology
    /// The barcode's text, when it holds text.
    public let payloadStringValue: String?

    /// A `symbology` barcode at `boundingBox` holding `payloadStringValue`.
    public init(symbology: VNBarcodeSymbology, payloadStringValue: String?, boundingBox: CGRect) {
        self.symbology = symbology
        self.payloadStringValue = payloadStringValue
        super.init(boundingBox: boundingBox)
    }
}

/// A question asked of an image, as Vision's `VNRequest`.
///
/// Linux has none of Vision's models: a request performed by a ``VNImageRequestHandler`` finds
/// nothing, so its ``results`` become an empty array and its completion handler is called with no
/// error. `results` is typed `[VNObservation]?` on every request (iOS narrows it on each subclass):
/// cast the observations (`request.results as? [VNRecognizedTextObservation]`).
open class VNRequest: NSObject, @unchecked Sendable {
    // Sound: a request is configured and performed on one thread, as Vision requires.
    /// What the request found; `nil` until it has been performed.
    open var results: [VNObservation]?
    /// Called when the request has been performed.
    public let completionHandler: VNRequestCompletionHandler?
    /// Whether Vision may only use the CPU.
    open var usesCPUOnly = false
    /// The request's revision.
    open var revision = 1

    /// A request that calls `completionHandler` when performed.
    public init(completionHandler: VNRequestCompletionHandler? = nil) {
        self.completionHandler = completionHandler
        super.init()
    }

    /// A request with no completion handler.
    public override convenience init() { self.init(completionHandler: nil) }

    /// Stops the request; nothing runs in the background here.
    open func cancel() {}
}

/// A request about an image, as `VNImageBasedRequest`.
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    /// The part of the image to look at, normalised; the whole image by default.
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// How carefully text is read, as `VNRequestTextRecognitionLevel`.
public enum VNRequestTextRecognitionLevel: Int, Sendable, Hashable {
    case accurate = 0
    case fast = 1
}

/// Reads the text in an image, as `VNRecognizeTextRequest`; its results are
/// ``VNRecognizedTextObservation``s (none on Linux, see ``VNRequest``).
open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    /// Accurate (the default) or fast.
    open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
    /// Whether words are corrected with a language model (true by default).
    open var usesLanguageCorrection = true
    /// The languages to read, most wanted first (English by default).
    open var recognitionLanguages = ["en-US"]
    /// Whether the language is detected instead.
    open var automaticallyDetectsLanguage = false
    /// Words to prefer when correcting.
    open var customWords: [String] = []
    /// The smallest text to read, as a fraction of the image's height (0: no limit).
    open var minimumTextHeight: Float = 0
}

/// Finds faces, as `VNDetectFaceRectanglesRequest`; its results are ``VNFaceObservation``s.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {}

/// Labels the whole image, as `VNClassifyImageRequest`; its results are ``VNClassificationObservation``s.
open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {}

/// Finds barcodes, as `VNDetectBarcodesRequest`; its results are ``VNBarcodeObservation``s.
open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The kinds to look for (all by default).
    open var symbologies: [VNBarcodeSymbology] = [.qr, .aztec, .code128, .ean13, .ean8, .pdf417, .upce]
}

/// An option of an image request handler, as `VNImageOption`.
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
    /// The name Apple's framework uses.
    public let rawValue: String
    /// The value named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The camera's intrinsics.
    public static let cameraIntrinsics = VNImageOption(rawValue: "VNImageOptionCameraIntrinsics")
}

/// Performs requests on one image, as `VNImageRequestHandler`.
///
/// The image is kept, not looked at: ``perform(_:)`` runs each request in order, giving it no
/// results (see ``VNRequest``) and calling its completion handler, on the calling thread, before
/// returning. A handler made from a file URL that cannot be read throws when it performs, as Vision
/// does when it cannot load the image.
public final class VNImageRequestHandler: NSObject, @unchecked Sendable {
    // Sound: every stored property is a `let`.
    private let readable: () -> Bool

    /// A handler of `image`.
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {
        readable = { true }
        super.init()
    }

    /// A handler of `image`, whose pixels stand as `orientation` says.
    public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        readable = { true }
        super.init()
    }

    /// A handler of the Core Image image `image`.
    public init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {
        readable = { true }
        super.init()
    }

    /// A handler of the Core Image image `image`, whose pixels stand as `orientation` says.
    public init(ciImage image: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        readable = { true }
        super.init()
    }

    /// A handler of the encoded image `imageData`.
    public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {
        readable = { true }
        super.init()
    }

    /// A handler of the image file at `imageURL`.
    public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {
        readable = { FileManager.default.isReadableFile(atPath: imageURL.path) }
        super.init()
    }

    /// Performs `requests` in order (see the type's discussion).
    public func perform(_ requests: [VNRequest]) throws {
        guard readable() else {
            // Vision's error domain and its I/O error code.
            throw NSError(domain: "com.apple.Vision", code: 6, userInfo: [NSLocalizedDescriptionKey: "The image could not be read."])
        }
        for request in requests {
            request.results = []
            request.completionHandler?(request, nil)
        }
    }
}
