/// One colour of a gradient and where it sits along it, 0 (start) … 1 (end).
public struct GradientStop: Sendable, Hashable {
    /// The colour at this stop.
    public var color: SRGBColor
    /// The position along the gradient, 0…1.
    public var location: Double

    /// A stop of `color` at `location` (0…1).
    public init(color: SRGBColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// What a ``Canvas`` fills or strokes with: one colour or a gradient.
///
/// Gradient geometry is in unit coordinates of the rectangle being painted (`(0, 0)` its
/// top-left corner, `(1, 1)` its bottom-right), as SwiftUI's `UnitPoint`, so one paint
/// serves shapes of any size. Radii are in points.
public enum Paint: Sendable, Hashable {
    /// One colour.
    case color(SRGBColor)
    /// Colours changing along the line from `start` to `end` (unit points).
    case linearGradient([GradientStop], start: Point, end: Point)
    /// Colours changing with the distance from `center` (a unit point), from `startRadius`
    /// to `endRadius` points.
    case radialGradient([GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Colours changing with the angle around `center` (a unit point), clockwise from
    /// `startAngle` to `endAngle` radians (0 points right, as SwiftUI's `Angle`).
    case angularGradient([GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// Colours at the vertices of a `width` × `height` grid of unit points (row by row, top first), each cell
    /// blending its four corners' colours, over `background` (SwiftUI's `MeshGradient`).
    case meshGradient(width: Int, height: Int, points: [Point], colors: [SRGBColor], background: SRGBColor)

    /// The paint with every colour's opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Paint {
        mapColors { $0.opacity(opacity) }
    }

    /// One colour that stands for the paint where only a colour can be used (the colour
    /// itself, or a gradient's first stop).
    public var representativeColor: SRGBColor {
        switch self {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            return stops.first?.color ?? .clear
        case .meshGradient(_, _, _, let colors, let background):
            return colors.first ?? background
        }
    }

    /// True when nothing would be drawn (a transparent colour, or a gradient of them).
    public var isInvisible: Bool {
        switch self {
        case .color(let color): return color.opacity <= 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            return stops.allSatisfy { $0.color.opacity <= 0 }
        case .meshGradient(_, _, _, let colors, let background):
            return background.opacity <= 0 && colors.allSatisfy { $0.opacity <= 0 }
        }
    }

    private func mapColors(_ change: (SRGBColor) -> SRGBColor) -> Paint {
        func map(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: change($0.color), location: $0.location) }
        }
        switch self {
        case .color(let color): return .color(change(color))
        case .linearGradient(let stops, let start, let end): return .linearGradient(map(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(map(stops), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(map(stops), center: center, startAngle: a0, endAngle: a1)
        case .meshGradient(let width, let height, let points, let colors, let background):
            return .meshGradient(width: width, height: height, points: points, colors: colors.map(change), background: change(background))
        }
    }
}

/// The ends of stroked lines, as Core Graphics' `CGLineCap`.
public enum LineCap: Sendable, Hashable {
    /// Squared off at the end point.
    case butt
    /// A semicircle around the end point.
    case round
    /// Squared off half a line width beyond the end point.
    case square
}

/// The corners of stroked lines, as Core Graphics' `CGLineJoin`.
public enum LineJoin: Sendable, Hashable {
    /// A sharp corner (cut off beyond the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off straight.
    case bevel
}

/// How a line is stroked: `LineStyle(lineWidth: 2, dash: [4, 2])`. (NapkinUI's `StrokeStyle`
/// is SwiftUI's spelling of the same thing.)
public struct LineStyle: Sendable, Hashable {
    /// The width of the line in points, centred on the path.
    public var lineWidth: Double
    /// The ends of open lines.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// How far a miter corner may reach, in line widths, before it is bevelled.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps in points; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: Double

    /// A stroke style; the defaults are a solid 1-point line with butt caps and miter joins.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10, dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension GradientStop {
    /// The colour at `t` (0…1) along `stops`, interpolated in sRGB between the stops around it.
    static func color(at t: Double, in stops: [GradientStop]) -> SRGBColor {
        guard let first = stops.first else { return .clear }
        guard t > first.location else { return first.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.location {
            let width = upper.location - lower.location
            let f = width > 0 ? (t - lower.location) / width : 1
            let a = lower.color, b = upper.color
            return SRGBColor(
                red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                blue: a.blue + (b.blue - a.blue) * f, opacity: a.opacity + (b.opacity - a.opacity) * f)
        }
        return stops[stops.count - 1].color
    }
}
