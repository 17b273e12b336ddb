import Foundation

/// What the stand-ins read of an audio file without decoding it: its container, channels,
/// sample rate and duration. Linux has no audio decoder here, so nothing is ever decoded; the
/// headers are enough for what an app asks of a player (``AVAudioPlayer/duration``).
///
/// Read: WAV (RIFF/WAVE, any `fmt ` with its `data` chunk), CAF (`desc` with `data`, or `pakt` for variable packets), AIFF and AIFF-C (`COMM`), MPEG-4
/// audio and video (`.m4a`, `.mp4`, `.mov`: the `mvhd` box's duration) and MP3 (frame headers
/// walked, an ID3v2 tag skipped). Anything else is not audio the stand-in knows.
package struct AudioFileInfo: Equatable, Sendable {
    /// The container.
    package enum Format: String, Sendable {
        case wave = "WAVE"
        case aiff = "AIFF"
        case mpeg4 = "MPEG-4"
        case mp3 = "MP3"
        case caf = "CAF"
    }

    /// One track of the media, as its headers describe it.
    package struct Track: Equatable, Sendable {
        /// The handler type: `soun` for audio, `vide` for video, another four-letter code otherwise.
        package let kind: String
        /// The track's presentation size in points (0 × 0 for audio).
        package let width: Double
        package let height: Double
        /// The track header's transform, `a b c d tx ty` (identity unless the file rotates or moves the track).
        package let matrix: [Double]
    }

    package let format: Format
    /// The media's tracks: one audio track for the audio containers; an MPEG-4 file's `trak` boxes.
    package let tracks: [Track]
    /// The number of channels (0 where the container does not say: MPEG-4).
    package let channels: Int
    /// Samples per second (0 where the container does not say: MPEG-4).
    package let sampleRate: Double
    /// The length, in seconds.
    package let duration: TimeInterval

    /// What `data` holds, or `nil` for data in no format read here.
    package init?(data: Data) {
        let bytes = [UInt8](data)
        if let info = Self.wave(bytes) ?? Self.caf(bytes) ?? Self.aiff(bytes) ?? Self.mpeg4(bytes) ?? Self.mp3(bytes) {
            self = info
        } else {
            return nil
        }
    }

    package init(format: Format, channels: Int, sampleRate: Double, duration: TimeInterval, tracks: [Track]? = nil) {
        self.format = format
        self.tracks = tracks ?? [Track(kind: "soun", width: 0, height: 0, matrix: [1, 0, 0, 1, 0, 0])]
        self.channels = channels
        self.sampleRate = sampleRate
        self.duration = duration
    }

    private static func tag(_ bytes: [UInt8], _ at: Int) -> String? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[at..<at + 4], as: UTF8.self)
    }

    private static func littleEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> UInt64? {
        guard at >= 0, at + count <= bytes.count else { return nil }
        return (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> UInt64? {
        guard at >= 0, at + count <= bytes.count else { return nil }
        return (0..<count).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[at + $1]) }
    }

    /// RIFF/WAVE: the `fmt ` chunk's channels, rate and byte rate, the `data` chunk's size.
    private static func wave(_ bytes: [UInt8]) -> AudioFileInfo? {
        guard tag(bytes, 0) == "RIFF", tag(bytes, 8) == "WAVE" else { return nil }
        var offset = 12
        var channels: Int?
        var rate: Double?
        var byteRate: Double?
        var dataSize: Double?
        while let id = tag(bytes, offset), let size = littleEndian(bytes, offset + 4, 4) {
            let body = offset + 8
            if id == "fmt ", let c = littleEndian(bytes, body + 2, 2), let r = littleEndian(bytes, body + 4, 4),
                let b = littleEndian(bytes, body + 8, 4)
            {
                (channels, rate, byteRate) = (Int(c), Double(r), Double(b))
            } else if id == "data" {
                // A header written before the data's length was known holds 0 or 0xFFFFFFFF.
                dataSize = Double(min(Int(size), bytes.count - body))
            }
            offset = body + Int(size) + Int(size & 1)
            if size > UInt64(bytes.count) { break }
        }
        guard let channels, let rate, let byteRate, byteRate > 0, let dataSize, channels > 0 else { return nil }
        return AudioFileInfo(format: .wave, channels: channels, sampleRate: rate, duration: dataSize / byteRate)
    }

    /// CAF: the `desc` chunk's rate, channels and packet sizes, and the `data` chunk's size (-1: to the end of the
    /// file) or, for packets of varying size, the `pakt` chunk's frame count.
    private static func caf(_ bytes: [UInt8]) -> AudioFileInfo? {
        guard tag(bytes, 0) == "caff" else { return nil }
        var offset = 8
        var desc: (rate: Double, bytesPerPacket: UInt64, framesPerPacket: UInt64, channels: Int)?
        var dataSize: UInt64?
        var validFrames: UInt64?
        while let id = tag(bytes, offset), let size = bigEndian(bytes, offset + 4, 8) {
            let body = offset + 12
            if id == "desc", let rate = bigEndian(bytes, body, 8), let perPacket = bigEndian(bytes, body + 16, 4),
                let framesPerPacket = bigEndian(bytes, body + 20, 4), let channels = bigEndian(bytes, body + 24, 4)
            {
                desc = (Double(bitPattern: rate), perPacket, framesPerPacket, Int(channels))
            } else if id == "data" {
                // The edit count's 4 bytes come first; -1 means the data runs to the end of the file.
                let available = UInt64(max(0, bytes.count - body - 4))
                dataSize = size == UInt64.max ? available : min(available, size >= 4 ? size - 4 : 0)
            } else if id == "pakt", let frames = bigEndian(bytes, body + 8, 8) {
                validFrames = frames
            }
            guard size != UInt64.max, size <= UInt64(bytes.count) else { break }
            offset = body + Int(size)
        }
        guard let desc, desc.rate > 0, desc.rate.isFinite, desc.channels > 0 else { return nil }
        let frames: Double
        if let validFrames {
            frames = Double(validFrames)
        } else if let dataSize, desc.bytesPerPacket > 0, desc.framesPerPacket > 0 {
            frames = Double(dataSize / desc.bytesPerPacket * desc.framesPerPacket)
        } else {
            return nil
        }
        return AudioFileInfo(format: .caf, channels: desc.channels, sampleRate: desc.rate, duration: frames / desc.rate)
    }

    /// AIFF and AIFF-C: the `COMM` chunk's channels, frame count and 80-bit extended rate.
    private static func aiff(_ bytes: [UInt8]) -> AudioFileInfo? {
        guard tag(bytes, 0) == "FORM", ["AIFF", "AIFC"].contains(tag(bytes, 8)) else { return nil }
        var offset = 12
        while let id = tag(bytes, offset), let size = bigEndian(bytes, offset + 4, 4), size <= UInt64(bytes.count) {
            let body = offset + 8
            if id == "COMM", let channels = bigEndian(bytes, body, 2), let frames = bigEndian(bytes, body + 2, 4),
                let exponent = bigEndian(bytes, body + 8, 2), let mantissa = bigEndian(bytes, body + 10, 8)
            {
                let rate = Double(mantissa) * pow(2, Double(Int(exponent & 0x7FFF) - 16383 - 63))
                guard rate > 0, channels > 0 else { return nil }
                return AudioFileInfo(format: .aiff, channels: Int(channels), sampleRate: rate, duration: Double(frames) / rate)
            }
            offset = body + Int(size) + Int(size & 1)
        }
        return nil
    }

    /// MPEG-4: the movie header's timescale and duration (`moov` › `mvhd`, versions 0 and 1).
    private static func mpeg4(_ bytes: [UInt8]) -> AudioFileInfo? {
        guard tag(bytes, 4) == "ftyp" else { return nil }
        func find(_ name: String, from start: Int, to end: Int) -> Int? {
            var offset = start
            while offset + 8 <= end, let size = bigEndian(bytes, offset, 4), let id = tag(bytes, offset + 4) {
                if id == name { return offset }
                guard size >= 8 else { return nil }
                offset += Int(size)
            }
            return nil
        }
        guard let moov = find("moov", from: 0, to: bytes.count), let moovSize = bigEndian(bytes, moov, 4),
            let mvhd = find("mvhd", from: moov + 8, to: min(bytes.count, moov + Int(moovSize)))
        else { return nil }
        let version = bytes.count > mvhd + 8 ? bytes[mvhd + 8] : 0
        let fields = mvhd + 12 + (version == 1 ? 16 : 8)
        guard let scale = bigEndian(bytes, fields, 4), scale > 0,
            let length = bigEndian(bytes, fields + 4, version == 1 ? 8 : 4)
        else { return nil }
        // Each `trak`: its header's size and matrix (`tkhd`), its handler's type (`mdia` › `hdlr`).
        var tracks: [Track] = []
        let moovEnd = min(bytes.count, moov + Int(moovSize))
        var offset = moov + 8
        while tracks.count < 64, let trak = find("trak", from: offset, to: moovEnd), let trakSize = bigEndian(bytes, trak, 4),
            trakSize >= 8
        {
            let trakEnd = min(moovEnd, trak + Int(trakSize))
            offset = trakEnd
            guard let tkhd = find("tkhd", from: trak + 8, to: trakEnd) else { continue }
            let tkhdVersion = bytes.count > tkhd + 8 ? bytes[tkhd + 8] : 0
            // After version/flags: times, id, reserved and duration (28 or 40 bytes), 8 reserved, layer, group, volume, 2 reserved.
            let matrixAt = tkhd + 12 + (tkhdVersion == 1 ? 32 : 20) + 16
            func fixed(_ at: Int, _ fraction: Double) -> Double? {
                bigEndian(bytes, at, 4).map { Double(Int32(bitPattern: UInt32($0))) / fraction }
            }
            guard let a = fixed(matrixAt, 65536), let b = fixed(matrixAt + 4, 65536), let c = fixed(matrixAt + 12, 65536),
                let d = fixed(matrixAt + 16, 65536), let tx = fixed(matrixAt + 24, 65536), let ty = fixed(matrixAt + 28, 65536),
                let width = fixed(matrixAt + 36, 65536), let height = fixed(matrixAt + 40, 65536)
            else { continue }
            var kind = "????"
            if let mdia = find("mdia", from: trak + 8, to: trakEnd), let mdiaSize = bigEndian(bytes, mdia, 4),
                let hdlr = find("hdlr", from: mdia + 8, to: min(trakEnd, mdia + Int(mdiaSize))), let handler = tag(bytes, hdlr + 16)
            {
                kind = handler
            }
            tracks.append(Track(kind: kind, width: width, height: height, matrix: [a, b, c, d, tx, ty]))
        }
        return AudioFileInfo(format: .mpeg4, channels: 0, sampleRate: 0, duration: Double(length) / Double(scale), tracks: tracks)
    }

    /// MP3: every frame's header walked from the first (after an ID3v2 tag), its samples summed.
    private static func mp3(_ bytes: [UInt8]) -> AudioFileInfo? {
        var offset = 0
        if bytes.count >= 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33 {
            // ID3v2: a 10-byte header and a size in four 7-bit bytes.
            let size = bytes[6...9].reduce(0) { $0 << 7 | Int($1 & 0x7F) }
            offset = 10 + size + (bytes[5] & 0x10 != 0 ? 10 : 0)
        }
        var samples = 0.0
        var rate = 0.0
        var channels = 0
        var frames = 0
        while let frame = MP3FrameHeader(bytes, at: offset) {
            samples += Double(frame.samples)
            (rate, channels) = (frame.sampleRate, frame.channels)
            frames += 1
            offset += frame.length
        }
        guard frames > 0, rate > 0 else { return nil }
        return AudioFileInfo(format: .mp3, channels: channels, sampleRate: rate, duration: samples / rate)
    }
}

/// One MPEG audio layer III frame header: its length in bytes, samples, rate and channels.
private struct MP3FrameHeader {
    let length: Int
    let samples: Int
    let sampleRate: Double
    let channels: Int

    private static let bitrates1: [Int] = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
    private static let bitrates2: [Int] = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
    private static let rates: [Double] = [44100, 48000, 32000]

    init?(_ bytes: [UInt8], at offset: Int) {
        guard offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] & 0xE0 == 0xE0 else { return nil }
        let versionBits = (bytes[offset + 1] >> 3) & 3  // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
        let layerBits = (bytes[offset + 1] >> 1) & 3  // 1: layer III
        let bitrateIndex = Int(bytes[offset + 2] >> 4)
        let rateIndex = Int((bytes[offset + 2] >> 2) & 3)
        guard versionBits != 1, layerBits == 1, bitrateIndex > 0, bitrateIndex < 15, rateIndex < 3 else { return nil }
        let mpeg1 = versionBits == 3
        let bitrate = (mpeg1 ? Self.bitrates1 : Self.bitrates2)[bitrateIndex] * 1000
        let rate = Self.rates[rateIndex] / (mpeg1 ? 1 : versionBits == 2 ? 2 : 4)
        let padding = Int((bytes[offset + 2] >> 1) & 1)
        samples = mpeg1 ? 1152 : 576
        length = samples / 8 * bitrate / Int(rate) + padding
        sampleRate = rate
        channels = (bytes[offset + 3] >> 6) == 3 ? 1 : 2
        guard length > 4 else { return nil }
    }
}
