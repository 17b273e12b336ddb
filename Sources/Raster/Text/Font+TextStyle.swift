extension Font {
    /// iOS's text styles, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The size in points at the default Dynamic Type size (`.large`), from Apple's Human
        /// Interface Guidelines for iOS 17.
        public var size: Double {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The weight: semibold for the headline, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }

        /// The leading (baseline-to-baseline distance) Apple's type table gives at `.large`, in
        /// points: 41 for the large title … 22 for the body … 13 for caption 2. NapkinUI lays
        /// lines out at the system font's line height (``Font/lineHeight``), as iOS's `Text`
        /// does; this is the typographic figure for reference.
        public var leading: Double {
            switch self {
            case .largeTitle: return 41
            case .title: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline, .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }
    }

    /// The large title: 34 pt regular at the default size.
    public static let largeTitle = system(.largeTitle)
    /// The title: 28 pt regular.
    public static let title = system(.title)
    /// The second title: 22 pt regular.
    public static let title2 = system(.title2)
    /// The third title: 20 pt regular.
    public static let title3 = system(.title3)
    /// The headline: 17 pt semibold.
    public static let headline = system(.headline)
    /// The subheadline: 15 pt regular.
    public static let subheadline = system(.subheadline)
    /// The body, the default font of text: 17 pt regular.
    public static let body = system(.body)
    /// The callout: 16 pt regular.
    public static let callout = system(.callout)
    /// The footnote: 13 pt regular.
    public static let footnote = system(.footnote)
    /// The caption: 12 pt regular.
    public static let caption = system(.caption)
    /// The second caption: 11 pt regular.
    public static let caption2 = system(.caption2)
}
