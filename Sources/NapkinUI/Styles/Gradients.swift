internal import Raster

/// A point in a view's own unit square, as SwiftUI's `UnitPoint`: `(0, 0)` is the top-left
/// corner, `(1, 1)` the bottom-right.
public struct UnitPoint: Sendable, Hashable {
    /// The horizontal position, 0 (leading) … 1 (trailing).
    public var x: CGFloat
    /// The vertical position, 0 (top) … 1 (bottom).
    public var y: CGFloat

    /// The unit point at `x`, `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// `(0, 0)`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// `(0, 0)`.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var point: Point { Point(CGPoint(x: x, y: y)) }
}

/// An angle, as SwiftUI's `Angle`: `.degrees(90)` or `.radians(.pi / 2)`.
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }

    /// The zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// The zero angle.
    public static let zero = Angle()

    /// Orders by size.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Colours along a line, as SwiftUI's `Gradient`.
public struct Gradient: Sendable, Hashable {
    /// A colour and its position, 0…1.
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: Color
        /// The position along the gradient, 0…1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat(Double($0) / last)) }
    }

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// The stops with their colours in the environment's colour scheme.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map {
            GradientStop(
                color: $0.color.srgb(in: environment),
                location: GeometryInput.fraction(Double($0.location), "Gradient.Stop(location:)", fallback: 0))
        }
    }
}

/// A gradient along a line from `startPoint` to `endPoint`, as SwiftUI's `LinearGradient`.
/// It is also a view that fills the space it is offered.
public struct LinearGradient: ShapeStyle, PaintingShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient through evenly spaced `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient's paint in the environment's colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient.resolvedStops(in: environment), start: startPoint.point, end: endPoint.point)
    }
}

/// A gradient outward from a centre, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, PaintingShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A radial gradient from `startRadius` to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient's paint in the environment's colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(
            gradient.resolvedStops(in: environment), center: center.point,
            startRadius: GeometryInput.length(CGFloat(startRadius), "RadialGradient(startRadius:)"),
            endRadius: GeometryInput.length(CGFloat(endRadius), "RadialGradient(endRadius:)"))
    }
}

/// A gradient around a centre, clockwise from `startAngle` to `endAngle`, as SwiftUI's
/// `AngularGradient` (a conic gradient).
public struct AngularGradient: ShapeStyle, PaintingShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// An angular gradient from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// An angular gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient around `center` starting at `angle`, a full turn, as SwiftUI's
    /// `AngularGradient(gradient:center:angle:)`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// The gradient's paint in the environment's colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(
            gradient.resolvedStops(in: environment), center: center.point, startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient, as SwiftUI's `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient, as SwiftUI's `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient, as SwiftUI's `.radialGradient(colors:center:startRadius:endRadius:)`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient, as SwiftUI's `.angularGradient(colors:center:startAngle:endAngle:)`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension Color {
    /// The colour as a subtle top-to-bottom gradient, as SwiftUI's `Color.gradient`: a little
    /// lighter at the top, the colour itself at the bottom.
    public var gradient: LinearGradient {
        LinearGradient(
            colors: [Color(light: lightened(resolved(dark: false)), dark: lightened(resolved(dark: true))), self],
            startPoint: .top, endPoint: .bottom)
    }

    private func lightened(_ color: Color) -> Color {
        let mix = 0.16
        return Color(
            red: color.red + (1 - color.red) * mix, green: color.green + (1 - color.green) * mix,
            blue: color.blue + (1 - color.blue) * mix, opacity: color.opacity)
    }
}

extension LinearGradient: View, PrimitiveView {
    /// No body: a gradient is drawn directly, filling the space it is offered.
    public typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: .rectangle, fill: paint(in: environment), stroke: nil, kindName: "LinearGradient")
    }
}

extension RadialGradient: View, PrimitiveView {
    /// No body: a gradient is drawn directly, filling the space it is offered.
    public typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: .rectangle, fill: paint(in: environment), stroke: nil, kindName: "RadialGradient")
    }
}

extension AngularGradient: View, PrimitiveView {
    /// No body: a gradient is drawn directly, filling the space it is offered.
    public typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: .rectangle, fill: paint(in: environment), stroke: nil, kindName: "AngularGradient")
    }
}
