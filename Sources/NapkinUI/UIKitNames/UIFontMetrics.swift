import Foundation

/// UIKit's scaler for Dynamic Type, for code that sizes a custom font or a number with the
/// user's text size: `UIFontMetrics.default.scaledValue(for: 24)`,
/// `UIFontMetrics(forTextStyle: .headline).scaledFont(for: brandFont)`.
///
/// A value is scaled as its text style's size is: by `style.size(at: size) / style.size(at: .large)`,
/// the ratio ``ScaledMetric`` uses, so 17 points for the body is 17 at `.large`, 28 at
/// `.accessibility1`. Without traits the size is the one iOS would use at that moment: inside a
/// view's `body`, the text size that view is drawn at (a snapshot at an accessibility size scales
/// its fonts); elsewhere, the default size `.large`.
public final class UIFontMetrics: Sendable {
    /// The text style whose scaling this follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` scaled for the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s text size (the current one when it specifies none).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * ratio(at: traitCollection?.dynamicTypeSize ?? CurrentTextSize.value)
    }

    /// `font` at its size scaled for the current text size.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current text size, never above `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s text size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s text size, never above `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return font.withSize(size)
    }

    /// The ratio of the style's size at `size` to its size at the default `.large`.
    private func ratio(at size: DynamicTypeSize) -> CGFloat {
        let style = textStyle.font
        return style.size(at: size) / style.size(at: .large)
    }
}

/// The text size UIKit's "current" traits would report: what `UIFontMetrics` scales by when it
/// is given no traits.
enum CurrentTextSize {
    /// The text size of the view whose `body` is being evaluated, bound around each body as a
    /// task-local value: code in the body (and what it calls synchronously) reads it, another
    /// thread or task never does, as UIKit's current traits belong to the thread updating.
    @TaskLocal static var inBody: DynamicTypeSize?

    /// The body's text size inside a body, else the default `.large` (an iPhone's default).
    static var value: DynamicTypeSize { inBody ?? .large }
}
