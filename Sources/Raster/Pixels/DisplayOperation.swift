/// One call made on a recording canvas, with its arguments: the public drawing and state
/// methods of ``Canvas``, one case each. Replaying calls the same method on a drawing canvas.
enum DisplayOperation: Sendable {
    case save
    case restore
    case translate(Point)
    case clipRect(Rect)
    case clipShape(ShapeKind, Rect)
    case rotate(Double, around: Point)
    case scale(x: Double, y: Double, around: Point)
    case scaleUniformly(Double)
    case concatenate(AffineMatrix)
    case clipTransformed(ShapeKind, Rect, AffineMatrix, evenOdd: Bool)
    case fillColor(ShapeKind, Rect, SRGBColor)
    case fillPaint(ShapeKind, Rect, Paint)
    case fillEvenOdd(ShapeKind, Rect, Paint)
    case strokeInside(ShapeKind, Rect, SRGBColor, lineWidth: Double)
    case stroke(ShapeKind, Rect, Paint, LineStyle)
    case line(from: Point, to: Point, SRGBColor, lineWidth: Double)
    case polyline([Point], SRGBColor, lineWidth: Double)
    case text(TextLayout, at: Point, Paint)
    case symbol(UInt32, em: Rect, SRGBColor)
    case bitmap(Bitmap, source: Rect?, destination: Rect, BitmapInterpolation, tiled: Bool, tileScale: Double, tint: SRGBColor?)
    case pushGroup
    case popGroup(opacity: Double, blend: BlendOperator)
    case masked(body: [DisplayOperation], mask: [DisplayOperation])
    case filtered(region: Rect, body: [DisplayOperation], PixelFilter)
    case projected(region: Rect, body: [DisplayOperation], Projection)

    /// Makes each call of `operations` on `canvas`, in order; with `whole` (a band's
    /// ``Canvas/clipReference``), the transforms, clips, saves and groups on it too, in step.
    static func replay(_ operations: [DisplayOperation], on canvas: Canvas, mirroringStateOn whole: Canvas? = nil) {
        for operation in operations {
            switch operation {
            case .save:
                canvas.save()
                whole?.save()
            case .restore:
                canvas.restore()
                whole?.restore()
            case .translate(let offset):
                canvas.translate(by: offset)
                whole?.translate(by: offset)
            case .clipRect(let rect):
                canvas.clip(to: rect)
                whole?.clip(to: rect)
            case .clipShape(let shape, let rect):
                canvas.clip(to: shape, in: rect)
                whole?.clip(to: shape, in: rect)
            case .rotate(let radians, let center):
                canvas.rotate(by: radians, around: center)
                whole?.rotate(by: radians, around: center)
            case .scale(let x, let y, let anchor):
                canvas.scale(x: x, y: y, around: anchor)
                whole?.scale(x: x, y: y, around: anchor)
            case .scaleUniformly(let factor):
                canvas.scale(by: factor)
                whole?.scale(by: factor)
            case .concatenate(let m):
                canvas.concatenate(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
                whole?.concatenate(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
            case .clipTransformed(let shape, let rect, let m, let evenOdd):
                canvas.clip(to: shape, in: rect, a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty, evenOdd: evenOdd)
                whole?.clip(to: shape, in: rect, a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty, evenOdd: evenOdd)
            case .pushGroup:
                canvas.pushGroup()
                whole?.pushGroup()
            case .popGroup(let opacity, let blend):
                canvas.popGroup(opacity: opacity, blend: blend)
                whole?.popGroup(opacity: opacity, blend: blend)
            case .masked(let body, let mask):
                // As a recording canvas mirrors Cairo's two groups: a save for each.
                canvas.drawMasked(
                    {
                        whole?.save()
                        replay(body, on: canvas, mirroringStateOn: whole)
                    },
                    mask: {
                        whole?.save()
                        replay(mask, on: canvas, mirroringStateOn: whole)
                        whole?.restore()
                        whole?.restore()
                    })
            case .filtered(let region, let body, let filter):
                canvas.drawFiltered(
                    region: region,
                    {
                        whole?.save()
                        replay(body, on: canvas, mirroringStateOn: whole)
                        whole?.restore()
                    }, filter: filter)
            case .projected(let region, let body, let projection):
                canvas.drawProjected(region: region, projection: projection) {
                    whole?.save()
                    replay(body, on: canvas, mirroringStateOn: whole)
                    whole?.restore()
                }
            default:
                draw(operation, on: canvas)
            }
        }
    }

    /// Makes the drawing call `operation` (one that changes no state) on `canvas`.
    private static func draw(_ operation: DisplayOperation, on canvas: Canvas) {
        switch operation {
        case .fillColor(let shape, let rect, let color): canvas.fill(shape, in: rect, with: color)
        case .fillPaint(let shape, let rect, let paint): canvas.fill(shape, in: rect, with: paint)
        case .fillEvenOdd(let shape, let rect, let paint): canvas.fill(shape, in: rect, with: paint, evenOdd: true)
        case .strokeInside(let shape, let rect, let color, let width): canvas.stroke(shape, in: rect, with: color, lineWidth: width)
        case .stroke(let shape, let rect, let paint, let style): canvas.stroke(shape, in: rect, with: paint, style: style)
        case .line(let start, let end, let color, let width): canvas.strokeLine(from: start, to: end, with: color, lineWidth: width)
        case .polyline(let points, let color, let width): canvas.strokePolyline(points, with: color, lineWidth: width)
        case .text(let layout, let origin, let paint): canvas.draw(layout, at: origin, paint: paint)
        case .symbol(let glyph, let em, let color): canvas.drawSymbol(glyph, em: em, color: color)
        case .bitmap(let bitmap, let source, let destination, let interpolation, let tiled, let tileScale, let tint):
            canvas.draw(
                bitmap, source: source, in: destination, interpolation: interpolation, tiled: tiled, tileScale: tileScale, tint: tint)
        case .save, .restore, .translate, .clipRect, .clipShape, .rotate, .scale, .scaleUniformly, .concatenate, .clipTransformed,
            .pushGroup, .popGroup, .masked, .filtered, .projected:
            preconditionFailure("replay(_:on:mirroringStateOn:) makes the calls that change state")
        }
    }

    /// The number of operations in `operations`, nested ones included.
    static func count(_ operations: [DisplayOperation]) -> Int {
        operations.reduce(0) { total, operation in
            switch operation {
            case .masked(let body, let mask): return total + 1 + count(body) + count(mask)
            case .filtered(_, let body, _): return total + 1 + count(body)
            case .projected(_, let body, _): return total + 1 + count(body)
            default: return total + 1
            }
        }
    }
}

/// The six numbers of an affine matrix as ``Canvas/concatenate(a:b:c:d:tx:ty:)`` takes them,
/// kept by a display list.
struct AffineMatrix: Sendable {
    var a, b, c, d, tx, ty: Double
}
