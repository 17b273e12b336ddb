import Foundation
import NapkinUI

/// A value a keyframe can hold and blend towards another.
protocol LottieInterpolatable: Sendable {
    func interpolated(to other: Self, amount: Double) -> Self
}

extension [Double]: LottieInterpolatable {
    func interpolated(to other: [Double], amount: Double) -> [Double] {
        guard count == other.count else { return amount < 1 ? self : other }
        return indices.map { self[$0] + (other[$0] - self[$0]) * amount }
    }
}

/// A Bodymovin bezier path: vertices with in and out tangents relative to them.
struct ShapePath: LottieInterpolatable, Equatable {
    var closed: Bool
    var vertices: [CGPoint]
    var inTangents: [CGPoint]
    var outTangents: [CGPoint]

    func interpolated(to other: ShapePath, amount: Double) -> ShapePath {
        guard vertices.count == other.vertices.count else { return amount < 1 ? self : other }
        func mix(_ a: [CGPoint], _ b: [CGPoint]) -> [CGPoint] {
            zip(a, b).map { CGPoint(x: $0.x + ($1.x - $0.x) * amount, y: $0.y + ($1.y - $0.y) * amount) }
        }
        return ShapePath(
            closed: closed, vertices: mix(vertices, other.vertices), inTangents: mix(inTangents, other.inTangents),
            outTangents: mix(outTangents, other.outTangents))
    }
}

/// One keyframe: its time, start and (old files) end value, easing handles and hold flag.
struct LottieKeyframe<Value: LottieInterpolatable>: Sendable {
    var time: Double
    var value: Value
    var end: Value?
    var hold: Bool
    /// The out handle (`o`), easing the way from this keyframe.
    var outEase: CGPoint
    /// The in handle (`i`), easing the way into the next keyframe.
    var inEase: CGPoint
    /// A moving position's spatial tangents (`to`, `ti`): the way to the next keyframe is a cubic curve.
    var spatialOut: [Double]? = nil
    var spatialIn: [Double]? = nil
}

/// A property: one value, or keyframes.
enum Animated<Value: LottieInterpolatable>: Sendable {
    case fixed(Value)
    case keyframes([LottieKeyframe<Value>])

    /// The value at `frame`: held before the first keyframe and after the last, eased between keyframes by
    /// the cubic bezier the handles make, held through a hold keyframe.
    func value(at frame: Double) -> Value {
        switch self {
        case .fixed(let value): return value
        case .keyframes(let keyframes):
            guard let first = keyframes.first else { fatalError("parsed keyframes are never empty") }
            if frame <= first.time || keyframes.count == 1 { return first.value }
            // The last keyframe at or before the frame (binary search).
            var low = 0
            var high = keyframes.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if keyframes[middle].time <= frame { low = middle } else { high = middle - 1 }
            }
            let current = keyframes[low]
            guard low + 1 < keyframes.count else { return current.value }
            let next = keyframes[low + 1]
            if current.hold { return current.value }
            let span = next.time - current.time
            guard span > 0 else { return next.value }
            let linear = (frame - current.time) / span
            let eased = LottieEasing.solve(out: current.outEase, in: current.inEase, progress: linear)
            let target = current.end ?? next.value
            if let start = current.value as? [Double], let end = target as? [Double],
                let curved = Self.along(start, end, out: current.spatialOut, in: current.spatialIn, amount: eased) as? Value
            {
                return curved
            }
            return current.value.interpolated(to: target, amount: eased)
        }
    }

    /// The point `amount` of the way along the curve from `start` to `end` with spatial tangents (measured by
    /// length, as After Effects moves along a motion path), or `nil` when there is no curve.
    private static func along(_ start: [Double], _ end: [Double], out: [Double]?, in inTangent: [Double]?, amount: Double) -> [Double]? {
        guard start.count >= 2, end.count >= 2, let out, let inTangent, out.count >= 2, inTangent.count >= 2,
            out[0] != 0 || out[1] != 0 || inTangent[0] != 0 || inTangent[1] != 0
        else { return nil }
        let p0 = (start[0], start[1])
        let p1 = (start[0] + out[0], start[1] + out[1])
        let p2 = (end[0] + inTangent[0], end[1] + inTangent[1])
        let p3 = (end[0], end[1])
        func point(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
        }
        let samples = 64
        var lengths = [0.0]
        var previous = p0
        for index in 1...samples {
            let current = point(Double(index) / Double(samples))
            lengths.append(lengths[index - 1] + hypot(current.0 - previous.0, current.1 - previous.1))
            previous = current
        }
        guard let total = lengths.last, total > 0 else { return nil }
        let goal = total * amount
        var index = 1
        while index < samples, lengths[index] < goal { index += 1 }
        let span = lengths[index] - lengths[index - 1]
        let within = span > 0 ? (goal - lengths[index - 1]) / span : 0
        let located = point((Double(index - 1) + within) / Double(samples))
        var result = start.interpolated(to: end, amount: amount)
        result[0] = located.0
        result[1] = located.1
        return result
    }

    var isAnimated: Bool {
        if case .keyframes = self { return true }
        return false
    }
}

/// Keyframe easing: the cubic bezier from (0, 0) to (1, 1) with control points `out` and `in`.
enum LottieEasing {
    /// The eased amount at linear `progress`: solves x(t) = progress for t, returns y(t).
    static func solve(out: CGPoint, in inPoint: CGPoint, progress: Double) -> Double {
        let x1 = min(max(Double(out.x), 0), 1)
        let x2 = min(max(Double(inPoint.x), 0), 1)
        let y1 = Double(out.y)
        let y2 = Double(inPoint.y)
        if x1 == y1 && x2 == y2 { return progress }
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        // Bisection: x(t) rises monotonically for control x in 0...1.
        var low = 0.0
        var high = 1.0
        var t = progress
        for _ in 0..<40 {
            t = (low + high) / 2
            if bezier(t, x1, x2) < progress { low = t } else { high = t }
        }
        return bezier(t, y1, y2)
    }
}

/// A layer's or group's transform.
struct LottieTransform: Sendable {
    var anchor: Animated<[Double]> = .fixed([0, 0])
    var position: Animated<[Double]> = .fixed([0, 0])
    /// Separated dimensions (`p.s`): x and y keyframed apart.
    var positionX: Animated<[Double]>?
    var positionY: Animated<[Double]>?
    var scale: Animated<[Double]> = .fixed([100, 100])
    var rotation: Animated<[Double]> = .fixed([0])
    var opacity: Animated<[Double]> = .fixed([100])

    /// The matrix at `frame`: anchor moved to the origin, scaled, rotated (degrees clockwise), moved to the
    /// position.
    func matrix(at frame: Double) -> CGAffineTransform {
        let anchor = self.anchor.value(at: frame)
        var position = self.position.value(at: frame)
        if let positionX, let positionY {
            position = [positionX.value(at: frame).first ?? 0, positionY.value(at: frame).first ?? 0]
        }
        let scale = self.scale.value(at: frame)
        let rotation = self.rotation.value(at: frame).first ?? 0
        let sx = (scale.first ?? 100) / 100
        let sy = (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100
        return CGAffineTransform(translationX: -(anchor.first ?? 0), y: -(anchor.count > 1 ? anchor[1] : 0))
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
            .concatenating(CGAffineTransform(translationX: position.first ?? 0, y: position.count > 1 ? position[1] : 0))
    }

    /// The opacity at `frame`, 0...1.
    func opacity(at frame: Double) -> Double {
        min(max((opacity.value(at: frame).first ?? 100) / 100, 0), 1)
    }
}

/// A line's ends and corners.
struct LottieStrokeStyle: Sendable {
    /// 1 butt, 2 round, 3 square.
    var cap: Int
    /// 1 miter, 2 round, 3 bevel.
    var join: Int
    var miterLimit: Double
}

/// A gradient's kind, ends and stops.
struct LottieGradient: Sendable {
    /// 1 linear, 2 radial.
    var kind: Int
    var start: Animated<[Double]>
    var end: Animated<[Double]>
    /// How many colour stops `stops` starts with (offset, r, g, b each); opacity stops (offset, alpha) follow.
    var colorStopCount: Int
    var stops: Animated<[Double]>
}

/// An item of a shape layer's contents.
indirect enum ShapeItem: Sendable {
    case group(name: String, items: [ShapeItem], transform: LottieTransform?)
    case rectangle(position: Animated<[Double]>, size: Animated<[Double]>, roundness: Animated<[Double]>)
    case ellipse(position: Animated<[Double]>, size: Animated<[Double]>)
    /// A star (`sy` 1, with an inner radius) or polygon (`sy` 2); roundness not drawn.
    case polystar(
        star: Bool, points: Animated<[Double]>, position: Animated<[Double]>, rotation: Animated<[Double]>, outerRadius: Animated<[Double]>,
        innerRadius: Animated<[Double]>)
    case path(Animated<ShapePath>)
    case fill(name: String, color: Animated<[Double]>, opacity: Animated<[Double]>, evenOdd: Bool)
    case stroke(name: String, color: Animated<[Double]>, opacity: Animated<[Double]>, width: Animated<[Double]>, style: LottieStrokeStyle)
    case gradientFill(name: String, gradient: LottieGradient, opacity: Animated<[Double]>, evenOdd: Bool)
    case gradientStroke(
        name: String, gradient: LottieGradient, opacity: Animated<[Double]>, width: Animated<[Double]>, style: LottieStrokeStyle)
    /// `individually`: the paths above are trimmed as one line (`m` 2), else each on its own (`m` 1).
    case trim(start: Animated<[Double]>, end: Animated<[Double]>, offset: Animated<[Double]>, individually: Bool)
    /// An item napkin does not draw (polystar, repeater, merge, round corners, twist...).
    case unsupported(type: String)
}

/// A layer of the composition or of a precomposition.
struct LottieLayer: Sendable {
    var name: String
    var index: Int?
    var parent: Int?
    /// 0 precomp, 1 solid, 2 image, 3 null, 4 shape, 5 text.
    var type: Int
    var inPoint: Double
    var outPoint: Double
    var startTime: Double
    var stretch: Double
    var transform: LottieTransform
    var shapes: [ShapeItem]
    var referenceID: String?
    var size: CGSize
    var solidColor: [Double]
    var hidden: Bool
    /// `td`: the layer is a track matte's source (not drawn itself).
    var isMatteSource: Bool
}

/// A whole parsed animation.
struct LottieComposition: Sendable {
    var startFrame: Double
    var endFrame: Double
    var framerate: Double
    var width: Double
    var height: Double
    var layers: [LottieLayer]
    var precomps: [String: [LottieLayer]]
    var markers: [(name: String, frame: Double, duration: Double)]
}
