import Foundation

extension UIImage {
    /// How heavy a symbol's strokes are, as UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// Not set: the weight of the text the symbol sits in.
        case unspecified = 0
        /// The thinnest.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// The heaviest.
        case black
    }

    /// A symbol's size next to its point size, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The platform's choice: medium.
        case `default` = -1
        /// Not set.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// The text's size.
        case medium = 2
        /// Larger than the text.
        case large = 3

        /// The SwiftUI image scale of the same size, `nil` when not set.
        var imageScale: Image.Scale? {
            switch self {
            case .small: .small
            case .medium, .default: .medium
            case .large: .large
            case .unspecified: nil
            }
        }
    }

    /// How a symbol image is drawn, as UIKit's `UIImage.SymbolConfiguration`: its point size (given, or a text style's or
    /// a font's), weight and scale, and its colours.
    ///
    /// ```swift
    /// let config = UIImage.SymbolConfiguration(pointSize: 16, weight: .bold)
    /// let flame = UIImage(systemName: "flame.fill", withConfiguration: config)
    /// ```
    /// NapkinUI draws a configured symbol at its point size and scale wherever it is shown (`Image(uiImage:)`, an image
    /// view), as UIKit does, instead of at the font of the text around it. Its symbols come from one font of one
    /// weight, so the weight is kept but drawn as regular; the colours are kept for the code that reads them.
    public final class SymbolConfiguration: @unchecked Sendable {
        // Sound: every stored property is a `let`.
        /// The point size set, if any.
        let pointSize: CGFloat?
        /// The weight set, if any.
        let weight: SymbolWeight?
        /// The scale set, if any.
        let scale: SymbolScale?
        /// The text style whose size the symbol takes, if any.
        let textStyle: UIFont.TextStyle?
        /// The colours of a hierarchical or palette rendering, if any.
        let colors: [UIColor]?
        /// Whether the symbol prefers its multicolour rendering.
        let prefersMulticolor: Bool

        init(
            pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, textStyle: UIFont.TextStyle? = nil,
            colors: [UIColor]? = nil, prefersMulticolor: Bool = false
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.colors = colors
            self.prefersMulticolor = prefersMulticolor
        }

        /// A symbol `pointSize` points tall.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }
        /// A symbol `pointSize` points tall, of `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
        /// A symbol `pointSize` points tall, of `weight`, at `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A symbol of `weight`.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        /// A symbol at `scale`.
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
        /// A symbol the size of `textStyle`'s text.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
        /// A symbol the size of `textStyle`'s text, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale, textStyle: textStyle)
        }
        /// A symbol the size of `font`.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        /// A symbol the size of `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, scale: scale) }
        /// A hierarchical rendering in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, colors: [hierarchicalColor]) }
        /// A palette rendering in `paletteColors`, layer by layer.
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, colors: paletteColors) }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration()
        /// A configuration preferring the symbol's multicolour rendering.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }

        /// This configuration with what `other` sets laid over it, as UIKit's `applying(_:)`.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil), weight: other.weight ?? weight,
                scale: other.scale ?? scale, textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
                colors: other.colors ?? colors, prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
        }

        /// The point size the symbol is drawn at: the one set, or its text style's; nil for neither.
        var resolvedPointSize: Double? {
            if let pointSize { return Double(pointSize) }
            return textStyle.map { Double(UIFont.preferredFont(forTextStyle: $0).pointSize) }
        }
    }

    /// The symbol named `name` drawn as `configuration` says, or `nil` for a name napkin's symbol set lacks.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard SymbolNames.entry(for: name) != nil else { return nil }
        self.init(source: .symbol(name), symbolConfiguration: configuration)
    }

    /// The same image with `configuration` laid over its own, as UIKit's `withConfiguration(_:)`; a bitmap keeps it
    /// and is drawn as before.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(
            source: source, renderingMode: renderingMode, tint: tint, orientation: imageOrientation, unturnedPixels: unturnedPixels,
            symbolConfiguration: symbolConfiguration?.applying(configuration) ?? configuration)
    }

    /// The same image with `configuration` laid over its own (UIKit's name for a symbol image).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }
}
