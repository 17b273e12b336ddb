import AVFoundation
import Combine
import Foundation
import Testing

/// A player's state as a podcast app's view model keeps it, fed by key-value publishers.
final class PlaybackState {
    var rate: Float = -1
    var duration: Double = 0
}

@Suite("AVFoundation stand-in: key-value observing of players and items")
struct KeyValueObservingTests {
    @Test("observe(\\.rate): the initial value with .initial, each change with old and new values, nothing once invalidated")
    func observeRate() throws {
        let player = AVPlayer(playerItem: AVPlayerItem(url: try temporaryFile("clip.wav", waveData(seconds: 3))))
        let log = Recorder()
        let observation = player.observe(\.rate, options: [.initial, .old, .new]) { _, change in
            log.record("\(change.oldValue.map { "\($0)" } ?? "-")>\(change.newValue.map { "\($0)" } ?? "-")")
        }
        player.play()
        player.pause()
        player.pause()  // the rate did not change: nothing is told
        #expect(log.entries == ["->0.0", "0.0>1.0", "1.0>0.0"])
        observation.invalidate()
        player.play()
        #expect(log.entries.count == 3)
    }

    @Test("observe with .prior is told before the change too; timeControlStatus follows play and pause")
    func priorAndStatus() throws {
        let player = AVPlayer(playerItem: AVPlayerItem(url: try temporaryFile("clip.wav", waveData(seconds: 3))))
        let log = Recorder()
        let observation = player.observe(\.timeControlStatus, options: [.prior, .old, .new]) { _, change in
            log.record(change.isPrior ? "prior \(change.oldValue!.rawValue)" : "now \(change.newValue!.rawValue)")
        }
        player.play()
        #expect(log.entries == ["prior 0", "now 2"])
        _ = observation
    }

    @Test("publisher(for:) sends the current value, then each change; a podcast view model's chain assigns them")
    func publishers() throws {
        let item = AVPlayerItem(url: try temporaryFile("clip.wav", waveData(seconds: 3)))
        let player = AVPlayer(playerItem: item)
        let state = PlaybackState()
        var cancellables = Set<AnyCancellable>()
        item.publisher(for: \.duration)
            .first(where: { $0 != .indefinite })
            .map { $0.seconds }
            .assign(to: \.duration, on: state)
            .store(in: &cancellables)
        var rates: [Float] = []
        player.publisher(for: \.rate)
            .sink { rates.append($0) }
            .store(in: &cancellables)
        player.publisher(for: \.rate)
            .assign(to: \.rate, on: state)
            .store(in: &cancellables)
        #expect(state.duration == 3 && state.rate == 0)
        player.play()
        #expect(rates == [0, 1] && state.rate == 1)
        cancellables.removeAll()
        player.pause()
        #expect(rates == [0, 1] && state.rate == 1)
    }

    @Test("publisher(for:options: []) sends only changes")
    func changesOnly() {
        let player = AVPlayer()
        var rates: [Float] = []
        let cancellable = player.publisher(for: \.rate, options: [.new]).sink { rates.append($0) }
        player.rate = 0.5
        player.rate = 0.5
        player.rate = 2
        #expect(rates == [0.5, 2])
        cancellable.cancel()
    }

    @Test("AVAudioPlayer() is a player without a sound: no duration, and play() answers false")
    func placeholderAudioPlayer() {
        let player = AVAudioPlayer()
        #expect(player.duration == 0 && player.url == nil && player.data == nil)
        #expect(!player.prepareToPlay() && !player.play() && !player.isPlaying)
    }
}
