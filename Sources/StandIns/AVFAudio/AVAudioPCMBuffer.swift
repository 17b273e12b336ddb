import Foundation

/// Audio data in memory in some format, as AVFAudio's `AVAudioBuffer`.
open class AVAudioBuffer: NSObject {
    /// The format of the data.
    public let format: AVAudioFormat

    init(format: AVAudioFormat) {
        self.format = format
        super.init()
    }
}

/// PCM samples in memory, as AVFAudio's `AVAudioPCMBuffer`: ``frameCapacity`` frames allocated (and zeroed: silence),
/// ``frameLength`` of them valid, reached through the channel pointer of the format's sample type
/// (``floatChannelData`` for the standard format). A deinterleaved format has one block per channel; an interleaved
/// one a single block whose ``stride`` is the channel count.
open class AVAudioPCMBuffer: AVAudioBuffer {
    /// The frames the buffer can hold.
    public let frameCapacity: AVAudioFrameCount
    private let samples: UnsafeMutableRawPointer
    private let channels: UnsafeMutableRawPointer
    private let blocks: Int

    /// An empty buffer for `frameCapacity` frames of `format`, or `nil` when `format` is not PCM
    /// (``AVAudioCommonFormat/otherFormat``), as on iOS, or the samples would take more than 1 GB.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        let bytes = Double(format.commonFormat.bytesPerSample) * Double(frameCapacity) * Double(format.channelCount)
        guard format.commonFormat != .otherFormat, bytes <= 1_073_741_824 else { return nil }
        self.frameCapacity = frameCapacity
        let size = format.commonFormat.bytesPerSample
        let channelCount = Int(format.channelCount)
        blocks = format.isInterleaved ? 1 : channelCount
        let perBlock = size * Int(frameCapacity) * (format.isInterleaved ? channelCount : 1)
        samples = .allocate(byteCount: max(1, perBlock * blocks), alignment: 16)
        samples.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, perBlock * blocks))
        channels = .allocate(byteCount: MemoryLayout<UnsafeMutableRawPointer>.stride * blocks, alignment: 16)
        let pointers = channels.bindMemory(to: UnsafeMutableRawPointer.self, capacity: blocks)
        for block in 0..<blocks { (pointers + block).initialize(to: samples + block * perBlock) }
        super.init(format: format)
    }

    deinit {
        samples.deallocate()
        channels.deallocate()
    }

    /// The valid frames, at most ``frameCapacity`` (a longer length is clamped; iOS stops the app instead).
    open var frameLength: AVAudioFrameCount = 0 {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }

    /// The distance between one frame's samples of a channel and the next frame's: the channel count when
    /// interleaved, else 1.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }

    private func channelData<Sample>(_ format: AVAudioCommonFormat, _: Sample.Type) -> UnsafePointer<UnsafeMutablePointer<Sample>>? {
        guard self.format.commonFormat == format else { return nil }
        let pointers = channels.assumingMemoryBound(to: UnsafeMutableRawPointer.self)
        for block in 0..<blocks { _ = pointers[block].bindMemory(to: Sample.self, capacity: Int(frameCapacity) * stride) }
        return UnsafeRawPointer(channels).assumingMemoryBound(to: UnsafeMutablePointer<Sample>.self)
    }

    /// The channels' 32-bit float samples, `nil` unless the format is ``AVAudioCommonFormat/pcmFormatFloat32``.
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { channelData(.pcmFormatFloat32, Float.self) }
    /// The channels' 16-bit samples, `nil` unless the format is ``AVAudioCommonFormat/pcmFormatInt16``.
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { channelData(.pcmFormatInt16, Int16.self) }
    /// The channels' 32-bit integer samples, `nil` unless the format is ``AVAudioCommonFormat/pcmFormatInt32``.
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { channelData(.pcmFormatInt32, Int32.self) }

    /// The length of the valid frames, in seconds (the stand-in's own).
    var duration: TimeInterval { Double(frameLength) / format.sampleRate }
}

/// A moment on an audio timeline: a sample position at a rate and/or a host time, as AVFAudio's `AVAudioTime`.
///
/// Host time is counted in nanoseconds here (as on an Intel Mac; Apple silicon's ticks are 125/3 ns).
open class AVAudioTime: NSObject, @unchecked Sendable {
    /// The host time, when ``isHostTimeValid``.
    public let hostTime: UInt64
    /// The sample position, when ``isSampleTimeValid``.
    public let sampleTime: AVAudioFramePosition
    /// The rate ``sampleTime`` counts at.
    public let sampleRate: Double
    /// True when made with a host time.
    public let isHostTimeValid: Bool
    /// True when made with a sample time.
    public let isSampleTimeValid: Bool

    /// The time at sample `sampleTime` of a timeline running at `sampleRate`.
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        (hostTime, self.sampleTime, self.sampleRate, isHostTimeValid, isSampleTimeValid) = (0, sampleTime, sampleRate, false, true)
        super.init()
    }

    /// The time at host time `hostTime`.
    public init(hostTime: UInt64) {
        (self.hostTime, sampleTime, sampleRate, isHostTimeValid, isSampleTimeValid) = (hostTime, 0, 0, true, false)
        super.init()
    }

    /// The time at host time `hostTime`, which is sample `sampleTime` at `sampleRate`.
    public init(hostTime: UInt64, sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        (self.hostTime, self.sampleTime, self.sampleRate, isHostTimeValid, isSampleTimeValid) = (
            hostTime, sampleTime, sampleRate, true, true
        )
        super.init()
    }

    /// `seconds` in host-time ticks (nanoseconds).
    open class func hostTime(forSeconds seconds: TimeInterval) -> UInt64 {
        let ticks = seconds * 1e9
        return ticks.isNaN || ticks <= 0 ? 0 : ticks >= 1.8e19 ? UInt64.max : UInt64(ticks)
    }
    /// `hostTime` ticks in seconds.
    open class func seconds(forHostTime hostTime: UInt64) -> TimeInterval { Double(hostTime) / 1e9 }
}
