import Foundation
import NapkinUI

/// How NapkinUI draws a stroke: the curve sampled about every point of length, a disc of the
/// brush's width at each sample and the band joining each pair of neighbours, all filled as one
/// shape (so a translucent ink is laid down once, without darker overlaps), in the ink's colour
/// at the ink type's opacity. A pen's width follows each point's size; a monoline keeps the first
/// point's. Pencil, crayon and watercolour are drawn without their paper grain (NapkinUI has no
/// texture for them): as translucent solid lines.
enum StrokeOutline {
    /// Points on `path`'s curve close enough together to draw it (at most about a point apart).
    static func samples(of path: PKStrokePath) -> [PKStrokePoint] {
        guard path.count > 1 else { return path.first.map { [$0] } ?? [] }
        var points = Array(path.interpolatedPoints(by: .distance(1)))
        let end = path.interpolatedPoint(at: CGFloat(path.count - 1))
        if points.last?.location != end.location { points.append(end) }
        return points
    }

    /// The ink's colour as drawn: its own in the light appearance, adapted for the dark one.
    static func drawnColor(of ink: PKInk) -> UIColor {
        let style = ink.style
        return UIColor { traits in
            let light = ink.color.resolvedColor(with: Traits(userInterfaceStyle: .light))
            let color = traits.userInterfaceStyle == .dark ? PKInkingTool.convertColor(light, from: .light, to: .dark) : light
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(red: red, green: green, blue: blue, alpha: alpha * style.opacity)
        }
    }

    /// Draws `stroke` into `context`, in the drawing's coordinates.
    static func draw(_ stroke: PKStroke, in context: CGContext) {
        let points = samples(of: stroke.path)
        guard !points.isEmpty else { return }
        let fixedWidth = stroke.ink.style.fixedWidth ? points[0].size.width : nil
        let opacity = points.map(\.opacity).reduce(0, +) / CGFloat(points.count)
        let transform = stroke.transform
        context.saveGState()
        context.setFillColor(drawnColor(of: stroke.ink).cgColor)
        context.setAlpha(Swift.min(1, opacity))
        context.beginPath()
        var previous: (center: CGPoint, radius: CGFloat)?
        for point in points {
            let radius = Swift.max(0.25, (fixedWidth ?? point.size.width) / 2)
            let center = point.location
            addPolygon(disc(center: center, radius: radius), to: context, transform: transform)
            if let previous {
                addPolygon(band(from: previous.center, previous.radius, to: center, radius), to: context, transform: transform)
            }
            previous = (center, radius)
        }
        context.fillPath(using: .winding)
        context.restoreGState()
    }

    /// A disc as a 24-sided polygon.
    private static func disc(center: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0..<24).map { index in
            let angle = CGFloat(index) / 24 * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The quadrilateral joining two discs along the segment between their centres.
    private static func band(from a: CGPoint, _ ra: CGFloat, to b: CGPoint, _ rb: CGFloat) -> [CGPoint] {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return [] }
        let nx = -dy / length, ny = dx / length
        return [
            CGPoint(x: a.x + nx * ra, y: a.y + ny * ra), CGPoint(x: b.x + nx * rb, y: b.y + ny * rb),
            CGPoint(x: b.x - nx * rb, y: b.y - ny * rb), CGPoint(x: a.x - nx * ra, y: a.y - ny * ra),
        ]
    }

    /// Adds `polygon` (through `transform`) as a closed subpath, always wound the same way, so the
    /// non-zero fill covers the union of every piece once.
    private static func addPolygon(_ polygon: [CGPoint], to context: CGContext, transform: CGAffineTransform) {
        guard polygon.count > 2 else { return }
        var placed = polygon.map { $0.applying(transform) }
        var area: CGFloat = 0
        for index in placed.indices {
            let p = placed[index], q = placed[(index + 1) % placed.count]
            area += p.x * q.y - q.x * p.y
        }
        if area < 0 { placed.reverse() }
        context.move(to: placed[0])
        for point in placed.dropFirst() { context.addLine(to: point) }
        context.closePath()
    }
}
