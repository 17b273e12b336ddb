import CCairo
import CFreeType
import CHarfBuzz
import Foundation
import NapkinFonts
import NapkinSupport

/// One loaded font file: the HarfBuzz font used for shaping and metrics, and the FreeType
/// face and Cairo font face used for drawing. Loaded once per process and never freed. The
/// text faces (``LoadedFace``) and the symbol font (``SymbolFont``) are both loaded this way.
///
/// `@unchecked Sendable` is sound because every field is immutable after `init`, and the C
/// objects behind the pointers are only read afterwards: HarfBuzz fonts are immutable once
/// made and safe to shape with from many threads, and Cairo font faces are reference-counted
/// with their own locking.
class LoadedFontFile: @unchecked Sendable {
    let hbFont: OpaquePointer
    let cairoFace: OpaquePointer
    /// Font units per em.
    let unitsPerEm: Double
    /// Metrics as fractions of the em.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let capHeight: Double
    /// Where an underline's middle sits below the baseline, and how thick it is (the font's
    /// `post` table, or 10 % and 5 % of the em without one).
    let underlineOffset: Double
    let underlineThickness: Double
    /// Where a strikethrough's middle sits above the baseline, and how thick it is (the font's
    /// `OS/2` table, or 27 % and 5 % of the em without one).
    let strikeoutOffset: Double
    let strikeoutThickness: Double

    init(path: String, library: FT_Library) {
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        precondition(upem > 0, "napkin could not load the bundled font \(path); reinstall the package")
        let font = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        // Unscaled: positions come back in font units and are scaled in Swift, so shaping
        // never depends on a pixel size or hinting.
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hbFont = font
        unitsPerEm = Double(upem)

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascender = Double(extents.ascender) / Double(upem)
        descender = Double(-extents.descender) / Double(upem)
        lineGap = Double(extents.line_gap) / Double(upem)
        var capValue: hb_position_t = 0
        if hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &capValue) != 0 {
            capHeight = Double(capValue) / Double(upem)
        } else {
            capHeight = ascender * 0.7
        }
        func metric(_ tag: hb_ot_metrics_tag_t, or fallback: Double) -> Double {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 ? Double(value) / Double(upem) : fallback
        }
        // HarfBuzz gives offsets upwards from the baseline (an underline's is negative).
        underlineOffset = -metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET, or: -0.1)
        underlineThickness = max(metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE, or: 0.05), 0.02)
        strikeoutOffset = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, or: 0.27)
        strikeoutThickness = max(metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE, or: 0.05), 0.02)

        var ftFace: FT_Face?
        let error = FT_New_Face(library, path, 0, &ftFace)
        precondition(error == 0 && ftFace != nil, "FreeType could not open the bundled font \(path) (error \(error))")
        // FT_LOAD_NO_HINTING: outlines are drawn exactly as designed, the same on every
        // machine. Cairo's font options below also turn hinting and hint metrics off.
        // FT_LOAD_COLOR: colour bitmap glyphs (the emoji face's CBDT strikes) draw in their
        // own colours; outline faces are unaffected.
        let noHinting: Int32 = 1 << 1, color: Int32 = 1 << 20
        cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, noHinting | color)
    }

    /// The glyph for `scalar` in this face, or `nil` when the face lacks it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// The advance of `scalar`'s glyph (or `.notdef`) as a fraction of the em.
    func nominalAdvance(of scalar: Unicode.Scalar) -> Double {
        let glyph = self.glyph(for: scalar) ?? 0
        return Double(hb_font_get_glyph_h_advance(hbFont, glyph)) / unitsPerEm
    }
}

/// A loaded text face: its file, and which ``FontSpec/Face`` it is.
final class LoadedFace: LoadedFontFile, @unchecked Sendable {
    let face: FontSpec.Face

    init(face: FontSpec.Face, path: String, library: FT_Library) {
        self.face = face
        super.init(path: path, library: library)
    }
}

/// The process-wide cache of loaded faces. Each face is loaded the first time it is asked
/// for, under the lock, and then shared read-only by every thread.
final class FontRegistry: Sendable {
    static let shared = FontRegistry()

    private struct State {
        var faces: [FontSpec.Face: LoadedFace] = [:]
        var library: FT_Library?
    }

    private let state = Locked(State())

    /// The loaded face for `face`, loading it on first use.
    func face(_ face: FontSpec.Face) -> LoadedFace {
        state.withLock { state in
            if let loaded = state.faces[face] { return loaded }
            let loaded = LoadedFace(face: face, path: Self.bundledPath(face.fileName), library: Self.library(in: &state))
            state.faces[face] = loaded
            return loaded
        }
    }

    /// The process's FreeType library, started on first use.
    private static func library(in state: inout State) -> FT_Library {
        if state.library == nil {
            let error = FT_Init_FreeType(&state.library)
            precondition(error == 0, "FreeType failed to start (error \(error))")
        }
        return state.library!
    }

    /// The path of the bundled font file `fileName`.
    private static func bundledPath(_ fileName: String) -> String {
        guard let url = BundledFonts.url(forFile: fileName) else {
            preconditionFailure("The bundled font \(fileName) is missing from napkin's resources; rebuild the package")
        }
        return url.path
    }

    /// Sets Cairo's font options pinned for determinism on `context`: grey antialiasing, no
    /// hinting, hint metrics off. Cairo copies them, so nothing is shared between threads.
    static func applyFontOptions(to context: OpaquePointer) {
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
}
