internal import Raster

/// How a system font was made, so that a `UIFont`'s descriptor can change one thing about it.
struct SystemFace: Sendable, Hashable {
    var weight: UIFont.Weight = .regular
    var design: UIFontDescriptor.SystemDesign = .default
    var isItalic = false
    var hasMonospacedDigits = false
    /// The text style of `preferredFont(forTextStyle:)`, which keeps scaling with Dynamic Type.
    var textStyle: UIFont.TextStyle?

    /// The SwiftUI font at `size`.
    func font(size: CGFloat) -> Font {
        var font: Font
        if let textStyle {
            font = .system(textStyle.font, design: design.font, weight: weight.font)
            if size != textStyle.font.size { font = font.size(size) }
        } else {
            font = .system(size: size, weight: weight.font, design: design.font)
        }
        if isItalic { font = font.italic() }
        if hasMonospacedDigits { font = font.monospacedDigit() }
        return font
    }

    /// UIKit's name for the face: `.SFUI-Semibold`, `.SFUI-RegularItalic`, `.SFMono-Bold`.
    var name: String {
        let family =
            switch design {
            case .monospaced: ".SFMono"
            case .serif: ".NewYork"
            case .rounded: ".SFUIRounded"
            default: ".SFUI"
            }
        return "\(family)-\(weight.name)\(isItalic ? "Italic" : "")"
    }
}

/// UIKit's description of a font, for code that derives one font from another:
/// `font.fontDescriptor.withDesign(.rounded)`, `.withSymbolicTraits(.traitBold)`, then
/// `UIFont(descriptor:size:)`.
///
/// As in UIKit, a system font's descriptor changes its design and traits; a font by name has no
/// designs (``withDesign(_:)`` is `nil`), and its traits change the bundled face NapkinUI draws
/// it in.
public final class UIFontDescriptor: Sendable, Hashable {
    /// The font described.
    let base: UIFont

    init(base: UIFont) {
        self.base = base
    }

    /// The descriptor of the system font of `style`, as `preferredFontDescriptor(withTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The size in points.
    public var pointSize: CGFloat { base.pointSize }
    /// The face's name.
    public var postscriptName: String { base.fontName }

    /// Bold, italic, monospaced: what the face is.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if let system = base.system {
            if system.weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
            if system.isItalic { traits.insert(.traitItalic) }
            if system.design == .monospaced { traits.insert(.traitMonoSpace) }
        } else {
            if base.font.spec.face.weight >= .semibold { traits.insert(.traitBold) }
            if base.font.spec.face.isItalic { traits.insert(.traitItalic) }
        }
        return traits
    }

    /// The same font in `design`, or `nil` when it is not a system font (which has no designs).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard var system = base.system else { return nil }
        system.design = design
        return UIFontDescriptor(base: UIFont(system: system, pointSize: base.pointSize))
    }

    /// The font with exactly `traits` among bold and italic (UIKit's replacement, not a union),
    /// or `nil` when asked for traits NapkinUI cannot draw (condensed, expanded).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        guard traits.isDisjoint(with: [.traitCondensed, .traitExpanded]) else { return nil }
        if var system = base.system {
            let isBold = traits.contains(.traitBold)
            if isBold != symbolicTraits.contains(.traitBold) { system.weight = isBold ? .bold : .regular }
            system.isItalic = traits.contains(.traitItalic)
            if traits.contains(.traitMonoSpace) { system.design = .monospaced }
            return UIFontDescriptor(base: UIFont(system: system, pointSize: base.pointSize))
        }
        var font = base.font.weight(traits.contains(.traitBold) ? .bold : .regular)
        if traits.contains(.traitItalic) { font = font.italic() }
        return UIFontDescriptor(base: UIFont(font: font, pointSize: base.pointSize, fontName: base.fontName))
    }

    /// The same font at `pointSize`.
    public func withSize(_ pointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(base: base.withSize(pointSize))
    }

    /// A descriptor with `attributes` laid over this one's. NapkinUI reads only `.size`: the
    /// bundled faces are chosen by design and traits, never by a family or face attribute.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        guard let size = attributes[.size] as? CGFloat else { return self }
        return withSize(size)
    }

    /// A system font's design, as UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: Sendable, Hashable, RawRepresentable {
        /// UIKit's name for the design.
        public let rawValue: String
        /// The design named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// San Francisco (Inter here).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// SF Rounded (drawn in the default face, as SwiftUI's `.rounded` is here).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York (EB Garamond here).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// SF Mono (JetBrains Mono here).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        /// SwiftUI's design of the same name.
        var font: Font.Design {
            switch self {
            case .rounded: .rounded
            case .serif: .serif
            case .monospaced: .monospaced
            default: .default
            }
        }
    }

    /// What a face is, as UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt32
        /// The traits of `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (never drawn: the bundled faces have one width).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed (never drawn: the bundled faces have one width).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph of one width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter lines.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser lines.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The name of a descriptor attribute, as UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: Sendable, Hashable, RawRepresentable {
        /// UIKit's name for the attribute.
        public let rawValue: String
        /// The attribute named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The point size (a `CGFloat`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    }

    /// Equal descriptions of equal fonts.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.base == rhs.base && lhs.base.system == rhs.base.system
    }
    /// Hashes the font.
    public func hash(into hasher: inout Hasher) { hasher.combine(base) }
}

extension UIFont {
    /// The font's description, to derive another font from it.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(base: self) }

    /// The font `descriptor` describes, at `pointSize` (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let base = descriptor.base
        let size = pointSize > 0 ? pointSize : base.pointSize
        if let system = base.system {
            self.init(system: system, pointSize: size)
        } else {
            self.init(font: base.font.size(size), pointSize: size, fontName: base.fontName)
        }
    }

    /// The distance from the baseline to the top of the line box, in points.
    public var ascender: CGFloat { CGFloat(font.spec.ascender) }
    /// The distance from the baseline to the bottom of the line box, in points (negative, as UIKit's).
    public var descender: CGFloat { -CGFloat(font.spec.descender) }
    /// The height of capital letters above the baseline, in points (San Francisco's for a system font).
    public var capHeight: CGFloat { CGFloat(font.spec.lineBoxCapHeight) }
    /// The extra space between lines the font asks for, in points.
    public var leading: CGFloat { CGFloat(font.spec.lineGap) }
    /// The height of one line: ascender, descender and leading.
    public var lineHeight: CGFloat { CGFloat(font.spec.lineHeight) }
    /// The family's name: `.SF UI` for a system font, else the name's part before its style.
    public var familyName: String {
        if system != nil { return ".SF UI" }
        return fontName.split(separator: "-").first.map(String.init) ?? fontName
    }
}
