internal import Raster

/// A two-dimensional gradient, as SwiftUI's `MeshGradient` (iOS 18): colours at the vertices of a `width` × `height`
/// grid of unit points, each cell blending its corners' colours, over a background colour. A view (it fills the space
/// offered) and a shape style (`.fill(MeshGradient(…))`, `.background(MeshGradient(…))`).
///
/// NapkinUI draws each cell as a patch whose colours blend bilinearly between its corners (Cairo's mesh patterns);
/// SwiftUI's `smoothsColors` (cubic blending across cells) and Bézier cell edges are approximated by straight edges and
/// bilinear blending, and every colour space blends as sRGB. A grid whose point or colour count is not
/// `width` × `height` (or smaller than 2 × 2) draws its background only, where SwiftUI draws nothing useful either.
public struct MeshGradient: ShapeStyle, PaintingShapeStyle {
    /// A vertex of the grid with the tangents of its edges, as SwiftUI's `MeshGradient.BezierPoint` (the tangents are
    /// kept; cells are drawn with straight edges).
    public struct BezierPoint: Sendable, Hashable {
        /// The vertex, as a unit point.
        public var position: SIMD2<Float>
        /// The control point toward the leading neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point toward the top neighbour.
        public var topControlPoint: SIMD2<Float>
        /// The control point toward the trailing neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point toward the bottom neighbour.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex with its four control points.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
            bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the grid's vertices are.
    public enum Locations: Sendable, Hashable {
        /// Unit points, row by row.
        case points([SIMD2<Float>])
        /// Vertices with control points, row by row.
        case bezierPoints([BezierPoint])

        var positions: [SIMD2<Float>] {
            switch self {
            case .points(let points): points
            case .bezierPoints(let points): points.map(\.position)
            }
        }
    }

    /// The grid's colours.
    public enum Colors: Sendable, Hashable {
        /// Colours resolved where the gradient is drawn.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// The number of vertices across.
    public var width: Int
    /// The number of vertices down.
    public var height: Int
    /// The vertices.
    public var locations: Locations
    /// The colour at each vertex.
    public var colors: Colors
    /// The colour outside the mesh.
    public var background: Color
    /// Whether colours blend smoothly across cells (drawn bilinearly within each cell here).
    public var smoothsColors: Bool
    /// The colour space the colours blend in (sRGB here).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` vertices at `points` with `colors`.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices at `points` with resolved colours.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices with control points.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh from its parts.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    func paint(in environment: EnvironmentValues) -> Paint {
        let resolved: [SRGBColor] =
            switch colors {
            case .colors(let colors): colors.map { $0.srgb(in: environment) }
            case .resolvedColors(let colors): colors.map { Color($0).srgb(in: environment) }
            }
        let points = locations.positions.map {
            Point(
                x: GeometryInput.number(Double($0.x), "MeshGradient(points:)", fallback: 0),
                y: GeometryInput.number(Double($0.y), "MeshGradient(points:)", fallback: 0))
        }
        return .meshGradient(
            width: width, height: height, points: points, colors: resolved, background: background.srgb(in: environment))
    }
}

extension MeshGradient: View, PrimitiveView {
    /// No body: a gradient is drawn directly, filling the space it is offered.
    public typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: .rectangle, fill: paint(in: environment), stroke: nil, kindName: "MeshGradient")
    }
}

extension Gradient {
    /// The space a gradient's colours blend in, as SwiftUI's `Gradient.ColorSpace` (iOS 18): NapkinUI blends in sRGB,
    /// as `.device` does on an iPhone; `.perceptual` is kept and blends the same.
    public struct ColorSpace: Sendable, Hashable {
        let name: String
        /// The device's colour space (sRGB on an iPhone).
        public static let device = ColorSpace(name: "device")
        /// A perceptually uniform space (Oklab on iOS).
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
