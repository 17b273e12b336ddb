import Foundation

/// How a recorder lays silence out in a file: the container (from the file's extension), the data format (from
/// the settings) and the bytes one silent frame takes.
///
/// Written: WAV (linear PCM little-endian, 8 to 32-bit integers or 32/64-bit floats; µ-law; A-law) and CAF (the
/// same, either byte order, and Apple's IMA4 in packets of 64 frames). Silence is what each format encodes as 0: zero
/// bytes, except 8-bit WAV (unsigned, 0x80), µ-law (0xFF) and A-law (0xD5); an IMA4 packet of silence is all zero
/// bytes (predictor 0, step index 0, every nibble 0). Other formats (AAC, Apple Lossless, ...) need an encoder napkin
/// does not have and are refused.
struct AudioFileLayout: Equatable, Sendable {
    enum Container: Equatable, Sendable { case wave, caf }

    let container: Container
    let formatID: AudioFormatID
    let sampleRate: Double
    let channels: Int
    /// Bits per sample (0 for IMA4).
    let bits: Int
    let isFloat: Bool
    let isBigEndian: Bool

    /// Frames in one packet (64 for IMA4, else 1).
    var framesPerPacket: Int { formatID == kAudioFormatAppleIMA4 ? 64 : 1 }
    /// Bytes in one packet.
    var bytesPerPacket: Int { formatID == kAudioFormatAppleIMA4 ? 34 * channels : bits / 8 * channels }

    /// The layout for a file at `url` with `settings`; throws ``AudioRecorderSettingsError`` for what cannot be written.
    init(url: URL, settings: [String: Any]) throws {
        // A key given a value that is not a usable number is refused rather than taken as its default.
        for key in [AVFormatIDKey, AVNumberOfChannelsKey, AVLinearPCMBitDepthKey] where settings[key] != nil {
            guard AudioSettings.integer(settings[key]) != nil else {
                throw AudioRecorderSettingsError.unsupportedFormat("\(key) \(settings[key]!)")
            }
        }
        if let rate = settings[AVSampleRateKey], AudioSettings.number(rate) == nil {
            throw AudioRecorderSettingsError.unsupportedFormat("\(AVSampleRateKey) \(rate)")
        }
        let id = AudioSettings.integer(settings[AVFormatIDKey]).map { AudioFormatID(truncatingIfNeeded: $0) } ?? kAudioFormatLinearPCM
        guard [kAudioFormatLinearPCM, kAudioFormatAppleIMA4, kAudioFormatULaw, kAudioFormatALaw].contains(id) else {
            throw AudioRecorderSettingsError.unsupportedFormat(AudioSettings.fourCC(id))
        }
        let fileExtension = url.pathExtension.lowercased()
        switch fileExtension {
        case "wav", "wave": container = .wave
        case "caf": container = .caf
        default: throw AudioRecorderSettingsError.unsupportedFileType(fileExtension)
        }
        formatID = id
        sampleRate = AudioSettings.number(settings[AVSampleRateKey]) ?? AVAudioSession.sharedInstance().sampleRate
        channels = AudioSettings.integer(settings[AVNumberOfChannelsKey]) ?? 1
        guard sampleRate >= 8_000, sampleRate <= 192_000, (1...8).contains(channels) else {
            throw AudioRecorderSettingsError.unsupportedFormat("\(sampleRate) Hz with \(channels) channels")
        }
        switch id {
        case kAudioFormatLinearPCM:
            bits = AudioSettings.integer(settings[AVLinearPCMBitDepthKey]) ?? 16
            isFloat = AudioSettings.flag(settings[AVLinearPCMIsFloatKey]) ?? false
            isBigEndian = AudioSettings.flag(settings[AVLinearPCMIsBigEndianKey]) ?? false
            let valid = isFloat ? [32, 64].contains(bits) : [8, 16, 24, 32].contains(bits)
            guard valid else {
                throw AudioRecorderSettingsError.unsupportedFormat("\(bits)-bit \(isFloat ? "float" : "integer") linear PCM")
            }
            if container == .wave, isBigEndian { throw AudioRecorderSettingsError.unsupportedFormat("big-endian linear PCM in a WAV file") }
        case kAudioFormatULaw, kAudioFormatALaw:
            (bits, isFloat, isBigEndian) = (8, false, false)
        case kAudioFormatAppleIMA4:
            guard container == .caf else { throw AudioRecorderSettingsError.unsupportedFormat("IMA4 in a WAV file") }
            (bits, isFloat, isBigEndian) = (0, false, false)
        default:
            throw AudioRecorderSettingsError.unsupportedFormat(AudioSettings.fourCC(id))
        }
    }

    /// The byte one silent sample is made of.
    private var silentByte: UInt8 {
        switch formatID {
        case kAudioFormatULaw: 0xFF
        case kAudioFormatALaw: 0xD5
        case kAudioFormatLinearPCM where container == .wave && bits == 8: 0x80
        default: 0
        }
    }

    /// Whole packets for `frames` frames (IMA4 rounds up to a packet of 64).
    func packets(for frames: Int) -> Int { (frames + framesPerPacket - 1) / framesPerPacket }

    /// A complete file of `frames` silent frames.
    func file(frames: Int) -> Data {
        let audio = Data(repeating: silentByte, count: packets(for: frames) * bytesPerPacket)
        switch container {
        case .wave: return wave(audio, frames: frames)
        case .caf: return caf(audio)
        }
    }

    private func wave(_ audio: Data, frames: Int) -> Data {
        // WAVE format tags: 1 integer PCM, 3 IEEE float, 6 A-law, 7 µ-law; the non-integer ones carry cbSize and `fact`.
        let tag: UInt16 =
            switch formatID {
            case kAudioFormatALaw: 6
            case kAudioFormatULaw: 7
            default: isFloat ? 3 : 1
            }
        var fmt = Data()
        fmt.appendLittle(UInt64(tag), 2)
        fmt.appendLittle(UInt64(channels), 2)
        fmt.appendLittle(UInt64(sampleRate.rounded()), 4)
        fmt.appendLittle(UInt64(Int(sampleRate.rounded()) * bytesPerPacket), 4)
        fmt.appendLittle(UInt64(bytesPerPacket), 2)
        fmt.appendLittle(UInt64(bits), 2)
        var body = Data("WAVE".utf8)
        if tag != 1 { fmt.appendLittle(0, 2) }
        body.appendChunk("fmt ", fmt)
        if tag != 1 {
            var fact = Data()
            fact.appendLittle(UInt64(frames), 4)
            body.appendChunk("fact", fact)
        }
        body.appendChunk("data", audio)
        var file = Data("RIFF".utf8)
        file.appendLittle(UInt64(body.count), 4)
        file.append(body)
        return file
    }

    private func caf(_ audio: Data) -> Data {
        var file = Data("caff".utf8)
        file.appendBig(1, 2)  // version
        file.appendBig(0, 2)  // flags
        var desc = Data()
        desc.appendBig(sampleRate.bitPattern, 8)
        desc.appendBig(UInt64(formatID), 4)
        // CAF's linear PCM flags: 1 floating point, 2 little-endian.
        let flags = formatID == kAudioFormatLinearPCM ? (isFloat ? 1 : 0) | (isBigEndian ? 0 : 2) : 0
        desc.appendBig(UInt64(flags), 4)
        desc.appendBig(UInt64(bytesPerPacket), 4)
        desc.appendBig(UInt64(framesPerPacket), 4)
        desc.appendBig(UInt64(channels), 4)
        desc.appendBig(UInt64(bits), 4)
        file.append(contentsOf: Array("desc".utf8))
        file.appendBig(UInt64(desc.count), 8)
        file.append(desc)
        file.append(contentsOf: Array("data".utf8))
        file.appendBig(UInt64(audio.count + 4), 8)
        file.appendBig(0, 4)  // edit count
        file.append(audio)
        return file
    }
}

extension Data {
    fileprivate mutating func appendLittle(_ value: UInt64, _ count: Int) {
        for index in 0..<count { append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    fileprivate mutating func appendBig(_ value: UInt64, _ count: Int) {
        for index in (0..<count).reversed() { append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    fileprivate mutating func appendChunk(_ id: String, _ body: Data) {
        append(contentsOf: Array(id.utf8))
        appendLittle(UInt64(body.count), 4)
        append(body)
        if body.count % 2 == 1 { append(0) }
    }
}

/// Why an ``AVAudioRecorder`` could not be made, as iOS reports it: an OSStatus in the `NSOSStatusErrorDomain`,
/// `'typ?'` (1954115647) for a file type it does not write and `'fmt?'` (1718449215) for a data format.
public enum AudioRecorderSettingsError: Error, CustomNSError, LocalizedError, Equatable {
    /// The file's extension names no container napkin writes.
    case unsupportedFileType(String)
    /// The settings describe data napkin cannot write.
    case unsupportedFormat(String)

    /// `NSOSStatusErrorDomain`.
    public static var errorDomain: String { "NSOSStatusErrorDomain" }
    /// The OSStatus.
    public var errorCode: Int {
        switch self {
        case .unsupportedFileType: 1_954_115_647
        case .unsupportedFormat: 1_718_449_215
        }
    }
    /// The description, so that `localizedDescription` says it on Linux too (Foundation there reads only the user info).
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }
    /// What could not be written, and what napkin's recorder writes.
    public var errorDescription: String? {
        switch self {
        case .unsupportedFileType(let fileExtension):
            "The operation couldn’t be completed. (OSStatus error 1954115647.) napkin's AVAudioRecorder writes .wav and .caf "
                + "files, not .\(fileExtension); name the file .caf or .wav."
        case .unsupportedFormat(let format):
            "The operation couldn’t be completed. (OSStatus error 1718449215.) napkin's AVAudioRecorder cannot write \(format) "
                + "(it has no encoder for compressed formats on Linux); record kAudioFormatLinearPCM, kAudioFormatAppleIMA4 (.caf), "
                + "kAudioFormatULaw or kAudioFormatALaw at 8–192 kHz with 1–8 channels."
        }
    }
}
