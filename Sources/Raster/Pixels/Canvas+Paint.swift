import CCairo
import Foundation

// What fills and strokes are painted with: colours, and linear, radial and angular gradients.
extension Canvas {
    /// Makes `paint` the source, its geometry relative to `rect`.
    func setSource(_ paint: Paint, in rect: Rect) {
        switch paint {
        case .color(let color):
            setSource(color)
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(
                rect.minX + start.x * rect.width, rect.minY + start.y * rect.height,
                rect.minX + end.x * rect.width, rect.minY + end.y * rect.height)
            setSource(pattern, stops: stops)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let x = rect.minX + center.x * rect.width, y = rect.minY + center.y * rect.height
            let pattern = cairo_pattern_create_radial(x, y, max(0, startRadius), x, y, max(0, endRadius))
            setSource(pattern, stops: stops)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let middle = Point(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height)
            // The sectors reach just past the rectangle's farthest corner: Cairo rasterises a
            // mesh over its whole area, so a larger one only costs time.
            let dx = max(abs(rect.minX - middle.x), abs(rect.maxX - middle.x))
            let dy = max(abs(rect.minY - middle.y), abs(rect.maxY - middle.y))
            let reach = (dx * dx + dy * dy).squareRoot()
            let pattern = angularPattern(stops, center: middle, radius: reach + 1, startAngle: startAngle, endAngle: endAngle)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case .meshGradient(let width, let height, let points, let colors, let background):
            let pattern = meshPattern(width: width, height: height, points: points, colors: colors, background: background, in: rect)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A mesh gradient as a Cairo mesh: the background over the whole rectangle (a little beyond it), then one patch per
    /// grid cell, its corners at the cell's points (unit points of `rect`) in their colours. Cairo blends each patch's
    /// corner colours bilinearly; SwiftUI's smoothed colours (cubic across cells) are not reproduced. A grid whose point
    /// or colour count is not `width` × `height`, or smaller than 2 × 2, draws the background only.
    func meshPattern(width: Int, height: Int, points: [Point], colors: [SRGBColor], background: SRGBColor, in rect: Rect) -> OpaquePointer?
    {
        let pattern = cairo_pattern_create_mesh()
        func patch(_ corners: [(Point, SRGBColor)]) {
            cairo_mesh_pattern_begin_patch(pattern)
            for (index, (point, _)) in corners.enumerated() {
                if index == 0 {
                    cairo_mesh_pattern_move_to(pattern, point.x, point.y)
                } else {
                    cairo_mesh_pattern_line_to(pattern, point.x, point.y)
                }
            }
            for (index, (_, c)) in corners.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        let outer = [
            Point(x: rect.minX - 1, y: rect.minY - 1), Point(x: rect.maxX + 1, y: rect.minY - 1), Point(x: rect.maxX + 1, y: rect.maxY + 1),
            Point(x: rect.minX - 1, y: rect.maxY + 1),
        ]
        patch(outer.map { ($0, background) })
        guard width >= 2, height >= 2, width <= 64, height <= 64, points.count == width * height, colors.count == width * height else {
            return pattern
        }
        func vertex(_ column: Int, _ row: Int) -> (Point, SRGBColor) {
            let unit = points[row * width + column]
            return (Point(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height), colors[row * width + column])
        }
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                patch([vertex(column, row), vertex(column + 1, row), vertex(column + 1, row + 1), vertex(column, row + 1)])
            }
        }
        return pattern
    }

    func setSource(_ pattern: OpaquePointer?, stops: [GradientStop]) {
        for stop in stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), color.red, color.green, color.blue, color.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A conic gradient as a Cairo mesh: thin sectors around `center`, each interpolating
    /// between the colours at its two edges. Angles outside `startAngle…endAngle` take the
    /// nearer end's colour, as SwiftUI's `AngularGradient` does.
    func angularPattern(_ stops: [GradientStop], center: Point, radius: Double, startAngle: Double, endAngle: Double) -> OpaquePointer? {
        let span = max(endAngle - startAngle, 1e-6)
        let gap = max(0, 2 * Double.pi - span)
        func color(at angle: Double) -> SRGBColor {
            // `angle` runs from startAngle - gap/2 to startAngle + span + gap/2.
            let t = min(max((angle - startAngle) / span, 0), 1)
            return GradientStop.color(at: t, in: stops)
        }
        let pattern = cairo_pattern_create_mesh()
        let sectors = 180
        let first = startAngle - gap / 2
        let step = 2 * Double.pi / Double(sectors)
        for index in 0..<sectors {
            let a0 = first + Double(index) * step, a1 = a0 + step
            let c0 = color(at: a0), c1 = color(at: a1)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    func setSource(_ color: SRGBColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }
}
