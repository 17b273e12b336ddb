import Foundation
import MediaPlayer
import NapkinUI
import SnapshotTesting
import Testing

@MainActor
@Suite("MediaPlayer stand-in: the volume view")
struct VolumeViewTests {
    @Test("a volume view has no route: no wireless route, no slider or button rectangles, its settings kept")
    func noRoute() {
        let view = MPVolumeView(frame: CGRect(x: 0, y: 0, width: 280, height: 34))
        #expect(view.showsVolumeSlider)
        #expect(view.showsRouteButton)
        #expect(!view.isWirelessRouteActive)
        #expect(!view.areWirelessRoutesAvailable)
        #expect(view.volumeSliderRect(forBounds: view.bounds) == .zero)
        #expect(view.routeButtonRect(forBounds: view.bounds) == .zero)
        #expect(view.volumeThumbRect(forBounds: view.bounds, volumeSliderRect: .zero, value: 0.5) == .zero)
        #expect(view.backgroundColor == nil)
        view.showsVolumeSlider = false
        #expect(!view.showsVolumeSlider)
        let thumb = UIImage(systemName: "circle.fill")
        view.setVolumeThumbImage(thumb, for: .normal)
        #expect(view.volumeThumbImage(for: .normal) === thumb)
        #expect(view.minimumVolumeSliderImage(for: .normal) == nil)
    }
}

@Suite("MediaPlayer stand-in: now playing and remote commands", .serialized)
struct NowPlayingTests {
    @Test("the now-playing centre keeps the info and state the app sets")
    func nowPlayingInfo() throws {
        let center = MPNowPlayingInfoCenter.default()
        #expect(center === MPNowPlayingInfoCenter.default())
        defer {
            center.nowPlayingInfo = nil
            center.playbackState = .unknown
        }
        #expect(center.nowPlayingInfo == nil)
        let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in UIImage(systemName: "music.note")! }
        center.nowPlayingInfo = [
            MPMediaItemPropertyTitle: "Whispers of the Ocean", MPMediaItemPropertyArtist: "Luna Skye",
            MPMediaItemPropertyPlaybackDuration: 236.0, MPNowPlayingInfoPropertyElapsedPlaybackTime: 12.5,
            MPNowPlayingInfoPropertyPlaybackRate: 1.0, MPMediaItemPropertyArtwork: artwork,
        ]
        center.playbackState = .playing
        let info = try #require(center.nowPlayingInfo)
        #expect(info[MPMediaItemPropertyTitle] as? String == "Whispers of the Ocean")
        #expect(info[MPMediaItemPropertyPlaybackDuration] as? Double == 236)
        #expect((info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)?.bounds.size == CGSize(width: 600, height: 600))
        #expect((info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)?.image(at: CGSize(width: 60, height: 60)) != nil)
        #expect(center.playbackState == .playing)
        #expect(MPNowPlayingPlaybackState.interrupted.rawValue == 4)
        #expect(Set([MPMediaItemPropertyTitle, MPMediaItemPropertyArtist, MPNowPlayingInfoPropertyPlaybackRate]).count == 3)
    }

    @Test("a sent command calls its handlers in order and returns their statuses; removed handlers are not called")
    func commandHandlers() {
        let command = MPRemoteCommandCenter.shared().togglePlayPauseCommand
        defer { command.removeTarget(nil) }
        var calls: [String] = []
        let first = command.addTarget { event in
            calls.append("first \(event.command === command)")
            return .success
        }
        command.addTarget { _ in
            calls.append("second")
            return .commandFailed
        }
        #expect(command.hasTargets)
        #expect(command.send() == [.success, .commandFailed])
        #expect(calls == ["first true", "second"])
        command.removeTarget(first)
        calls.removeAll()
        #expect(command.send() == [.commandFailed])
        #expect(calls == ["second"])
        command.removeTarget(nil)
        #expect(!command.hasTargets)
        #expect(command.send().isEmpty)
    }

    @Test("a disabled command reaches no handler")
    func disabledCommand() {
        let command = MPRemoteCommandCenter.shared().nextTrackCommand
        defer {
            command.removeTarget(nil)
            command.isEnabled = true
        }
        var called = false
        command.addTarget { _ in
            called = true
            return .success
        }
        #expect(command.isEnabled)
        command.isEnabled = false
        #expect(command.send().isEmpty)
        #expect(!called)
        command.isEnabled = true
        #expect(command.send() == [.success])
        #expect(called)
    }

    @Test("commands with values hand their handlers typed events")
    func typedEvents() {
        let center = MPRemoteCommandCenter.shared()
        defer {
            center.skipForwardCommand.removeTarget(nil)
            center.changePlaybackPositionCommand.removeTarget(nil)
        }
        var position: TimeInterval = 0
        var skipped: TimeInterval = 0
        center.skipForwardCommand.preferredIntervals = [10]
        center.skipForwardCommand.addTarget { event in
            guard let skip = event as? MPSkipIntervalCommandEvent else { return .commandFailed }
            skipped += skip.interval
            return .success
        }
        center.changePlaybackPositionCommand.addTarget { event in
            guard let move = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            position = move.positionTime
            return .success
        }
        let interval = center.skipForwardCommand.preferredIntervals[0].doubleValue
        #expect(
            center.skipForwardCommand.send(MPSkipIntervalCommandEvent(command: center.skipForwardCommand, interval: interval)) == [.success]
        )
        #expect(skipped == 10)
        #expect(center.skipForwardCommand.send() == [.commandFailed])
        center.changePlaybackPositionCommand.send(
            MPChangePlaybackPositionCommandEvent(command: center.changePlaybackPositionCommand, positionTime: 95))
        #expect(position == 95)
        #expect(center.likeCommand !== center.dislikeCommand)
        #expect(MPRemoteCommandHandlerStatus.noActionableNowPlayingItem.rawValue == 110)
    }
}

/// The system volume slider, wrapped as music screens wrap it.
private struct VolumeSlider: UIViewRepresentable {
    func makeUIView(context: Context) -> MPVolumeView {
        let view = MPVolumeView()
        view.showsVolumeSlider = true
        return view
    }

    func updateUIView(_ view: MPVolumeView, context: Context) {}
}

/// A now-playing card: the title and artist, the transport buttons and the volume row.
private struct NowPlayingCard: View {
    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 4) {
                Text("Whispers of the Ocean").font(.title3.bold())
                Text("Luna Skye").foregroundStyle(.secondary)
            }
            HStack(spacing: 40) {
                Image(systemName: "backward.fill")
                Image(systemName: "pause.fill").font(.largeTitle)
                Image(systemName: "forward.fill")
            }
            .font(.title)
            HStack(spacing: 12) {
                Image(systemName: "speaker.fill")
                VolumeSlider().frame(height: 14)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
        }
        .padding(24)
    }
}

@MainActor
@Suite("MediaPlayer stand-in: drawing")
struct NowPlayingScreenTests {
    @Test("MPVolumeView draws nothing, as in the simulator, which has no audio route: the row keeps its speaker symbols")
    func volumeRow() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: NowPlayingCard(),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
