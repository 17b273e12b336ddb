import CCairo
import CFreeType
import CHarfBuzz
import Foundation
import NapkinFonts

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

    private let face: LoadedSymbolFace

    private init() {
        guard let url = BundledFonts.url(forFile: Self.fileName) else {
            preconditionFailure("The bundled symbol font \(Self.fileName) is missing from napkin's resources; rebuild the package")
        }
        face = LoadedSymbolFace(path: url.path)
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
        // HarfBuzz measures from the origin on the baseline, y up; the em's top is the ascender.
        let top = (face.ascender - Double(extents.y_bearing)) / em
        return Rect(x: Double(extents.x_bearing) / em, y: top, width: Double(extents.width) / em, height: Double(-extents.height) / em)
    }

    /// The distance from the top of the em square to the baseline, as a fraction of the em.
    public var baseline: Double { face.ascender / face.unitsPerEm }

    /// Cairo's face for drawing, shared and reference-counted by Cairo.
    var cairoFace: OpaquePointer { face.cairoFace }
}

/// The loaded symbol file. `@unchecked Sendable` for the same reason as `LoadedFace`: every
/// field is immutable after `init`, HarfBuzz fonts are safe to read from many threads once
/// made, and Cairo font faces do their own locking.
private final class LoadedSymbolFace: @unchecked Sendable {
    let hbFont: OpaquePointer
    let cairoFace: OpaquePointer
    let unitsPerEm: Double
    /// The ascender in font units.
    let ascender: Double

    init(path: String) {
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        precondition(upem > 0, "napkin could not load the bundled symbol font \(path); reinstall the package")
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hbFont = font
        unitsPerEm = Double(upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        // Material Icons' em is its 24-unit design grid; its ascender is the em's top.
        ascender = Double(extents.ascender)

        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        precondition(error == 0, "FreeType failed to start (error \(error))")
        var ftFace: FT_Face?
        error = FT_New_Face(library, path, 0, &ftFace)
        precondition(error == 0 && ftFace != nil, "FreeType could not open the bundled symbol font \(path) (error \(error))")
        let noHinting: Int32 = 1 << 1
        cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, noHinting)
    }
}

extension Canvas {
    /// Draws symbol `glyph` of ``SymbolFont`` so that its em square fills `emRect` (square
    /// or not: a resizable symbol is stretched), in `color`.
    public func drawSymbol(_ glyph: UInt32, em emRect: Rect, color: Color) {
        guard emRect.width > 0, emRect.height > 0, color.opacity > 0 else { return }
        let font = SymbolFont.shared
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
