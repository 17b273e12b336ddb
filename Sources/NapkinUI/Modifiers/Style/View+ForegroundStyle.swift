internal import Raster

extension View {
    /// Sets the style of text, shapes and strokes inside: a colour (`.red`), a level of the
    /// current style (`.secondary`), `.tint`, a gradient. A level is taken of the style around
    /// this view, as in SwiftUI.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { environment in
            // A level is taken of the style around, also when erased (`AnyShapeStyle(.secondary)`).
            if let level = (style as? HierarchicalShapeStyle) ?? ((style as? AnyShapeStyle)?.base as? HierarchicalShapeStyle) {
                if level.level > 0, level.level <= environment.foregroundLevels.count {
                    environment.foreground = environment.foregroundLevels[level.level - 1]
                } else {
                    environment.foreground = level.relative(to: environment.foreground)
                }
            } else if style is Color {
                environment.foreground = AnyShapeStyle(style)
            } else {
                // A style made from `.foreground` (`.foreground.opacity(0.5)`, `.opacity(0.9)`) means
                // the foreground around this modifier, not the one it sets.
                environment.foreground = AnyShapeStyle(OuterForegroundStyle(style: AnyShapeStyle(style), outer: environment.foreground))
            }
        }
    }

    /// Sets the primary and secondary foreground styles, as SwiftUI's `foregroundStyle(_:_:)`:
    /// `.secondary` inside draws with `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentModifiedView(content: self) { environment in
            environment.foreground = AnyShapeStyle(primary)
            environment.foregroundLevels = [AnyShapeStyle(secondary)]
        }
    }

    /// Sets the primary, secondary and tertiary foreground styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View
    {
        EnvironmentModifiedView(content: self) { environment in
            environment.foreground = AnyShapeStyle(primary)
            environment.foregroundLevels = [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }

    /// Sets the colour of text and shapes inside (SwiftUI's older name for
    /// ``foregroundStyle(_:)``); `nil` leaves it unchanged.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifiedView(content: self) { if let color { $0.foreground = AnyShapeStyle(color) } }
    }
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static var defaultValue: [AnyShapeStyle] { [] }
}

extension EnvironmentValues {
    /// The styles `.foregroundStyle(_:_:)` gave the secondary (and tertiary) levels.
    var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }
}

/// A foreground style painted where `.foreground` is the style around the modifier that set it.
struct OuterForegroundStyle: ShapeStyle, PaintingShapeStyle {
    let style: AnyShapeStyle
    let outer: AnyShapeStyle

    func paint(in environment: EnvironmentValues) -> Paint {
        var around = environment
        around.foreground = outer
        return style.paint(in: around)
    }
}
