public import Foundation

/// Whether and how an animation plays, as lottie-ios's `LottiePlaybackMode`.
public enum LottiePlaybackMode: Hashable, Sendable {
    /// Paused at a point.
    case paused(at: PausedState)
    /// Playing.
    case playing(_ mode: PlaybackMode)

    /// Where a paused animation rests.
    public enum PausedState: Hashable, Sendable {
        /// Wherever it is.
        case currentFrame
        /// At a progress, 0...1.
        case progress(_ progress: AnimationProgressTime)
        /// At a frame.
        case frame(_ frame: AnimationFrameTime)
        /// At a time in seconds.
        case time(_ time: TimeInterval)
        /// At a marker's start or end.
        case marker(_ name: String, position: LottieMarkerPosition = .start)
    }

    /// What a playing animation plays.
    public enum PlaybackMode: Hashable, Sendable {
        /// From a progress (the current one if `nil`) to a progress.
        case fromProgress(_ fromProgress: AnimationProgressTime?, toProgress: AnimationProgressTime, loopMode: LottieLoopMode)
        /// From a frame (the current one if `nil`) to a frame.
        case fromFrame(_ fromFrame: AnimationFrameTime?, toFrame: AnimationFrameTime, loopMode: LottieLoopMode)
        /// From a marker (the current frame if `nil`) to a marker.
        case fromMarker(_ fromMarker: String?, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode)
        /// A marker over its duration.
        case marker(_ marker: String, loopMode: LottieLoopMode)
        /// Markers one after another.
        case markers(_ markers: [String])

        /// From the current progress to `toProgress`.
        public static func toProgress(_ toProgress: AnimationProgressTime, loopMode: LottieLoopMode) -> Self {
            .fromProgress(nil, toProgress: toProgress, loopMode: loopMode)
        }

        /// From the current frame to `toFrame`.
        public static func toFrame(_ toFrame: AnimationFrameTime, loopMode: LottieLoopMode) -> Self {
            .fromFrame(nil, toFrame: toFrame, loopMode: loopMode)
        }

        /// From the current frame to the marker `toMarker`.
        public static func toMarker(_ toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode) -> Self {
            .fromMarker(nil, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode)
        }
    }

    /// Paused where it is.
    public static var paused: Self { .paused(at: .currentFrame) }
}

/// A marker's start or end.
public enum LottieMarkerPosition: Hashable, Sendable {
    /// The marker's frame.
    case start
    /// The marker's frame plus its duration.
    case end
}
