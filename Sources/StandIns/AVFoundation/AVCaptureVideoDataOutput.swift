import Foundation

/// What a video data output tells its delegate, frame by frame, as AVFoundation's protocol. Both methods have empty
/// defaults, as the Objective-C protocol's are optional.
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: AnyObject {
    /// A frame arrived.
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
    /// A frame was dropped because the delegate was still busy with the one before.
    func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
    /// Does nothing unless the delegate implements it.
    public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
    /// Does nothing unless the delegate implements it.
    public func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
}

/// Hands a session's camera frames to a delegate, as AVFoundation's `AVCaptureVideoDataOutput`. On Linux the frames
/// are the ones a test makes the simulated camera produce (``AVCaptureDevice/simulateVideoFrame(at:)``).
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    // Unchecked: mutable state is read and written under `outputLock` only.
    private weak var delegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
    private var queue: DispatchQueue?
    private var settings: [String: any Sendable] = [:]
    private var discardsLate = true

    /// An output with no delegate.
    public override init() { super.init() }

    /// The delegate, held weakly.
    open var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)? { outputLock.withLock { delegate } }
    /// The queue the delegate is called on.
    open var sampleBufferCallbackQueue: DispatchQueue? { outputLock.withLock { queue } }

    /// Sets who hears about frames and on which (serial) queue.
    open func setSampleBufferDelegate(
        _ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?, queue sampleBufferCallbackQueue: DispatchQueue?
    ) {
        outputLock.withLock {
            delegate = sampleBufferDelegate
            queue = sampleBufferCallbackQueue
        }
    }

    /// The pixel format asked for (`kCVPixelBufferPixelFormatTypeKey`), kept as given.
    open var videoSettings: [String: any Sendable]! {
        get { outputLock.withLock { settings } }
        set { outputLock.withLock { settings = newValue ?? [:] } }
    }

    /// Whether frames arriving while the delegate is busy are dropped (true by default).
    open var alwaysDiscardsLateVideoFrames: Bool {
        get { outputLock.withLock { discardsLate } }
        set { outputLock.withLock { discardsLate = newValue } }
    }

    override func accepts(_ mediaType: AVMediaType) -> Bool { mediaType == .video }

    /// Hands `frame` to the delegate on its queue; false without a delegate or an active video connection.
    func deliver(_ frame: CMSampleBuffer) -> Bool {
        let listener: (any AVCaptureVideoDataOutputSampleBufferDelegate)? = outputLock.withLock { delegate }
        let callbackQueue: DispatchQueue = outputLock.withLock { queue } ?? .main
        guard let connection = connection(with: .video), connection.isActive, let delegate = listener else { return false }
        let call = DelegateCall { delegate.captureOutput(self, didOutput: frame, from: connection) }
        callbackQueue.async { call.run() }
        return true
    }
}

extension AVCaptureDevice {
    /// Makes the simulated camera produce a frame at `time` (napkin's addition): every running session reading it hands
    /// a `CMSampleBuffer` (lasting 1/30 s, carrying ``simulatedPhotoData`` as its image bytes) to its video data outputs'
    /// delegates on their queues. Returns how many outputs it reached.
    @discardableResult
    public func simulateVideoFrame(at time: CMTime) -> Int {
        guard isConnected, Self.authorizationStatus(for: .video) == .authorized else { return 0 }
        let frame = CMSampleBuffer(
            presentationTimeStamp: time, duration: CMTime(value: 1, timescale: 30), imageData: simulatedPhotoData)
        return CaptureSimulation.shared.runningSessions(reading: self).reduce(0) { count, session in
            count + session.deliver(frame)
        }
    }
}

extension AVCaptureSession {
    /// Hands `frame` to the video data outputs; returns how many received it.
    func deliver(_ frame: CMSampleBuffer) -> Int {
        guard isRunning else { return 0 }
        return outputs.compactMap { $0 as? AVCaptureVideoDataOutput }.reduce(0) { count, output in
            count + (output.deliver(frame) ? 1 : 0)
        }
    }
}
