import CCairo
import CHarfBuzz

/// The bundled symbol font (Material Icons, Apache 2.0), from which NapkinUI draws
/// `Image(systemName:)`. Symbols are glyphs: they are drawn like text, in any colour, at any
/// size, with the same deterministic options (no hinting, grey antialiasing).
///
/// Each symbol sits on a square em; ``inkBounds(of:)`` gives the part the glyph covers, so a
/// symbol's frame can hug its ink as SF Symbols' frames do.
public final class SymbolFont: Sendable {
    /// The one symbol font, loaded on first use.
    public static let shared = SymbolFont()

    /// The bundled file.
    public static let fileName = "MaterialIcons-Regular.ttf"

    /// A symbol's em square as a multiple of the text size it stands beside: Material glyphs
    /// fill about 20 of their 24-unit em, and an SF Symbol's ink is about the font's size.
    public static let emScale = 1.2

    private let face: LoadedFontFile

    private init() {
        face = FontRegistry.shared.face(.symbol)
    }

    /// The glyph drawn for `scalar`, or `nil` when the font has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(face.hbFont, scalar.value, &glyph) != 0, glyph != 0 else { return nil }
        return glyph
    }

    /// The rectangle `glyph`'s outline covers, as fractions of the em, with y growing down
    /// from the top of the em square (so `(0, 0, 1×1)` is the whole em).
    public func inkBounds(of glyph: UInt32) -> Rect {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(face.hbFont, glyph, &extents) != 0 else {
            return Rect(x: 0, y: 0, width: 1, height: 1)
        }
        let em = face.unitsPerEm
        // HarfBuzz measures from the origin on the baseline, y up; the em's top is the ascender
        // (Material Icons' em is its 24-unit design grid, and its ascender is the em's top).
        let top = face.ascender - Double(extents.y_bearing) / em
        return Rect(x: Double(extents.x_bearing) / em, y: top, width: Double(extents.width) / em, height: Double(-extents.height) / em)
    }

    /// The distance from the top of the em square to the baseline, as a fraction of the em.
    public var baseline: Double { face.ascender }

    /// Cairo's face for drawing, shared and reference-counted by Cairo.
    var cairoFace: OpaquePointer { face.cairoFace }
}

extension Canvas {
    /// Draws symbol `glyph` of ``SymbolFont`` so that its em square fills `emRect` (square
    /// or not: a resizable symbol is stretched), in `color`.
    public func drawSymbol(_ glyph: UInt32, em emRect: Rect, color: SRGBColor) {
        guard emRect.width > 0, emRect.height > 0, color.opacity > 0 else { return }
        if let recorder {
            noteBandSensitive(emRect, outset: emRect.height / 2)
            return recorder.append(.symbol(glyph, em: emRect, color))
        }
        let font = SymbolFont.shared
        prepareToDraw()
        withSavedState {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            cairo_set_font_face(cr, font.cairoFace)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, emRect.width, emRect.height)
            cairo_set_font_matrix(cr, &matrix)
            var cairoGlyph = cairo_glyph_t(index: UInt(glyph), x: emRect.minX, y: emRect.minY + font.baseline * emRect.height)
            cairo_show_glyphs(cr, &cairoGlyph, 1)
        }
    }
}
