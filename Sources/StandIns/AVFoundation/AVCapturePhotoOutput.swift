import Foundation

/// How a photo is taken, as AVFoundation's `AVCapturePhotoSettings`: one per capture.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    // Unchecked: mutable state is read and written under `lock` only.
    private static let counter = CaptureCounter()
    private let lock = NSLock()
    /// A number identifying this capture.
    public let uniqueID: Int64
    /// The format asked for (`AVVideoCodecKey` and the like), as given.
    public let format: [String: any Sendable]
    private var flash: AVCaptureDevice.FlashMode = .off
    private var highResolution = false
    private var prioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced

    /// Settings for a JPEG (HEIC on iOS; napkin keeps the camera's data as given).
    public override init() {
        uniqueID = Self.counter.next()
        format = [:]
        super.init()
    }

    /// Settings for a photo in `format`.
    public init(format: [String: any Sendable]?) {
        uniqueID = Self.counter.next()
        self.format = format ?? [:]
        super.init()
    }

    /// Settings copying `photoSettings` with a new ``uniqueID``.
    public convenience init(from photoSettings: AVCapturePhotoSettings) {
        self.init(format: photoSettings.format)
        flashMode = photoSettings.flashMode
        isHighResolutionPhotoEnabled = photoSettings.isHighResolutionPhotoEnabled
        photoQualityPrioritization = photoSettings.photoQualityPrioritization
    }

    /// The flash (off by default).
    open var flashMode: AVCaptureDevice.FlashMode {
        get { lock.withLock { flash } }
        set { lock.withLock { flash = newValue } }
    }
    /// Whether to take the photo at the camera's full resolution.
    open var isHighResolutionPhotoEnabled: Bool {
        get { lock.withLock { highResolution } }
        set { lock.withLock { highResolution = newValue } }
    }
    /// Speed or quality.
    open var photoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization {
        get { lock.withLock { prioritization } }
        set { lock.withLock { prioritization = newValue } }
    }
}

/// The settings a capture ended up with, as AVFoundation's `AVCaptureResolvedPhotoSettings`.
open class AVCaptureResolvedPhotoSettings: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The ``AVCapturePhotoSettings/uniqueID`` of the settings asked for.
    public let uniqueID: Int64
    /// Whether the flash fired: for `.on` with a camera that has one (`.auto` does not: napkin's scene is never dim).
    public let isFlashEnabled: Bool
    /// How many photos the capture gives: 1.
    public let expectedPhotoCount: Int = 1

    init(uniqueID: Int64, isFlashEnabled: Bool) {
        self.uniqueID = uniqueID
        self.isFlashEnabled = isFlashEnabled
    }
}

/// A photo a capture produced, as AVFoundation's `AVCapturePhoto`.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    private let data: Data?
    /// When it was taken, on the host clock.
    public let timestamp: CMTime
    /// The settings it was taken with.
    public let resolvedSettings: AVCaptureResolvedPhotoSettings
    /// Its number within the capture: 1.
    public let photoCount: Int = 1
    /// Whether it is a RAW photo: never.
    public let isRawPhoto = false

    init(data: Data?, timestamp: CMTime, resolvedSettings: AVCaptureResolvedPhotoSettings) {
        self.data = data
        self.timestamp = timestamp
        self.resolvedSettings = resolvedSettings
    }

    /// The photo as a file's bytes: on Linux the image data the simulated camera was given
    /// (``AVCaptureDevice/simulatedPhotoData``), unchanged.
    open func fileDataRepresentation() -> Data? { data }
}

/// What a photo output tells its delegate while it takes a photo, as AVFoundation's protocol, on a queue of the
/// output's. Every method has an empty default, as the Objective-C protocol's are optional.
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
    func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// The photo is ready, or `error` says why there is none.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
    /// The capture is over.
    func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    /// The capture is starting, with the settings it resolved to.
    public func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// The shutter is about to fire.
    public func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// The shutter has fired.
    public func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    /// The photo is ready, or `error` says why there is none.
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
    /// The capture is over.
    public func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?
    ) {}
}

/// Takes still photos from a session's camera, as AVFoundation's `AVCapturePhotoOutput`.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    // Unchecked: mutable state is read and written under `outputLock` only.

    /// Speed or quality, as `AVCapturePhotoOutput.QualityPrioritization`.
    public enum QualityPrioritization: Int, Comparable, Sendable {
        case speed = 1
        case balanced = 2
        case quality = 3
        /// Whether `lhs` favours speed more than `rhs`.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private let deliveryQueue = DispatchQueue(label: "com.apple.avfoundation.photo-output")
    private var highResolution = false
    private var maxPrioritization: QualityPrioritization = .balanced

    public override init() { super.init() }

    /// The flash modes of the camera feeding the output: off, on and auto with a flash, off without, none unconnected.
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] {
        guard let device = cameraDevice else { return [] }
        return device.hasFlash ? [.off, .on, .auto] : [.off]
    }
    /// Whether photos may be taken at full resolution.
    open var isHighResolutionCaptureEnabled: Bool {
        get { outputLock.withLock { highResolution } }
        set { outputLock.withLock { highResolution = newValue } }
    }
    /// The best quality the output is prepared for (`.balanced` by default).
    open var maxPhotoQualityPrioritization: QualityPrioritization {
        get { outputLock.withLock { maxPrioritization } }
        set { outputLock.withLock { maxPrioritization = newValue } }
    }
    /// Whether Live Photos can be taken: no.
    open var isLivePhotoCaptureSupported: Bool { false }

    override func accepts(_ mediaType: AVMediaType) -> Bool { mediaType == .video }

    private var cameraDevice: AVCaptureDevice? {
        connection(with: .video)?.inputPorts.lazy.compactMap { ($0.input as? AVCaptureDeviceInput)?.device }.first
    }

    /// Takes a photo with `settings`, telling `delegate` on the output's queue: it begins, captures, then gives the
    /// photo (the simulated camera's ``AVCaptureDevice/simulatedPhotoData``) and finishes. Without a running session
    /// and a connected camera the photo carries ``AVError/Code/sessionNotRunning`` (iOS raises an exception when there
    /// is no video connection at all); a camera with no image to give yields ``AVError/Code/deviceNotConnected``.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
        let device = cameraDevice
        let running = (session?.isRunning ?? false) && (connection(with: .video)?.isActive ?? false)
        let resolved = AVCaptureResolvedPhotoSettings(
            uniqueID: settings.uniqueID, isFlashEnabled: settings.flashMode == .on && (device?.hasFlash ?? false))
        let data = running ? device?.simulatedPhotoData : nil
        let error: AVError? = !running ? AVError(.sessionNotRunning) : data == nil ? AVError(.deviceNotConnected) : nil
        let photo = AVCapturePhoto(
            data: data, timestamp: CMTime(seconds: ProcessInfo.processInfo.systemUptime, preferredTimescale: 1_000_000_000),
            resolvedSettings: resolved)
        let call = DelegateCall {
            delegate.photoOutput(self, willBeginCaptureFor: resolved)
            if error == nil {
                delegate.photoOutput(self, willCapturePhotoFor: resolved)
                delegate.photoOutput(self, didCapturePhotoFor: resolved)
            }
            delegate.photoOutput(self, didFinishProcessingPhoto: photo, error: error)
            delegate.photoOutput(self, didFinishCaptureFor: resolved, error: error)
        }
        deliveryQueue.async { call.run() }
    }
}

/// Numbers photo settings, as iOS does, from 1.
final class CaptureCounter: @unchecked Sendable {
    // Unchecked: `value` is read and written under `lock` only.
    private let lock = NSLock()
    private var value: Int64 = 0
    func next() -> Int64 {
        lock.withLock {
            value += 1
            return value
        }
    }
}
