internal import Raster

/// Something that colours a shape's fill or stroke, a text or a background, as SwiftUI's
/// `ShapeStyle`: a `Color`, a gradient, a material, or a style that depends on where it is
/// used (`.primary`, `.secondary`, `.tint`, `.background`, `.foreground`).
///
/// A style is resolved where the environment is known, so light and dark colours, the tint
/// and the foreground style all follow the view's position in the tree.
///
/// Write your own as in SwiftUI (iOS 17), by resolving it to another style:
/// ```swift
/// struct Warning: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.orange : Color.red
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The style this one stands for where `environment` applies (NapkinUI's own styles draw
    /// themselves and leave it `Never`).
    associatedtype Resolved: ShapeStyle = Never
    /// The style to draw with in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// Never called: NapkinUI's own styles give the renderer their paint directly.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) draws itself and resolves to no other style")
    }
}

/// `Never` is the style of styles that resolve to no other, as in SwiftUI.
extension Never: ShapeStyle {}

/// NapkinUI's own styles: each gives the renderer's paint for an environment directly.
protocol PaintingShapeStyle: ShapeStyle {
    /// The paint this style draws with in `environment`.
    func paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// The style at `opacity` (0…1), as SwiftUI's `ShapeStyle.opacity(_:)`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }

    /// The paint this style draws with where `environment` applies (its colours in the
    /// environment's colour scheme): its own for NapkinUI's styles, else its resolved style's.
    func paint(in environment: EnvironmentValues) -> Paint {
        if let painting = self as? any PaintingShapeStyle { return painting.paint(in: environment) }
        return resolve(in: environment).paint(in: environment)
    }
}

extension Color: ShapeStyle, PaintingShapeStyle {
    /// The colour in the environment's colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        .color(srgb(in: environment))
    }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, PaintingShapeStyle {
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    /// The wrapped style's paint.
    func paint(in environment: EnvironmentValues) -> Paint {
        base.paint(in: environment)
    }
}

/// A style with its opacity multiplied.
struct ModifiedShapeStyle: ShapeStyle, PaintingShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double

    func paint(in environment: EnvironmentValues) -> Paint {
        base.paint(in: environment).opacity(opacity)
    }
}

/// The levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle`:
/// `.foregroundStyle(.secondary)` is the current foreground, one level down.
///
/// Over the default foreground (the label colour) the levels are iOS's label colours
/// (`secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`); over any other style they are that
/// style at 60 %, 30 %, 18 % and 10 % opacity (the label colours' own steps).
public struct HierarchicalShapeStyle: ShapeStyle, PaintingShapeStyle {
    /// 0 for primary … 4 for quinary.
    let level: Int

    /// The foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The foreground style one level down (secondary text).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The foreground style two levels down.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The foreground style three levels down.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The foreground style four levels down.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The current foreground style at this level (or the style given for the level by
    /// `.foregroundStyle(_:_:)` / `(_:_:_:)`).
    func paint(in environment: EnvironmentValues) -> Paint {
        if level > 0, level <= environment.foregroundLevels.count {
            return environment.foregroundLevels[level - 1].paint(in: environment)
        }
        return relative(to: environment.foreground).paint(in: environment)
    }

    /// This level of `base`, as a style that keeps resolving through the environment.
    func relative(to base: AnyShapeStyle) -> AnyShapeStyle {
        if level == 0 { return base }
        if let color = base.base as? Color, color == .label {
            let labels: [Color] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, Color.quaternaryLabel.opacity(0.55)]
            return AnyShapeStyle(labels[min(level, labels.count - 1)])
        }
        let opacities = [1, 0.6, 0.3, 0.18, 0.1]
        return AnyShapeStyle(ModifiedShapeStyle(base: base, opacity: opacities[min(level, opacities.count - 1)]))
    }
}

/// The current foreground style, as SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle, PaintingShapeStyle {
    /// The foreground style.
    public init() {}
    /// The environment's foreground style.
    func paint(in environment: EnvironmentValues) -> Paint {
        environment.foreground.paint(in: environment)
    }
}

/// The current background style, as SwiftUI's `BackgroundStyle` (`.background`): the system
/// background (white, in dark black) unless `.backgroundStyle(_:)` set another.
public struct BackgroundStyle: ShapeStyle, PaintingShapeStyle {
    /// The background style.
    public init() {}
    /// The environment's background style.
    func paint(in environment: EnvironmentValues) -> Paint {
        (environment.backgroundStyle ?? AnyShapeStyle(Color.systemBackground)).paint(in: environment)
    }
}

/// The current tint, as SwiftUI's `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle, PaintingShapeStyle {
    /// The tint style.
    public init() {}
    /// The environment's tint in its colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        .color(environment.tint.srgb(in: environment))
    }
}

/// The separator colour, as SwiftUI's `SeparatorShapeStyle` (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle, PaintingShapeStyle {
    /// The separator style.
    public init() {}
    /// iOS's separator colour in the environment's colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        .color(Color.separator.srgb(in: environment))
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style itself.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The foreground style one level down (secondary text).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The foreground style two levels down.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The foreground style three levels down.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The foreground style four levels down.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style (the system background by default).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `.background` draws with; `nil` means the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// The colour of text, shapes and strokes that set none themselves, resolved in this
    /// environment's colour scheme (a gradient foreground gives its first colour). Setting it
    /// sets the foreground style to the colour.
    public var foregroundColor: Color {
        get { Color(foregroundSRGB) }
        set { foreground = AnyShapeStyle(newValue) }
    }

    /// ``foregroundColor`` as drawing calls take it.
    var foregroundSRGB: SRGBColor { foreground.paint(in: self).representativeColor }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style at `opacity` (0…1), for `.foregroundStyle(.opacity(0.9))`:
    /// SwiftUI's style "multiplies by opacity when drawing" the style it replaces.
    public static func opacity(_ opacity: Double) -> AnyShapeStyle {
        AnyShapeStyle(ForegroundStyle().opacity(opacity))
    }
}
