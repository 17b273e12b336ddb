import AVFoundation
import Foundation
import NapkinUI
import Testing

/// A PCM WAV file's bytes: `seconds` of 16-bit mono silence at 8 kHz.
func waveData(seconds: Double, channels: Int = 1, rate: Int = 8_000) -> Data {
    let frames = Int(seconds * Double(rate))
    let dataSize = frames * channels * 2
    var bytes = Data("RIFF".utf8)
    func append(_ value: Int, _ count: Int) { for i in 0..<count { bytes.append(UInt8((value >> (8 * i)) & 0xFF)) } }
    append(36 + dataSize, 4)
    bytes.append(contentsOf: Array("WAVEfmt ".utf8))
    append(16, 4); append(1, 2); append(channels, 2); append(rate, 4); append(rate * channels * 2, 4); append(channels * 2, 2);
    append(16, 2)
    bytes.append(contentsOf: Array("data".utf8))
    append(dataSize, 4)
    bytes.append(Data(count: dataSize))
    return bytes
}

/// Writes `data` to a fresh temporary file named `name` and returns its URL.
func temporaryFile(_ name: String, _ data: Data) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("media13-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url
}

/// Collects what a player's observers and delegates report, in order.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func record(_ entry: String) { lock.withLock { stored.append(entry) } }
    var entries: [String] { lock.withLock { stored } }
}

@Suite("CoreMedia stand-in: CMTime")
struct CMTimeTests {
    @Test("Seconds round to the preferred timescale; equal times of different timescales compare equal")
    func secondsAndEquality() {
        let time = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(time.value == 900 && time.timescale == 600)
        #expect(CMTimeGetSeconds(time) == 1.5)
        #expect(CMTime(value: 3, timescale: 2) == time)
        #expect(CMTime(seconds: 0.3333, preferredTimescale: 10).value == 3)
        #expect(CMTime(seconds: 0.3333, preferredTimescale: 10).hasBeenRounded)
        #expect(Set([CMTime(value: 1, timescale: 2), CMTime(value: 300, timescale: 600)]).count == 1)
    }

    @Test("Sums use the finer timescale; the special times order and combine as CoreMedia's")
    func arithmeticAndSpecialTimes() {
        let sum = CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 3)
        #expect(sum.value == 5 && sum.timescale == 6 && !sum.hasBeenRounded)
        #expect(CMTime(value: 1, timescale: 600) + CMTime(value: 2, timescale: 600) == CMTime(value: 3, timescale: 600))
        #expect(CMTime.zero < CMTime(value: 1, timescale: 1))
        #expect(CMTime(value: 1_000_000, timescale: 1) < .positiveInfinity)
        #expect(CMTime.positiveInfinity < .indefinite)
        #expect(CMTime.negativeInfinity < .zero)
        #expect(CMTime.indefinite.seconds.isNaN && !CMTime.indefinite.isNumeric && CMTime.indefinite.isValid)
        #expect(!CMTime.invalid.isValid)
        #expect((CMTime.positiveInfinity + CMTime.negativeInfinity).isValid == false)
        #expect((CMTime(value: 1, timescale: 1) + .indefinite).isIndefinite)
        #expect(CMTimeMake(value: 10, timescale: 0).isValid == false)
    }
}

@Suite("AVFAudio stand-in: AVAudioPlayer and AVAudioSession")
struct AVAudioPlayerTests {
    @Test("A WAV file's headers give the duration and channels; other data throws iOS's 'typ?' OSStatus")
    func readsHeadersAndRefusesTheRest() throws {
        let player = try AVAudioPlayer(data: waveData(seconds: 2, channels: 2))
        #expect(player.duration == 2)
        #expect(player.numberOfChannels == 2)
        #expect(player.prepareToPlay())
        let error = try #require(throws: UnsupportedAudioFileError.self) { try AVAudioPlayer(data: Data("not audio".utf8)) }
        #expect((error as NSError).domain == "NSOSStatusErrorDomain")
        #expect((error as NSError).code == 1_954_115_647)
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/ding.wav")) }
        let url = try temporaryFile("ding.wav", waveData(seconds: 0.5))
        #expect(try AVAudioPlayer(contentsOf: url).duration == 0.5)
        #expect(try AVAudioPlayer(contentsOf: url).url == url)
    }

    @Test("MPEG-4 audio gives its movie header's duration; MP3 the sum of its frames")
    func mpeg4AndMP3() throws {
        // ftyp, then moov › mvhd version 0 with timescale 1000 and duration 2500.
        var mp4 = Data([0, 0, 0, 16]) + Data("ftypM4A ".utf8) + Data([0, 0, 0, 0])
        var mvhd = Data([0, 0, 0, 108]) + Data("mvhd".utf8) + Data([0, 0, 0, 0]) + Data(count: 8)
        mvhd += Data([0, 0, 0x03, 0xE8, 0, 0, 0x09, 0xC4]) + Data(count: 80)
        mp4 += Data([0, 0, 0, UInt8(8 + mvhd.count)]) + Data("moov".utf8) + mvhd
        #expect(try AVAudioPlayer(data: mp4).duration == 2.5)
        // Ten MPEG-1 layer III frames at 128 kb/s and 44.1 kHz, 417 bytes each: 11,520 samples.
        let header: [UInt8] = [0xFF, 0xFB, 0x90, 0x64]
        let frame = Data(header) + Data(count: 417 - 4)
        let mp3 = Data(repeating: 0, count: 0) + (0..<10).reduce(Data()) { data, _ in data + frame }
        let player = try AVAudioPlayer(data: mp3)
        #expect(abs(player.duration - 11_520.0 / 44_100.0) < 1e-9)
        #expect(player.numberOfChannels == 2)
    }

    @Test("Play, pause and stop keep the position; time moves only when advanced, through loops to the end")
    func stateAndLoops() throws {
        final class Finish: AVAudioPlayerDelegate {
            var finished: [Bool] = []
            func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { finished.append(flag) }
        }
        let player = try AVAudioPlayer(data: waveData(seconds: 2))
        let delegate = Finish()
        player.delegate = delegate
        #expect(player.play())
        #expect(player.isPlaying && player.currentTime == 0)
        player.advancePlayback(by: 0.5)
        #expect(player.currentTime == 0.5)
        player.pause()
        player.advancePlayback(by: 1)
        #expect(!player.isPlaying && player.currentTime == 0.5)
        player.currentTime = 10
        #expect(player.currentTime == 2)
        player.currentTime = 1
        player.numberOfLoops = 1
        player.play()
        player.advancePlayback(by: 1.5)  // to the end, then 0.5 s into the one loop
        #expect(player.isPlaying && player.currentTime == 0.5 && delegate.finished.isEmpty)
        player.advancePlayback(by: 5)
        #expect(!player.isPlaying && player.currentTime == 0 && delegate.finished == [true])
        player.enableRate = true
        player.rate = 2
        player.numberOfLoops = 0
        player.play()
        player.advancePlayback(by: 0.5)
        #expect(player.currentTime == 1)
        player.stop()
        #expect(!player.isPlaying && player.currentTime == 1)
        player.volume = 3
        #expect(player.volume == 1)
    }

    @Test("The session keeps the category set and refuses options its category does not take")
    func session() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        #expect(session.category == .playback && session.mode == .moviePlayback && session.categoryOptions == [.mixWithOthers])
        #expect(throws: AVAudioSession.ErrorCode.badParam) { try session.setCategory(.ambient, options: .defaultToSpeaker) }
        #expect(throws: AVAudioSession.ErrorCode.badParam) { try session.setCategory(.playback, options: .allowBluetooth) }
        #expect(session.category == .playback)
        try session.setCategory(.playAndRecord, options: [.defaultToSpeaker, .allowBluetooth])
        try session.setActive(true)
        #expect(session.isActive)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
        #expect(!session.isActive)
        try session.setCategory(.soloAmbient)
    }
}

@Suite("AVFoundation stand-in: AVPlayer")
struct AVPlayerTests {
    @Test("A remote item fails as on a device without a connection; the playing player waits for it")
    func remoteItemFailsOffline() {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        let item = player.currentItem!
        #expect(item.status == .failed)
        #expect((item.error as? URLError)?.code == .notConnectedToInternet)
        #expect(item.duration.isIndefinite)
        #expect(player.timeControlStatus == .paused && player.rate == 0)
        player.play()
        #expect(player.rate == 1)
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(player.reasonForWaitingToPlay == .toMinimizeStalls)
        let empty = AVPlayer()
        empty.play()
        #expect(empty.reasonForWaitingToPlay == .noItemToPlay)
        #expect(AVPlayerItem(url: URL(fileURLWithPath: "/nonexistent.mp4")).status == .failed)
    }

    @Test("A local file plays: rate, status, seeking clamped to the duration, the async seek")
    func playPauseSeek() async throws {
        let url = try temporaryFile("clip.wav", waveData(seconds: 10))
        let asset = AVURLAsset(url: url)
        #expect(asset.url == url)
        #expect(try await asset.load(.duration).seconds == 10)
        let player = AVPlayer(playerItem: AVPlayerItem(asset: asset))
        #expect(player.currentItem?.status == .readyToPlay)
        #expect(player.currentItem?.duration.seconds == 10)
        player.play()
        #expect(player.timeControlStatus == .playing && player.reasonForWaitingToPlay == nil)
        player.rate = 0
        #expect(player.timeControlStatus == .paused)
        player.rate = 1.5
        #expect(player.timeControlStatus == .playing)
        player.pause()
        await player.seek(to: CMTime(seconds: 4, preferredTimescale: 600))
        #expect(player.currentTime().seconds == 4)
        await player.seek(to: CMTime(seconds: 99, preferredTimescale: 1))
        #expect(player.currentTime().seconds == 10)
        #expect(await player.seek(to: .zero))
        #expect(player.currentTime() == .zero)
        player.replaceCurrentItem(with: nil)
        #expect(await player.seek(to: .zero) == false)
        await #expect(throws: URLError.self) { try await AVURLAsset(url: URL(string: "https://example.com/a.mp4")!).load(.duration) }
    }

    @Test("Observers: periodic on start, stop, seek and each interval passed; boundaries crossed; the end pauses and posts")
    @MainActor
    func observersAndTheEnd() throws {
        let player = AVPlayer(playerItem: AVPlayerItem(url: try temporaryFile("clip.wav", waveData(seconds: 3))))
        let log = Recorder()
        let periodic = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 1, preferredTimescale: 600), queue: .main) {
            log.record("t=\($0.seconds)")
        }
        _ = player.addBoundaryTimeObserver(forTimes: [NSValue(time: CMTime(seconds: 2.5, preferredTimescale: 600))], queue: nil) {
            log.record("boundary")
        }
        let ended = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: player.currentItem, queue: nil) {
            _ in
            log.record("end")
        }
        defer { NotificationCenter.default.removeObserver(ended) }
        player.play()
        player.advancePlayback(by: 2.2)
        player.seek(to: CMTime(seconds: 0.5, preferredTimescale: 600))
        player.advancePlayback(by: 5)
        #expect(
            log.entries == [
                "t=0.0", "t=1.0", "t=2.0", "t=0.5", "t=1.0", "t=2.0", "t=3.0", "boundary", "end", "t=3.0",
            ])
        #expect(player.rate == 0 && player.currentTime().seconds == 3)
        player.removeTimeObserver(periodic)
        player.seek(to: .zero)
        player.play()
        #expect(log.entries.count == 10)
    }

    @Test("A queue player advances at each end; a looper keeps the item playing and counts the loops")
    func queueAndLooper() throws {
        let url = try temporaryFile("loop.wav", waveData(seconds: 2))
        let first = AVPlayerItem(url: url)
        let second = AVPlayerItem(url: url)
        let queue = AVQueuePlayer(items: [first, second])
        #expect(queue.actionAtItemEnd == .advance)
        queue.play()
        queue.advancePlayback(by: 2)
        #expect(queue.currentItem === second && queue.items().count == 1 && queue.timeControlStatus == .playing)
        queue.advancePlayback(by: 2)
        #expect(queue.currentItem == nil && queue.reasonForWaitingToPlay == .noItemToPlay)

        let player = AVQueuePlayer()
        let looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: url))
        #expect(looper.status == .ready && player.items().count == 2)
        player.play()
        for _ in 0..<3 { player.advancePlayback(by: 2) }
        #expect(looper.loopCount == 3 && player.timeControlStatus == .playing && player.items().count == 2)
        looper.disableLooping()
        for _ in 0..<2 { player.advancePlayback(by: 2) }
        #expect(looper.status == .cancelled && player.currentItem == nil)
    }
}

/// An MPEG-4 box: its size, its type, its body.
private func box(_ type: String, _ body: Data) -> Data {
    let size = UInt32(8 + body.count)
    return Data([UInt8(size >> 24), UInt8((size >> 16) & 0xFF), UInt8((size >> 8) & 0xFF), UInt8(size & 0xFF)]) + Data(type.utf8) + body
}

/// A big-endian 16.16 fixed-point number.
private func fixed(_ value: Double) -> Data {
    let raw = UInt32(bitPattern: Int32((value * 65536).rounded()))
    return Data([UInt8(raw >> 24), UInt8((raw >> 16) & 0xFF), UInt8((raw >> 8) & 0xFF), UInt8(raw & 0xFF)])
}

/// A track: its header (version 0) with `matrix` (a b c d tx ty) and size, and its handler of `kind`.
private func track(kind: String, matrix: [Double], width: Double, height: Double) -> Data {
    var tkhd = Data([0, 0, 0, 7]) + Data(count: 20) + Data(count: 16)
    tkhd += fixed(matrix[0]) + fixed(matrix[1]) + Data(count: 4) + fixed(matrix[2]) + fixed(matrix[3]) + Data(count: 4)
    tkhd += fixed(matrix[4]) + fixed(matrix[5]) + Data([0x40, 0, 0, 0]) + fixed(width) + fixed(height)
    let hdlr = box("hdlr", Data(count: 8) + Data(kind.utf8) + Data(count: 13))
    return box("trak", box("tkhd", tkhd) + box("mdia", hdlr))
}

@Suite("AVFoundation stand-in: asset tracks")
struct AssetTrackTests {
    @Test("an MPEG-4 file's tracks come from its headers: kind, size and transform; load takes several properties at once")
    func mpeg4Tracks() async throws {
        let mvhd = box("mvhd", Data(count: 4) + Data(count: 8) + Data([0, 0, 0x02, 0x58, 0, 0, 0x11, 0x94]) + Data(count: 80))
        let portrait = track(kind: "vide", matrix: [0, 1, -1, 0, 1080, 0], width: 1920, height: 1080)
        let sound = track(kind: "soun", matrix: [1, 0, 0, 1, 0, 0], width: 0, height: 0)
        let mp4 = box("ftyp", Data("isom".utf8) + Data(count: 4)) + box("moov", mvhd + portrait + sound)
        let asset = AVURLAsset(url: try temporaryFile("clip.mp4", mp4))
        let (tracks, duration, transform) = try await asset.load(.tracks, .duration, .preferredTransform)
        #expect(duration.seconds == 7.5 && transform == .identity)
        #expect(tracks.map(\.mediaType) == [.video, .audio] && tracks.map(\.trackID) == [1, 2])
        let video = try #require(tracks.first)
        #expect(video.naturalSize == CGSize(width: 1920, height: 1080))
        #expect(video.preferredTransform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1080, ty: 0))
        #expect(try await video.load(.naturalSize) == CGSize(width: 1920, height: 1080))
        #expect(try await asset.loadTracks(withMediaType: .audio).count == 1)
    }

    @Test("an audio file has one audio track; media that cannot be loaded has none and load throws")
    func audioAndMissing() async throws {
        let wave = AVURLAsset(url: try temporaryFile("ding.wav", waveData(seconds: 1)))
        #expect(wave.tracks.map(\.mediaType) == [.audio] && wave.tracks.first?.naturalSize == .zero)
        let remote = AVURLAsset(url: URL(string: "https://example.com/clip.mp4")!)
        #expect(remote.tracks.isEmpty)
        await #expect(throws: URLError.self) { _ = try await remote.load(.tracks, .duration) }
        let item = AVPlayerItem(asset: wave)
        item.preferredForwardBufferDuration = 2
        item.canUseNetworkResourcesForLiveStreamingWhilePaused = true
        #expect(item.preferredForwardBufferDuration == 2 && item.canUseNetworkResourcesForLiveStreamingWhilePaused)
    }
}
