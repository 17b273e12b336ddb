import Foundation
import NapkinUI
import Vision

/// What a data scanner tells its delegate, as VisionKit's protocol (iOS 16); every method has an
/// empty default. On Linux nothing is ever recognised, so only ``dataScanner(_:becameUnavailableWithError:)``
/// is called, when scanning is started.
@MainActor @preconcurrency
public protocol DataScannerViewControllerDelegate: AnyObject {
    /// The person tapped a recognised item.
    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
    /// Items came into view.
    func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// Items changed.
    func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// Items left the view.
    func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem])
    /// Scanning stopped being possible.
    func dataScanner(
        _ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
}

extension DataScannerViewControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
    /// Does nothing unless the delegate implements it.
    public func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    /// Does nothing unless the delegate implements it.
    public func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem])
    {}
    /// Does nothing unless the delegate implements it.
    public func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem])
    {}
    /// Does nothing unless the delegate implements it.
    public func dataScanner(
        _ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable
    ) {}
}

/// Something a data scanner recognised, as VisionKit's `RecognizedItem`.
public enum RecognizedItem: Identifiable, Sendable {
    /// Text, with its transcript.
    case text(Text)
    /// A barcode, with its payload.
    case barcode(Barcode)

    /// Recognised text.
    public struct Text: Identifiable, Sendable {
        /// The item's identity while it stays in view.
        public let id: UUID
        /// What the text says.
        public let transcript: String
    }

    /// A recognised barcode.
    public struct Barcode: Identifiable, Sendable {
        /// The item's identity while it stays in view.
        public let id: UUID
        /// The barcode's contents read as text, if they are text.
        public let payloadStringValue: String?
    }

    /// The item's identity.
    public var id: UUID {
        switch self {
        case .text(let text): text.id
        case .barcode(let barcode): barcode.id
        }
    }
}

/// VisionKit's live text and barcode scanner (iOS 16), as `DataScannerViewController`.
///
/// Linux has no camera: ``isSupported`` and ``isAvailable`` are false, and ``startScanning()`` throws
/// ``ScanningUnavailable/unsupported``, as on a device without the Neural Engine. Presented anyway, it
/// draws a black viewfinder, as the scanner shows before its camera starts.
open class DataScannerViewController: UIViewController {
    /// What the scanner looks for.
    public enum RecognizedDataType: Hashable, Sendable {
        /// Text, in `languages` (the device's when empty), of `textContentType` when given.
        case text(languages: [String] = [], textContentType: TextContentType? = nil)
        /// Barcodes of `symbologies` (every kind when empty).
        case barcode(symbologies: [VNBarcodeSymbology] = [])
    }

    /// A kind of text the scanner may look for.
    public enum TextContentType: Hashable, Sendable {
        case dateTimeDuration, emailAddress, flightNumber, fullStreetAddress, shipmentTrackingNumber, telephoneNumber
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case URL
    }

    /// How closely the scanner looks.
    public enum QualityLevel: Hashable, Sendable {
        case balanced, fast, accurate
    }

    /// Why scanning cannot start, as VisionKit's error.
    public enum ScanningUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
        /// The device cannot scan (Linux: no camera).
        case unsupported
        /// The camera is unavailable (access refused, or restricted).
        case cameraRestricted

        /// What went wrong and what to do.
        public var description: String {
            switch self {
            case .unsupported:
                "Data scanning is not supported here: there is no camera on Linux. Check DataScannerViewController.isSupported."
            case .cameraRestricted: "The camera is unavailable to the app."
            }
        }
    }

    /// Whether this device can scan: false on Linux.
    public static var isSupported: Bool { false }
    /// Whether scanning is possible now (supported and the camera allowed): false on Linux.
    public static var isAvailable: Bool { false }

    /// What the scanner looks for.
    public let recognizedDataTypes: Set<RecognizedDataType>
    /// How closely it looks.
    public let qualityLevel: QualityLevel
    /// Whether it finds several items at once.
    public let recognizesMultipleItems: Bool
    /// Whether it tracks at a high frame rate.
    public let isHighFrameRateTrackingEnabled: Bool
    /// Whether pinching zooms.
    public let isPinchToZoomEnabled: Bool
    /// Whether it shows hints ("Slow down").
    public let isGuidanceEnabled: Bool
    /// Whether it highlights what it recognises.
    public let isHighlightingEnabled: Bool
    /// Told what the scanner finds. Weak, as VisionKit's.
    open weak var delegate: (any DataScannerViewControllerDelegate)?
    /// Whether scanning is under way: never on Linux.
    public private(set) var isScanning = false
    /// What is recognised now: nothing on Linux.
    public var recognizedItems: AsyncStream<[RecognizedItem]> {
        AsyncStream { continuation in continuation.finish() }
    }

    /// A scanner for `recognizedDataTypes` with VisionKit's defaults.
    public init(
        recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced, recognizesMultipleItems: Bool = false,
        isHighFrameRateTrackingEnabled: Bool = true, isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true,
        isHighlightingEnabled: Bool = false
    ) {
        self.recognizedDataTypes = recognizedDataTypes
        self.qualityLevel = qualityLevel
        self.recognizesMultipleItems = recognizesMultipleItems
        self.isHighFrameRateTrackingEnabled = isHighFrameRateTrackingEnabled
        self.isPinchToZoomEnabled = isPinchToZoomEnabled
        self.isGuidanceEnabled = isGuidanceEnabled
        self.isHighlightingEnabled = isHighlightingEnabled
        super.init()
    }

    /// Starts the camera: throws ``ScanningUnavailable/unsupported`` on Linux, after telling the
    /// delegate it became unavailable.
    open func startScanning() throws {
        delegate?.dataScanner(self, becameUnavailableWithError: .unsupported)
        throw ScanningUnavailable.unsupported
    }

    /// Stops the camera (it never started).
    open func stopScanning() {
        isScanning = false
    }

    /// The black viewfinder.
    open override var backgroundColor: Color? {
        get { .black }
        set {}
    }
}
