import Foundation

/// A frame of media with its timing, as Core Media's `CMSampleBuffer`. napkin's hold no pixels or samples (Linux has
/// no camera or CoreVideo): they carry the timing a capture output reports, and an image's bytes when a test gave
/// the simulated camera one.
public final class CMSampleBuffer: @unchecked Sendable {
    // Unchecked: immutable.
    /// When the frame is shown.
    public let presentationTimeStamp: CMTime
    /// How long it lasts.
    public let duration: CMTime
    /// How many samples it holds: 1 for a video frame.
    public let numSamples: Int
    /// Whether it is usable: always, once made.
    public let isValid = true
    /// The frame's image as file bytes (PNG or JPEG), when the camera had one (napkin's addition).
    public let imageData: Data?

    /// A frame at `presentationTimeStamp` lasting `duration` (napkin's addition: on iOS the system makes them).
    public init(presentationTimeStamp: CMTime, duration: CMTime, numSamples: Int = 1, imageData: Data? = nil) {
        self.presentationTimeStamp = presentationTimeStamp
        self.duration = duration
        self.numSamples = numSamples
        self.imageData = imageData
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// When `sbuf` is shown.
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.presentationTimeStamp }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// How long `sbuf` lasts.
public func CMSampleBufferGetDuration(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.duration }
