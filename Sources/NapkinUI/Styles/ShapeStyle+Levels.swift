internal import Raster

/// The hierarchical levels of any style (iOS 17): `Color("accent").secondary`,
/// `.background.secondary`, `.tint.tertiary`.
///
/// A colour, a gradient or a material one level down is that style at the hierarchical
/// opacities (``HierarchicalShapeStyle``'s: 60 %, 30 %, 18 %, 10 %; the label colour's levels are
/// the label colours); the foreground's levels are the foreground hierarchy (`.foreground.secondary`
/// is `.secondary`); the system background's are iOS's background colours
/// (`secondarySystemBackground`, then `tertiarySystemBackground`); a level of a level goes further
/// down (`.secondary.secondary` is `.tertiary`).
extension ShapeStyle {
    /// This style one level down.
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), offset: 1) }
    /// This style two levels down.
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), offset: 2) }
    /// This style three levels down.
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), offset: 3) }
    /// This style four levels down.
    public var quinary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), offset: 4) }
}

/// A style `offset` levels below `base`.
struct LeveledShapeStyle: ShapeStyle, PaintingShapeStyle {
    let base: AnyShapeStyle
    let offset: Int

    func paint(in environment: EnvironmentValues) -> Paint {
        Self.leveled(base, by: offset, in: environment).paint(in: environment)
    }

    /// `style` moved `offset` levels down where `environment` applies.
    static func leveled(_ style: AnyShapeStyle, by offset: Int, in environment: EnvironmentValues) -> AnyShapeStyle {
        switch style.base {
        case let leveled as LeveledShapeStyle:
            return Self.leveled(leveled.base, by: leveled.offset + offset, in: environment)
        case let hierarchical as HierarchicalShapeStyle:
            return AnyShapeStyle(HierarchicalShapeStyle(level: min(4, hierarchical.level + offset)))
        case is ForegroundStyle:
            return AnyShapeStyle(HierarchicalShapeStyle(level: min(4, offset)))
        case is BackgroundStyle:
            if let custom = environment.backgroundStyle { return Self.leveled(custom, by: offset, in: environment) }
            return AnyShapeStyle(offset >= 2 ? Color.tertiarySystemBackground : Color.secondarySystemBackground)
        default:
            return HierarchicalShapeStyle(level: min(4, offset)).relative(to: style)
        }
    }
}
