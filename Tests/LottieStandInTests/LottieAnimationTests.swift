import Foundation
import Testing

@testable import Lottie

@Suite("Lottie stand-in: decoding and time")
struct LottieAnimationTests {
    @Test("the fixture decodes with its timeline, size and marker, by name, by path, from data and through Codable")
    func decodesFixture() throws {
        let cache = DefaultAnimationCache()
        let named = try #require(LottieAnimation.named("loader", bundle: .module, animationCache: cache))
        #expect(named.startFrame == 0)
        #expect(named.endFrame == 60)
        #expect(named.framerate == 30)
        #expect(named.duration == 2)
        #expect(named.size == CGSize(width: 120, height: 80))
        #expect(named.bounds == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(named.markerNames == ["middle"])
        #expect(named.composition.layers.map(\.name) == ["Spinner", "Dots", "Badge", "Mover"])
        #expect(named.composition.precomps["comp_badge"]?.count == 1)
        // The cache hands back the same animation.
        #expect(LottieAnimation.named("loader", bundle: .module, animationCache: cache) === named)

        let path = try #require(Bundle.module.path(forResource: "loader", ofType: "json"))
        #expect(LottieAnimation.filepath(path, animationCache: nil)?.endFrame == 60)
        let decoded = try JSONDecoder().decode(LottieAnimation.self, from: loaderData())
        #expect(decoded.composition.layers.count == 4)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: loaderData()) as? [String: Any])
        #expect(try LottieAnimation(dictionary: dictionary).framerate == 30)
        #expect(LottieAnimation.named("missing", bundle: .module, animationCache: nil) == nil)
    }

    @Test("frames, progress and time convert as lottie-ios converts them")
    func timeConversions() throws {
        let animation = try loaderAnimation()
        #expect(animation.progressTime(forFrame: 30) == 0.5)
        #expect(animation.progressTime(forFrame: 90) == 1)
        #expect(animation.progressTime(forFrame: 90, clamped: false) == 1.5)
        #expect(animation.frameTime(forProgress: 0.25) == 15)
        #expect(animation.time(forFrame: 45) == 1.5)
        #expect(animation.frameTime(forTime: 0.5) == 15)
        #expect(animation.progressTime(forMarker: "middle") == 0.5)
        #expect(animation.durationFrameTime(forMarker: "middle") == 10)
        #expect(animation.frameTime(forMarker: "nope") == nil)
    }

    @Test("the view's playback state: a still frame of a playing view is the start of what it plays")
    @MainActor
    func playbackState() throws {
        // Made empty and given an animation later, as UIKit code often does.
        let empty = LottieAnimationView()
        #expect(empty.animation == nil && empty.contentMode == .scaleAspectFit)
        empty.animation = try loaderAnimation()
        empty.play()
        #expect(empty.isAnimationPlaying && empty.currentFrame == 0)
        let view = LottieAnimationView(animation: try loaderAnimation())
        #expect(view.contentMode == .scaleAspectFit)
        #expect(view.frame.size == CGSize(width: 120, height: 80))
        #expect(view.intrinsicContentSize == CGSize(width: 120, height: 80))
        #expect(view.currentFrame == 0 && !view.isAnimationPlaying)
        view.loopMode = .loop
        view.play()
        #expect(view.isAnimationPlaying && view.currentProgress == 0)
        #expect(view.currentPlaybackMode == .playing(.fromProgress(nil, toProgress: 1, loopMode: .loop)))
        var finished: Bool?
        view.play(fromProgress: 0.5, toProgress: 1, loopMode: .playOnce) { finished = $0 }
        #expect(view.currentFrame == 30 && view.loopMode == .playOnce)
        view.pause()
        #expect(finished == false && !view.isAnimationPlaying && view.currentFrame == 30)
        view.currentProgress = 0.25
        #expect(view.currentFrame == 15 && view.currentTime == 0.5)
        view.play(fromFrame: 45, toFrame: 60)
        #expect(view.currentFrame == 45)
        view.play(marker: "middle")
        #expect(view.currentFrame == 30)
        view.setPlaybackMode(.paused(at: .marker("middle", position: .end)))
        #expect(view.currentFrame == 40)
        view.stop()
        #expect(view.currentFrame == 0 && !view.isAnimationPlaying)
        view.animationSpeed = -1
        view.play(fromFrame: 10, toFrame: 20)
        #expect(view.currentFrame == 20)
        view.respectAnimationFrameRate = true
        view.currentFrame = 12.7
        #expect(view.drawnFrame == 12)
    }
}
