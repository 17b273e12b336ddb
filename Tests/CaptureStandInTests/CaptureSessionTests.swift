import AVFoundation
import Foundation
import Testing

/// A scanner's delegate, as barcode-scanner screens write it: it reads the first code's string.
final class ScannerDelegate: AVCaptureMetadataOutputObjectsDelegate, @unchecked Sendable {
    // Unchecked: `found` is read and written under `lock` only.
    private let lock = NSLock()
    private var found: [(code: String?, type: AVMetadataObject.ObjectType, onQueue: Bool)] = []
    let queueKey = DispatchSpecificKey<String>()

    var codes: [(code: String?, type: AVMetadataObject.ObjectType, onQueue: Bool)] { lock.withLock { found } }

    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection
    ) {
        guard let object = metadataObjects.first as? AVMetadataMachineReadableCodeObject else { return }
        let onQueue = DispatchQueue.getSpecific(key: queueKey) == "scanner"
        lock.withLock { found.append((object.stringValue, object.type, onQueue)) }
    }

    /// Waits up to two seconds for `count` codes.
    func wait(for count: Int) async throws {
        for _ in 0..<200 where codes.count < count { try await Task.sleep(nanoseconds: 10_000_000) }
    }
}

/// A photo delegate recording what it hears.
final class PhotoDelegate: AVCapturePhotoCaptureDelegate, @unchecked Sendable {
    // Unchecked: `events` is read and written under `lock` only.
    private let lock = NSLock()
    private var log: [String] = []
    private var result: (Data?, (any Error)?)?

    var events: [String] { lock.withLock { log } }
    var photo: (Data?, (any Error)?)? { lock.withLock { result } }

    func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) {
        lock.withLock { log.append("willBegin") }
    }
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {
        lock.withLock {
            log.append("didFinishProcessing")
            result = (photo.fileDataRepresentation(), error)
        }
    }
    func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?
    ) {
        lock.withLock { log.append("didFinishCapture") }
    }

    func wait() async throws {
        for _ in 0..<200 where !events.contains("didFinishCapture") { try await Task.sleep(nanoseconds: 10_000_000) }
    }
}

/// A frame delegate recording the frames' times.
final class FrameDelegate: AVCaptureVideoDataOutputSampleBufferDelegate, @unchecked Sendable {
    // Unchecked: `times` is read and written under `lock` only.
    private let lock = NSLock()
    private var seen: [(time: CMTime, image: Data?)] = []
    var frames: [(time: CMTime, image: Data?)] { lock.withLock { seen } }

    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
        lock.withLock { seen.append((CMSampleBufferGetPresentationTimeStamp(sampleBuffer), sampleBuffer.imageData)) }
    }

    func wait(for count: Int) async throws {
        for _ in 0..<200 where frames.count < count { try await Task.sleep(nanoseconds: 10_000_000) }
    }
}

@Suite("AVFoundation stand-in: capture", .serialized)
struct CaptureSessionTests {
    init() { AVCaptureDevice.resetCaptureSimulation() }

    /// The session a scanner screen sets up (ScannerVC's `setUpCaptureSession`), returning the output.
    private func scannerSession(
        types: [AVMetadataObject.ObjectType], delegate: ScannerDelegate, queue: DispatchQueue
    ) throws -> (AVCaptureSession, AVCaptureMetadataOutput) {
        let session = AVCaptureSession()
        let device = try #require(AVCaptureDevice.default(for: .video))
        let input = try AVCaptureDeviceInput(device: device)
        #expect(session.canAddInput(input))
        session.addInput(input)
        let output = AVCaptureMetadataOutput()
        #expect(session.canAddOutput(output))
        session.addOutput(output)
        output.setMetadataObjectsDelegate(delegate, queue: queue)
        output.metadataObjectTypes = types
        session.startRunning()
        return (session, output)
    }

    @Test("Linux has no camera: no default device, nothing discovered, nobody asked")
    func noCamera() {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        #expect(
            AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .unspecified).devices
                .isEmpty)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
    }

    @Test("Simulated devices are found by type, medium and position; the back camera is the default")
    func discovery() {
        let front = AVCaptureDevice.simulateDevice(.builtInWideAngleCamera, position: .front)
        let back = AVCaptureDevice.simulateDevice(.builtInWideAngleCamera, position: .back)
        let microphone = AVCaptureDevice.simulateDevice(.microphone, position: .unspecified)
        #expect(AVCaptureDevice.default(for: .video) === back)
        #expect(AVCaptureDevice.default(for: .audio) === microphone)
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .front) === front)
        let all = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .unspecified)
        #expect(all.devices.count == 2)
        #expect(front.localizedName == "Front Camera" && back.localizedName == "Back Camera")
        #expect(!front.hasTorch && back.hasTorch)
        AVCaptureDevice.removeSimulatedDevice(back)
        #expect(!back.isConnected && AVCaptureDevice.default(for: .video) === front)
    }

    @Test("The camera prompt: declined unless the test grants it; an earlier answer is kept; a declined camera's input throws")
    func authorization() async throws {
        let camera = AVCaptureDevice.simulateDevice()
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
        AVCaptureDevice.answerAccessRequests(granting: true)
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false, "the person was asked already")
        #expect(throws: AVError(.applicationIsNotAuthorizedToUseDevice)) { try AVCaptureDeviceInput(device: camera) }

        AVCaptureDevice.setAuthorizationStatus(.notDetermined, for: .video)
        let granted = await withCheckedContinuation { continuation in
            AVCaptureDevice.requestAccess(for: .video) { continuation.resume(returning: $0) }
        }
        #expect(granted && AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
        #expect(try AVCaptureDeviceInput(device: camera).device === camera)
    }

    @Test("A scanner's session: a QR code the camera sees reaches the delegate on its queue")
    func scanQRCode() async throws {
        AVCaptureDevice.answerAccessRequests(granting: true)
        let camera = AVCaptureDevice.simulateDevice()
        let delegate = ScannerDelegate()
        let queue = DispatchQueue(label: "scanner")
        queue.setSpecific(key: delegate.queueKey, value: "scanner")
        let (session, output) = try scannerSession(types: [.qr, .ean13], delegate: delegate, queue: queue)
        #expect(session.isRunning)
        #expect(session.inputs.count == 1 && session.outputs.count == 1)
        #expect(output.metadataObjectTypes == [.qr, .ean13])
        #expect(output.availableMetadataObjectTypes.contains(.code128))
        #expect(output.connection(with: .metadata) != nil)

        #expect(camera.simulateScan(of: "https://example.com/ticket/42") == 1)
        try await delegate.wait(for: 1)
        #expect(delegate.codes.map(\.code) == ["https://example.com/ticket/42"])
        #expect(delegate.codes.first?.type == .qr)
        #expect(delegate.codes.first?.onQueue == true)

        #expect(camera.simulateScan(of: "0012345678905", type: .code128) == 0, "the output did not ask for Code 128")
        #expect(camera.simulateScan(of: "4006381333931", type: .ean13) == 1)
        try await delegate.wait(for: 2)
        #expect(delegate.codes.map(\.code) == ["https://example.com/ticket/42", "4006381333931"])

        session.stopRunning()
        #expect(!session.isRunning)
        #expect(camera.simulateScan(of: "after stop") == 0)
    }

    @Test("Metadata types set before the output joins a session with a camera are dropped, as iOS refuses them")
    func metadataTypesNeedACamera() throws {
        AVCaptureDevice.answerAccessRequests(granting: true)
        AVCaptureDevice.simulateDevice()
        let output = AVCaptureMetadataOutput()
        output.metadataObjectTypes = [.qr]
        #expect(output.availableMetadataObjectTypes.isEmpty)
        #expect(output.metadataObjectTypes.isEmpty)
        let session = AVCaptureSession()
        session.addOutput(output)
        #expect(!session.canAddOutput(output))
        #expect(output.availableMetadataObjectTypes.isEmpty, "no camera input yet")
        let input = try AVCaptureDeviceInput(device: #require(AVCaptureDevice.default(for: .video)))
        session.beginConfiguration()
        session.addInput(input)
        session.commitConfiguration()
        #expect(!session.canAddInput(input))
        output.metadataObjectTypes = [.qr, .pdf417]
        #expect(output.metadataObjectTypes == [.qr, .pdf417])
        session.removeInput(input)
        #expect(session.inputs.isEmpty && output.connections.isEmpty)
        session.removeOutput(output)
        #expect(session.outputs.isEmpty && AVCaptureSession().canAddOutput(output))
    }

    @Test("The torch turns on and off inside lockForConfiguration, and not outside it")
    func torch() throws {
        let camera = AVCaptureDevice.simulateDevice()
        #expect(camera.hasTorch && camera.isTorchAvailable && camera.torchMode == .off)
        try camera.lockForConfiguration()
        try camera.setTorchModeOn(level: 0.1)
        camera.unlockForConfiguration()
        #expect(camera.torchMode == .on && camera.isTorchActive && camera.torchLevel == 0.1)

        camera.torchMode = .off
        #expect(camera.torchMode == .on, "changed without the lock: kept")
        try camera.lockForConfiguration()
        camera.torchMode = .off
        camera.unlockForConfiguration()
        #expect(camera.torchMode == .off && !camera.isTorchActive && camera.torchLevel == 0)

        #expect(throws: CaptureConfigurationError.torchLevelOutOfRange(1.5)) { try camera.setTorchModeOn(level: 1.5) }
        try camera.lockForConfiguration()
        try camera.setTorchModeOn(level: AVCaptureDevice.maxAvailableTorchLevel)
        #expect(camera.torchLevel == 1)
        let front = AVCaptureDevice.simulateDevice(position: .front)
        #expect(!front.isTorchAvailable && !front.isTorchModeSupported(.on))
        #expect(throws: AVError(.deviceNotConnected)) { try front.setTorchModeOn(level: 0.5) }
    }

    @Test("Focus and zoom change under the lock; the zoom is kept within the camera's range")
    func focusAndZoom() throws {
        let camera = AVCaptureDevice.simulateDevice()
        #expect(camera.isFocusModeSupported(.autoFocus) && camera.focusMode == .continuousAutoFocus)
        try camera.lockForConfiguration()
        camera.focusMode = .autoFocus
        camera.focusPointOfInterest = CGPoint(x: 0.2, y: 0.8)
        camera.videoZoomFactor = 3
        #expect(camera.focusMode == .autoFocus && camera.focusPointOfInterest == CGPoint(x: 0.2, y: 0.8))
        #expect(camera.videoZoomFactor == 3)
        camera.videoZoomFactor = 500
        #expect(camera.videoZoomFactor == camera.activeFormat.videoMaxZoomFactor)
        camera.videoZoomFactor = 0.2
        #expect(camera.videoZoomFactor == 1)
        camera.unlockForConfiguration()
    }

    @Test("A photo output hands the camera's picture to its delegate, and an error when the session is not running")
    func photo() async throws {
        AVCaptureDevice.answerAccessRequests(granting: true)
        let camera = AVCaptureDevice.simulateDevice()
        camera.simulatedPhotoData = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x01, 0x02])
        let session = AVCaptureSession()
        session.sessionPreset = .photo
        session.addInput(try AVCaptureDeviceInput(device: camera))
        let output = AVCapturePhotoOutput()
        session.addOutput(output)
        #expect(session.sessionPreset == .photo)
        #expect(output.supportedFlashModes == [.off, .on, .auto])

        let stopped = PhotoDelegate()
        output.capturePhoto(with: AVCapturePhotoSettings(), delegate: stopped)
        try await stopped.wait()
        #expect((stopped.photo?.1 as? AVError)?.code == .sessionNotRunning)

        session.startRunning()
        let delegate = PhotoDelegate()
        let settings = AVCapturePhotoSettings()
        settings.flashMode = .on
        output.capturePhoto(with: settings, delegate: delegate)
        try await delegate.wait()
        #expect(delegate.events == ["willBegin", "didFinishProcessing", "didFinishCapture"])
        #expect(delegate.photo?.0 == Data([0xFF, 0xD8, 0xFF, 0xE0, 0x01, 0x02]))
        #expect(delegate.photo?.1 == nil)
        #expect(AVCapturePhotoSettings(from: settings).uniqueID != settings.uniqueID)
    }

    @Test("A video connection turns pictures by right angles, in step with the older orientation")
    func connection() throws {
        AVCaptureDevice.answerAccessRequests(granting: true)
        let session = AVCaptureSession()
        session.addInput(try AVCaptureDeviceInput(device: AVCaptureDevice.simulateDevice(position: .front)))
        let output = AVCapturePhotoOutput()
        session.addOutput(output)
        let connection = try #require(output.connection(with: .video))
        #expect(connection.videoRotationAngle == 90 && connection.videoOrientation == .portrait)
        #expect(connection.isVideoMirrored, "the front camera is mirrored")
        connection.videoOrientation = .landscapeRight
        #expect(connection.videoRotationAngle == 0)
        #expect(!connection.isVideoRotationAngleSupported(45))
        connection.videoRotationAngle = 45
        #expect(connection.videoRotationAngle == 0)
        connection.videoRotationAngle = 180
        #expect(connection.videoOrientation == .landscapeLeft)
    }

    @Test("A video data output hands the simulated camera's frames to its delegate, in order, while the session runs")
    func videoFrames() async throws {
        AVCaptureDevice.answerAccessRequests(granting: true)
        let camera = AVCaptureDevice.simulateDevice()
        camera.simulatedPhotoData = Data([1, 2, 3])
        let session = AVCaptureSession()
        session.addInput(try AVCaptureDeviceInput(device: camera))
        let output = AVCaptureVideoDataOutput()
        output.alwaysDiscardsLateVideoFrames = true
        session.addOutput(output)
        let delegate = FrameDelegate()
        output.setSampleBufferDelegate(delegate, queue: DispatchQueue(label: "frames"))
        #expect(camera.simulateVideoFrame(at: .zero) == 0, "not running")
        session.startRunning()
        #expect(camera.simulateVideoFrame(at: CMTime(value: 1, timescale: 30)) == 1)
        #expect(camera.simulateVideoFrame(at: CMTime(value: 2, timescale: 30)) == 1)
        try await delegate.wait(for: 2)
        #expect(delegate.frames.map(\.time) == [CMTime(value: 1, timescale: 30), CMTime(value: 2, timescale: 30)])
        #expect(delegate.frames.first?.image == Data([1, 2, 3]))
    }
}
