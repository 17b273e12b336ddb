import Foundation
import Testing

@testable import Lottie

@Suite("Lottie stand-in: keyframes")
struct LottieInterpolationTests {
    private func spinner() throws -> LottieLayer {
        try #require(try loaderAnimation().composition.layers.first { $0.name == "Spinner" })
    }

    @Test("a position eases along its bezier handles: half way at the middle, slow at the start, fast in the middle")
    func bezierEasing() throws {
        let position = try spinner().transform.position
        #expect(position.value(at: 0) == [10, 15])
        #expect(position.value(at: 60) == [110, 15])
        #expect(position.value(at: 90) == [110, 15])
        #expect(position.value(at: -5) == [10, 15])
        let middle = position.value(at: 30)[0]
        #expect(abs(middle - 60) < 1e-6)
        // Eased in: less than a quarter of the way at a quarter of the time; symmetric about the middle.
        let quarter = position.value(at: 15)[0] - 10
        let threeQuarters = position.value(at: 45)[0] - 10
        #expect(quarter > 5 && quarter < 25)
        #expect(abs(quarter + threeQuarters - 100) < 1e-6)
        // The easing curve itself: linear handles are linear; (0.42, 0)-(0.58, 1) at 0.5 is 0.5.
        #expect(abs(LottieEasing.solve(out: .zero, in: CGPoint(x: 1, y: 1), progress: 0.3) - 0.3) < 1e-9)
        #expect(abs(LottieEasing.solve(out: CGPoint(x: 0.42, y: 0), in: CGPoint(x: 0.58, y: 1), progress: 0.5) - 0.5) < 1e-6)
        // Ease-in (0.42, 0)-(1, 1) at 0.5: y(t) where x(t) = 0.5, about 0.3153.
        #expect(abs(LottieEasing.solve(out: CGPoint(x: 0.42, y: 0), in: CGPoint(x: 1, y: 1), progress: 0.5) - 0.3153) < 1e-3)
    }

    @Test("a hold keyframe keeps its value until the next keyframe")
    func holdKeyframes() throws {
        let rotation = try spinner().transform.rotation
        #expect(rotation.value(at: 0) == [0])
        #expect(rotation.value(at: 29.9) == [0])
        #expect(rotation.value(at: 30) == [90])
        #expect(rotation.value(at: 59) == [90])
    }

    @Test("old files' start and end values, separated position dimensions and 0-255 colours read too")
    func oldFormats() throws {
        let json = """
            {"ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10,
              "ks": {"p": {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [0], "e": [10], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}},
                                                          {"t": 10}]},
                                        "y": {"a": 0, "k": 4}},
                     "o": {"a": 1, "k": [{"t": 0, "s": [0], "e": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10}]}},
              "shapes": []}]}
            """
        let layer = try #require(try LottieAnimation.from(data: Data(json.utf8)).composition.layers.first)
        let transform = layer.transform
        #expect(transform.matrix(at: 5).tx == 5)
        #expect(transform.matrix(at: 5).ty == 4)
        #expect(transform.matrix(at: 10).tx == 10)
        #expect(transform.opacity(at: 2.5) == 0.25)
        #expect(LottieRGBA([255, 128, 0], opacity: 1) == LottieRGBA(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test("a layer's matrix: anchor to the origin, scale, rotate, then move to the position")
    func layerMatrix() {
        var transform = LottieTransform()
        transform.anchor = .fixed([10, 0])
        transform.position = .fixed([50, 50])
        transform.scale = .fixed([200, 100])
        transform.rotation = .fixed([90])
        let point = CGPoint(x: 20, y: 0).applying(transform.matrix(at: 0))
        // (20, 0) − anchor = (10, 0); scaled (20, 0); rotated 90° clockwise (0, 20); moved (50, 70).
        #expect(abs(point.x - 50) < 1e-9 && abs(point.y - 70) < 1e-9)
    }
}

@Suite("Lottie stand-in: motion paths")
struct LottieMotionPathTests {
    @Test("a position with spatial tangents moves along their curve, by length")
    func spatialTangents() throws {
        let json = """
            {"ip": 0, "op": 10, "w": 100, "h": 100, "layers": [{"ty": 3, "ind": 1, "ip": 0, "op": 10, "ks": {"p": {"a": 1, "k": [
              {"t": 0, "s": [0, 50], "to": [0, -66.667], "ti": [0, -66.667], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}},
              {"t": 10, "s": [100, 50]}]}}}]}
            """
        let layer = try #require(try LottieAnimation.from(data: Data(json.utf8)).composition.layers.first)
        // The curve bows up symmetrically: half way along its length is its top, (50, 0).
        let middle = layer.transform.position.value(at: 5)
        #expect(abs(middle[0] - 50) < 0.5 && abs(middle[1] - 0) < 0.5, "\(middle)")
        #expect(layer.transform.position.value(at: 10) == [100, 50])
        // Without tangents the way is straight.
        let straight = try #require(try loaderAnimation().composition.layers.first { $0.name == "Spinner" })
        #expect(straight.transform.position.value(at: 30)[1] == 15)
    }
}
