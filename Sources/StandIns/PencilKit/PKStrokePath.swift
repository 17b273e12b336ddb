import Foundation
import NapkinUI

/// The shape of a stroke, as PencilKit's `PKStrokePath`: its points are the control points of a
/// uniform cubic B-spline, and the path's curve (what is drawn) runs smoothly near them. It is a
/// collection of those control points; ``interpolatedPoints(in:by:)`` gives points on the curve.
///
/// The curve's parametric values run from 0 (the first control point) to `count - 1` (the last),
/// one unit per control point. To end exactly on the first and last control points, as a drawn
/// stroke does, the spline is extended past each end by a control point mirrored through the end
/// one (Apple does not document how its curve treats the ends).
public struct PKStrokePath: RandomAccessCollection, Sendable, Equatable {
    /// Control points are counted from 0.
    public typealias Index = Int
    /// The control points.
    public typealias Element = PKStrokePoint

    /// The control points, in drawing order.
    private let controlPoints: [PKStrokePoint]
    /// When the path was started; each point's ``PKStrokePoint/timeOffset`` counts from it.
    public let creationDate: Date

    /// An empty path.
    public init() {
        controlPoints = []
        creationDate = Date(timeIntervalSinceReferenceDate: 0)
    }

    /// A path through `controlPoints`, started at `creationDate`.
    public init<T: Sequence>(controlPoints: T, creationDate: Date) where T.Element == PKStrokePoint {
        self.controlPoints = Array(controlPoints)
        self.creationDate = creationDate
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of control points.
    public var endIndex: Int { controlPoints.count }
    /// The control point at `index`.
    public subscript(index: Int) -> PKStrokePoint { controlPoints[index] }

    /// The point on the curve at `parametricValue` (clamped to `0...count - 1`), every property
    /// interpolated by the spline (sizes, opacity and force kept at least 0).
    public func interpolatedPoint(at parametricValue: CGFloat) -> PKStrokePoint {
        guard let first = controlPoints.first else {
            return PKStrokePoint(
                location: .zero, timeOffset: 0, size: .zero, opacity: 1, force: 0, azimuth: 0, altitude: .pi / 2)
        }
        guard controlPoints.count > 1 else { return first }
        let last = CGFloat(controlPoints.count - 1)
        let t = parametricValue.isFinite ? Swift.min(Swift.max(parametricValue, 0), last) : 0
        let segment = Swift.min(Int(t.rounded(.down)), controlPoints.count - 2)
        let u = t - CGFloat(segment)
        // Uniform cubic B-spline basis over the control points around the segment.
        let b0 = (1 - u) * (1 - u) * (1 - u) / 6
        let b1 = (3 * u * u * u - 6 * u * u + 4) / 6
        let b2 = (-3 * u * u * u + 3 * u * u + 3 * u + 1) / 6
        let b3 = u * u * u / 6
        let p = [control(segment - 1), control(segment), control(segment + 1), control(segment + 2)]
        func blend(_ value: (PKStrokePoint) -> CGFloat) -> CGFloat {
            b0 * value(p[0]) + b1 * value(p[1]) + b2 * value(p[2]) + b3 * value(p[3])
        }
        return PKStrokePoint(
            location: CGPoint(x: blend { $0.location.x }, y: blend { $0.location.y }),
            timeOffset: Double(blend { CGFloat($0.timeOffset) }),
            size: CGSize(width: blend { $0.size.width }, height: blend { $0.size.height }), opacity: blend { $0.opacity },
            force: blend { $0.force }, azimuth: blend { $0.azimuth }, altitude: blend { $0.altitude },
            secondaryScale: blend { $0.secondaryScale })
    }

    /// Where the curve is at `parametricValue`.
    public func interpolatedLocation(at parametricValue: CGFloat) -> CGPoint {
        interpolatedPoint(at: parametricValue).location
    }

    /// The control point at `index`, mirrored through the end one beyond either end.
    private func control(_ index: Int) -> PKStrokePoint {
        let count = controlPoints.count
        if index >= 0, index < count { return controlPoints[index] }
        let (end, inner) =
            index < 0
            ? (controlPoints[0], controlPoints[Swift.min(1, count - 1)])
            : (controlPoints[count - 1], controlPoints[Swift.max(count - 2, 0)])
        return end.mixed(with: inner, -1)
    }

    /// Points on the curve from the start of `range` (the whole curve when `nil`) to its end, one
    /// per `stride`: every so many points of length, seconds of drawing, or parametric units.
    public func interpolatedPoints(in range: ClosedRange<CGFloat>? = nil, by stride: InterpolatedSlice.Stride) -> InterpolatedSlice {
        let last = CGFloat(Swift.max(controlPoints.count - 1, 0))
        let lower = Swift.min(Swift.max(range?.lowerBound ?? 0, 0), last)
        let upper = Swift.min(Swift.max(range?.upperBound ?? last, lower), last)
        return InterpolatedSlice(path: self, values: parametricValues(from: lower, to: upper, by: stride))
    }

    /// The parametric value `step` further along the curve than `parametricValue` (at most the end).
    public func parametricValue(_ parametricValue: CGFloat, offsetBy step: InterpolatedSlice.Stride) -> CGFloat {
        let last = CGFloat(Swift.max(controlPoints.count - 1, 0))
        let start = Swift.min(Swift.max(parametricValue.isFinite ? parametricValue : 0, 0), last)
        let values = parametricValues(from: start, to: last, by: step)
        return values.count > 1 ? values[1] : last
    }

    /// The parametric values from `lower` to `upper` spaced by `stride`, `lower` first.
    private func parametricValues(from lower: CGFloat, to upper: CGFloat, by stride: InterpolatedSlice.Stride) -> [CGFloat] {
        guard !controlPoints.isEmpty else { return [] }
        switch stride {
        case .parametricStep(let step):
            guard step > 0, step.isFinite else { return [lower] }
            return Array(Swift.stride(from: lower, through: upper + step * 1e-6, by: step)).map { Swift.min($0, upper) }
        case .distance(let distance):
            return measured(from: lower, to: upper, every: distance) { a, b in
                let dx = b.location.x - a.location.x, dy = b.location.y - a.location.y
                return (dx * dx + dy * dy).squareRoot()
            }
        case .time(let interval):
            return measured(from: lower, to: upper, every: CGFloat(interval)) { a, b in CGFloat(Swift.max(0, b.timeOffset - a.timeOffset)) }
        }
    }

    /// Walks the curve in small parametric steps, adding up `measure` between neighbours, and
    /// answers the values where the total reaches each multiple of `spacing`.
    private func measured(
        from lower: CGFloat, to upper: CGFloat, every spacing: CGFloat, measure: (PKStrokePoint, PKStrokePoint) -> CGFloat
    ) -> [CGFloat] {
        guard spacing > 0, spacing.isFinite else { return [lower] }
        let substeps = 16
        let step = 1 / CGFloat(substeps)
        var values = [lower]
        var travelled: CGFloat = 0
        var next = spacing
        var t = lower
        var previous = interpolatedPoint(at: t)
        while t < upper {
            let t2 = Swift.min(t + step, upper)
            let point = interpolatedPoint(at: t2)
            let length = measure(previous, point)
            while length > 0, travelled + length >= next {
                let fraction = (next - travelled) / length
                values.append(t + (t2 - t) * fraction)
                next += spacing
            }
            travelled += length
            previous = point
            t = t2
        }
        return values
    }

    /// The points a path's ``interpolatedPoints(in:by:)`` gives, as PencilKit's
    /// `PKStrokePath.InterpolatedSlice`: a sequence of points on the curve.
    public struct InterpolatedSlice: Sequence, Sendable {
        /// How far apart the points are.
        public enum Stride: Sendable, Equatable {
            /// Every so many points of length along the curve.
            case distance(CGFloat)
            /// Every so many seconds of drawing time.
            case time(TimeInterval)
            /// Every so many parametric units (1 is one control point).
            case parametricStep(CGFloat)
        }

        let path: PKStrokePath
        let values: [CGFloat]

        /// Iterates the points, first to last.
        public struct Iterator: IteratorProtocol, Sendable {
            let path: PKStrokePath
            var values: ArraySlice<CGFloat>
            /// The next point, or `nil` after the last.
            public mutating func next() -> PKStrokePoint? {
                guard let value = values.popFirst() else { return nil }
                return path.interpolatedPoint(at: value)
            }
        }

        /// An iterator over the points.
        public func makeIterator() -> Iterator { Iterator(path: path, values: values[...]) }
        /// How many points there are.
        public var underestimatedCount: Int { values.count }
    }
}
