import Foundation

/// Connects capture inputs (cameras, microphones) to outputs (metadata, photos, frames), as AVFoundation's
/// `AVCaptureSession`. Configured as on iOS: `canAddInput`/`addInput`, `canAddOutput`/`addOutput`, inside
/// `beginConfiguration()`/`commitConfiguration()` or not; `startRunning()` starts the flow (it blocks until the
/// session runs on iOS, so apps call it off the main thread; here it returns at once).
///
/// On Linux the data comes from the simulated devices a test installs (``AVCaptureDevice/simulateDevice(_:position:hasTorch:)``):
/// a running session hands the codes a test shows its camera to its metadata outputs. Its state is behind a lock, so
/// apps may configure it on a session queue of their own as iOS apps do.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    // Unchecked: every mutable property is read and written under `lock` only.

    /// The quality a session records at, as `AVCaptureSession.Preset`.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        /// The value's string, as Apple's frameworks spell it.
        public let rawValue: String
        /// The value spelled `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The value spelled `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Full-resolution still photos.
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        /// High quality (the default).
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        /// Medium quality, for sharing over a network.
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        /// Low quality, for sharing over a slow network.
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        /// 352 × 288 pixels (CIF).
        public static let cif352x288 = Preset(rawValue: "AVCaptureSessionPreset352x288")
        /// 640 × 480 pixels.
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        /// 1280 × 720.
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        /// 1920 × 1080.
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        /// 3840 × 2160 (4K).
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
        /// iFrame at 960 × 540.
        public static let iFrame960x540 = Preset(rawValue: "AVCaptureSessionPresetiFrame960x540")
        /// iFrame at 1280 × 720.
        public static let iFrame1280x720 = Preset(rawValue: "AVCaptureSessionPresetiFrame1280x720")
        /// The device's own active format decides.
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    private let lock = NSLock()
    private var sessionInputs: [AVCaptureInput] = []
    private var sessionOutputs: [AVCaptureOutput] = []
    private var sessionConnections: [AVCaptureConnection] = []
    private var running = false
    private var configuring = 0
    private var preset: Preset = .high

    public override init() { super.init() }

    /// The inputs added, in order.
    open var inputs: [AVCaptureInput] { lock.withLock { sessionInputs } }
    /// The outputs added, in order.
    open var outputs: [AVCaptureOutput] { lock.withLock { sessionOutputs } }
    /// The connections between them.
    open var connections: [AVCaptureConnection] { lock.withLock { sessionConnections } }
    /// Whether the session is running.
    open var isRunning: Bool { lock.withLock { running } }
    /// Whether something interrupted it (a phone call, another app using the camera): never on Linux.
    open var isInterrupted: Bool { false }

    /// The recording quality (`.high` by default, as on iOS); presets the session cannot use are refused.
    open var sessionPreset: AVCaptureSession.Preset {
        get { lock.withLock { preset } }
        set {
            guard canSetSessionPreset(newValue) else { return }
            lock.withLock { preset = newValue }
        }
    }

    /// Whether the session can record at `preset`: every named preset (a simulated camera records at all of them).
    open func canSetSessionPreset(_ preset: AVCaptureSession.Preset) -> Bool { !preset.rawValue.isEmpty }

    /// Starts a batch of changes applied together at ``commitConfiguration()``.
    open func beginConfiguration() { lock.withLock { configuring += 1 } }

    /// Applies the changes since ``beginConfiguration()``.
    open func commitConfiguration() { lock.withLock { configuring = max(0, configuring - 1) } }

    /// Whether `input` can be added: not added already, and its device not read by another input of this session.
    open func canAddInput(_ input: AVCaptureInput) -> Bool {
        lock.withLock {
            !sessionInputs.contains { $0 === input || ($0.captureDevice != nil && $0.captureDevice === input.captureDevice) }
        }
    }

    /// Adds `input` and connects it to the outputs that take its media. Adding an input ``canAddInput(_:)`` refuses
    /// raises an exception on iOS; napkin leaves the session as it was.
    open func addInput(_ input: AVCaptureInput) {
        guard canAddInput(input) else { return }
        lock.withLock {
            sessionInputs.append(input)
            for output in sessionOutputs { connect(input, output) }
        }
    }

    /// Removes `input` and its connections.
    open func removeInput(_ input: AVCaptureInput) {
        lock.withLock {
            sessionInputs.removeAll { $0 === input }
            sessionConnections.removeAll { connection in
                let gone = connection.inputPorts.contains { $0.input === input }
                if gone { connection.output?.connectionsChanged(removing: connection) }
                return gone
            }
        }
    }

    /// Whether `output` can be added: not in this or another session already.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool {
        lock.withLock { !sessionOutputs.contains { $0 === output } } && output.session == nil
    }

    /// Adds `output` and connects the inputs whose media it takes.
    open func addOutput(_ output: AVCaptureOutput) {
        guard canAddOutput(output) else { return }
        output.session = self
        lock.withLock {
            sessionOutputs.append(output)
            for input in sessionInputs { connect(input, output) }
        }
    }

    /// Removes `output` and its connections.
    open func removeOutput(_ output: AVCaptureOutput) {
        lock.withLock {
            sessionOutputs.removeAll { $0 === output }
            sessionConnections.removeAll { $0.output === output }
        }
        output.session = nil
        output.connectionsChanged(removing: nil)
    }

    /// Starts the flow from inputs to outputs.
    open func startRunning() {
        lock.withLock { running = true }
        CaptureSimulation.shared.setRunning(self, true)
    }

    /// Stops the flow.
    open func stopRunning() {
        lock.withLock { running = false }
        CaptureSimulation.shared.setRunning(self, false)
    }

    /// Connects `input` to `output` when the output takes one of its media. Under `lock`.
    private func connect(_ input: AVCaptureInput, _ output: AVCaptureOutput) {
        let ports = input.ports.filter { output.accepts($0.mediaType) }
        guard !ports.isEmpty else { return }
        let connection = AVCaptureConnection(inputPorts: ports, output: output)
        sessionConnections.append(connection)
        output.connectionsChanged(adding: connection)
    }

    /// Hands `objects` to the metadata outputs, each the types it asked for; returns how many received any.
    func deliver(_ objects: [AVMetadataObject]) -> Int {
        guard isRunning else { return 0 }
        return outputs.compactMap { $0 as? AVCaptureMetadataOutput }.reduce(0) { count, output in
            count + (output.deliver(objects) ? 1 : 0)
        }
    }
}

/// A source of capture data, as AVFoundation's `AVCaptureInput`.
open class AVCaptureInput: NSObject, @unchecked Sendable {
    // Unchecked: immutable after init.

    /// One stream of an input, as `AVCaptureInput.Port`.
    open class Port: NSObject, @unchecked Sendable {
        // Unchecked: immutable after init, `input` weak and set once.
        /// The stream's media.
        public let mediaType: AVMediaType
        /// The input it belongs to.
        public private(set) weak var input: AVCaptureInput?
        /// Whether data flows through it.
        open var isEnabled: Bool { true }

        init(mediaType: AVMediaType, input: AVCaptureInput) {
            self.mediaType = mediaType
            self.input = input
        }
    }

    /// The input's streams.
    open var ports: [AVCaptureInput.Port] { [] }

    /// The device behind the input, for a session's duplicate check.
    var captureDevice: AVCaptureDevice? { nil }

    override init() { super.init() }
}

/// A camera or microphone as a session's input, as AVFoundation's `AVCaptureDeviceInput`.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    // Unchecked: immutable after init.
    /// The device it reads.
    public let device: AVCaptureDevice
    private var streams: [AVCaptureInput.Port] = []

    /// An input reading `device`. Throws ``AVError/Code/applicationIsNotAuthorizedToUseDevice`` when the person
    /// declined (or declines now, at the prompt iOS shows for a first use) and
    /// ``AVError/Code/deviceNotConnected`` when the device was removed.
    public init(device: AVCaptureDevice) throws {
        let mediaType: AVMediaType = device.hasMediaType(.audio) ? .audio : .video
        guard device.isConnected else { throw AVError(.deviceNotConnected) }
        if AVCaptureDevice.authorizationStatus(for: mediaType) == .notDetermined {
            _ = CaptureSimulation.shared.ask(for: mediaType)
        }
        guard AVCaptureDevice.authorizationStatus(for: mediaType) == .authorized else {
            throw AVError(.applicationIsNotAuthorizedToUseDevice)
        }
        self.device = device
        super.init()
        streams =
            mediaType == .audio
            ? [Port(mediaType: .audio, input: self)]
            : [Port(mediaType: .video, input: self), Port(mediaType: .metadata, input: self)]
    }

    open override var ports: [AVCaptureInput.Port] { streams }
    override var captureDevice: AVCaptureDevice? { device }
}

/// Where a session's data goes, as AVFoundation's `AVCaptureOutput`.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    // Unchecked: mutable state is read and written under `outputLock` only.
    let outputLock = NSLock()
    private weak var owner: AVCaptureSession?
    private var outputConnections: [AVCaptureConnection] = []

    override init() { super.init() }

    /// The connections feeding this output.
    open var connections: [AVCaptureConnection] { outputLock.withLock { outputConnections } }

    /// The connection carrying `mediaType` into this output, if any.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? {
        connections.first { connection in connection.inputPorts.contains { $0.mediaType == mediaType } }
    }

    /// The session it belongs to.
    var session: AVCaptureSession? {
        get { outputLock.withLock { owner } }
        set { outputLock.withLock { owner = newValue } }
    }

    /// Whether the output takes `mediaType`.
    func accepts(_ mediaType: AVMediaType) -> Bool { false }

    func connectionsChanged(adding connection: AVCaptureConnection) {
        outputLock.withLock { outputConnections.append(connection) }
    }

    /// Forgets `connection`, or all of them for nil.
    func connectionsChanged(removing connection: AVCaptureConnection?) {
        outputLock.withLock {
            if let connection { outputConnections.removeAll { $0 === connection } } else { outputConnections = [] }
        }
    }
}

/// Which way a picture is up, as AVFoundation's `AVCaptureVideoOrientation` (deprecated in iOS 17 for
/// ``AVCaptureConnection/videoRotationAngle``).
public enum AVCaptureVideoOrientation: Int, Sendable {
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4
}

/// A link from input ports to an output, as AVFoundation's `AVCaptureConnection`.
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    // Unchecked: mutable state is read and written under `lock` only.
    private let lock = NSLock()
    /// The ports feeding it.
    public let inputPorts: [AVCaptureInput.Port]
    /// The output it feeds.
    public private(set) weak var output: AVCaptureOutput?
    private var enabled = true
    private var rotation: CGFloat = 90
    private var mirrored = false
    private var adjustsMirroring = true

    /// A connection from `ports` to `output`.
    public init(inputPorts ports: [AVCaptureInput.Port], output: AVCaptureOutput) {
        inputPorts = ports
        self.output = output
        super.init()
        mirrored = isFrontCamera
    }

    private var isFrontCamera: Bool {
        inputPorts.contains { ($0.input as? AVCaptureDeviceInput)?.device.position == .front }
    }
    private var carriesVideo: Bool { inputPorts.contains { $0.mediaType == .video } }

    /// Whether data flows (true until switched off).
    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }
    /// Whether the connection is enabled and its inputs are there.
    open var isActive: Bool {
        isEnabled && inputPorts.allSatisfy { ($0.input as? AVCaptureDeviceInput)?.device.isConnected ?? true }
    }

    /// Whether pictures can be rotated: for video connections.
    open var isVideoOrientationSupported: Bool { carriesVideo }
    /// Which way pictures are up; kept in step with ``videoRotationAngle`` (portrait is 90°, as iOS's sensor is
    /// landscape).
    open var videoOrientation: AVCaptureVideoOrientation {
        get {
            switch lock.withLock({ rotation }) {
            case 0: .landscapeRight
            case 180: .landscapeLeft
            case 270: .portraitUpsideDown
            default: .portrait
            }
        }
        set {
            let angle: CGFloat =
                switch newValue {
                case .portrait: 90
                case .portraitUpsideDown: 270
                case .landscapeRight: 0
                case .landscapeLeft: 180
                }
            lock.withLock { rotation = angle }
        }
    }

    /// Whether pictures can be turned by `videoRotationAngle`: multiples of 90° from 0 to 270.
    open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool {
        carriesVideo && [0, 90, 180, 270].contains(videoRotationAngle)
    }
    /// How far pictures are turned clockwise, in degrees (90 by default: portrait). Unsupported angles are refused
    /// (iOS raises an exception for them).
    open var videoRotationAngle: CGFloat {
        get { lock.withLock { rotation } }
        set {
            guard isVideoRotationAngleSupported(newValue) else { return }
            lock.withLock { rotation = newValue }
        }
    }

    /// Whether pictures can be mirrored: for video connections.
    open var isVideoMirroringSupported: Bool { carriesVideo }
    /// Whether the system mirrors the front camera itself (true by default).
    open var automaticallyAdjustsVideoMirroring: Bool {
        get { lock.withLock { adjustsMirroring } }
        set { lock.withLock { adjustsMirroring = newValue } }
    }
    /// Whether pictures are mirrored (the front camera's are, while mirroring is automatic). Set it after turning
    /// ``automaticallyAdjustsVideoMirroring`` off.
    open var isVideoMirrored: Bool {
        get { lock.withLock { adjustsMirroring ? isFrontCamera : mirrored } }
        set { lock.withLock { mirrored = newValue } }
    }
}
