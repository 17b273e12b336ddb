import Foundation

/// Something a capture session found in the picture (a code, a face), as AVFoundation's `AVMetadataObject`.
open class AVMetadataObject: NSObject, @unchecked Sendable {
    // Unchecked: immutable.

    /// A kind of metadata object, as `AVMetadataObject.ObjectType` (raw values as AVFoundation's).
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        /// The value's string, as Apple's frameworks spell it.
        public let rawValue: String
        /// The value spelled `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The value spelled `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// QR codes.
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        /// Micro QR codes.
        public static let microQR = ObjectType(rawValue: "org.iso.MicroQR")
        /// Aztec codes (tickets).
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        /// Data Matrix codes.
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        /// PDF417 codes (boarding passes, licences).
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        /// MicroPDF417 codes.
        public static let microPDF417 = ObjectType(rawValue: "org.iso.MicroPDF417")
        /// Code 39 barcodes.
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        /// Code 39 barcodes with a mod 43 check digit.
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        /// Code 93 barcodes.
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        /// Code 128 barcodes.
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        /// EAN-8 barcodes.
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        /// EAN-13 barcodes (most retail products).
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        /// UPC-E barcodes.
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        /// Interleaved 2 of 5 barcodes.
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        /// ITF-14 shipping-carton barcodes.
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        /// Codabar barcodes.
        public static let codabar = ObjectType(rawValue: "Codabar")
        /// GS1 DataBar codes.
        public static let gs1DataBar = ObjectType(rawValue: "org.gs1.GS1DataBar")
        /// GS1 DataBar Expanded codes.
        public static let gs1DataBarExpanded = ObjectType(rawValue: "org.gs1.GS1DataBarExpanded")
        /// GS1 DataBar Limited codes.
        public static let gs1DataBarLimited = ObjectType(rawValue: "org.gs1.GS1DataBarLimited")
        /// Faces.
        public static let face = ObjectType(rawValue: "face")
        /// People's bodies.
        public static let humanBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-human-body")
        /// Cats' bodies.
        public static let catBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-cat-body")
        /// Dogs' bodies.
        public static let dogBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-dog-body")
        /// The most noticeable objects in the picture.
        public static let salientObject = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-salient-object")

        /// The machine-readable codes, which an ``AVMetadataMachineReadableCodeObject`` carries.
        static let codes: [ObjectType] = [
            .qr, .microQR, .aztec, .dataMatrix, .pdf417, .microPDF417, .code39, .code39Mod43, .code93, .code128, .ean8, .ean13,
            .upce, .interleaved2of5, .itf14, .codabar, .gs1DataBar, .gs1DataBarExpanded, .gs1DataBarLimited,
        ]
    }

    /// Its kind.
    public let type: AVMetadataObject.ObjectType
    /// Where it is, in the output's coordinates (0...1 each way).
    public let bounds: CGRect
    /// When it was seen.
    public let time: CMTime
    /// How long it was seen.
    public let duration: CMTime

    /// An object of `type` at `bounds` (napkin's addition, for tests; iOS makes them itself).
    public init(type: AVMetadataObject.ObjectType, bounds: CGRect, time: CMTime = .zero, duration: CMTime = .invalid) {
        self.type = type
        self.bounds = bounds
        self.time = time
        self.duration = duration
    }
}

/// A barcode or 2-D code a camera read, as AVFoundation's `AVMetadataMachineReadableCodeObject`.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The text the code holds (nil where it is binary).
    public let stringValue: String?
    /// The code's corners, clockwise from its top left, in the output's coordinates.
    public let corners: [CGPoint]

    /// A code of `type` reading `stringValue` with `corners` (napkin's addition, for tests; its bounds enclose the
    /// corners).
    public init(type: AVMetadataObject.ObjectType, stringValue: String?, corners: [CGPoint]) {
        self.stringValue = stringValue
        self.corners = corners
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let bounds =
            corners.isEmpty
            ? CGRect.zero : CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        super.init(type: type, bounds: bounds)
    }
}

/// What a metadata output tells its delegate, as AVFoundation's protocol. The method has an empty default, as the
/// Objective-C protocol's is optional.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    /// The output found `metadataObjects` in a frame coming through `connection`.
    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    /// Does nothing unless the delegate implements it.
    public func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection
    ) {}
}

/// Reads codes and faces from a session's camera, as AVFoundation's `AVCaptureMetadataOutput`.
///
/// As on iOS, ``availableMetadataObjectTypes`` is empty until the output is in a session with a camera input, so
/// ``metadataObjectTypes`` is set after `addOutput`; types not available are dropped (iOS raises an exception) with
/// a message on standard error. Found objects reach the delegate on the queue given to
/// ``setMetadataObjectsDelegate(_:queue:)``.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    // Unchecked: mutable state is read and written under `outputLock` only.
    private weak var delegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    private var queue: DispatchQueue?
    private var types: [AVMetadataObject.ObjectType] = []
    private var interest = CGRect(x: 0, y: 0, width: 1, height: 1)

    public override init() { super.init() }

    /// The delegate, held weakly.
    open var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)? { outputLock.withLock { delegate } }
    /// The queue the delegate is called on.
    open var metadataObjectsCallbackQueue: DispatchQueue? { outputLock.withLock { queue } }

    /// Sets who hears about found objects and on which queue (iOS requires a serial queue; `DispatchQueue.main` is
    /// common).
    open func setMetadataObjectsDelegate(
        _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?
    ) {
        outputLock.withLock {
            delegate = objectsDelegate
            queue = objectsCallbackQueue
        }
    }

    /// The types the session's camera can find: the codes and faces once a camera feeds the output, none before.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
        connection(with: .metadata) == nil ? [] : AVMetadataObject.ObjectType.codes + [.face, .humanBody, .catBody, .dogBody]
    }

    /// The types the output reports (none by default).
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! {
        get { outputLock.withLock { types } }
        set {
            let available = Set(availableMetadataObjectTypes)
            let wanted = newValue ?? []
            let refused = wanted.filter { !available.contains($0) }
            if !refused.isEmpty {
                FileHandle.standardError.write(
                    Data(
                        ("AVCaptureMetadataOutput: \(refused.map(\.rawValue)) not available (add the output to a session with a camera "
                            + "input first); iOS ends the app here, napkin dropped them.\n").utf8))
            }
            outputLock.withLock { types = wanted.filter(available.contains) }
        }
    }

    /// The part of the picture searched, in the output's coordinates (the whole picture by default).
    open var rectOfInterest: CGRect {
        get { outputLock.withLock { interest } }
        set { outputLock.withLock { interest = newValue } }
    }

    override func accepts(_ mediaType: AVMediaType) -> Bool { mediaType == .metadata }

    /// Hands the objects of the types asked for, inside the rect of interest, to the delegate on its queue; false if
    /// none were.
    func deliver(_ objects: [AVMetadataObject]) -> Bool {
        let wanted: Set<AVMetadataObject.ObjectType> = outputLock.withLock { Set(types) }
        let area: CGRect = outputLock.withLock { interest }
        let found = objects.filter { object in
            wanted.contains(object.type) && (object.bounds.isEmpty || area.intersects(object.bounds))
        }
        let listener: (any AVCaptureMetadataOutputObjectsDelegate)? = outputLock.withLock { delegate }
        let callbackQueue: DispatchQueue = outputLock.withLock { queue } ?? .main
        guard !found.isEmpty, let connection = connection(with: .metadata), connection.isActive, let delegate = listener else {
            return false
        }
        let call = DelegateCall { delegate.metadataOutput(self, didOutput: found, from: connection) }
        callbackQueue.async { call.run() }
        return true
    }
}

/// A call to a delegate made on the queue its app chose, as AVFoundation calls its delegates there.
struct DelegateCall: @unchecked Sendable {
    // Unchecked: the closure runs once, on the delegate's queue, which the app chose for it.
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
