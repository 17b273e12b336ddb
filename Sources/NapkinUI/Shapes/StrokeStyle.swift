internal import Raster

/// The ends of stroked lines, as Core Graphics' `CGLineCap`, which SwiftUI's `StrokeStyle`
/// takes (Core Graphics is not on Linux; Foundation has its geometry but not this).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// Squared off at the end point.
    case butt
    /// A semicircle around the end point.
    case round
    /// Squared off half a line width beyond the end point.
    case square
}

/// The corners of stroked lines, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A sharp corner (cut off beyond the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off straight.
    case bevel
}

/// How a line is stroked, as SwiftUI's `StrokeStyle`: `StrokeStyle(lineWidth: 2, dash: [4, 2])`.
public struct StrokeStyle: Sendable, Hashable {
    /// The width of the line in points, centred on the path.
    public var lineWidth: CGFloat
    /// The ends of open lines.
    public var lineCap: CGLineCap
    /// The corners.
    public var lineJoin: CGLineJoin
    /// How far a miter corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// Alternating lengths of dashes and gaps in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are a solid 1-point line with butt caps and miter joins.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
        dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The same style in the renderer's type.
    var lineStyle: LineStyle {
        let cap: LineCap =
            switch lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: LineJoin =
            switch lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        return LineStyle(
            lineWidth: GeometryInput.length(lineWidth, "lineWidth"), lineCap: cap, lineJoin: join,
            miterLimit: GeometryInput.length(miterLimit, "miterLimit", fallback: 10), dash: dash.map { GeometryInput.length($0, "dash") },
            dashPhase: GeometryInput.signed(dashPhase, "dashPhase"))
    }
}
