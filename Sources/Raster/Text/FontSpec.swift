/// A font as the renderer draws it: a typeface from the bundled set, a size in points, a
/// tracking, and the line metrics and digit widths to lay it out with.
///
/// `FontSpec.serif(44)` is EB Garamond at 44 pt; `.mono(12).tracking(2)` is JetBrains Mono
/// with two points of extra space after every character. SwiftUI's names for fonts (text
/// styles, `.system(size:weight:design:)`, Dynamic Type) are NapkinUI's `Font`, which
/// resolves to a `FontSpec` for a view's environment.
public struct FontSpec: Sendable, Hashable {
    /// The typeface.
    public var face: Face
    /// The size in points (the em square).
    public var size: Double
    /// Extra space after every character, in points.
    public var tracking: Double
    /// True when every digit has the same advance (OpenType `tnum`), as SwiftUI's
    /// `monospacedDigit()`.
    public var monospacedDigits = false
    /// True for fonts that stand in for Apple's system font (NapkinUI's text styles,
    /// `.system`, `.custom`): their line box has the proportions of Apple's system font
    /// (ascender 0.952 em, descender 0.241 em), so text lays out as tall as on iOS although
    /// the glyphs are Inter's.
    public var usesSystemMetrics = false
    /// True for fonts that stand in for Apple's system font by name (text styles and
    /// `.system(size:)` in the default or rounded design): characters drawn in Inter get
    /// San Francisco's size-specific tracking (``systemTracking``) on top of ``tracking``.
    public var tracksLikeSystemFont = false
    /// True for the system font's rounded design (SF Pro Rounded on iOS), drawn in Inter: its
    /// regular weight is narrower than SF Pro's, so it tracks tighter (``systemTracking``).
    public var isRoundedDesign = false
    /// The space between lines, as SwiftUI's `Font.Leading`.
    public var leading: Leading = .standard
    /// How far the glyphs are drawn above the baseline, in points (SwiftUI's
    /// `baselineOffset(_:)`); the line box does not change.
    public var baselineOffset: Double = 0

    /// A font of `face` at `size` points, with `tracking` points of letter spacing.
    public init(face: Face, size: Double, tracking: Double = 0) {
        self.face = face
        self.size = size
        self.tracking = tracking
    }

    /// EB Garamond Regular at `size` points.
    public static func serif(_ size: Double) -> FontSpec { FontSpec(face: .serif, size: size) }
    /// EB Garamond Italic at `size` points.
    public static func serifItalic(_ size: Double) -> FontSpec { FontSpec(face: .serifItalic, size: size) }
    /// JetBrains Mono at `size` points.
    public static func mono(_ size: Double) -> FontSpec { FontSpec(face: .mono, size: size) }
    /// Inter Regular at `size` points.
    public static func sans(_ size: Double) -> FontSpec { FontSpec(face: .sans, size: size) }
    /// Inter Medium at `size` points.
    public static func sansMedium(_ size: Double) -> FontSpec { FontSpec(face: .sansMedium, size: size) }

    /// The same font with `tracking` points of letter spacing.
    public func tracking(_ tracking: Double) -> FontSpec {
        var copy = self
        copy.tracking = tracking
        return copy
    }

    /// The same font at another size.
    public func size(_ size: Double) -> FontSpec {
        var copy = self
        copy.size = size
        return copy
    }

    /// The italic counterpart in the same family and weight (EB Garamond Italic, Inter
    /// Italic). A face with no italic file (mono, heavy Inter weights) takes the nearest weight
    /// that has one; mono stays upright rather than being slanted synthetically.
    public func italic() -> FontSpec {
        with(face: Face.matching(family: face.family, weight: face.weight, italic: true))
    }

    /// The same font in `weight` (the nearest bundled weight of its family), as SwiftUI's
    /// `FontSpec.weight(_:)`.
    public func weight(_ weight: Weight) -> FontSpec {
        with(face: Face.matching(family: face.family, weight: weight, italic: face.isItalic))
    }

    /// The bold weight, as SwiftUI's `Font.bold()`.
    public func bold() -> FontSpec { weight(.bold) }

    /// Digits of one width, as SwiftUI's `monospacedDigit()`.
    public func monospacedDigit() -> FontSpec {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }

    /// The monospaced family (JetBrains Mono) at the same size and nearest weight, as
    /// SwiftUI's `Font.monospaced()`.
    public func monospaced() -> FontSpec {
        with(face: Face.matching(family: .monospaced, weight: face.weight, italic: face.isItalic))
    }

    /// The same font with tighter or looser lines, as SwiftUI's `Font.leading(_:)`.
    public func leading(_ leading: Leading) -> FontSpec {
        var copy = self
        copy.leading = leading
        return copy
    }

    private func with(face: Face) -> FontSpec {
        var copy = self
        copy.face = face
        return copy
    }

    // MARK: Metrics

    /// Apple's system font's ascender and descender, in ems (SF Pro's `hhea` table: 1950 and
    /// 494 of 2048 units), which iOS's text line boxes follow.
    static let systemAscender = 1950.0 / 2048
    static let systemDescender = 494.0 / 2048
    /// Apple's system font's cap height, in ems (SF Pro's `OS/2` table: 1443 of 2048 units).
    static let systemCapHeight = 1443.0 / 2048

    /// The distance from the baseline to the top of the line box, in points.
    public var ascender: Double {
        hasSystemLineBox ? Self.systemAscender * size : FontRegistry.shared.face(face).ascender * size
    }
    /// The distance from the baseline to the bottom of the line box, in points (positive).
    public var descender: Double {
        hasSystemLineBox ? Self.systemDescender * size : FontRegistry.shared.face(face).descender * size
    }
    /// The extra gap the font asks for between lines, in points (negative for `.tight`
    /// leading).
    public var lineGap: Double {
        let own = hasSystemLineBox ? 0 : FontRegistry.shared.face(face).lineGap * size
        // iOS's tight and loose leading move lines by about 2 points at 17 pt.
        switch leading {
        case .standard: return own
        case .tight: return own - size * 2 / 17
        case .loose: return own + size * 2 / 17
        }
    }
    /// The height of one line: ascender + descender + line gap.
    public var lineHeight: Double { ascender + descender + lineGap }
    /// The height of capital letters above the baseline, in points.
    public var capHeight: Double { FontRegistry.shared.face(face).capHeight * size }
    /// The cap height of the font whose line box this font takes: Apple's system font's for a
    /// font with ``usesSystemMetrics`` (what iOS spaces its text by), the face's own otherwise.
    public var lineBoxCapHeight: Double {
        hasSystemLineBox ? Self.systemCapHeight * size : capHeight
    }
    /// True when the line box is Apple's system font's: for ``usesSystemMetrics``, and for the
    /// symbol face, whose symbols stand in for SF Symbols (drawn to SF Pro's proportions).
    var hasSystemLineBox: Bool { usesSystemMetrics || face == .symbol }
    /// How far below the baseline an underline's middle sits, in points.
    public var underlineOffset: Double { FontRegistry.shared.face(face).underlineOffset * size }
    /// An underline's thickness, in points.
    public var underlineThickness: Double { FontRegistry.shared.face(face).underlineThickness * size }
    /// How far above the baseline a strikethrough's middle sits, in points.
    public var strikeoutOffset: Double { FontRegistry.shared.face(face).strikeoutOffset * size }
    /// A strikethrough's thickness, in points.
    public var strikeoutThickness: Double { FontRegistry.shared.face(face).strikeoutThickness * size }

    /// The sum of the nominal advances of the characters in `text`, without shaping,
    /// kerning or tracking: what the text would measure if no pair were kerned.
    public func nominalAdvance(of text: String) -> Double {
        let loaded = FontRegistry.shared.face(face)
        return text.unicodeScalars.reduce(0) { $0 + loaded.nominalAdvance(of: $1) } * size
    }
}

extension FontSpec {
    /// The weights of the bundled faces, lightest first (the names are SwiftUI's `Font.Weight`).
    public enum Weight: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// The lightest weight (Inter Thin).
        case ultraLight
        /// Inter ExtraLight.
        case thin
        /// Inter Light.
        case light
        /// Inter Regular.
        case regular
        /// Inter Medium.
        case medium
        /// Inter SemiBold.
        case semibold
        /// Inter Bold.
        case bold
        /// Inter ExtraBold.
        case heavy
        /// Inter Black.
        case black

        /// Orders from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.thickness < rhs.thickness
        }

        /// The CSS-style weight number (100 thin … 900 black); ultraLight is lighter than thin
        /// in SwiftUI although Inter calls its lightest face "Thin".
        var thickness: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }
    }

    /// The families of the bundled faces (the names are SwiftUI's `Font.Design`).
    public enum Design: Sendable, Hashable, CaseIterable {
        /// The system sans serif (Inter).
        case `default`
        /// A serif (EB Garamond).
        case serif
        /// A monospaced face (JetBrains Mono).
        case monospaced
        /// SF Pro Rounded on iOS; drawn in Inter, which has no rounded cut.
        case rounded

        /// The position in `allCases`.
        var ordinal: Int {
            switch self {
            case .default: return 0
            case .serif: return 1
            case .monospaced: return 2
            case .rounded: return 3
            }
        }
    }

    /// The spacing between lines, as SwiftUI's `Font.Leading`.
    public enum Leading: Sendable, Hashable {
        /// The font's own line height.
        case standard
        /// About 2 points less at 17 pt.
        case tight
        /// About 2 points more at 17 pt.
        case loose
    }

    /// The bundled face that stands in for the font called `name`. Only bundled faces are
    /// ever drawn: the name picks the family (a name with "Mono", "Courier", "Menlo" or "Code"
    /// → JetBrains Mono; "Serif", "Garamond", "Times", "Georgia", "Baskerville", "Palatino" or
    /// "New York" → EB Garamond; anything else → Inter) and its words pick the weight ("Thin",
    /// "Light", "Medium", "Semibold", "Bold", "Heavy", "Black") and italic ("Italic", "Oblique").
    public static func customFace(named name: String) -> Face {
        let words = name.lowercased()
        func has(_ keys: String...) -> Bool { keys.contains { words.contains($0) } }
        let family: Design
        if has("mono", "courier", "menlo", "code", "consol") {
            family = .monospaced
        } else if has("serif", "garamond", "times", "georgia", "baskerville", "palatino", "new york") && !has("sans") {
            family = .serif
        } else {
            family = .default
        }
        let weight: Weight
        if has("ultralight", "extralight", "hairline") {
            weight = .ultraLight
        } else if has("thin") {
            weight = .thin
        } else if has("semibold", "demibold", "semi bold", "demi bold") {
            weight = .semibold
        } else if has("extrabold", "ultrabold", "heavy") {
            weight = .heavy
        } else if has("black") {
            weight = .black
        } else if has("bold") {
            weight = .bold
        } else if has("medium") {
            weight = .medium
        } else if has("light") {
            weight = .light
        } else {
            weight = .regular
        }
        return Face.matching(family: family, weight: weight, italic: has("italic", "oblique"))
    }
}
