internal import Raster

/// A font, as SwiftUI's `Font`: a text style (`.body`, `.headline`, which scale with Dynamic
/// Type), a system font (`.system(size: 15, weight: .semibold)`), a font by name
/// (`.custom("Georgia", size: 17)`), or one of the bundled faces by NapkinUI's own names:
/// `.serif(44)` is EB Garamond at 44 pt, `.mono(12).tracking(2)` JetBrains Mono with two points
/// of extra space after every character.
///
/// Text styles are drawn in Inter with the line metrics of Apple's system font, so text lays
/// out as tall as on iOS. Only bundled faces are ever drawn.
public struct Font: Sendable, Hashable {
    /// What the renderer draws: face, size, tracking, leading, digits.
    var spec: FontSpec
    /// The text style the font scales with under Dynamic Type (scaled for the environment's
    /// `dynamicTypeSize`, relative to the style's size at `.large`); `nil` for a fixed size.
    public internal(set) var textStyle: TextStyle?
    /// The text style of a system font made from one (`.body`, `.system(.title)`): it keeps
    /// the style's leading; a custom font that only scales like a style does not.
    var systemStyle: TextStyle?
    /// The letters drawn as small capitals (`smallCaps()`, `uppercaseSmallCaps()`).
    var smallCapitals: SmallCaps = []

    /// A font drawn as `spec`, scaling with `textStyle` when there is one.
    init(_ spec: FontSpec, textStyle: TextStyle? = nil) {
        self.spec = spec.sanitized
        self.textStyle = textStyle
    }

    /// The size in points (the em square), at the default Dynamic Type size for a text style.
    public var size: CGFloat { CGFloat(spec.size) }

    /// EB Garamond Regular at `size` points.
    public static func serif(_ size: CGFloat) -> Font { Font(.serif(Double(size))) }
    /// EB Garamond Italic at `size` points.
    public static func serifItalic(_ size: CGFloat) -> Font { Font(.serifItalic(Double(size))) }
    /// JetBrains Mono at `size` points.
    public static func mono(_ size: CGFloat) -> Font { Font(.mono(Double(size))) }
    /// Inter Regular at `size` points.
    public static func sans(_ size: CGFloat) -> Font { Font(.sans(Double(size))) }
    /// Inter Medium at `size` points.
    public static func sansMedium(_ size: CGFloat) -> Font { Font(.sansMedium(Double(size))) }

    /// The same font with `tracking` points of letter spacing.
    public func tracking(_ tracking: CGFloat) -> Font { changed { $0.tracking = Double(tracking) } }

    /// The same font at another size.
    public func size(_ size: CGFloat) -> Font { changed { $0.size = Double(size) } }

    /// The italic counterpart in the same family and weight (EB Garamond Italic, Inter
    /// Italic). A face with no italic file (mono, heavy Inter weights) takes the nearest weight
    /// that has one; mono stays upright rather than being slanted synthetically.
    public func italic() -> Font { changed { $0 = $0.italic() } }

    /// The same font in `weight` (the nearest bundled weight of its family), as SwiftUI's
    /// `Font.weight(_:)`.
    public func weight(_ weight: Weight) -> Font { changed { $0 = $0.weight(weight.spec) } }

    /// The bold weight, as SwiftUI's `Font.bold()`.
    public func bold() -> Font { weight(.bold) }

    /// Digits of one width, as SwiftUI's `Font.monospacedDigit()`.
    public func monospacedDigit() -> Font { changed { $0.monospacedDigits = true } }

    /// The monospaced family (JetBrains Mono) at the same size and nearest weight, as
    /// SwiftUI's `Font.monospaced()`.
    public func monospaced() -> Font { changed { $0 = $0.monospaced() } }

    /// Lowercase letters as small capitals, as SwiftUI's `Font.smallCaps()`. The bundled faces
    /// have no small-capital glyphs, so they are synthesised as browsers synthesise them: the
    /// letter's capital at 70 % of the font's size.
    public func smallCaps() -> Font { withSmallCaps(.lowercase) }

    /// Lowercase letters as small capitals, as SwiftUI's `Font.lowercaseSmallCaps()` (the same
    /// as ``smallCaps()``; synthesised, see there).
    public func lowercaseSmallCaps() -> Font { withSmallCaps(.lowercase) }

    /// Capital letters as small capitals, as SwiftUI's `Font.uppercaseSmallCaps()`: drawn at
    /// 70 % of the font's size (synthesised, see ``smallCaps()``); lowercase letters stay.
    public func uppercaseSmallCaps() -> Font { withSmallCaps(.uppercase) }

    private func withSmallCaps(_ letters: SmallCaps) -> Font {
        var copy = self
        copy.smallCapitals.insert(letters)
        return copy
    }

    /// Which letters a font draws as small capitals.
    struct SmallCaps: OptionSet, Sendable, Hashable {
        let rawValue: Int
        /// Lowercase letters become small capitals.
        static let lowercase = SmallCaps(rawValue: 1)
        /// Capital letters become small capitals.
        static let uppercase = SmallCaps(rawValue: 2)
        /// A synthesised small capital's size, relative to the font's (as browsers draw one).
        static let scale = 0.7

        /// Whether `character` is drawn as a small capital.
        func includes(_ character: Character) -> Bool {
            (contains(.lowercase) && character.isLowercase) || (contains(.uppercase) && character.isUppercase)
        }

        /// `text` as runs of `font`: the letters that become small capitals as capitals at the
        /// reduced size, the rest as they are, in order.
        func runs(of text: String, font: FontSpec) -> [(text: String, font: FontSpec)] {
            guard !isEmpty else { return [(text, font)] }
            var small = font
            small.size = font.size * Self.scale
            small = small.sanitized
            var runs: [(text: String, font: FontSpec)] = []
            var current = ""
            var currentIsSmall = false
            for character in text {
                let isSmall = includes(character)
                if isSmall != currentIsSmall, !current.isEmpty {
                    runs.append((currentIsSmall ? current.uppercased() : current, currentIsSmall ? small : font))
                    current = ""
                }
                currentIsSmall = isSmall
                current.append(character)
            }
            if !current.isEmpty || runs.isEmpty {
                runs.append((currentIsSmall ? current.uppercased() : current, currentIsSmall ? small : font))
            }
            return runs
        }
    }

    /// The same font with tighter or looser lines, as SwiftUI's `Font.leading(_:)`.
    public func leading(_ leading: Leading) -> Font { changed { $0.leading = leading.spec } }

    private func changed(_ change: (inout FontSpec) -> Void) -> Font {
        var copy = self
        change(&copy.spec)
        copy.spec = copy.spec.sanitized
        return copy
    }

    // MARK: What layout reads

    /// The bundled face drawn.
    var face: FontSpec.Face {
        get { spec.face }
        set { spec.face = newValue }
    }
    /// The distance from the baseline to the top of the line box, in points.
    var ascender: Double { spec.ascender }
    /// The height of one line, in points.
    var lineHeight: Double { spec.lineHeight }
    /// The height of capital letters above the baseline, in points.
    var capHeight: Double { spec.capHeight }
    /// The sum of the nominal advances of the characters in `text`, without shaping.
    func nominalAdvance(of text: String) -> Double { spec.nominalAdvance(of: text) }
}

extension Font {
    /// The weight of a font, as SwiftUI's `Font.Weight`: `.ultraLight` … `.black`, drawn in the
    /// nearest bundled cut (Inter Thin … Inter Black; the serif and mono families have fewer).
    public struct Weight: Sendable, Hashable, Comparable {
        /// The renderer's weight.
        let spec: FontSpec.Weight

        /// The lightest weight (Inter Thin).
        public static let ultraLight = Weight(spec: .ultraLight)
        /// Inter ExtraLight.
        public static let thin = Weight(spec: .thin)
        /// Inter Light.
        public static let light = Weight(spec: .light)
        /// Inter Regular.
        public static let regular = Weight(spec: .regular)
        /// Inter Medium.
        public static let medium = Weight(spec: .medium)
        /// Inter SemiBold.
        public static let semibold = Weight(spec: .semibold)
        /// Inter Bold.
        public static let bold = Weight(spec: .bold)
        /// Inter ExtraBold.
        public static let heavy = Weight(spec: .heavy)
        /// Inter Black.
        public static let black = Weight(spec: .black)

        /// Orders from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.spec < rhs.spec }
    }

    /// The families of a font, as SwiftUI's `Font.Design`.
    public enum Design: Sendable, Hashable, CaseIterable {
        /// The system sans serif (Inter).
        case `default`
        /// A serif (EB Garamond).
        case serif
        /// A monospaced face (JetBrains Mono).
        case monospaced
        /// SF Pro Rounded on iOS; drawn in Inter, which has no rounded cut.
        case rounded

        /// True for the designs iOS draws in San Francisco, whose size-specific tracking
        /// NapkinUI adds to Inter: the default and the rounded one (New York and SF Mono have
        /// tracking of their own that NapkinUI's serif and mono faces do not copy).
        var tracksLikeSystemFont: Bool { self == .default || self == .rounded }

        /// The renderer's family of the same name.
        var spec: FontSpec.Design {
            switch self {
            case .default: .default
            case .serif: .serif
            case .monospaced: .monospaced
            case .rounded: .rounded
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

        /// The renderer's leading of the same name.
        var spec: FontSpec.Leading {
            switch self {
            case .standard: .standard
            case .tight: .tight
            case .loose: .loose
            }
        }
    }

    /// A font from its weight and design, as SwiftUI's `.system(size:weight:design:)`: Inter
    /// for the default design, EB Garamond for `.serif`, JetBrains Mono for `.monospaced`.
    /// The size is fixed (it does not scale with Dynamic Type), as on iOS.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        var spec = systemMetrics(FontSpec.Face.matching(family: design.spec, weight: weight.spec, italic: false), size: Double(size))
        spec.tracksLikeSystemFont = design.tracksLikeSystemFont
        spec.isRoundedDesign = design == .rounded
        return Font(spec)
    }

    /// A text style's font, as SwiftUI's `.system(_:design:weight:)`: `.system(.title, design: .serif)`.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        let face = FontSpec.Face.matching(family: design.spec, weight: (weight ?? style.weight).spec, italic: false)
        var spec = systemMetrics(face, size: Double(style.size))
        spec.tracksLikeSystemFont = design.tracksLikeSystemFont
        spec.isRoundedDesign = design == .rounded
        var font = Font(spec, textStyle: style)
        font.systemStyle = style
        return font
    }

    /// A font by name, as SwiftUI's `.custom(_:size:)`, scaling with Dynamic Type like the
    /// body style. Only bundled faces are ever drawn: the name picks the family and weight
    /// (see the renderer's `FontSpec.customFace(named:)`: "Menlo-Bold" is JetBrains Mono Bold,
    /// "Georgia" EB Garamond, anything unknown Inter).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A font by name that scales with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(custom(name, fixedSize: size).spec, textStyle: textStyle)
    }

    /// A font by name at a size that never scales, as SwiftUI's `.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
        Font(systemMetrics(FontSpec.customFace(named: name), size: Double(size)))
    }

    /// `face` at `size` with the line box of Apple's system font, as every font made through
    /// SwiftUI's names is laid out.
    private static func systemMetrics(_ face: FontSpec.Face, size: Double) -> FontSpec {
        var spec = FontSpec(face: face, size: size)
        spec.usesSystemMetrics = true
        return spec
    }
}

extension FontSpec {
    /// The spec with a size that is a finite number of points, not negative (17 for one that
    /// is not a number), and finite tracking: what a screen passes is checked where a font is
    /// made (see ``GeometryInput``).
    var sanitized: FontSpec {
        var spec = self
        spec.size = GeometryInput.length(CGFloat(size), "the font size", fallback: 17)
        spec.tracking = GeometryInput.signed(CGFloat(tracking), "the font's tracking")
        return spec
    }
}
