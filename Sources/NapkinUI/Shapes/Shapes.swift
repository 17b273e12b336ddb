internal import Raster


/// A shape that fills the space it is offered, drawn in the foreground style unless
/// `.fill(_:)` or `.stroke(_:lineWidth:)` says otherwise, as SwiftUI's `Shape`.
///
/// Write your own as in SwiftUI, with `path(in:)`:
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Shape: View where Body == Never {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// NapkinUI's own shapes, which Raster draws directly (exact capsules and arcs).
@MainActor
protocol BuiltinShape: Shape {
    /// The outline Raster draws.
    var kind: ShapeKind { get }
}

extension BuiltinShape {
    /// The outline as a path in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(kind: kind, in: Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)))
    }
}

/// How a shape's outline is found for a frame.
enum ShapeOutline {
    /// A Raster shape kind, inscribed in any frame.
    case fixed(ShapeKind)
    /// A custom shape's path for the frame.
    case custom(@MainActor (Rect) -> ShapeKind)

    @MainActor
    func kind(in rect: Rect) -> ShapeKind {
        switch self {
        case .fixed(let kind): return kind
        case .custom(let make): return make(rect)
        }
    }
}

extension Shape {
    /// True for shapes drawn as a square inscribed in their frame (``Circle``).
    var isCircle: Bool { (self as? AnyShape)?.erased.isCircle ?? (self is Circle) }

    /// How to find the outline for a frame.
    var outline: ShapeOutline {
        if let erased = self as? AnyShape { return erased.erased.outline }
        if let builtin = self as? any BuiltinShape { return .fixed(builtin.kind) }
        let shape = self
        return .custom { rect in
            .path(shape.path(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)).data)
        }
    }

    /// The shape filled with `style` (the foreground style when none is given).
    public func fill<S: ShapeStyle>(_ style: S = .foreground) -> ShapeView {
        ShapeView(outline: outline, isCircle: isCircle, name: shapeName, fill: AnyShapeStyle(style), stroke: nil)
    }

    /// The shape's outline stroked with `style`, `lineWidth` points thick, centred on the
    /// outline as in SwiftUI: half the line lies outside the frame (a 2-point stroke of a
    /// `Circle` reaches 1 point beyond it). Use ``strokeBorder(_:lineWidth:)`` to stay inside.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with `style` in the line style `strokeStyle`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(outline: outline, isCircle: isCircle, name: shapeName, fill: nil, stroke: .init(style: AnyShapeStyle(style), line: strokeStyle, inside: false))
    }

    /// The outline stroked in the foreground style, `lineWidth` points thick, centred on it.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        stroke(.foreground, lineWidth: lineWidth)
    }

    /// The outline stroked in the foreground style in the line style `style`.
    public func stroke(style: StrokeStyle) -> ShapeView {
        stroke(.foreground, style: style)
    }

    /// The outline stroked with `style` entirely inside the frame, as SwiftUI's
    /// `strokeBorder`: the shape is inset by half the line width and stroked there.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with `style` in the line style `strokeStyle`, inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(outline: outline, isCircle: isCircle, name: shapeName, fill: nil, stroke: .init(style: AnyShapeStyle(style), line: strokeStyle, inside: true))
    }

    /// The outline stroked in the foreground style, `lineWidth` points thick, inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
        strokeBorder(.foreground, lineWidth: lineWidth)
    }

    var shapeName: String { (self as? AnyShape)?.erased.name ?? "\(Self.self)" }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        makeShapeNode(in: environment)
    }

    /// The shape filled with the foreground style (a shape's node when no fill is chosen).
    func makeShapeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(outline: outline, isCircle: isCircle, fill: environment.foreground.paint(in: environment), stroke: nil, kindName: shapeName)
    }
}

/// A rectangle.
public struct Rectangle: BuiltinShape, PrimitiveView {
    /// A rectangle.
    public init() {}
    /// A rectangle.
    var kind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: BuiltinShape, PrimitiveView {
    /// The corner radius in points.
    public let cornerRadius: CGFloat
    /// A rectangle whose corners are arcs of `cornerRadius` points.
    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }
    /// A rounded rectangle.
    var kind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerRadius)) }
}

/// A capsule: a rounded rectangle whose shorter sides are semicircles.
public struct Capsule: BuiltinShape, PrimitiveView {
    /// A capsule.
    public init() {}
    /// A capsule.
    var kind: ShapeKind { .capsule }
}

/// A circle, centred in its frame, as wide as the frame's shorter side.
public struct Circle: BuiltinShape, PrimitiveView {
    /// A circle.
    public init() {}
    /// A circle.
    var kind: ShapeKind { .ellipse }
}

/// An ellipse filling its frame.
public struct Ellipse: BuiltinShape, PrimitiveView {
    /// An ellipse.
    public init() {}
    /// An ellipse.
    var kind: ShapeKind { .ellipse }
}

/// A shape with its fill or stroke chosen.
public struct ShapeView: View, PrimitiveView {
    /// No body: a styled shape is primitive.
    public typealias Body = Never

    struct Stroke {
        var style: AnyShapeStyle
        var line: StrokeStyle
        var inside: Bool
    }

    let outline: ShapeOutline
    let isCircle: Bool
    let name: String
    let fill: AnyShapeStyle?
    let stroke: Stroke?

    init(outline: ShapeOutline, isCircle: Bool, name: String, fill: AnyShapeStyle?, stroke: Stroke?) {
        self.outline = outline
        self.isCircle = isCircle
        self.name = name
        self.fill = fill
        self.stroke = stroke
    }

    /// `shape` filled with `fill` (for NapkinUI's own styles).
    init(shape: AnyShape, fill: Color) {
        self.init(outline: shape.erased.outline, isCircle: shape.erased.isCircle, name: shape.erased.name, fill: AnyShapeStyle(fill), stroke: nil)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(
            outline: outline, isCircle: isCircle,
            fill: fill?.paint(in: environment),
            stroke: stroke.map { ShapeNode.Stroke(paint: $0.style.paint(in: environment), line: $0.line.lineStyle, inside: $0.inside) },
            kindName: name
        )
    }
}

/// Draws a shape in whatever frame it is given (shapes are fully flexible).
@MainActor
final class ShapeNode: LayoutNode {
    struct Stroke {
        var paint: Paint
        var line: LineStyle
        var inside: Bool
    }

    let outline: ShapeOutline
    let isCircle: Bool
    let fill: Paint?
    let stroke: Stroke?
    let kindName: String

    init(outline: ShapeOutline, isCircle: Bool = false, fill: Paint?, stroke: Stroke?, kindName: String) {
        self.outline = outline
        self.isCircle = isCircle
        self.fill = fill
        self.stroke = stroke
        self.kindName = kindName
        super.init()
    }

    convenience init(shape: ShapeKind, isCircle: Bool = false, fill: Paint?, stroke: Stroke?, kindName: String) {
        self.init(outline: .fixed(shape), isCircle: isCircle, fill: fill, stroke: stroke, kindName: kindName)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        // As SwiftUI: a shape takes what it is offered, 10 points when offered nothing.
        Size(width: finite(proposal.width) ?? 10, height: finite(proposal.height) ?? 10)
    }

    /// The rectangle the outline is inscribed in: the frame snapped to the pixel grid, or a
    /// centred square in it for a circle.
    func outlineRect(on canvas: Canvas) -> Rect {
        var rect = canvas.snap(frame)
        if isCircle {
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        return rect
    }

    override func draw(in canvas: Canvas) {
        let rect = outlineRect(on: canvas)
        if let fill { canvas.fill(outline.kind(in: rect), in: rect, with: fill) }
        if let stroke {
            let half = stroke.line.lineWidth / 2
            let inner = stroke.inside ? rect.insetBy(dx: half, dy: half) : rect
            canvas.stroke(outline.kind(in: inner), in: inner, with: stroke.paint, style: stroke.line)
        }
    }

    override var kind: String? { kindName }
}

/// `value` when it is a finite number, else `nil`.
func finite(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return value
}
