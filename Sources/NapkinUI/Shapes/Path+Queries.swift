internal import Raster

/// What SwiftUI's `Path` answers about itself and the members that join paths: where it ends,
/// the rectangle around it, whether a point is inside it, and adding one path (or rectangles)
/// to another through a transform.
///
/// Left out on purpose: iOS 17's `union`, `intersection`, `subtracting`, `symmetricDifference`,
/// `lineIntersection`, `lineSubtraction` and `normalized(eoFill:)`, which need a boolean
/// operation on outlines (a polygon-clipping library NapkinUI does not have).
extension Path {
    /// The point where the next element would start, as SwiftUI's `currentPoint`: the end of
    /// the last element, the start of the subpath after `closeSubpath()`, nil for an empty path.
    public var currentPoint: CGPoint? {
        var current: Point?
        var subpathStart: Point?
        for element in data.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                if subpathStart == nil { subpathStart = current ?? point }
                current = point
            case .arc(let center, let radius, let startAngle, let endAngle, _):
                if subpathStart == nil {
                    subpathStart = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                }
                current = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
            case .close:
                current = subpathStart
            }
        }
        return current.map(CGPoint.init)
    }

    /// The smallest rectangle holding every point the path passes through, as SwiftUI's
    /// `boundingRect` (control points of curves that the curve does not reach are outside it;
    /// curves are measured along a fine polyline, so a bulge between samples may be missed by
    /// a small fraction of a point). An empty path's is `CGRect.null`.
    public var boundingRect: CGRect {
        let points = outlinePoints()
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled path, as SwiftUI's `contains(_:eoFill:)`: by the
    /// nonzero winding rule, or the even-odd rule when `eoFill` is true. Each subpath counts
    /// as closed, as when it is filled.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        let p = Point(point)
        var winding = 0
        for polygon in polygons() where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                // The signed crossing of the edge a→b with the ray to the right of p.
                if a.y <= p.y {
                    if b.y > p.y, side(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, side(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Adds `path`, moved by `transform`, as SwiftUI's `addPath(_:transform:)`: its subpaths
    /// follow this path's.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        data.elements += path.applying(transform).data.elements
    }

    /// Adds a closed rectangle moved by `transform`, as SwiftUI's `addRect(_:transform:)`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Adds each rectangle as a closed subpath, moved by `transform`, as SwiftUI's
    /// `addRects(_:transform:)`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect`, moved by `transform`, as SwiftUI's
    /// `addEllipse(in:transform:)`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Every point the outline passes through: each segment's ends and, for curves and arcs,
    /// points along it; a lone `move` counts too.
    private func outlinePoints() -> [Point] {
        var points = polygons().flatMap { $0 }
        for element in data.elements {
            if case .move(let point) = element { points.append(point) }
        }
        return points
    }

    /// Each subpath as a polygon through points along its outline.
    private func polygons() -> [[Point]] {
        var result: [[Point]] = []
        for segment in PathSegment.segments(of: data) {
            if segment.startsSubpath || result.isEmpty { result.append([segment.start]) }
            let steps: Int
            switch segment.curve {
            case .line: steps = 1
            case .quad, .cubic, .arc: steps = 32
            }
            for step in 1...steps { result[result.count - 1].append(segment.point(at: Double(step) / Double(steps))) }
        }
        return result
    }
}

/// Positive when `p` is to the left of the line from `a` to `b` (y down: counterclockwise on screen).
private func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}
