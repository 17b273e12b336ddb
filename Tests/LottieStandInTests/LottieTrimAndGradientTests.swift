import Foundation
import NapkinUI
import Raster
import Testing

@testable import Lottie

@MainActor
@Suite("Lottie stand-in: trim paths and gradients")
struct LottieTrimAndGradientTests {
    /// A 100 × 100 animation of one shape layer holding `items` (JSON).
    private func animation(_ items: String) throws -> LottieAnimation {
        let json = """
            {"ip": 0, "op": 10, "fr": 30, "w": 100, "h": 100, "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "nm": "Shape",
              "ks": {}, "shapes": [{"ty": "gr", "nm": "Group", "it": [\(items)]}]}]}
            """
        return try LottieAnimation.from(data: Data(json.utf8))
    }

    /// The animation drawn by SwiftUI's view and by the UIKit view, 100 × 100.
    private func both(_ animation: LottieAnimation) -> [Bitmap] {
        let size = CGSize(width: 100, height: 100)
        return [
            render(LottieView(animation: animation).resizable().frame(width: 100, height: 100), size: size),
            render(AnimationViewHost(view: LottieAnimationView(animation: animation)).frame(width: 100, height: 100), size: size),
        ]
    }

    private func line(trim: String) -> String {
        """
        {"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[0, 50], [100, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}},
        \(trim)
        {"ty": "st", "nm": "Stroke 1", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 10}, "lc": 1, "lj": 1}
        """
    }

    @Test("a trim path keeps the stretch from its start to its end, turned by its offset and wrapping")
    func trim() throws {
        for bitmap in both(
            try animation(line(trim: #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 1},"#)))
        {
            #expect(pixel(bitmap, 25, 50, is: (0, 0, 0)))
            #expect(pixel(bitmap, 75, 50, is: white))
        }
        let turned = try animation(
            line(trim: #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 180}, "m": 1},"#))
        for bitmap in both(turned) {
            #expect(pixel(bitmap, 25, 50, is: white))
            #expect(pixel(bitmap, 75, 50, is: (0, 0, 0)))
        }
        #expect(LottieRenderer.trimRange(start: 25, end: 75, offset: 180) == [0.75...1, 0...0.25])
        #expect(LottieRenderer.trimRange(start: 80, end: 20, offset: 0) == [0.2...0.8])
        #expect(LottieRenderer.trimRange(start: 0, end: 100, offset: 90) == [0...1])
        #expect(LottieRenderer.trimRange(start: 30, end: 30, offset: 0).isEmpty)
    }

    @Test("a linear gradient fill runs from its start colour to its end colour, alike in SwiftUI and UIKit")
    func linearGradient() throws {
        let rect = #"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}},"#
        let fill = """
            {"ty": "gf", "nm": "Gradient Fill 1", "t": 1, "o": {"a": 0, "k": 100}, "r": 1,
             "s": {"a": 0, "k": [0, 50]}, "e": {"a": 0, "k": [100, 50]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}
            """
        for bitmap in both(try animation(rect + fill)) {
            let (leftRed, _, leftBlue) = rgb(bitmap, 1, 50)
            #expect(leftRed > 245 && leftBlue < 10, "\(leftRed) \(leftBlue)")
            let (rightRed, _, rightBlue) = rgb(bitmap, 98, 50)
            #expect(rightRed < 10 && rightBlue > 245, "\(rightRed) \(rightBlue)")
            let (middleRed, _, middleBlue) = rgb(bitmap, 50, 50)
            #expect(abs(middleRed - 128) < 8 && abs(middleBlue - 128) < 8, "\(middleRed) \(middleBlue)")
        }
    }

    @Test("a radial gradient fill runs from its centre outwards; opacity stops fade it")
    func radialGradient() throws {
        let circle = #"{"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}},"#
        let fill = """
            {"ty": "gf", "nm": "Gradient Fill 1", "t": 2, "o": {"a": 0, "k": 100}, "r": 1,
             "s": {"a": 0, "k": [50, 50]}, "e": {"a": 0, "k": [50, 0]},
             "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0]}}}
            """
        for bitmap in both(try animation(circle + fill)) {
            let (centreRed, _, _) = rgb(bitmap, 50, 50)
            #expect(centreRed > 240)
            // Near the rim the colour is mostly blue and mostly transparent: close to white.
            let (rimRed, rimGreen, rimBlue) = rgb(bitmap, 50, 4)
            #expect(rimBlue > 240 && rimRed > 200 && rimGreen > 200, "\(rimRed) \(rimGreen) \(rimBlue)")
            #expect(pixel(bitmap, 2, 2, is: white))
        }
    }
}

@MainActor
@Suite("Lottie stand-in: polystars")
struct LottiePolystarTests {
    @Test("a five-pointed star: its top point and centre filled, the notch between two points empty")
    func star() throws {
        let json = """
            {"ip": 0, "op": 10, "w": 100, "h": 100, "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "ks": {}, "shapes": [
              {"ty": "sr", "sy": 1, "pt": {"a": 0, "k": 5}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0},
               "or": {"a": 0, "k": 45}, "ir": {"a": 0, "k": 18}, "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}},
              {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}]}]}
            """
        let animation = try LottieAnimation.from(data: Data(json.utf8))
        let bitmap = render(LottieView(animation: animation).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        #expect(pixel(bitmap, 50, 50, is: blue))
        #expect(pixel(bitmap, 50, 9, is: blue))
        // Between the top point and the upper-right one, beyond the inner radius.
        #expect(pixel(bitmap, 68, 22, is: white))
    }
}
