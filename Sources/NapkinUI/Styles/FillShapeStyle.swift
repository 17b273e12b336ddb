internal import Raster

/// iOS's overlay fill, as SwiftUI's `FillShapeStyle` (`.fill`): a translucent grey for shapes
/// over a background — the system fill, whose `secondary`, `tertiary` and `quaternary` levels
/// are the secondary, tertiary and quaternary system fills, for larger shapes.
public struct FillShapeStyle: ShapeStyle, PaintingShapeStyle {
    /// 0 for the primary fill … 3 for the quaternary one.
    let level: Int

    /// The primary fill (thin and small shapes: a slider's track).
    public init() { level = 0 }

    private init(level: Int) { self.level = level }

    /// The fill for medium shapes (a switch's background): the secondary system fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The fill for large shapes (fields, search bars, buttons): the tertiary system fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fill for large areas with content in them: the quaternary system fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    /// This level's system fill in the environment's colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        let colors: [Color] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return .color(colors[level].srgb(in: environment))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// iOS's overlay fill: the system fill (`.fill.secondary` and below for larger shapes).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
