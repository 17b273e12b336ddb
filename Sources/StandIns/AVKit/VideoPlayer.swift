@_exported import AVFoundation
import NapkinUI

/// A view that shows a player's video with the system's controls, as AVKit's SwiftUI
/// `VideoPlayer`.
///
/// Linux decodes no video, so the player draws what iOS draws before a video's first frame
/// arrives: black over all the space offered, with the overlay on top (the overlay is laid out
/// in the same space, above the video and below the controls, as AVKit places it). The
/// playback controls appear on iOS only once a person touches the video, so a still frame
/// shows none.
public struct VideoPlayer<VideoOverlay: View>: View {
    /// The player shown (`nil`: an empty player).
    public let player: AVPlayer?
    private let overlay: VideoOverlay

    /// A video player of `player` with `videoOverlay` on top of the video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    /// The video, black until its first frame, and the overlay.
    public var body: some View {
        ZStack {
            Color.black
            overlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A video player of `player`.
    public init(player: AVPlayer?) {
        self.init(player: player) { EmptyView() }
    }
}
