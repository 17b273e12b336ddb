extension EnvironmentValues {
    /// The font of text that sets none itself, scaled for ``dynamicTypeSize`` (a text style
    /// such as `.body` is 17 pt at `.large` and 23 pt at `.xxxLarge`). Setting it sets the
    /// font as given; reading it always gives the scaled font.
    public var font: Font {
        get { fontAsSet.scaled(for: dynamicTypeSize) }
        set { fontAsSet = newValue }
    }

    /// The weight `.fontWeight(_:)` or `.bold()` set for text inside, if any.
    public var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The design `.fontDesign(_:)` set for text inside, if any.
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// True inside `.monospacedDigit()`.
    var monospacedDigits: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// `font` with the weight, design, italic and digit settings of this environment applied.
    func styled(_ font: Font) -> Font {
        var font = font.scaled(for: dynamicTypeSize)
        if let fontDesign, fontDesign.spec != font.face.family, !(fontDesign == .rounded && font.face.family == .default) {
            font.face = .matching(family: fontDesign.spec, weight: font.face.weight, italic: font.face.isItalic)
        }
        // The system font in the rounded design tracks as SF Pro Rounded (see FontSpec).
        if fontDesign == .rounded, font.spec.tracksLikeSystemFont { font.spec.isRoundedDesign = true }
        if let fontWeight { font = font.weight(fontWeight) }
        if isItalic { font = font.italic() }
        if monospacedDigits { font = font.monospacedDigit() }
        return font
    }
}

private struct FontWeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

private struct FontDesignKey: EnvironmentKey {
    static var defaultValue: Font.Design? { nil }
}

private struct MonospacedDigitKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct KerningKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

private struct BaselineOffsetKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// Kerning set by `.kerning(_:)` for the text inside, added to the tracking.
    var kerning: CGFloat? {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }

    /// The baseline offset set by `.baselineOffset(_:)` for the text inside.
    var baselineOffset: CGFloat? {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }
}
