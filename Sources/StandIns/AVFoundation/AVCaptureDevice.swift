import Foundation

/// The kind of media a capture device records or a track holds, as AVFoundation's `AVMediaType`
/// (its raw values are AVFoundation's four-character codes).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The value's string, as Apple's frameworks spell it.
    public let rawValue: String
    /// The value spelled `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value spelled `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Pictures: cameras.
    public static let video = AVMediaType(rawValue: "vide")
    /// Sound: microphones.
    public static let audio = AVMediaType(rawValue: "soun")
    /// Text tracks.
    public static let text = AVMediaType(rawValue: "text")
    /// Closed captions.
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    /// Subtitles.
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    /// Timecode tracks.
    public static let timecode = AVMediaType(rawValue: "tmcd")
    /// Timed metadata, such as the codes a metadata output reads.
    public static let metadata = AVMediaType(rawValue: "meta")
    /// Interleaved audio and video.
    public static let muxed = AVMediaType(rawValue: "muxx")
    /// Depth maps.
    public static let depthData = AVMediaType(rawValue: "dpth")
}

/// Whether the person allowed the app to use the camera or the microphone, as AVFoundation's enum.
public enum AVAuthorizationStatus: Int, Sendable {
    /// Not asked yet: the first capture request shows the prompt.
    case notDetermined = 0
    /// Not allowed, and the person cannot change it (parental controls, device management).
    case restricted = 1
    /// The person said no.
    case denied = 2
    /// The person said yes.
    case authorized = 3
}

/// A camera or microphone, as AVFoundation's `AVCaptureDevice`.
///
/// Linux has no camera: ``default(for:)`` answers nil and a ``DiscoverySession`` finds nothing, as on an iOS
/// device whose camera is missing, until a test installs a simulated device with napkin's
/// ``simulateDevice(_:position:hasTorch:)``. A simulated camera keeps its torch, focus and zoom settings (changed
/// only between ``lockForConfiguration()`` and ``unlockForConfiguration()``, as iOS requires), reads the codes a
/// test shows it (``simulateScan(of:type:corners:)``) to the metadata outputs of running sessions, and takes the
/// photo a test gives it (``simulatedPhotoData``).
///
/// The person's answer to the camera prompt is chosen by the test, as napkin's other stand-ins do: not asked
/// (``AVAuthorizationStatus/notDetermined``) at first, declined unless ``answerAccessRequests(granting:)`` says
/// otherwise; ``setAuthorizationStatus(_:for:)`` sets an earlier answer; ``resetCaptureSimulation()`` returns to a
/// fresh machine. The simulation is process-wide: tests using it belong in one `.serialized` suite.
///
/// Safe to use from any thread (its state is behind a lock), as iOS's devices are.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    // Unchecked: every mutable property is read and written under `lock` only.

    /// A kind of capture device, as `AVCaptureDevice.DeviceType`.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        /// The value's string, as Apple's frameworks spell it.
        public let rawValue: String
        /// The value spelled `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The value spelled `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The main camera of every iPhone (front and back).
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        /// The telephoto camera.
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        /// The ultra wide camera.
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        /// The wide and telephoto cameras as one.
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        /// The wide and ultra wide cameras as one.
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        /// The wide, ultra wide and telephoto cameras as one.
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        /// The front TrueDepth camera (Face ID's).
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        /// The LiDAR scanner with the wide camera.
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        /// An iPhone used as a Mac's camera.
        public static let continuityCamera = DeviceType(rawValue: "AVCaptureDeviceTypeContinuityCamera")
        /// An external camera.
        public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
        /// A microphone (iOS 17's name).
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        /// A microphone (the name before iOS 17).
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")

        /// Whether devices of this type record sound rather than pictures.
        var recordsAudio: Bool { self == .microphone || self == .builtInMicrophone }
    }

    /// Which side of the phone a camera faces, as `AVCaptureDevice.Position`.
    public enum Position: Int, Sendable {
        case unspecified = 0
        case back = 1
        case front = 2
    }

    /// The torch (the flash's lamp kept on), as `AVCaptureDevice.TorchMode`.
    public enum TorchMode: Int, Sendable {
        case off = 0
        case on = 1
        case auto = 2
    }

    /// The flash of a photo, as `AVCaptureDevice.FlashMode` (set on `AVCapturePhotoSettings`).
    public enum FlashMode: Int, Sendable {
        case off = 0
        case on = 1
        case auto = 2
    }

    /// How the camera focuses, as `AVCaptureDevice.FocusMode`.
    public enum FocusMode: Int, Sendable {
        case locked = 0
        case autoFocus = 1
        case continuousAutoFocus = 2
    }

    /// How the camera sets its exposure, as `AVCaptureDevice.ExposureMode`.
    public enum ExposureMode: Int, Sendable {
        case locked = 0
        case autoExpose = 1
        case continuousAutoExposure = 2
        case custom = 3
    }

    /// A way the camera can record, as `AVCaptureDevice.Format`; a simulated camera has one.
    open class Format: NSObject, @unchecked Sendable {
        // Unchecked: immutable.
        /// The largest zoom factor: 16 for a simulated back camera (an iPhone's wide camera offers more, up to
        /// about 123 digitally; napkin does not claim a model), 8 for a front one.
        public let videoMaxZoomFactor: CGFloat
        /// The field of view in degrees (the wide camera's, about 70).
        public let videoFieldOfView: Float
        init(videoMaxZoomFactor: CGFloat, videoFieldOfView: Float) {
            self.videoMaxZoomFactor = videoMaxZoomFactor
            self.videoFieldOfView = videoFieldOfView
        }
    }

    /// Finds the devices of some types facing one way, as `AVCaptureDevice.DiscoverySession`: on Linux the
    /// simulated ones only.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        // Unchecked: immutable after init.
        /// The matching devices, in the order of `deviceTypes`, as when the session was made.
        public let devices: [AVCaptureDevice]

        /// The devices of `deviceTypes` recording `mediaType` (any, for nil) facing `position` (either way, for `.unspecified`).
        public init(deviceTypes: [AVCaptureDevice.DeviceType], mediaType: AVMediaType?, position: AVCaptureDevice.Position) {
            let installed = CaptureSimulation.shared.devices
            devices = deviceTypes.flatMap { type in
                installed.filter { device in
                    device.deviceType == type && (mediaType.map(device.hasMediaType) ?? true)
                        && (position == .unspecified || device.position == position)
                }
            }
        }
    }

    private let lock = NSLock()
    /// The device's kind.
    public let deviceType: DeviceType
    /// Which way it faces.
    public let position: Position
    /// A name unique to this device.
    public let uniqueID: String
    /// Its name as the system shows it ("Back Camera", "Front Camera", "iPhone Microphone").
    public let localizedName: String
    /// Whether it has a torch (a back camera's flash lamp).
    public let hasTorch: Bool
    /// Whether it has a flash.
    public var hasFlash: Bool { hasTorch }
    /// The format it records in.
    public let activeFormat: Format

    private var lockedForConfiguration = false
    private var torch: (mode: TorchMode, level: Float) = (.off, 0)
    private var focus: FocusMode = .continuousAutoFocus
    private var focusPoint = CGPoint(x: 0.5, y: 0.5)
    private var exposure: ExposureMode = .continuousAutoExposure
    private var exposurePoint = CGPoint(x: 0.5, y: 0.5)
    private var zoom: CGFloat = 1
    private var photoData: Data?

    init(deviceType: DeviceType, position: Position, hasTorch: Bool, number: Int) {
        self.deviceType = deviceType
        self.position = position
        self.hasTorch = hasTorch && !deviceType.recordsAudio
        uniqueID = "com.apple.avfoundation.avcapturedevice.built-in_video:\(number)"
        localizedName =
            deviceType.recordsAudio ? "iPhone Microphone" : position == .front ? "Front Camera" : "Back Camera"
        activeFormat = Format(videoMaxZoomFactor: position == .front ? 8 : 16, videoFieldOfView: 70)
    }

    // MARK: Finding devices

    /// The device the system uses for `mediaType` by default: the back wide camera for `.video`, the
    /// microphone for `.audio`; nil on Linux unless a test simulated one.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
        let installed = CaptureSimulation.shared.devices.filter { $0.hasMediaType(mediaType) }
        return installed.first { $0.position == .back } ?? installed.first
    }

    /// The device of `deviceType` facing `position` (any side for `.unspecified`) that records `mediaType`.
    open class func `default`(_ deviceType: AVCaptureDevice.DeviceType, for mediaType: AVMediaType?, position: AVCaptureDevice.Position)
        -> AVCaptureDevice?
    {
        DiscoverySession(deviceTypes: [deviceType], mediaType: mediaType, position: position).devices.first
    }

    /// Whether the device records `mediaType`.
    open func hasMediaType(_ mediaType: AVMediaType) -> Bool {
        deviceType.recordsAudio ? mediaType == .audio : mediaType == .video || mediaType == .metadata
    }

    /// Whether the device is still there (false once a test removed the simulated device).
    open var isConnected: Bool { CaptureSimulation.shared.devices.contains { $0 === self } }

    // MARK: Authorization

    /// What the person answered about recording `mediaType`.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        CaptureSimulation.shared.status(for: mediaType)
    }

    /// Asks the person, when not asked before, and calls `handler` with whether recording is allowed (at once on
    /// Linux: the answer is the test's, see ``answerAccessRequests(granting:)``), on a queue of its own as iOS does.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        let granted = CaptureSimulation.shared.ask(for: mediaType)
        DispatchQueue.global().async { handler(granted) }
    }

    /// Asks the person, when not asked before, and returns whether recording `mediaType` is allowed.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        CaptureSimulation.shared.ask(for: mediaType)
    }

    // MARK: Configuration

    /// Takes the device for changing its settings; on Linux nobody else holds it, so this never throws.
    open func lockForConfiguration() throws {
        lock.withLock { lockedForConfiguration = true }
    }

    /// Ends changing the settings.
    open func unlockForConfiguration() {
        lock.withLock { lockedForConfiguration = false }
    }

    /// Applies `change` if the device is locked for configuration. iOS raises an Objective-C exception (ending the
    /// app) when it is not; napkin keeps the old setting and says so on standard error.
    private func configure(_ what: String, _ change: () -> Void) {
        let applied = lock.withLock {
            guard lockedForConfiguration else { return false }
            change()
            return true
        }
        if !applied {
            FileHandle.standardError.write(
                Data(
                    "AVCaptureDevice: \(what) changed without lockForConfiguration(); iOS ends the app here, napkin kept the old value.\n"
                        .utf8))
        }
    }

    // MARK: Torch

    /// The brightest torch level the device can give now: `AVCaptureMaxAvailableTorchLevel`.
    public static let maxAvailableTorchLevel: Float = .greatestFiniteMagnitude

    /// Whether the torch can be used now (a device with a torch, connected).
    open var isTorchAvailable: Bool { hasTorch && isConnected }
    /// Whether the torch is lit.
    open var isTorchActive: Bool { lock.withLock { torch.mode == .on } }
    /// The torch's brightness, 0 (off) to 1.
    open var torchLevel: Float { lock.withLock { torch.mode == .on ? torch.level : 0 } }

    /// Whether the device supports `torchMode`: every mode with a torch, `.off` only without.
    open func isTorchModeSupported(_ torchMode: AVCaptureDevice.TorchMode) -> Bool { hasTorch || torchMode == .off }

    /// The torch's mode; set it between ``lockForConfiguration()`` and ``unlockForConfiguration()``. `.on`
    /// lights it at full brightness, `.auto` leaves it dark (napkin's scene is never dim).
    open var torchMode: AVCaptureDevice.TorchMode {
        get { lock.withLock { torch.mode } }
        set {
            guard isTorchModeSupported(newValue) else { return }
            configure("torchMode") { torch = (newValue, newValue == .on ? 1 : 0) }
        }
    }

    /// Lights the torch at `torchLevel` (above 0, up to 1, or ``maxAvailableTorchLevel``). Throws when the device has no
    /// torch or the level is out of range (where iOS raises an exception).
    open func setTorchModeOn(level torchLevel: Float) throws {
        guard hasTorch else { throw AVError(.deviceNotConnected) }
        guard torchLevel > 0, torchLevel <= 1 || torchLevel == Self.maxAvailableTorchLevel else {
            throw CaptureConfigurationError.torchLevelOutOfRange(torchLevel)
        }
        configure("the torch level") { torch = (.on, min(torchLevel, 1)) }
    }

    // MARK: Focus and exposure

    /// Whether the camera focuses in `focusMode` (every mode for a camera).
    open func isFocusModeSupported(_ focusMode: AVCaptureDevice.FocusMode) -> Bool { !deviceType.recordsAudio }
    /// How the camera focuses (continuously by default, as iOS's cameras start).
    open var focusMode: AVCaptureDevice.FocusMode {
        get { lock.withLock { focus } }
        set {
            guard isFocusModeSupported(newValue) else { return }
            configure("focusMode") { focus = newValue }
        }
    }
    /// Whether a focus point can be set.
    open var isFocusPointOfInterestSupported: Bool { !deviceType.recordsAudio }
    /// Where the camera focuses, from (0, 0) top left to (1, 1) bottom right in landscape.
    open var focusPointOfInterest: CGPoint {
        get { lock.withLock { focusPoint } }
        set { configure("focusPointOfInterest") { focusPoint = newValue } }
    }
    /// Whether the camera sets its exposure in `exposureMode` (every mode but `.custom`).
    open func isExposureModeSupported(_ exposureMode: AVCaptureDevice.ExposureMode) -> Bool {
        !deviceType.recordsAudio && exposureMode != .custom
    }
    /// How the camera sets its exposure.
    open var exposureMode: AVCaptureDevice.ExposureMode {
        get { lock.withLock { exposure } }
        set {
            guard isExposureModeSupported(newValue) else { return }
            configure("exposureMode") { exposure = newValue }
        }
    }
    /// Whether an exposure point can be set.
    open var isExposurePointOfInterestSupported: Bool { !deviceType.recordsAudio }
    /// The point the camera exposes for.
    open var exposurePointOfInterest: CGPoint {
        get { lock.withLock { exposurePoint } }
        set { configure("exposurePointOfInterest") { exposurePoint = newValue } }
    }

    // MARK: Zoom

    /// The smallest zoom factor the camera offers: 1.
    open var minAvailableVideoZoomFactor: CGFloat { 1 }
    /// The largest zoom factor the camera offers: its format's.
    open var maxAvailableVideoZoomFactor: CGFloat { activeFormat.videoMaxZoomFactor }
    /// The zoom, 1 (none) up to ``maxAvailableVideoZoomFactor``; values outside are kept to that range (iOS raises an
    /// exception for them).
    open var videoZoomFactor: CGFloat {
        get { lock.withLock { zoom } }
        set {
            let clamped = min(max(newValue, minAvailableVideoZoomFactor), maxAvailableVideoZoomFactor)
            configure("videoZoomFactor") { zoom = clamped }
        }
    }
    /// Zooms to `factor`; the simulated camera arrives at once, whatever the rate.
    open func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) { videoZoomFactor = factor }
    /// Stops a zoom ramp (there is none in flight on Linux).
    open func cancelVideoZoomRamp() {}
    /// Whether a zoom ramp is in flight: never on Linux.
    open var isRampingVideoZoom: Bool { false }

    // MARK: napkin's simulation

    /// The image data (PNG or JPEG bytes) the simulated camera sees and a photo output captures (napkin's addition);
    /// nil (the default) makes a capture fail with ``AVError/Code/deviceNotConnected``.
    public var simulatedPhotoData: Data? {
        get { lock.withLock { photoData } }
        set { lock.withLock { photoData = newValue } }
    }

    /// Installs a simulated device (napkin's addition): a camera of `deviceType` facing `position`, or a microphone
    /// for `.microphone`. The first back camera becomes ``default(for:)``'s answer for `.video`.
    @discardableResult
    public static func simulateDevice(
        _ deviceType: AVCaptureDevice.DeviceType = .builtInWideAngleCamera, position: AVCaptureDevice.Position = .back,
        hasTorch: Bool? = nil
    ) -> AVCaptureDevice {
        CaptureSimulation.shared.install { number in
            AVCaptureDevice(deviceType: deviceType, position: position, hasTorch: hasTorch ?? (position != .front), number: number)
        }
    }

    /// Removes a simulated device, as unplugging a camera (napkin's addition); its inputs stop delivering.
    public static func removeSimulatedDevice(_ device: AVCaptureDevice) { CaptureSimulation.shared.remove(device) }

    /// Sets what the person has already answered about `mediaType`, as on a device where they answered before the
    /// app ran (napkin's addition).
    public static func setAuthorizationStatus(_ status: AVAuthorizationStatus, for mediaType: AVMediaType) {
        CaptureSimulation.shared.setStatus(status, for: mediaType)
    }

    /// Sets how the person answers the next camera or microphone prompt: true allows, false (the default) declines
    /// (napkin's addition).
    public static func answerAccessRequests(granting: Bool) { CaptureSimulation.shared.setGrants(granting) }

    /// Back to a fresh Linux machine (napkin's addition): no devices, nobody asked, prompts declined.
    public static func resetCaptureSimulation() { CaptureSimulation.shared.reset() }

    /// Shows the camera a code (napkin's addition): every running session with this device as an input hands an
    /// ``AVMetadataMachineReadableCodeObject`` of `type` reading `stringValue` to each of its metadata outputs that
    /// asked for `type`, calling their delegate on its queue. `corners` are in the output's coordinates (0...1); the
    /// default is a square in the middle of the picture. Returns how many outputs the code reached.
    @discardableResult
    public func simulateScan(
        of stringValue: String, type: AVMetadataObject.ObjectType = .qr,
        corners: [CGPoint] = [CGPoint(x: 0.35, y: 0.35), CGPoint(x: 0.35, y: 0.65), CGPoint(x: 0.65, y: 0.65), CGPoint(x: 0.65, y: 0.35)]
    ) -> Int {
        let code = AVMetadataMachineReadableCodeObject(type: type, stringValue: stringValue, corners: corners)
        return simulateMetadataObjects([code])
    }

    /// Hands `objects` to the metadata outputs of every running session reading this device (napkin's addition); each
    /// output receives those of the types it asked for. Returns how many outputs received any.
    @discardableResult
    public func simulateMetadataObjects(_ objects: [AVMetadataObject]) -> Int {
        guard isConnected, Self.authorizationStatus(for: .video) == .authorized else { return 0 }
        return CaptureSimulation.shared.runningSessions(reading: self).reduce(0) { count, session in
            count + session.deliver(objects)
        }
    }
}

/// A capture setting napkin refuses where iOS raises an Objective-C exception (ending the app).
public enum CaptureConfigurationError: Error, LocalizedError, Equatable, Sendable {
    /// `setTorchModeOn(level:)` with a level not above 0 and up to 1.
    case torchLevelOutOfRange(Float)

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .torchLevelOutOfRange(let level):
            "The torch level \(level) is out of range: pass a level above 0 and at most 1, or AVCaptureDevice.maxAvailableTorchLevel."
        }
    }
}

/// The process's simulated capture hardware and the person's answers: devices a test installed, sessions running,
/// authorization per media type.
final class CaptureSimulation: @unchecked Sendable {
    // Unchecked: every property is read and written under `lock` only.
    static let shared = CaptureSimulation()

    private struct WeakSession {
        weak var session: AVCaptureSession?
    }

    private let lock = NSLock()
    private var installed: [AVCaptureDevice] = []
    private var numbered = 0
    private var statuses: [AVMediaType: AVAuthorizationStatus] = [:]
    private var grants = false
    private var sessions: [ObjectIdentifier: WeakSession] = [:]

    var devices: [AVCaptureDevice] { lock.withLock { installed } }

    func install(_ make: (Int) -> AVCaptureDevice) -> AVCaptureDevice {
        lock.withLock {
            numbered += 1
            let device = make(numbered)
            installed.append(device)
            return device
        }
    }

    func remove(_ device: AVCaptureDevice) { lock.withLock { installed.removeAll { $0 === device } } }

    func status(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        lock.withLock { statuses[mediaType] ?? .notDetermined }
    }

    func setStatus(_ status: AVAuthorizationStatus, for mediaType: AVMediaType) { lock.withLock { statuses[mediaType] = status } }

    func setGrants(_ granting: Bool) { lock.withLock { grants = granting } }

    /// The person's answer: the earlier one, or the test's for a first prompt (then remembered).
    func ask(for mediaType: AVMediaType) -> Bool {
        lock.withLock {
            let current = statuses[mediaType] ?? .notDetermined
            guard current == .notDetermined else { return current == .authorized }
            statuses[mediaType] = grants ? .authorized : .denied
            return grants
        }
    }

    func reset() {
        lock.withLock {
            installed = []
            statuses = [:]
            grants = false
        }
    }

    func setRunning(_ session: AVCaptureSession, _ running: Bool) {
        lock.withLock {
            sessions = sessions.filter { $0.value.session != nil }
            sessions[ObjectIdentifier(session)] = running ? WeakSession(session: session) : nil
        }
    }

    func runningSessions(reading device: AVCaptureDevice) -> [AVCaptureSession] {
        lock.withLock { sessions.values.compactMap(\.session) }.filter { session in
            session.inputs.contains { ($0 as? AVCaptureDeviceInput)?.device === device }
        }
    }
}
