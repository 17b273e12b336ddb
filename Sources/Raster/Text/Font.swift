/// A typeface from the bundled set, a size in points and a tracking.
///
/// `Font.serif(44)` is EB Garamond at 44 pt; `.mono(12).tracking(2)` is JetBrains Mono with
/// two points of extra space after every character.
public struct Font: Sendable, Hashable {
    /// The bundled faces. Each is one font file under `Fonts/`.
    public enum Face: String, Sendable, Hashable, CaseIterable {
        /// EB Garamond 12 Regular.
        case serif
        /// EB Garamond 12 Italic.
        case serifItalic
        /// JetBrains Mono Regular.
        case mono
        /// Inter Regular.
        case sans
        /// Inter Medium.
        case sansMedium
        /// Noto Sans Arabic: Arabic, Persian and Urdu letters, drawn when a face lacks them.
        case arabic
        /// Noto Sans Hebrew: Hebrew letters and points, drawn when a face lacks them.
        case hebrew
        /// Noto Color Emoji (a subset, see Fonts/README.md): emoji in colour.
        case emoji
        /// Noto Sans CJK SC (a subset, see Fonts/README.md): common Chinese, Japanese and
        /// Korean characters.
        case cjk

        /// The bundled file that holds the face.
        public var fileName: String {
            switch self {
            case .serif: return "EBGaramond12-Regular.otf"
            case .serifItalic: return "EBGaramond12-Italic.otf"
            case .mono: return "JetBrainsMono-Regular.ttf"
            case .sans: return "Inter-Regular.otf"
            case .sansMedium: return "Inter-Medium.otf"
            case .arabic: return "NotoSansArabic-Regular.ttf"
            case .hebrew: return "NotoSansHebrew-Regular.ttf"
            case .emoji: return "NotoColorEmoji-Subset.ttf"
            case .cjk: return "NotoSansCJKsc-Subset.otf"
            }
        }

        /// The faces tried, in order, for a character this face lacks: the Latin faces, then
        /// the faces of other scripts (Arabic, Hebrew, emoji, CJK).
        public var fallbackChain: [Face] {
            [self] + ([Face.serif, .serifItalic, .mono, .sans] + Face.scriptFallbacks).filter { $0 != self }
        }

        /// The faces that exist to draw scripts the Latin faces lack, in the order tried.
        public static let scriptFallbacks: [Face] = [.arabic, .hebrew, .emoji, .cjk]
    }

    /// The typeface.
    public var face: Face
    /// The size in points (the em square).
    public var size: Double
    /// Extra space after every character, in points.
    public var tracking: Double

    /// A font of `face` at `size` points, with `tracking` points of letter spacing.
    public init(face: Face, size: Double, tracking: Double = 0) {
        self.face = face
        self.size = size
        self.tracking = tracking
    }

    /// EB Garamond Regular at `size` points.
    public static func serif(_ size: Double) -> Font { Font(face: .serif, size: size) }
    /// EB Garamond Italic at `size` points.
    public static func serifItalic(_ size: Double) -> Font { Font(face: .serifItalic, size: size) }
    /// JetBrains Mono at `size` points.
    public static func mono(_ size: Double) -> Font { Font(face: .mono, size: size) }
    /// Inter Regular at `size` points.
    public static func sans(_ size: Double) -> Font { Font(face: .sans, size: size) }
    /// Inter Medium at `size` points.
    public static func sansMedium(_ size: Double) -> Font { Font(face: .sansMedium, size: size) }
    /// The default UI font: Inter Regular at 17 points, as the iOS body style.
    public static let body = Font.sans(17)

    /// The same font with `tracking` points of letter spacing.
    public func tracking(_ tracking: Double) -> Font {
        Font(face: face, size: size, tracking: tracking)
    }

    /// The same font at another size.
    public func size(_ size: Double) -> Font {
        Font(face: face, size: size, tracking: tracking)
    }

    /// The italic counterpart: serif becomes serif italic. The other bundled families have
    /// no italic file, so they are returned unchanged rather than slanted synthetically.
    public func italic() -> Font {
        face == .serif ? Font(face: .serifItalic, size: size, tracking: tracking) : self
    }

    /// The distance from the baseline to the top of the line box, in points.
    public var ascender: Double { FontRegistry.shared.face(face).ascender * size }
    /// The distance from the baseline to the bottom of the line box, in points (positive).
    public var descender: Double { FontRegistry.shared.face(face).descender * size }
    /// The extra gap the font asks for between lines, in points.
    public var lineGap: Double { FontRegistry.shared.face(face).lineGap * size }
    /// The height of one line: ascender + descender + line gap.
    public var lineHeight: Double { ascender + descender + lineGap }
    /// The height of capital letters above the baseline, in points.
    public var capHeight: Double { FontRegistry.shared.face(face).capHeight * size }

    /// The sum of the nominal advances of the characters in `text`, without shaping,
    /// kerning or tracking: what the text would measure if no pair were kerned.
    public func nominalAdvance(of text: String) -> Double {
        let loaded = FontRegistry.shared.face(face)
        return text.unicodeScalars.reduce(0) { $0 + loaded.nominalAdvance(of: $1) } * size
    }
}
