import Foundation
import NapkinUI
import Raster
import Testing

@testable import Lottie

@MainActor
@Suite("Lottie stand-in: drawing frames")
struct LottieDrawingTests {
    /// The fixture drawn by a UIKit animation view at `progress` (nil: a fresh view, as after `play()`).
    private func uiKitFrame(progress: CGFloat?) throws -> Bitmap {
        let view = LottieAnimationView(animation: try loaderAnimation())
        view.loopMode = .loop
        if let progress { view.currentProgress = progress } else { view.play() }
        return render(AnimationViewHost(view: view).frame(width: 120, height: 80))
    }

    @Test("the start frame: the bar at the left, three dots, the precomposition's square clipped to its size")
    func startFrame() throws {
        let bitmap = try uiKitFrame(progress: nil)
        #expect(pixel(bitmap, 10, 15, is: purple))
        #expect(pixel(bitmap, 3, 12, is: purple))
        #expect(pixel(bitmap, 60, 15, is: white))
        #expect(pixel(bitmap, 30, 50, is: blue))
        #expect(pixel(bitmap, 60, 50, is: green))
        #expect(pixel(bitmap, 90, 50, is: red))
        // The diamond's black outline on its right corner, white beyond the point of the diamond.
        #expect(pixel(bitmap, 100, 50, is: (0, 0, 0)) || rgb(bitmap, 100, 50).0 < 90)
        #expect(rgb(bitmap, 95, 44).0 < 90)
        #expect(pixel(bitmap, 97, 43, is: white))
        // The solid is 40 × 40 but its precomposition is 20 × 20, centred on (100, 70).
        #expect(pixel(bitmap, 100, 70, is: orange))
        #expect(pixel(bitmap, 92, 62, is: orange))
        #expect(pixel(bitmap, 112, 75, is: white))
        #expect(pixel(bitmap, 100, 59, is: white))
    }

    @Test(
        "half way: the bar eased to the middle and turned upright (its rotation held until frame 30), the first dot faded, the precomposition gone"
    )
    func middleFrame() throws {
        let bitmap = try uiKitFrame(progress: 0.5)
        #expect(pixel(bitmap, 10, 15, is: white))
        #expect(pixel(bitmap, 60, 15, is: purple))
        #expect(pixel(bitmap, 60, 7, is: purple))
        #expect(pixel(bitmap, 52, 15, is: white))
        // Dot 1 at 20% opacity over white.
        #expect(pixel(bitmap, 30, 50, is: (204, 204, 255)))
        #expect(pixel(bitmap, 60, 50, is: green))
        #expect(pixel(bitmap, 100, 70, is: white))
    }

    @Test("the end frame: the bar at the right, the first dot opaque again")
    func endFrame() throws {
        let bitmap = try uiKitFrame(progress: 1)
        #expect(pixel(bitmap, 110, 15, is: purple))
        #expect(pixel(bitmap, 60, 15, is: white))
        #expect(pixel(bitmap, 30, 50, is: blue))
    }

    @Test("SwiftUI's LottieView draws the same frames as the UIKit view")
    func swiftUIMatchesUIKit() throws {
        let animation = try loaderAnimation()
        for progress: CGFloat in [0, 0.5] {
            let swiftUI = render(LottieView(animation: animation).currentProgress(progress))
            let uiKit = try uiKitFrame(progress: progress)
            var differing = 0
            for y in 0..<80 {
                for x in 0..<120 where swiftUI[x, y] != uiKit[x, y] { differing += 1 }
            }
            #expect(differing == 0, "progress \(progress)")
        }
        let looping = render(LottieView(animation: animation).looping())
        #expect(pixel(looping, 10, 15, is: purple))
        let paused = render(LottieView(animation: animation).paused(at: .frame(30)))
        #expect(pixel(paused, 60, 15, is: purple))
        let playingRange = render(LottieView(animation: animation).playing(.fromProgress(0.5, toProgress: 1, loopMode: .playOnce)))
        #expect(pixel(playingRange, 60, 15, is: purple))
    }

    @Test("content modes: aspect fit by default, fill, stretch and centre at the animation's size")
    func contentModes() throws {
        let animation = try loaderAnimation()
        func draw(_ mode: UIView.ContentMode) -> Bitmap {
            let view = LottieAnimationView(animation: animation)
            view.contentMode = mode
            return render(AnimationViewHost(view: view).frame(width: 240, height: 240), size: CGSize(width: 240, height: 240))
        }
        // Fit: scaled 2× (240 wide), 160 tall, centred vertically: the animation's (30, 50) lands at (60, 140).
        let fit = draw(.scaleAspectFit)
        #expect(pixel(fit, 60, 140, is: blue))
        #expect(pixel(fit, 20, 60, is: purple))
        #expect(pixel(fit, 120, 30, is: white))
        // Fill: scaled 3× (240 tall), 360 wide, centred: x = 3x − 60, y = 3y.
        let fill = draw(.scaleAspectFill)
        #expect(pixel(fill, 30, 150, is: blue))
        #expect(pixel(fill, 120, 150, is: green))
        // Stretch: 2× across, 3× down.
        let stretched = draw(.scaleToFill)
        #expect(pixel(stretched, 60, 150, is: blue))
        #expect(pixel(stretched, 60, 128, is: blue))
        // Centre: at its own size, offset by (60, 80).
        let centred = draw(.center)
        #expect(pixel(centred, 90, 130, is: blue))
        #expect(pixel(centred, 30, 50, is: white))
        // SwiftUI: resizable fills the frame aspect-fit; without it the view keeps the animation's size.
        let resizable = render(
            LottieView(animation: animation).resizable().frame(width: 240, height: 240), size: CGSize(width: 240, height: 240))
        #expect(pixel(resizable, 60, 140, is: blue))
        let intrinsic = render(
            LottieView(animation: animation).frame(width: 240, height: 240, alignment: .topLeading), size: CGSize(width: 240, height: 240))
        #expect(pixel(intrinsic, 30, 50, is: blue))
        #expect(pixel(intrinsic, 60, 140, is: white))
    }

    @Test("a colour value provider recolours the fills its keypath names")
    func colorProvider() throws {
        let view = LottieAnimationView(animation: try loaderAnimation())
        view.setValueProvider(ColorValueProvider(LottieColor(r: 1, g: 0, b: 0, a: 1)), keypath: "Dots.Dot 2.Fill 1.Color")
        view.setValueProvider(ColorValueProvider(LottieColor(r: 0, g: 0, b: 0, a: 1)), keypath: "Spinner.**.Color")
        let bitmap = render(AnimationViewHost(view: view).frame(width: 120, height: 80))
        #expect(pixel(bitmap, 60, 50, is: red))
        #expect(pixel(bitmap, 30, 50, is: blue))
        #expect(pixel(bitmap, 10, 15, is: (0, 0, 0)))
        let swiftUI = render(
            LottieView(animation: try loaderAnimation())
                .valueProvider(
                    ColorValueProvider(LottieColor(r: 0, g: 153, b: 0, a: 255, denominator: .TwoFiftyFive)), for: "**.Fill 1.Color"))
        #expect(pixel(swiftUI, 30, 50, is: green))
        #expect(AnimationKeypath(keypath: "**.Color").matches(["A", "B", "Fill 1", "Color"]))
        #expect(!AnimationKeypath(keypath: "*.Color").matches(["A", "B", "Color"]))
    }
}
