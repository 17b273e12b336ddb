internal import Raster

/// An outline of lines and curves, as SwiftUI's `Path`; also a shape you can fill and stroke.
///
/// As in SwiftUI, a path is a plain value: it can be built anywhere, off the main actor too
/// (its conformance to ``Shape`` is declared apart, so its own members are not isolated).
public struct Path {
    var data = PathData()

    /// An empty path.
    public init() {}

    /// A path built by `build`: `Path { p in p.move(to: …); p.addLine(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    init(kind: ShapeKind, in rect: Rect) {
        switch kind {
        case .path(let data): self.data = data
        case .rectangle: addRect(CGRect(rect))
        case .ellipse: addEllipse(in: CGRect(rect))
        case .capsule: addRoundedRect(in: CGRect(rect), cornerSize: CGSize(width: min(rect.width, rect.height) / 2, height: 0))
        case .roundedRectangle(let radius): addRoundedRect(in: CGRect(rect), cornerSize: CGSize(width: radius, height: radius))
        case .unevenRoundedRectangle:
            // Drawn by Raster from its radii; as a path, its bounding rectangle.
            addRect(CGRect(rect))
        }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { data.elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        data.elements.append(.move(to: Point(point)))
    }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        data.elements.append(.line(to: Point(point)))
    }

    /// Lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        data.elements.append(.quadCurve(to: Point(point), control: Point(control)))
    }

    /// A cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        data.elements.append(.curve(to: Point(point), control1: Point(control1), control2: Point(control2)))
    }

    /// An arc of a circle, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    /// As in SwiftUI, `clockwise` is in a flipped coordinate space: `clockwise: false` draws
    /// clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        data.elements.append(
            .arc(
                center: Point(center), radius: Double(radius), startAngle: startAngle.radians, endAngle: endAngle.radians,
                increasingAngle: !clockwise))
    }

    /// A closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        let r = Rect(rect)
        data.elements += [
            .move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .close,
        ]
    }

    /// A closed ellipse inscribed in `rect` (four cubic curves).
    public mutating func addEllipse(in rect: CGRect) {
        let r = Rect(rect)
        let k = 0.5522847498, rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        data.elements += [
            .move(to: Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    /// A closed rectangle with circular corners of `cornerSize.width` points.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let r = Rect(rect)
        let radius = min(max(Double(cornerSize.width), 0), min(r.width, r.height) / 2)
        let half = Double.pi / 2
        data.elements += [
            .move(to: Point(x: r.minX + radius, y: r.minY)),
            .arc(
                center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -half, endAngle: 0, increasingAngle: true
            ),
            .arc(
                center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: half, increasingAngle: true),
            .arc(
                center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: half, endAngle: .pi,
                increasingAngle: true),
            .arc(
                center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi, endAngle: 3 * half,
                increasingAngle: true),
            .close,
        ]
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        data.elements.append(.close)
    }
}

extension Path: Equatable {
    /// Whether two paths have the same elements, in order, as SwiftUI's paths compare.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.data == rhs.data }
}

extension Path: Shape, PrimitiveView {
    /// The path itself, wherever it is drawn (its coordinates are absolute).
    public func path(in rect: CGRect) -> Path { self }
}
