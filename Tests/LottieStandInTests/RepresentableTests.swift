import Foundation
import Lottie
import NapkinUI
import Testing

/// A UIKit Lottie view wrapped for SwiftUI as apps write it (716's shape): its own `LottieView`, shadowing the
/// package's, making a `LottieAnimationView(name:bundle:)` and playing it.
private struct LottieView: UIViewRepresentable {
    var name: String
    var loopMode: LottieLoopMode = .loop
    var speed: CGFloat = 1

    func makeUIView(context: Context) -> LottieAnimationView {
        let animationView = LottieAnimationView(name: name, bundle: .module)
        animationView.contentMode = .scaleAspectFit
        animationView.loopMode = loopMode
        animationView.animationSpeed = speed
        animationView.backgroundBehavior = .pauseAndRestore
        animationView.play()
        return animationView
    }

    func updateUIView(_ uiView: LottieAnimationView, context: Context) {}
}

@MainActor
@Suite("Lottie stand-in: UIViewRepresentable")
struct RepresentableTests {
    @Test("an app's own LottieView representable plays a named animation: the still frame is its start")
    func representable() {
        let bitmap = render(
            VStack { LottieView(name: "loader").frame(width: 240, height: 160) }.frame(width: 240, height: 160),
            size: CGSize(width: 240, height: 160))
        #expect(pixel(bitmap, 20, 30, is: purple))
        #expect(pixel(bitmap, 60, 100, is: blue))
        #expect(pixel(bitmap, 200, 140, is: orange))
    }
}
