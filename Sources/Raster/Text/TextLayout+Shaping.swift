import CHarfBuzz

/// The paragraph shaped once: per-scalar advances, break opportunities and glyphs. Line
/// breaking then only cuts this into lines, so wrapping at another width needs no reshaping.
struct ShapedParagraph {
    struct ShapedGlyph {
        let face: FontSpec.Face
        let index: UInt32
        let size: Double
        let cluster: Int  // scalar index
        let item: Int  // the shaping item (one run, face and bidi level) it came from
        let advance: Double
        let offset: Point
        let color: SRGBColor?
    }

    var scalars: [Unicode.Scalar] = []
    /// For each scalar: its run.
    var runOfScalar: [Int] = []
    /// For each scalar: the advance of the glyphs of the cluster it starts (0 inside a cluster).
    var advances: [Double] = []
    /// For each offset 0...scalars.count: whether a line may or must break before it.
    var breakBefore: [LineBreakAction] = []
    var glyphs: [ShapedGlyph] = []
    var hasMissingGlyphs = false
    let runs: [TextRun]
    /// The bidirectional resolution, or `nil` when the whole paragraph is left to right.
    var bidi: BidiParagraph?
    /// For each scalar: its bidi level (every removed control takes its neighbour's); empty
    /// when ``bidi`` is `nil`.
    var levelOfScalar: [UInt8] = []
    private var itemCount = 0
    /// For each scalar: the face it is drawn from.
    var faceOfScalar: [FontSpec.Face] = []

    init(runs: [TextRun], naturalDirection: BidiLevelDirection = .leftToRight) {
        self.runs = runs
        for (index, run) in runs.enumerated() {
            for scalar in run.text.unicodeScalars {
                scalars.append(scalar)
                runOfScalar.append(index)
            }
        }
        advances = Array(repeating: 0, count: scalars.count)
        breakBefore = LineBreaks.actions(for: scalars)
        guard !scalars.isEmpty else { return }
        resolveDirections(naturalDirection)
        shape()
    }

    /// Runs the bidirectional algorithm unless the text cannot hold right-to-left characters
    /// (nothing at or above U+0590, the Hebrew block, in a left-to-right view).
    private mutating func resolveDirections(_ natural: BidiLevelDirection) {
        guard natural == .rightToLeft || scalars.contains(where: { $0.value >= 0x0590 }) else { return }
        let paragraph = BidiParagraph(scalars, direction: .auto(fallback: natural))
        guard paragraph.paragraphLevel != 0 || !paragraph.isLeftToRightOnly else { return }
        bidi = paragraph
        var previous = paragraph.paragraphLevel
        levelOfScalar = paragraph.levels.map { level in
            previous = level ?? previous
            return previous
        }
    }

    /// The tracking added after each character of `run` drawn in `face`: none for the joining
    /// Arabic face; the system font's own tracking for Inter's cuts in a system font.
    func trackingOf(face: FontSpec.Face, run: TextRun) -> Double {
        if face == .arabic { return 0 }
        return face.isSystemStandIn ? run.font.tracking + run.font.systemTracking : run.font.tracking
    }

    /// The bidi level of scalar `i` (0 when the paragraph is left to right).
    func level(_ i: Int) -> UInt8 { levelOfScalar.isEmpty ? 0 : levelOfScalar[i] }

    /// True for a scalar drawn from the colour emoji face when it has it: emoji presented as
    /// emoji by default, or followed by the emoji variation selector.
    private func prefersEmoji(_ i: Int) -> Bool {
        let scalar = scalars[i]
        guard scalar.value >= 0x80 else { return false }
        return scalar.properties.isEmojiPresentation || (i + 1 < scalars.count && scalars[i + 1] == "\u{FE0F}")
    }

    /// Splits the text into items of one run and one resolved face, then shapes each item
    /// with the whole paragraph as context.
    private mutating func shape() {
        // Each run's own face; the rest of its fallback chain (other families, then two dozen
        // script faces) is looked up only when a scalar is missing from it, so Latin text
        // never loads the fallback files.
        let primaries = runs.map { FontRegistry.shared.face($0.font.face) }
        var fallbacks = [[LoadedFace]?](repeating: nil, count: runs.count)
        func fallback(_ run: Int, for scalar: Unicode.Scalar) -> LoadedFace? {
            if fallbacks[run] == nil {
                fallbacks[run] = runs[run].font.face.fallbackChain.dropFirst().map { FontRegistry.shared.face($0) }
            }
            return fallbacks[run]!.first { $0.glyph(for: scalar) != nil }
        }
        lazy var emoji = FontRegistry.shared.face(.emoji)
        var faceOfScalar: [FontSpec.Face] = []
        faceOfScalar.reserveCapacity(scalars.count)
        for (i, scalar) in scalars.enumerated() {
            let primary = runs[runOfScalar[i]].font.face
            // ASCII is never a mark or selector: skip the property tables for it.
            if scalar.value >= 0x80,
                scalar.properties.generalCategory == .nonspacingMark || scalar.properties.isVariationSelector || scalar == "\u{200D}",
                i > 0, runOfScalar[i - 1] == runOfScalar[i]
            {
                faceOfScalar.append(faceOfScalar[i - 1])
                continue
            }
            if scalar.isWhitespaceScalar || scalar.value < 0x20 {
                faceOfScalar.append(primary)
                continue
            }
            if prefersEmoji(i), emoji.glyph(for: scalar) != nil {
                faceOfScalar.append(.emoji)
            } else if primaries[runOfScalar[i]].glyph(for: scalar) != nil {
                faceOfScalar.append(primary)
            } else if let loaded = fallback(runOfScalar[i], for: scalar) {
                faceOfScalar.append(loaded.face)
            } else {
                faceOfScalar.append(primary)
                hasMissingGlyphs = true
            }
        }

        self.faceOfScalar = faceOfScalar
        let codepoints = scalars.map { $0.value }
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count, runOfScalar[end] == runOfScalar[start], faceOfScalar[end] == faceOfScalar[start],
                level(end) == level(start)
            {
                end += 1
            }
            shapeItem(start..<end, face: faceOfScalar[start], codepoints: codepoints, buffer: buffer)
            start = end
        }
    }

    private mutating func shapeItem(_ range: Range<Int>, face: FontSpec.Face, codepoints: [UInt32], buffer: OpaquePointer) {
        let run = runs[runOfScalar[range.lowerBound]]
        let loaded = FontRegistry.shared.face(face)
        // A symbol is drawn as a symbol image beside text of this size would be: its em
        // `emScale` times the size, the em square centred on the capitals (SF Symbols centre on
        // SF Pro's cap height), so it sits on the line as SF Symbols do inline.
        let size = face == .symbol ? run.font.size * SymbolFont.emScale : run.font.size
        let lowered = face == .symbol ? (loaded.ascender - 0.5) * size - run.font.lineBoxCapHeight / 2 : 0
        let scale = size / loaded.unitsPerEm
        hb_buffer_clear_contents(buffer)
        // The whole paragraph is passed as context, but HarfBuzz copies only the item and a
        // few scalars either side of it, so shaping stays linear in the paragraph's length.
        codepoints.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        // Odd bidi levels are right to left: HarfBuzz then joins Arabic letters, mirrors
        // brackets and gives the glyphs in visual order (last character first).
        hb_buffer_set_direction(buffer, level(range.lowerBound) % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        if run.font.monospacedDigits {
            // Tabular figures: every digit one width, as SwiftUI's monospacedDigit().
            var feature = Self.tabularFigures
            hb_shape(loaded.hbFont, buffer, &feature, 1)
        } else {
            hb_shape(loaded.hbFont, buffer, nil, 0)
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        guard let infos, let positions else { return }
        let item = itemCount
        itemCount += 1
        var lastCluster = -1
        for g in 0..<Int(count) {
            let info = infos[g], position = positions[g]
            let cluster = Int(info.cluster)
            if info.codepoint == 0, !scalars[cluster].isWhitespaceScalar, scalars[cluster].value >= 0x20 {
                hasMissingGlyphs = true
            }
            var advance = Double(position.x_advance) * scale
            if cluster != lastCluster {
                // Tracking: extra space after every character (cluster), as SwiftUI's
                // `.tracking`; line breaking drops it after the last character of a line.
                // Not in Arabic: spacing out a cursive script breaks its joins (CSS Text
                // says the same of letter-spacing).
                advance += trackingOf(face: face, run: run)
                lastCluster = cluster
            }
            advances[cluster] += advance
            glyphs.append(
                ShapedGlyph(
                    face: face,
                    index: info.codepoint,
                    size: size,
                    cluster: cluster,
                    item: item,
                    advance: advance,
                    offset: Point(
                        x: Double(position.x_offset) * scale, y: -Double(position.y_offset) * scale - run.font.baselineOffset + lowered),
                    color: run.color
                ))
        }
    }

    /// The OpenType feature `tnum` (tabular figures) over the whole buffer.
    private static let tabularFigures = hb_feature_t(
        tag: (UInt32(UInt8(ascii: "t")) << 24) | (UInt32(UInt8(ascii: "n")) << 16) | (UInt32(UInt8(ascii: "u")) << 8)
            | UInt32(UInt8(ascii: "m")),
        value: 1, start: 0, end: UInt32.max)
}
