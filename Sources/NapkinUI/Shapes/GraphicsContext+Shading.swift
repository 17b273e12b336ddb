internal import Raster

extension GraphicsContext {
    /// What a ``GraphicsContext`` fills or strokes with, as SwiftUI's `GraphicsContext.Shading`:
    /// a colour, any shape style, or a gradient between points of the canvas.
    @MainActor
    public struct Shading {
        /// The paint in an environment, for the canvas's own rectangle (gradients span it).
        let paint: @MainActor (EnvironmentValues, Rect) -> Paint

        /// One colour.
        public static func color(_ color: Color) -> Shading {
            Shading { environment, _ in .color(color.srgb(in: environment)) }
        }

        /// Any shape style: `.style(.tint)`, `.style(.secondary)`, a gradient spanning the canvas.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading { environment, _ in style.paint(in: environment) }
        }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading {
            Shading { environment, _ in environment.foreground.paint(in: environment) }
        }

        /// Colours along the line from `startPoint` to `endPoint`, in the canvas's points.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { environment, rect in
                .linearGradient(
                    gradient.resolvedStops(in: environment), start: unit(startPoint, in: rect), end: unit(endPoint, in: rect))
            }
        }

        /// Colours by the distance from `center` (in the canvas's points), from `startRadius`
        /// to `endRadius` points.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { environment, rect in
                .radialGradient(
                    gradient.resolvedStops(in: environment), center: unit(center, in: rect), startRadius: Double(startRadius),
                    endRadius: Double(endRadius))
            }
        }

        /// `point` in the unit coordinates of `rect`, as Raster's gradients take them.
        private static func unit(_ point: CGPoint, in rect: Rect) -> Point {
            Point(
                x: rect.width > 0 ? (Double(point.x) - rect.minX) / rect.width : 0,
                y: rect.height > 0 ? (Double(point.y) - rect.minY) / rect.height : 0)
        }
    }

    /// How a gradient repeats beyond its ends, as SwiftUI's `GraphicsContext.GradientOptions`;
    /// NapkinUI extends the end colours (the default), so every option draws the same.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient (drawn extended).
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat it mirrored (drawn extended).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear colour (drawn in sRGB).
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
