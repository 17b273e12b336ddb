internal import Raster

/// Variants of a symbol chosen for a subtree, as SwiftUI's `SymbolVariants`:
/// `.symbolVariant(.fill)` turns `Image(systemName: "heart")` into `heart.fill`.
public struct SymbolVariants: Sendable, Hashable {
    private let suffixes: [String]

    /// No variant: names are used as written.
    public static let none = SymbolVariants(suffixes: [])
    /// Filled shapes (`.fill`).
    public static let fill = SymbolVariants(suffixes: ["fill"])
    /// Enclosed in a circle (`.circle`).
    public static let circle = SymbolVariants(suffixes: ["circle"])
    /// Enclosed in a square (`.square`).
    public static let square = SymbolVariants(suffixes: ["square"])
    /// Struck through (`.slash`).
    public static let slash = SymbolVariants(suffixes: ["slash"])

    /// This variant filled: `.circle.fill`.
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }

    /// `name` with the variant's suffixes that it does not already have, when the result is
    /// a known symbol; otherwise `name` unchanged (as SF Symbols falls back).
    func apply(to name: String) -> String {
        var result = name
        for suffix in suffixes where !result.split(separator: ".").contains(Substring(suffix)) {
            result += "." + suffix
        }
        return SymbolNames.entry(for: result) != nil ? result : name
    }
}

/// How symbols are coloured, as SwiftUI's `SymbolRenderingMode`. NapkinUI's symbol font has
/// one layer, so every mode draws the symbol in the foreground style (as `.monochrome`).
public struct SymbolRenderingMode: Sendable, Hashable {
    private let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in opacities of one colour (drawn as monochrome).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in given colours (drawn as monochrome).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours (drawn as monochrome).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// How a view with an aspect ratio fills the space offered, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable {
    /// As large as fits inside the space.
    case fit
    /// As small as covers the space (the excess spills outside the frame).
    case fill
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The relative size of symbols next to text (`.imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variant of symbols drawn inside (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Sizes the symbols inside relative to their font: `.small`, `.medium` or `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Draws the symbols inside in a variant, such as `.fill`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Accepted for source compatibility: symbols are drawn in one colour (see
    /// ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        self
    }
}

extension Image {
    /// Accepted for source compatibility (see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
