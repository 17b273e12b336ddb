/// A shape that fills the space it is offered, drawn in the foreground colour unless
/// `.fill(_:)` or `.stroke(_:lineWidth:)` says otherwise, as SwiftUI's `Shape`.
@MainActor
public protocol Shape: View where Body == Never {
    /// The outline Raster draws.
    var kind: ShapeKind { get }
}

extension Shape {
    /// The shape filled with `color`.
    public func fill(_ color: Color) -> ShapeView {
        ShapeView(shape: kind, fill: color, stroke: nil)
    }

    /// The shape's outline stroked with `color`, `lineWidth` points thick, inside its frame
    /// (like SwiftUI's `strokeBorder`), so a stroke never spills over its neighbours.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> ShapeView {
        ShapeView(shape: kind, fill: nil, stroke: (color, lineWidth))
    }

    /// The same as ``stroke(_:lineWidth:)``, under SwiftUI's name for an inside stroke.
    public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> ShapeView {
        stroke(color, lineWidth: lineWidth)
    }
}

extension Shape {
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: kind, fill: environment.foregroundColor, stroke: nil, kindName: "\(Self.self)")
    }
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
    /// A rectangle.
    public init() {}
    /// A rectangle.
    public var kind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The corner radius in points.
    public let cornerRadius: Double
    /// A rectangle whose corners are arcs of `cornerRadius` points.
    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
    }
    /// A rounded rectangle.
    public var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// A capsule: a rounded rectangle whose shorter sides are semicircles.
public struct Capsule: Shape, PrimitiveView {
    /// A capsule.
    public init() {}
    /// A capsule.
    public var kind: ShapeKind { .capsule }
}

/// A circle, centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape, PrimitiveView {
    /// A circle.
    public init() {}
    /// A circle.
    public var kind: ShapeKind { .ellipse }
}

/// A shape with its fill or stroke chosen.
public struct ShapeView: View, PrimitiveView {
    /// No body: a styled shape is primitive.
    public typealias Body = Never
    let shape: ShapeKind
    let fill: Color?
    let stroke: (Color, Double)?

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: shape, fill: fill, stroke: stroke, kindName: shapeName)
    }

    private var shapeName: String {
        switch shape {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .capsule: return "Capsule"
        case .ellipse: return "Circle"
        }
    }
}

/// Draws a shape in whatever frame it is given (shapes are fully flexible).
@MainActor
final class ShapeNode: LayoutNode {
    let shape: ShapeKind
    let fill: Color?
    let stroke: (Color, Double)?
    let kindName: String

    init(shape: ShapeKind, fill: Color?, stroke: (Color, Double)?, kindName: String) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.kindName = kindName
        super.init()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // As SwiftUI: a shape takes what it is offered, 10 points when offered nothing.
        Size(width: finite(proposal.width) ?? 10, height: finite(proposal.height) ?? 10)
    }

    override func draw(in canvas: Canvas) {
        var rect = canvas.snap(frame)
        if shape == .ellipse {
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        if let fill { canvas.fill(shape, in: rect, with: fill) }
        if let (color, width) = stroke { canvas.stroke(shape, in: rect, with: color, lineWidth: width) }
    }

    override var kind: String? { kindName }
}

/// `value` when it is a finite number, else `nil`.
func finite(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return value
}
