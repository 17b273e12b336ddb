import AVKit
import NapkinUI
import Testing

@MainActor
@Suite("AVKit stand-in")
struct AVKitTests {
    @Test("VideoPlayer shows the player it is given; AVPlayerViewController is black, with AVKit's defaults")
    func playerViews() {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        #expect(VideoPlayer(player: player).player === player)
        #expect(VideoPlayer(player: nil) { Text("Live") }.player == nil)
        let controller = AVPlayerViewController()
        #expect(controller.backgroundColor == .black)
        #expect(controller.player == nil && controller.showsPlaybackControls && controller.videoGravity == .resizeAspect)
        controller.player = player
        controller.player?.play()
        #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
    }
}
