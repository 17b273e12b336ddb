internal import Raster

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
    // Not called `fill` and `stroke`: those are the public methods below (and an app's own
    // extensions of the same names must not be hidden by stored properties).
    let fillStyle: AnyShapeStyle?
    let outlineStroke: Stroke?

    init(outline: ShapeOutline, isCircle: Bool, name: String, fill: AnyShapeStyle?, stroke: Stroke?) {
        self.outline = outline
        self.isCircle = isCircle
        self.name = name
        self.fillStyle = fill
        self.outlineStroke = stroke
    }

    /// `shape` filled with `fill` (for NapkinUI's own styles).
    init(shape: AnyShape, fill: Color) {
        self.init(
            outline: shape.erased.outline, isCircle: shape.erased.isCircle, name: shape.erased.name, fill: AnyShapeStyle(fill), stroke: nil)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(
            outline: outline, isCircle: isCircle,
            fill: fillStyle?.paint(in: environment),
            stroke: outlineStroke.map {
                ShapeNode.Stroke(paint: $0.style.paint(in: environment), line: $0.line.lineStyle, inside: $0.inside)
            },
            kindName: name,
            fillShadows: fillStyle?.shadows(in: environment) ?? []
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
    /// The shadows the fill's style carries (``ShapeStyle/shadow(_:)``), innermost first.
    let fillShadows: [ResolvedShadow]

    init(outline: ShapeOutline, isCircle: Bool = false, fill: Paint?, stroke: Stroke?, kindName: String, fillShadows: [ResolvedShadow] = [])
    {
        self.outline = outline
        self.isCircle = isCircle
        self.fill = fill
        self.stroke = stroke
        self.kindName = kindName
        self.fillShadows = fill == nil ? [] : fillShadows
        super.init()
    }

    convenience init(
        shape: ShapeKind, isCircle: Bool = false, fill: Paint?, stroke: Stroke?, kindName: String, fillShadows: [ResolvedShadow] = []
    ) {
        self.init(outline: .fixed(shape), isCircle: isCircle, fill: fill, stroke: stroke, kindName: kindName, fillShadows: fillShadows)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        // As SwiftUI: a shape takes what it is offered, 10 points when offered nothing.
        Size(width: finite(proposal.width) ?? 10, height: finite(proposal.height) ?? 10)
    }

    /// The rectangle the outline is inscribed in: the frame snapped to the pixel grid, or a
    /// centred square in it for a circle.
    func outlineRect(on canvas: Raster.Canvas) -> Rect {
        var rect = canvas.snap(frame)
        if isCircle {
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        return rect
    }

    override func draw(in canvas: Raster.Canvas) {
        let rect = outlineRect(on: canvas)
        if let fill {
            let shape = outline.kind(in: rect)
            for shadow in fillShadows where !shadow.isInner { drawDropShadow(shadow, of: shape, in: rect, fill: fill, on: canvas) }
            canvas.fill(shape, in: rect, with: fill)
            for shadow in fillShadows where shadow.isInner { drawInnerShadow(shadow, of: shape, in: rect, on: canvas) }
        }
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
