internal import Raster

/// One piece of a path's outline with its start point, as ``Path/trimmedPath(from:to:)``
/// measures and cuts it.
struct PathSegment {
    enum Curve {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
        /// A circular arc from `start` to `end` radians (already unwrapped to run that way).
        case arc(center: Point, radius: Double, start: Double, end: Double)
    }

    let curve: Curve
    /// True for the first segment after a `move`: pieces of different subpaths never join.
    let startsSubpath: Bool

    /// The segments of `data`, in order; an arc that does not start at the current point
    /// is preceded by the line Cairo draws to it.
    static func segments(of data: PathData) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current: Point?
        var subpathStart: Point?
        var fresh = true
        func add(_ curve: Curve) {
            segments.append(PathSegment(curve: curve, startsSubpath: fresh))
            fresh = false
        }
        for element in data.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                fresh = true
            case .line(let point):
                add(.line(current ?? point, point))
                current = point
            case .quadCurve(let point, let control):
                add(.quad(current ?? control, control, point))
                current = point
            case .curve(let point, let control1, let control2):
                add(.cubic(current ?? control1, control1, control2, point))
                current = point
            case .arc(let center, let radius, let startAngle, var endAngle, let increasing):
                // Cairo's convention: the sweep runs forward (or backward) less than one turn more.
                if increasing {
                    while endAngle < startAngle { endAngle += 2 * .pi }
                } else {
                    while endAngle > startAngle { endAngle -= 2 * .pi }
                }
                let arcStart = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                if let current, current != arcStart { add(.line(current, arcStart)) }
                if subpathStart == nil { subpathStart = arcStart }
                add(.arc(center: center, radius: radius, start: startAngle, end: endAngle))
                current = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
            case .close:
                if let current, let subpathStart {
                    // The line back to the start (a trimmed piece of it is an open line).
                    add(.line(current, subpathStart))
                }
                current = subpathStart
            }
        }
        return segments
    }

    /// The length along the segment, in points (curves measured along a fine polyline).
    var length: Double {
        switch curve {
        case .line(let a, let b): return distance(a, b)
        case .arc(_, let radius, let start, let end): return radius * abs(end - start)
        case .quad, .cubic:
            let table = lengthTable
            return table[table.count - 1]
        }
    }

    /// Where the segment starts.
    var start: Point { point(at: 0) }

    /// The point at curve parameter `t` (0...1).
    func point(at t: Double) -> Point {
        switch curve {
        case .line(let a, let b): return lerp(a, b, t)
        case .quad(let a, let c, let b): return lerp(lerp(a, c, t), lerp(c, b, t), t)
        case .cubic(let a, let c1, let c2, let b):
            let ab = lerp(a, c1, t), bc = lerp(c1, c2, t), cd = lerp(c2, b, t)
            return lerp(lerp(ab, bc, t), lerp(bc, cd, t), t)
        case .arc(let center, let radius, let start, let end):
            let angle = start + (end - start) * t
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    private static let steps = 64

    /// Cumulative lengths of the polyline through `steps + 1` evenly spaced parameters.
    private var lengthTable: [Double] {
        var table = [0.0]
        var previous = point(at: 0)
        for i in 1...Self.steps {
            let next = point(at: Double(i) / Double(Self.steps))
            table.append(table[table.count - 1] + distance(previous, next))
            previous = next
        }
        return table
    }

    /// The curve parameter at fraction `f` of the segment's length.
    private func parameter(atFraction f: Double) -> Double {
        switch curve {
        case .line, .arc: return f
        case .quad, .cubic:
            let table = lengthTable
            let target = f * table[table.count - 1]
            guard let i = table.firstIndex(where: { $0 >= target }), i > 0 else { return 0 }
            let span = table[i] - table[i - 1]
            let within = span > 0 ? (target - table[i - 1]) / span : 0
            return (Double(i - 1) + within) / Double(Self.steps)
        }
    }

    /// The part of the segment between fractions `from` and `to` of its length, as one
    /// path element drawn from ``start`` of the result.
    func piece(from: Double, to: Double) -> (start: Point, element: PathData.Element) {
        let t0 = parameter(atFraction: from), t1 = parameter(atFraction: to)
        switch curve {
        case .line(let a, let b):
            return (lerp(a, b, t0), .line(to: lerp(a, b, t1)))
        case .arc(let center, let radius, let start, let end):
            let a0 = start + (end - start) * t0, a1 = start + (end - start) * t1
            return (point(at: t0), .arc(center: center, radius: radius, startAngle: a0, endAngle: a1, increasingAngle: end >= start))
        case .quad(let a, let c, let b):
            // A quadratic is a cubic with controls two thirds of the way to its control point.
            let cubic = PathSegment(curve: .cubic(a, lerp(a, c, 2.0 / 3), lerp(b, c, 2.0 / 3), b), startsSubpath: false)
            return cubic.cubicPiece(t0, t1)
        case .cubic:
            return cubicPiece(t0, t1)
        }
    }

    /// The cubic between parameters `t0` and `t1` (de Casteljau, twice).
    private func cubicPiece(_ t0: Double, _ t1: Double) -> (start: Point, element: PathData.Element) {
        guard case .cubic(let a, let c1, let c2, let b) = curve else { preconditionFailure("cubicPiece of a non-cubic") }
        // The first part, up to t1.
        let (p0, p1, p2, p3) = Self.split(a, c1, c2, b, at: t1).first
        // Of that, the part after t0 (rescaled into the first part's parameter).
        let s = t1 > 0 ? t0 / t1 : 0
        let (q0, q1, q2, q3) = Self.split(p0, p1, p2, p3, at: s).second
        return (q0, .curve(to: q3, control1: q1, control2: q2))
    }

    private typealias Cubic = (Point, Point, Point, Point)

    private static func split(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point, at t: Double) -> (first: Cubic, second: Cubic) {
        let ab = lerp(a, c1, t), bc = lerp(c1, c2, t), cd = lerp(c2, b, t)
        let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
        let mid = lerp(abc, bcd, t)
        return ((a, ab, abc, mid), (mid, bcd, cd, b))
    }
}

private func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

private func distance(_ a: Point, _ b: Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
}
