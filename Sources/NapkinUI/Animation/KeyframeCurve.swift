/// The path of one property through its track's keyframes: a piece per keyframe, each
/// starting where the one before it left off, in value and in velocity.
struct KeyframeCurve<Value: Animatable> {
    typealias Vector = Value.AnimatableData

    /// How a piece moves from its start to its target.
    enum Motion {
        /// At the target from the start (a move, or a keyframe of no duration).
        case jump
        /// Straight, eased by the curve.
        case linear(UnitCurve)
        /// Pulled by the spring.
        case spring(Spring)
        /// A cubic Hermite curve between the start and end velocities.
        case cubic
    }

    /// One keyframe's part of the path.
    struct Piece {
        let start: Double
        let duration: Double
        let from: Vector
        let to: Vector
        let motion: Motion
        let startVelocity: Vector
        let endVelocity: Vector

        /// The value `elapsed` seconds into the piece (0…duration).
        func value(after elapsed: Double) -> Vector {
            let time = min(max(elapsed, 0), duration)
            switch motion {
            case .jump:
                return to
            case .linear(let curve):
                return from + (to - from).scaled(by: curve.value(at: time / duration))
            case .spring(let spring):
                let (position, velocity) = spring.response(at: time)
                return to + (from - to).scaled(by: position) + startVelocity.scaled(by: velocity)
            case .cubic:
                let u = time / duration
                let (u2, u3) = (u * u, u * u * u)
                return from.scaled(by: 2 * u3 - 3 * u2 + 1) + startVelocity.scaled(by: (u3 - 2 * u2 + u) * duration)
                    + to.scaled(by: -2 * u3 + 3 * u2) + endVelocity.scaled(by: (u3 - u2) * duration)
            }
        }
    }

    let template: Value
    let pieces: [Piece]

    /// The length of the track, in seconds.
    var duration: Double { pieces.last.map { $0.start + $0.duration } ?? 0 }

    init(initial: Value, segments: [KeyframeSegment<Value>]) {
        template = initial
        var builder = Builder(position: initial.animatableData, segments: segments)
        for index in segments.indices { builder.add(index) }
        pieces = builder.pieces
    }

    /// The property's value `time` seconds after the track starts.
    func value(at time: Double) -> Value {
        var result = template
        for piece in pieces {
            guard time >= piece.start else { break }
            result.animatableData = piece.value(after: time - piece.start)
        }
        return result
    }

    /// Lays the pieces end to end.
    private struct Builder {
        var position: Vector
        var velocity = Vector.zero
        var time = 0.0
        var pieces: [Piece] = []
        let segments: [KeyframeSegment<Value>]
        let targets: [Vector]
        let durations: [Double]

        init(position: Vector, segments: [KeyframeSegment<Value>]) {
            self.position = position
            self.segments = segments
            var targets: [Vector] = []
            var durations: [Double] = []
            for segment in segments {
                targets.append(Self.target(of: segment).animatableData)
                durations.append(Self.duration(of: segment))
            }
            self.targets = targets
            self.durations = durations
        }

        static func target(of segment: KeyframeSegment<Value>) -> Value {
            switch segment {
            case .move(let to), .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _): to
            }
        }

        static func duration(of segment: KeyframeSegment<Value>) -> Double {
            switch segment {
            case .move: 0
            case .linear(_, let duration, _), .cubic(_, let duration, _, _): duration
            case .spring(_, let duration, let spring, _): duration ?? spring.settlingDuration
            }
        }

        mutating func add(_ index: Int) {
            let (to, duration) = (targets[index], durations[index])
            switch segments[index] {
            case .move:
                jump(to)
            case .linear(_, _, let curve):
                guard duration > 0 else { return jump(to) }
                let slope = (to - position).scaled(by: 1 / duration)
                append(duration, to, .linear(curve), slope.scaled(by: curve.velocity(at: 0)), slope.scaled(by: curve.velocity(at: 1)))
                position = to
            case .spring(_, _, let spring, let given):
                let start = given?.animatableData ?? velocity
                let piece = Piece(
                    start: time, duration: duration, from: position, to: to, motion: .spring(spring), startVelocity: start,
                    endVelocity: .zero)
                let (early, late) = (max(0, duration - 1e-6), duration + 1e-6)
                let end = piece.value(after: duration)
                let ahead =
                    to + (position - to).scaled(by: spring.response(at: late).position)
                    + start.scaled(by: spring.response(at: late).velocity)
                append(duration, to, .spring(spring), start, (ahead - piece.value(after: early)).scaled(by: 1 / (late - early)))
                position = end
            case .cubic(_, _, let givenStart, let givenEnd):
                guard duration > 0 else { return jump(to) }
                let start = givenStart?.animatableData ?? smoothStartVelocity(to: to, duration: duration)
                let end = givenEnd?.animatableData ?? smoothEndVelocity(after: index)
                append(duration, to, .cubic, start, end)
                position = to
            }
        }

        /// A cubic keyframe's start velocity: Catmull-Rom's after another cubic keyframe (the
        /// change from that keyframe's start to this one's target over the time between them),
        /// otherwise the velocity the path arrives with.
        private func smoothStartVelocity(to: Vector, duration: Double) -> Vector {
            guard let previous = pieces.last, case .cubic = previous.motion else { return velocity }
            return (to - previous.from).scaled(by: 1 / (time + duration - previous.start))
        }

        /// A cubic keyframe's end velocity: Catmull-Rom's towards a following cubic keyframe,
        /// or a spring that does not give its own; a linear keyframe's own velocity; zero
        /// before a move and at the end of the track, where the value comes to rest.
        private func smoothEndVelocity(after index: Int) -> Vector {
            let next = index + 1
            guard segments.indices.contains(next), durations[next] > 0 else { return .zero }
            let span = durations[index] + durations[next]
            switch segments[next] {
            case .move: return .zero
            case .linear(_, _, let curve):
                return (targets[next] - targets[index]).scaled(by: curve.velocity(at: 0) / durations[next])
            case .spring(_, _, _, let given?): return given.animatableData
            case .spring, .cubic: return (targets[next] - position).scaled(by: 1 / span)
            }
        }

        private mutating func jump(_ to: Vector) {
            append(0, to, .jump, .zero, .zero)
            position = to
        }

        private mutating func append(_ duration: Double, _ to: Vector, _ motion: Motion, _ start: Vector, _ end: Vector) {
            pieces.append(
                Piece(start: time, duration: duration, from: position, to: to, motion: motion, startVelocity: start, endVelocity: end))
            time += duration
            velocity = end
        }
    }
}
