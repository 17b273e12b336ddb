import Foundation
import Lottie
import NapkinUI
import Raster
import Testing

@MainActor
@Suite("Lottie stand-in: LottieView's loader and modifiers")
struct LottieViewLoadingTests {
    @Test("the async loader's animation replaces the placeholder once its task has run")
    func asyncLoader() async throws {
        let data = try loaderData()
        let view = LottieView {
            try await Task.sleep(for: .milliseconds(5))
            return try LottieAnimation.from(data: data)
        } placeholder: {
            Color(.sRGB, red: 1, green: 0, blue: 0)
        }
        .looping()
        .resizable()
        .frame(width: 120, height: 80)
        let device = Device(name: "test", size: CGSize(width: 120, height: 80), scale: 1, safeAreaInsets: EdgeInsets())
        let window = Window(device: device)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        #expect(pixel(window.render(), 60, 15, is: red))
        var bitmap = window.render()
        for _ in 0..<200 where !pixel(bitmap, 30, 50, is: blue) {
            try await Task.sleep(for: .milliseconds(10))
            window.layout()
            bitmap = window.render()
        }
        #expect(pixel(bitmap, 30, 50, is: blue))
        #expect(pixel(bitmap, 10, 15, is: purple))
    }

    @Test("configure, animation speed and the configure key path reach the animation view drawn")
    func modifiers() throws {
        let animation = try loaderAnimation()
        // Aspect fill of a 120 × 80 animation into 240 × 80: scaled 2× (240 × 160), centred vertically (40 points cut
        // above and below).
        let filled = render(
            LottieView(animation: animation)
                .configure { $0.contentMode = .scaleAspectFill }
                .resizable()
                .frame(width: 240, height: 80),
            size: CGSize(width: 240, height: 80))
        // The green dot (60, 50) lands at (120, 60).
        #expect(pixel(filled, 120, 60, is: green))
        // A negative speed plays backwards: the still frame is the end of the range.
        let backwards = render(LottieView(animation: animation).animationSpeed(-1).playing())
        #expect(pixel(backwards, 110, 15, is: purple))
        // The README's spelling: an implicit `.named` member for the optional animation.
        let implicit = render(LottieView(animation: .named("loader", bundle: .module)).looping())
        #expect(pixel(implicit, 30, 50, is: blue))
        let keyPath = render(LottieView(animation: animation).configure(\.currentProgress, to: 0.5))
        #expect(pixel(keyPath, 60, 15, is: purple))
    }
}
