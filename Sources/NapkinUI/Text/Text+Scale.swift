internal import Raster

/// Secondary text (iOS 17's `Text.Scale`): `.textScale(.secondary)` sets a text smaller than its
/// font, as a unit or a year beside a figure is set, keeping the font's style and weight.
extension Text {
    /// A logical size of text relative to its font, as SwiftUI's `Text.Scale`.
    public struct Scale: Sendable, Hashable {
        let isSecondary: Bool

        /// The font's own size.
        public static let `default` = Scale(isSecondary: false)
        /// Secondary text: the system font made smaller (see ``Text/textScale(_:isEnabled:)``).
        public static let secondary = Scale(isSecondary: true)

        /// The factor applied to `spec`'s size.
        ///
        /// Apple documents no number. These follow measurements of SwiftUI's secondary scale
        /// (published with a text-layout reimplementation, taken on macOS 26 with a
        /// `TextRenderer`): up to 17 points the system font is drawn at 0.8 of its size (0.84
        /// semibold, 0.85 bold and heavy, 0.87 black); the factor falls in a straight line to its
        /// value at 70 points (0.46 up to regular, 0.48 medium, 0.49 semibold, 0.5 bold, 0.52
        /// heavy, 0.55 black) and stays there. Serif, monospaced and custom fonts are not scaled.
        /// Left out: the slightly wider face and extra tracking Apple's scaled font has, and its
        /// keeping the base font's line height (here a scaled line is shorter).
        func factor(for spec: FontSpec) -> Double {
            guard isSecondary, spec.tracksLikeSystemFont else { return 1 }
            let (small, large): (Double, Double)
            switch spec.face.weight {
            case .ultraLight, .thin, .light, .regular: (small, large) = (0.8, 0.46)
            case .medium: (small, large) = (0.8, 0.48)
            case .semibold: (small, large) = (0.84, 0.49)
            case .bold: (small, large) = (0.85, 0.5)
            case .heavy: (small, large) = (0.85, 0.52)
            case .black: (small, large) = (0.87, 0.55)
            }
            let progress = min(1, max(0, (spec.size - 17) / (70 - 17)))
            return small + (large - small) * progress
        }
    }

    /// This text at `scale` (`.secondary`: smaller than its font), when `isEnabled`; as
    /// SwiftUI's `Text.textScale(_:isEnabled:)`. A text's own scale wins over the environment's.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        var copy = self
        for index in copy.segments.indices { copy.segments[index].textScale = scale }
        return copy
    }
}

extension View {
    /// Sets the scale of the text in this view (`.secondary`: smaller than its font), when
    /// `isEnabled`; as SwiftUI's `View.textScale(_:isEnabled:)`.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
    }
}

private struct TextScaleKey: EnvironmentKey {
    static var defaultValue: Text.Scale { .default }
}

extension EnvironmentValues {
    /// The scale of text that sets none itself (`View.textScale(_:isEnabled:)`).
    var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
}
