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
///
/// A shape may also declare its own `body` (`extension DonutSlice: View { var body: some View { … } }`), as in
/// SwiftUI: it is then drawn by that body where it is a view, and by its path where a shape is asked for
/// (`.clipShape`, `.fill`, `.stroke`).
@MainActor @preconcurrency
public protocol Shape: View {
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
    var isCircle: Bool { (self as? AnyShape)?.erased.isCircle ?? (self as? any CircleInscribing)?.inscribesCircle ?? (self is Circle) }

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
    /// `Circle` reaches 1 point beyond it). Use ``strokeBorder(_:lineWidth:antialiased:)`` to stay inside.
    ///
    /// `antialiased` is accepted as iOS 17's signature has it; NapkinUI draws every edge antialiased.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with `style` in the line style `strokeStyle`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        ShapeView(
            outline: outline, isCircle: isCircle, name: shapeName, fill: nil,
            stroke: .init(style: AnyShapeStyle(style), line: strokeStyle, inside: false))
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
    /// `antialiased` is accepted as iOS 17's signature has it; NapkinUI draws every edge antialiased.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with `style` in the line style `strokeStyle`, inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        ShapeView(
            outline: outline, isCircle: isCircle, name: shapeName, fill: nil,
            stroke: .init(style: AnyShapeStyle(style), line: strokeStyle, inside: true))
    }

    /// The outline stroked in the foreground style, `lineWidth` points thick, inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        strokeBorder(.foreground, lineWidth: lineWidth)
    }

    /// The outline stroked in the foreground style in the line style `style`, inside the frame.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        strokeBorder(.foreground, style: style)
    }

    var shapeName: String { (self as? AnyShape)?.erased.name ?? "\(Self.self)" }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        makeShapeNode(in: environment)
    }

    /// The shape filled with the foreground style (a shape's node when no fill is chosen).
    func makeShapeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(
            outline: outline, isCircle: isCircle, fill: environment.foreground.paint(in: environment), stroke: nil, kindName: shapeName)
    }
}
