internal import Raster

extension Font {
    /// iOS's text styles, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The size in points at the default Dynamic Type size (`.large`), from Apple's Human
        /// Interface Guidelines for iOS 17.
        public var size: CGFloat {
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
        /// a paragraph's lines out at the system font's line height, as iOS's `Text` does; a
        /// stack puts two texts this far apart, baseline to baseline (see ``leading(at:)``).
        public var leading: CGFloat {
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

extension Font.TextStyle {
    /// The style's leading at `size`, in points: Apple's type table moves each style's size and
    /// leading together, a point of leading per point of size (body: 21 at `.medium`, 22 at
    /// `.large`, 24 at `.xLarge`).
    public func leading(at size: DynamicTypeSize) -> CGFloat {
        leading + self.size(at: size) - self.size
    }

    /// The style's size in points at `size`, from iOS 17's Dynamic Type table (Apple's Human
    /// Interface Guidelines, "Typography": one table per content size category).
    public func size(at size: DynamicTypeSize) -> CGFloat {
        let column = DynamicTypeSize.allCases.firstIndex(of: size)!
        return Self.table[self]![column]
    }

    /// Point sizes per style, one column per ``DynamicTypeSize`` from `.xSmall` to
    /// `.accessibility5`.
    private static let table: [Font.TextStyle: [Double]] = [
        //            xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

extension Font {
    /// The font at `dynamicTypeSize`: a font with a text style is scaled by that style's
    /// Dynamic Type table (a custom size in proportion to the style's own), and comes back with
    /// no text style so it is never scaled twice; a fixed-size font is returned unchanged.
    public func scaled(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard let style = textStyle else { return self }
        var scaled = self
        scaled.textStyle = nil
        if dynamicTypeSize != .large {
            scaled.spec.size = spec.size * Double(style.size(at: dynamicTypeSize) / style.size)
        }
        return scaled
    }

    /// The font where `environment` applies (scaled for its Dynamic Type size).
    public func resolved(in environment: EnvironmentValues) -> Font {
        scaled(for: environment.dynamicTypeSize)
    }
}
