import Foundation

/// A number of sample frames, as AVFAudio's `AVAudioFrameCount`.
public typealias AVAudioFrameCount = UInt32
/// A position in sample frames, as AVFAudio's `AVAudioFramePosition`.
public typealias AVAudioFramePosition = Int64
/// A number of packets, as AVFAudio's `AVAudioPacketCount`.
public typealias AVAudioPacketCount = UInt32
/// A number of channels, as AVFAudio's `AVAudioChannelCount`.
public typealias AVAudioChannelCount = UInt32
/// A node's bus number, as AVFAudio's `AVAudioNodeBus`.
public typealias AVAudioNodeBus = Int
/// A four-character code naming an audio data format, as CoreAudioTypes' `AudioFormatID`.
public typealias AudioFormatID = UInt32

/// Linear PCM ('lpcm'), uncompressed samples.
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// Apple's IMA 4:1 ADPCM ('ima4'), 64 frames in 34 bytes per channel.
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134
/// MPEG-4 AAC ('aac ').
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Apple Lossless ('alac').
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
/// µ-law 2:1 ('ulaw').
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177
/// A-law 2:1 ('alaw').
public let kAudioFormatALaw: AudioFormatID = 0x616C_6177
/// MPEG-1/2 layer III ('.mp3').
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033
/// Opus ('opus').
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573
/// FLAC ('flac').
public let kAudioFormatFLAC: AudioFormatID = 0x666C_6163

/// The sample formats AVFAudio's buffers hold, with AVFAudio's numbers.
public enum AVAudioCommonFormat: UInt, Sendable {
    /// Not one of the others (a compressed format, or PCM of another kind).
    case otherFormat = 0
    /// 32-bit floating point, the engine's standard.
    case pcmFormatFloat32 = 1
    /// 64-bit floating point.
    case pcmFormatFloat64 = 2
    /// 16-bit signed integers.
    case pcmFormatInt16 = 3
    /// 32-bit signed integers.
    case pcmFormatInt32 = 4

    /// Bytes in one sample, 0 for ``otherFormat``.
    var bytesPerSample: Int {
        switch self {
        case .otherFormat: 0
        case .pcmFormatFloat32, .pcmFormatInt32: 4
        case .pcmFormatFloat64: 8
        case .pcmFormatInt16: 2
        }
    }
}

/// A description of audio data: its sample rate, channels and sample format, as AVFAudio's `AVAudioFormat`.
///
/// The "standard" format is the engine's: 32-bit floats, one buffer per channel (deinterleaved).
/// Formats compare equal when they describe the same data.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    /// Frames per second.
    public let sampleRate: Double
    /// The number of channels.
    public let channelCount: AVAudioChannelCount
    /// The sample format, ``AVAudioCommonFormat/otherFormat`` for compressed data.
    public let commonFormat: AVAudioCommonFormat
    /// True when the channels' samples alternate in one buffer.
    public let isInterleaved: Bool
    /// The data format ('lpcm' for the common formats).
    let formatID: AudioFormatID

    /// A PCM format of `format`, or `nil` for ``AVAudioCommonFormat/otherFormat``, a rate that is not positive or
    /// no channels (iOS refuses those too).
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard format != .otherFormat, sampleRate > 0, sampleRate.isFinite, channels > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved || channels == 1
        formatID = kAudioFormatLinearPCM
        super.init()
    }

    /// The standard format (deinterleaved 32-bit floats) at `sampleRate` with `channels`, or `nil` as
    /// ``init(commonFormat:sampleRate:channels:interleaved:)``.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    /// The format an ``AVAudioRecorder`` settings dictionary describes (``AVFormatIDKey``, ``AVSampleRateKey``,
    /// ``AVNumberOfChannelsKey`` and the linear PCM keys), or `nil` when a key is missing or not a number.
    public convenience init?(settings: [String: Any]) {
        guard let id = AudioSettings.integer(settings[AVFormatIDKey]), let rate = AudioSettings.number(settings[AVSampleRateKey]),
            let channels = AudioSettings.integer(settings[AVNumberOfChannelsKey]), rate > 0, rate <= 10_000_000,
            (1...1024).contains(channels)
        else { return nil }
        let formatID = AudioFormatID(truncatingIfNeeded: id)
        if formatID == kAudioFormatLinearPCM {
            let bits = AudioSettings.integer(settings[AVLinearPCMBitDepthKey]) ?? 16
            let isFloat = AudioSettings.flag(settings[AVLinearPCMIsFloatKey]) ?? false
            let common: AVAudioCommonFormat? =
                switch (isFloat, bits) {
                case (true, 32): .pcmFormatFloat32
                case (true, 64): .pcmFormatFloat64
                case (false, 16): .pcmFormatInt16
                case (false, 32): .pcmFormatInt32
                default: nil
                }
            let interleaved = !(AudioSettings.flag(settings[AVLinearPCMIsNonInterleaved]) ?? false)
            if let common {
                self.init(commonFormat: common, sampleRate: rate, channels: AVAudioChannelCount(channels), interleaved: interleaved)
                return
            }
        }
        self.init(formatID: formatID, sampleRate: rate, channels: AVAudioChannelCount(channels))
    }

    /// A format of another kind (compressed, or PCM that is not a common format).
    init(formatID: AudioFormatID, sampleRate: Double, channels: AVAudioChannelCount) {
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = .otherFormat
        isInterleaved = true
        self.formatID = formatID
        super.init()
    }

    /// True for the standard format: deinterleaved 32-bit floats.
    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && (!isInterleaved || channelCount == 1) }

    /// The format as a settings dictionary, with AVFAudio's keys.
    open var settings: [String: Any] {
        var settings: [String: Any] = [
            AVFormatIDKey: Int(formatID), AVSampleRateKey: sampleRate, AVNumberOfChannelsKey: Int(channelCount),
        ]
        if commonFormat != .otherFormat {
            settings[AVLinearPCMBitDepthKey] = commonFormat.bytesPerSample * 8
            settings[AVLinearPCMIsFloatKey] = commonFormat == .pcmFormatFloat32 || commonFormat == .pcmFormatFloat64
            settings[AVLinearPCMIsBigEndianKey] = false
            settings[AVLinearPCMIsNonInterleaved] = !isInterleaved
        }
        return settings
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return sampleRate == other.sampleRate && channelCount == other.channelCount && commonFormat == other.commonFormat
            && isInterleaved == other.isInterleaved && formatID == other.formatID
    }

    open override var hash: Int { sampleRate.hashValue &* 31 &+ Int(channelCount) &* 7 &+ Int(commonFormat.rawValue) }

    open override var description: String {
        let kind =
            switch commonFormat {
            case .pcmFormatFloat32: "Float32"
            case .pcmFormatFloat64: "Float64"
            case .pcmFormatInt16: "Int16"
            case .pcmFormatInt32: "Int32"
            case .otherFormat: AudioSettings.fourCC(formatID)
            }
        let layout = channelCount > 1 ? (isInterleaved ? ", interleaved" : ", deinterleaved") : ""
        let rate = sampleRate < 1e15 && sampleRate.rounded() == sampleRate ? String(Int(sampleRate)) : String(sampleRate)
        return "<AVAudioFormat: \(channelCount) ch, \(rate) Hz, \(kind)\(layout)>"
    }
}

/// Reading the loosely typed values of a settings dictionary.
enum AudioSettings {
    /// `value` as a finite number: any integer or floating-point type, or an `NSNumber`.
    static func number(_ value: Any?) -> Double? {
        anyNumber(value).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `value` as a whole number that fits an `Int` exactly (±2⁵³), else `nil`.
    static func integer(_ value: Any?) -> Int? {
        guard let number = number(value), number.rounded() == number, abs(number) <= 9_007_199_254_740_992 else { return nil }
        return Int(number)
    }

    private static func anyNumber(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as UInt32: Double(value)
        case let value as Int32: Double(value)
        case let value as UInt: Double(value)
        case let value as Int64: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// `value` as a flag: a `Bool` or a number (non-zero is true).
    static func flag(_ value: Any?) -> Bool? {
        if let value = value as? Bool { return value }
        return number(value).map { $0 != 0 }
    }

    /// A four-character code as its characters ('ima4').
    static func fourCC(_ code: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: code >> UInt32($0)) }
        return bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? "'" + String(decoding: bytes, as: UTF8.self) + "'" : String(code)
    }
}
