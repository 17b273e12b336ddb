import Foundation
internal import Raster

/// The shape of a line's ends, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `butt` line cap.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Core Animation's `round` line cap.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Core Animation's `square` line cap.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a line's corners, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `miter` line join.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Core Animation's `round` line join.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Core Animation's `bevel` line join.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which parts of a path with loops are filled, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `nonZero` fill rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Core Animation's `evenOdd` fill rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`: a progress ring is
/// a circle stroked with ``strokeEnd`` at the progress. The path is in the layer's coordinates
/// (it may reach outside the bounds, and is drawn there unless ``CALayer/masksToBounds``); the
/// whole path is filled, and the part from ``strokeStart`` to ``strokeEnd`` of its length stroked over
/// the fill.
open class CAShapeLayer: CALayer {
    /// The outline drawn; `nil` draws nothing.
    open var path: CGPath?
    /// The fill: opaque black by default, as Core Animation's; `nil` fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke's colour; `nil` (the default) strokes nothing.
    open var strokeColor: CGColor?
    /// Where the stroke starts, as a fraction of the path's length (0…1).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, as a fraction of the path's length (0…1).
    open var strokeEnd: CGFloat = 1
    /// The stroke's width in points: 1 by default.
    open var lineWidth: CGFloat = 1
    /// The miter limit of joins.
    open var miterLimit: CGFloat = 10
    /// The shape of the stroke's ends.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of the stroke's corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// The lengths of dashes and gaps, alternately; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?

    /// A shape layer with no path.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, its shape's included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// A shape layer from an archive: an empty one (NapkinUI reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new shape layer, for a view whose `layerClass` is this class.
    open override class func _makeBackingLayer() -> CALayer { CAShapeLayer() }

    /// The stroke's line style.
    var lineStyle: LineStyle {
        let cap: LineCap =
            switch lineCap {
            case .round: .round
            case .square: .square
            default: .butt
            }
        let join: LineJoin =
            switch lineJoin {
            case .round: .round
            case .bevel: .bevel
            default: .miter
            }
        let dashes = (lineDashPattern ?? []).map(\.doubleValue).filter { $0.isFinite && $0 >= 0 }
        return LineStyle(
            lineWidth: Double(lineWidth), lineCap: cap, lineJoin: join, miterLimit: Double(miterLimit), dash: dashes,
            dashPhase: lineDashPhase.isFinite ? Double(lineDashPhase) : 0)
    }

    override func drawLayerContent(in canvas: Raster.Canvas, at rect: Rect) {
        guard let outline = path?.path, !outline.isEmpty else { return }
        canvas.withSavedState {
            canvas.translate(by: Point(x: rect.minX - Double(bounds.minX), y: rect.minY - Double(bounds.minY)))
            if let fill = fillColor?.srgbColor {
                canvas.fill(.path(outline.data), in: .zero, with: .color(fill), evenOdd: fillRule == .evenOdd)
            }
            let start = min(max(strokeStart.isFinite ? strokeStart : 0, 0), 1)
            let end = min(max(strokeEnd.isFinite ? strokeEnd : 1, 0), 1)
            guard let stroke = strokeColor?.srgbColor, lineWidth > 0, lineWidth.isFinite, end > start else { return }
            let trimmed = start > 0 || end < 1 ? outline.trimmedPath(from: start, to: end) : outline
            canvas.stroke(.path(trimmed.data), in: .zero, with: .color(stroke), style: lineStyle)
        }
    }
}

/// The kind of a gradient layer's gradient, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point to an ellipse through the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, beginning in the direction of the end point and turning clockwise.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a gradient, as Core Animation's `CAGradientLayer`: its ``colors`` (`CGColor`s)
/// at its ``locations``, from ``startPoint`` to ``endPoint`` in the unit square of its bounds (top
/// to bottom by default), cut to its rounded corners.
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s (as on iOS, `[Any]`); other values are skipped.
    open var colors: [Any]?
    /// Where each colour is, 0…1, ascending; `nil` spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds: (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends: (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial

    /// A gradient layer with no colours.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, its gradient's included when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// A gradient layer from an archive: an empty one (NapkinUI reads no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new gradient layer, for a view whose `layerClass` is this class.
    open override class func _makeBackingLayer() -> CALayer { CAGradientLayer() }

    /// The colour stops: the colours at their locations (missing or extra locations spread evenly).
    var stops: [GradientStop] {
        let shades = (colors ?? []).compactMap { ($0 as? CGColor)?.color.srgb(dark: false) }
        guard !shades.isEmpty else { return [] }
        let given = (locations ?? []).map(\.doubleValue)
        return shades.enumerated().map { index, color in
            let even = shades.count == 1 ? 0 : Double(index) / Double(shades.count - 1)
            let location = given.count == shades.count && given[index].isFinite ? given[index] : even
            return GradientStop(color: color, location: location)
        }
    }

    override func drawLayerContent(in canvas: Raster.Canvas, at rect: Rect) {
        let stops = stops
        guard !stops.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let shape = self.shape(in: rect)
        let start = Point(x: Double(startPoint.x), y: Double(startPoint.y))
        let end = Point(x: Double(endPoint.x), y: Double(endPoint.y))
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        switch type {
        case .radial:
            // An ellipse through the end point: a circle of the larger radius, scaled to the ellipse.
            let rx = abs(end.x - start.x) * rect.width, ry = abs(end.y - start.y) * rect.height
            let radius = max(rx, ry)
            guard radius > 0 else { return }
            let fx = rx > 0 && ry > 0 ? rx / radius : 1, fy = rx > 0 && ry > 0 ? ry / radius : 1
            let center = Point(x: rect.minX + start.x * rect.width, y: rect.minY + start.y * rect.height)
            canvas.withSavedState {
                canvas.clip(to: shape, in: rect)
                if fx != 1 || fy != 1 { canvas.scale(x: fx, y: fy, around: center) }
                // The bounds as seen through the scale, so the fill covers them.
                let cover = Rect(
                    x: center.x + (rect.minX - center.x) / fx, y: center.y + (rect.minY - center.y) / fy, width: rect.width / fx,
                    height: rect.height / fy)
                canvas.fill(
                    .rectangle, in: cover,
                    with: .radialGradient(
                        stops, center: Point(x: (center.x - cover.minX) / cover.width, y: (center.y - cover.minY) / cover.height),
                        startRadius: 0, endRadius: radius))
            }
        case .conic:
            let dx = (end.x - start.x) * rect.width, dy = (end.y - start.y) * rect.height
            let angle = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
            canvas.fill(shape, in: rect, with: .angularGradient(stops, center: start, startAngle: angle, endAngle: angle + 2 * .pi))
        default:
            canvas.fill(shape, in: rect, with: .linearGradient(stops, start: start, end: end))
        }
    }
}
