extension FontSpec {
    /// The bundled faces. Each is one font file under `Fonts/`.
    public enum Face: String, Sendable, Hashable, CaseIterable {
        /// EB Garamond 12 Regular.
        case serif
        /// EB Garamond 12 Italic.
        case serifItalic
        /// EB Garamond 12 Bold (Latin letters, digits and common punctuation; other characters
        /// fall back).
        case serifBold
        /// JetBrains Mono Regular.
        case mono
        /// JetBrains Mono Bold.
        case monoBold
        /// Inter Regular.
        case sans
        /// Inter Medium.
        case sansMedium
        /// Inter Thin, Inter's lightest cut (SwiftUI's `.ultraLight`).
        case sansThin
        /// Inter ExtraLight (SwiftUI's `.thin`).
        case sansExtraLight
        /// Inter Light.
        case sansLight
        /// Inter SemiBold.
        case sansSemibold
        /// Inter Bold.
        case sansBold
        /// Inter ExtraBold.
        case sansHeavy
        /// Inter Black.
        case sansBlack
        /// Inter Italic.
        case sansItalic
        /// Inter Medium Italic.
        case sansMediumItalic
        /// Inter SemiBold Italic.
        case sansSemiboldItalic
        /// Inter Bold Italic.
        case sansBoldItalic
        /// Noto Sans Arabic: Arabic, Persian and Urdu letters, drawn when a face lacks them.
        case arabic
        /// Noto Sans Hebrew: Hebrew letters and points, drawn when a face lacks them.
        case hebrew
        /// Noto Color Emoji (a subset, see Fonts/README.md): emoji in colour.
        case emoji
        /// Noto Sans CJK SC (a subset, see Fonts/README.md): common Chinese, Japanese and
        /// Korean characters.
        case cjk
        /// Noto Sans Devanagari: Hindi, Marathi, Nepali, Sanskrit, drawn when a face lacks it.
        case devanagari
        /// Noto Sans Bengali: Bengali and Assamese, drawn when a face lacks it.
        case bengali
        /// Noto Sans Tamil: Tamil, drawn when a face lacks it.
        case tamil
        /// Noto Sans Telugu: Telugu, drawn when a face lacks it.
        case telugu
        /// Noto Sans Gujarati: Gujarati, drawn when a face lacks it.
        case gujarati
        /// Noto Sans Gurmukhi: Punjabi, drawn when a face lacks it.
        case gurmukhi
        /// Noto Sans Kannada: Kannada, drawn when a face lacks it.
        case kannada
        /// Noto Sans Malayalam: Malayalam, drawn when a face lacks it.
        case malayalam
        /// Noto Sans Oriya: Odia, drawn when a face lacks it.
        case oriya
        /// Noto Sans Sinhala: Sinhala, drawn when a face lacks it.
        case sinhala
        /// Noto Sans Thai: Thai, drawn when a face lacks it.
        case thai
        /// Noto Sans Lao: Lao, drawn when a face lacks it.
        case lao
        /// Noto Sans Khmer: Khmer, drawn when a face lacks it.
        case khmer
        /// Noto Sans Myanmar: Burmese, drawn when a face lacks it.
        case myanmar
        /// Noto Sans Georgian: Georgian, drawn when a face lacks it.
        case georgian
        /// Noto Sans Armenian: Armenian, drawn when a face lacks it.
        case armenian
        /// Noto Sans Ethiopic: Amharic and Tigrinya, drawn when a face lacks it.
        case ethiopic
        /// The symbol font (Material Icons, ``SymbolFont``) from which NapkinUI draws
        /// `Image(systemName:)`, as a face so that a run of text can hold symbols (SwiftUI's
        /// `Text(Image(systemName:))`): shaped, measured, wrapped and drawn with the text. Its
        /// glyphs are drawn as large and as high as a symbol image next to the text
        /// (``SymbolFont/emScale``), its line box is Apple's system font's, it belongs to no
        /// design or weight, and it has no fallbacks.
        case symbol

        /// The bundled file that holds the face.
        public var fileName: String {
            switch self {
            case .serif: return "EBGaramond12-Regular.otf"
            case .serifItalic: return "EBGaramond12-Italic.otf"
            case .serifBold: return "EBGaramond12-Bold.otf"
            case .mono: return "JetBrainsMono-Regular.ttf"
            case .monoBold: return "JetBrainsMono-Bold.ttf"
            case .sans: return "Inter-Regular.otf"
            case .sansMedium: return "Inter-Medium.otf"
            case .sansThin: return "Inter-Thin.otf"
            case .sansExtraLight: return "Inter-ExtraLight.otf"
            case .sansLight: return "Inter-Light.otf"
            case .sansSemibold: return "Inter-SemiBold.otf"
            case .sansBold: return "Inter-Bold.otf"
            case .sansHeavy: return "Inter-ExtraBold.otf"
            case .sansBlack: return "Inter-Black.otf"
            case .sansItalic: return "Inter-Italic.otf"
            case .sansMediumItalic: return "Inter-MediumItalic.otf"
            case .sansSemiboldItalic: return "Inter-SemiBoldItalic.otf"
            case .sansBoldItalic: return "Inter-BoldItalic.otf"
            case .arabic: return "NotoSansArabic-Regular.ttf"
            case .hebrew: return "NotoSansHebrew-Regular.ttf"
            case .emoji: return "NotoColorEmoji-Subset.ttf"
            case .cjk: return "NotoSansCJKsc-Subset.otf"
            case .devanagari: return "NotoSansDevanagari-Regular.ttf"
            case .bengali: return "NotoSansBengali-Regular.ttf"
            case .tamil: return "NotoSansTamil-Regular.ttf"
            case .telugu: return "NotoSansTelugu-Regular.ttf"
            case .gujarati: return "NotoSansGujarati-Regular.ttf"
            case .gurmukhi: return "NotoSansGurmukhi-Regular.ttf"
            case .kannada: return "NotoSansKannada-Regular.ttf"
            case .malayalam: return "NotoSansMalayalam-Regular.ttf"
            case .oriya: return "NotoSansOriya-Regular.ttf"
            case .sinhala: return "NotoSansSinhala-Regular.ttf"
            case .thai: return "NotoSansThai-Regular.ttf"
            case .lao: return "NotoSansLao-Regular.ttf"
            case .khmer: return "NotoSansKhmer-Regular.ttf"
            case .myanmar: return "NotoSansMyanmar-Regular.ttf"
            case .georgian: return "NotoSansGeorgian-Regular.ttf"
            case .armenian: return "NotoSansArmenian-Regular.ttf"
            case .ethiopic: return "NotoSansEthiopic-Regular.ttf"
            case .symbol: return SymbolFont.fileName
            }
        }

        /// The faces tried, in order, for a character this face lacks: the regular face of its
        /// family first, then the other families, then the faces of other scripts (Arabic,
        /// Hebrew, emoji, CJK).
        public var fallbackChain: [Face] {
            var chain = [self]
            // A symbol is a private-use code point: no other face draws it.
            if self == .symbol { return chain }
            for face in [Face.matching(family: family, weight: .regular, italic: isItalic), .serif, .serifItalic, .mono, .sans]
                + Face.scriptFallbacks
            where !chain.contains(face) {
                chain.append(face)
            }
            return chain
        }

        /// The faces that exist to draw scripts the Latin families lack, in the order tried.
        /// They belong to no SwiftUI design: weights and designs never pick them.
        public static let scriptFallbacks: [Face] = [.arabic, .hebrew, .emoji, .cjk] + indicAndOtherScripts

        /// The faces of the scripts of South and Southeast Asia, the Caucasus and Ethiopia.
        public static let indicAndOtherScripts: [Face] = [
            .devanagari, .bengali, .tamil, .telugu, .gujarati, .gurmukhi, .kannada, .malayalam, .oriya, .sinhala, .thai, .lao, .khmer,
            .myanmar, .georgian, .armenian, .ethiopic,
        ]

        /// The family the face belongs to.
        public var family: Design {
            switch self {
            case .serif, .serifItalic, .serifBold: return .serif
            case .mono, .monoBold: return .monospaced
            default: return .default
            }
        }

        /// The face's weight.
        public var weight: Weight {
            switch self {
            case .serif, .serifItalic, .mono, .sans, .sansItalic, .arabic, .hebrew, .emoji, .cjk: return .regular
            case .devanagari, .bengali, .tamil, .telugu, .gujarati, .gurmukhi, .kannada, .malayalam, .oriya, .sinhala, .thai, .lao, .khmer,
                .myanmar, .georgian, .armenian, .ethiopic, .symbol:
                return .regular
            case .serifBold, .monoBold, .sansBold, .sansBoldItalic: return .bold
            case .sansMedium, .sansMediumItalic: return .medium
            case .sansThin: return .ultraLight
            case .sansExtraLight: return .thin
            case .sansLight: return .light
            case .sansSemibold, .sansSemiboldItalic: return .semibold
            case .sansHeavy: return .heavy
            case .sansBlack: return .black
            }
        }

        /// True for italic faces.
        public var isItalic: Bool {
            switch self {
            case .serifItalic, .sansItalic, .sansMediumItalic, .sansSemiboldItalic, .sansBoldItalic: return true
            default: return false
            }
        }

        /// The bundled face closest to `family`, `weight` and `italic`: the same family (rounded
        /// is drawn as the default sans), italic when one exists, then the nearest weight
        /// (ties go to the heavier face, as CSS's matching does above regular).
        public static func matching(family: Design, weight: Weight, italic: Bool) -> Face {
            matches[(family.ordinal * Weight.allCases.count + weight.rawValue) * 2 + (italic ? 1 : 0)]
        }

        /// Every design, weight and slant's match, worked out once: fonts are chosen for each
        /// text a view builds, and the search below is many generic calls in a debug build.
        private static let matches: [Face] = {
            let families = allCases.filter { $0 != .symbol && !scriptFallbacks.contains($0) }
            return Design.allCases.flatMap { family in
                let wanted = family == .rounded ? Design.default : family
                let candidates = families.filter { $0.family == wanted }
                return Weight.allCases.flatMap { weight in
                    [false, true].map { nearest(in: candidates, weight: weight, italic: $0) }
                }
            }
        }()

        /// Of `candidates` (one family's faces), italic when one is, then the nearest weight
        /// (ties go to the heavier face).
        private static func nearest(in candidates: [Face], weight: Weight, italic: Bool) -> Face {
            let styled = candidates.filter { $0.isItalic == italic }
            let pool = styled.isEmpty ? candidates : styled
            return pool.min { a, b in
                let da = abs(a.weight.thickness - weight.thickness), db = abs(b.weight.thickness - weight.thickness)
                return da != db ? da < db : a.weight > b.weight
            }!
        }
    }
}
