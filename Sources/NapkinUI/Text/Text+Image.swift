internal import Raster

extension Text {
    /// An image inside a text, as SwiftUI's `Text(_: Image)`: `Text(Image(systemName: "star.fill"))`,
    /// joined to other text with `+` or interpolated in a literal (`"\(Image(systemName: "heart")) 12"`).
    ///
    /// A symbol is a character of the line, drawn from the bundled symbol font as
    /// `Image(systemName:)` draws it beside text: as large as the text (times `.imageScale`),
    /// centred on its capitals, in the text's colour, and wrapped, measured and ordered with
    /// its words. Material Icons has one weight, so a bold text's symbol is not bolder, and it
    /// has no multicolour glyphs, so `.renderingMode(.original)` draws it in the text's colour
    /// as well. VoiceOver reads the symbol's name in place of it ("star fill").
    ///
    /// Other images (`Image("name")`, `Image(bitmap:)`) are left out of the drawn text: a run
    /// of glyphs cannot hold a bitmap. The text still reads their accessibility label.
    public init(_ image: Image) {
        segments = [Segment(string: image.accessibility.spokenLabel, image: image)]
    }

    /// The runs that draw `image` in a text set in `spec`: one character of the symbol face,
    /// nothing for an image that is not a symbol, and a replacement character (with a runtime
    /// warning) for a symbol name that is not mapped.
    @MainActor
    func imageRuns(
        _ image: Image, font spec: FontSpec, color: SRGBColor?, decorations: [TextDecoration], in environment: EnvironmentValues
    ) -> [TextRun] {
        guard case .symbol(let requested) = image.source else { return [] }
        let name = environment.symbolVariants.apply(to: requested)
        guard let entry = SymbolNames.entry(for: name), let scalar = Unicode.Scalar(entry.codePoint),
            SymbolFont.shared.glyph(for: scalar) != nil
        else {
            RuntimeWarnings.report("no symbol named \"\(name)\" in Text(Image(systemName:)); it is drawn as \u{FFFD}")
            return [TextRun("\u{FFFD}", font: spec, color: color, decorations: decorations)]
        }
        var symbol = spec
        symbol.face = .symbol
        symbol.size = spec.size * environment.imageScale.factor
        symbol.monospacedDigits = false
        return [TextRun(String(Character(scalar)), font: symbol, color: color, decorations: decorations)]
    }

    /// True when a segment is an image, whose words (its label) differ from its characters.
    var hasImages: Bool { segments.contains { $0.image != nil } }
}

extension ImageAccessibility {
    /// The words VoiceOver reads for the image: its label, its asset name, or a symbol's name
    /// with its dots as spaces ("chevron backward"); nothing for a decorative or unlabelled one.
    var spokenLabel: String {
        switch self {
        case .named(let name): return name
        case .labelled(let label): return label
        case .decorative, .unlabelled: return ""
        case .symbol(let name): return name.split(separator: ".").joined(separator: " ")
        }
    }
}
