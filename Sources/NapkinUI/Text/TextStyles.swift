extension Font.TextStyle {
    /// The style's size in points at `size`, from iOS 17's Dynamic Type table (Apple's Human
    /// Interface Guidelines, "Typography": one table per content size category).
    public func size(at size: DynamicTypeSize) -> Double {
        let column = DynamicTypeSize.allCases.firstIndex(of: size)!
        return Self.table[self]![column]
    }

    /// Point sizes per style, one column per ``DynamicTypeSize`` from `.xSmall` to
    /// `.accessibility5`.
    private static let table: [Font.TextStyle: [Double]] = [
        //            xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:     [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:     [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:   [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:       [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline:[12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:   [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:   [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
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
            scaled.size = size * style.size(at: dynamicTypeSize) / style.size
        }
        return scaled
    }

    /// The font where `environment` applies (scaled for its Dynamic Type size).
    public func resolved(in environment: EnvironmentValues) -> Font {
        scaled(for: environment.dynamicTypeSize)
    }
}
