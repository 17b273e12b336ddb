import Foundation

/// UIKit's font class, for SwiftUI files that build a font with it: `Font(UIFont.systemFont(ofSize: 15))`,
/// or keep one in an appearance's attributes. A compatibility name: it holds the SwiftUI
/// ``Font`` it stands for, drawn from the bundled faces as every NapkinUI font is.
public final class UIFont: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The SwiftUI font it stands for.
    public let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The name it was asked for by (`"Menlo-Bold"`), or the system font's.
    public let fontName: String

    /// What a system font was made of (nil for a font by name), so that its descriptor can change
    /// its design or traits as UIKit's does.
    let system: SystemFace?

    init(font: Font, pointSize: CGFloat, fontName: String, system: SystemFace? = nil) {
        self.font = font
        self.pointSize = pointSize
        self.fontName = fontName
        self.system = system
        super.init()
    }

    /// A system font: `.systemFont(ofSize:weight:)` and its relatives, or a text style's.
    convenience init(system: SystemFace, pointSize: CGFloat) {
        self.init(font: system.font(size: pointSize), pointSize: pointSize, fontName: system.name, system: system)
    }

    /// The font named `fontName` at `size`. NapkinUI never loads host fonts: the name's words
    /// choose a bundled family and weight, as `Font.custom(_:size:)` does, so this is never `nil`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: fontSize), pointSize: fontSize, fontName: fontName)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(system: SystemFace(weight: weight), pointSize: fontSize)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(system: SystemFace(weight: .regular, isItalic: true), pointSize: fontSize)
    }

    /// The monospaced system font at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: SystemFace(weight: weight, design: .monospaced), pointSize: fontSize)
    }

    /// The system font with digits of one width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: SystemFace(weight: weight, hasMonospacedDigits: true), pointSize: fontSize)
    }

    /// The font of a text style at the default text size (the body is 17 points).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(system: SystemFace(weight: style == .headline ? .semibold : .regular, textStyle: style), pointSize: style.font.size)
    }

    /// The same face at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        if let system { return UIFont(system: system, pointSize: fontSize) }
        return UIFont(font: font.size(fontSize), pointSize: fontSize, fontName: fontName)
    }

    /// The system font's size for labels: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The system font's size for buttons: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The system font's size in general: 14 points.
    public static var systemFontSize: CGFloat { 14 }

    /// The weight of a system font, as UIKit's `UIFont.Weight`.
    public struct Weight: Sendable, Hashable, RawRepresentable {
        /// UIKit's number for the weight (-0.8 ultra light … 0.62 black).
        public let rawValue: CGFloat
        /// A weight of UIKit's number `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of UIKit's number `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// Regular.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// Black.
        public static let black = Weight(0.62)

        private static let named: [(Weight, Font.Weight, String)] = [
            (.ultraLight, .ultraLight, "UltraLight"), (.thin, .thin, "Thin"), (.light, .light, "Light"), (.regular, .regular, "Regular"),
            (.medium, .medium, "Medium"), (.semibold, .semibold, "Semibold"), (.bold, .bold, "Bold"), (.heavy, .heavy, "Heavy"),
            (.black, .black, "Black"),
        ]

        /// The nearest named weight.
        private var nearest: (Weight, Font.Weight, String) {
            Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
        }

        /// SwiftUI's weight nearest to this one.
        var font: Font.Weight { nearest.1 }
        /// The nearest named weight's name.
        var name: String { nearest.2 }
    }

    /// A text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Sendable, Hashable, RawRepresentable {
        /// UIKit's name for the style.
        public let rawValue: String
        /// The style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title (SwiftUI's `.title`).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The first caption (SwiftUI's `.caption`).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The second caption.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style of the same name.
        var font: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// True for a font of the same face and size.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return font == other.font && pointSize == other.pointSize
    }
    /// The face's hash (equal fonts hash alike).
    public override var hash: Int { font.hashValue }
    /// `UIFont "name" 17pt`.
    public override var description: String { "UIFont \"\(fontName)\" \(pointSize)pt" }

    /// The font itself: a font never changes, as UIKit's `copy()` of one.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: Archiving

    /// True: a font decodes under secure coding, as UIKit's.
    public static var supportsSecureCoding: Bool { true }

    /// The archive's keys: UIKit's name and size, and what a system font was made of.
    private enum Key {
        static let name = "UIFontName"
        static let pointSize = "UIFontPointSize"
        static let systemWeight = "NapkinSystemFontWeight"
        static let systemDesign = "NapkinSystemFontDesign"
        static let systemItalic = "NapkinSystemFontItalic"
        static let systemMonospacedDigits = "NapkinSystemFontMonospacedDigits"
        static let textStyle = "NapkinSystemFontTextStyle"
    }

    /// Archives the font's name and size (and a system font's weight, design, italic, digits and
    /// text style), for `NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:)`.
    public func encode(with coder: NSCoder) {
        coder.encode(fontName as NSString, forKey: Key.name)
        coder.encode(Double(pointSize), forKey: Key.pointSize)
        guard let system else { return }
        coder.encode(Double(system.weight.rawValue), forKey: Key.systemWeight)
        coder.encode(system.design.rawValue as NSString, forKey: Key.systemDesign)
        coder.encode(system.isItalic, forKey: Key.systemItalic)
        coder.encode(system.hasMonospacedDigits, forKey: Key.systemMonospacedDigits)
        if let style = system.textStyle { coder.encode(style.rawValue as NSString, forKey: Key.textStyle) }
    }

    /// The font an archive holds, for `NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self,
    /// from:)`; nil (and the decoder's error, when it collects errors) when the name or a positive, finite size is
    /// missing. A font by name comes back as ``init(name:size:)`` makes it.
    public convenience init?(coder: NSCoder) {
        let size = coder.decodeDouble(forKey: Key.pointSize)
        let name = coder.containsValue(forKey: Key.name) ? coder.decodeObject(of: NSString.self, forKey: Key.name) as String? : nil
        guard let name, size.isFinite, size > 0 else {
            // Under `.raiseException` (an unarchiver made by hand, on Linux) reporting would abort
            // the process; nil says it as well.
            guard coder.decodingFailurePolicy == .setErrorAndReturn else { return nil }
            coder.failWithError(
                NSError(
                    domain: NSCocoaErrorDomain, code: CocoaError.coderReadCorrupt.rawValue,
                    userInfo: [NSLocalizedDescriptionKey: "The archive holds no UIFont: a font needs a name and a positive point size."]))
            return nil
        }
        guard coder.containsValue(forKey: Key.systemWeight) else {
            self.init(font: .custom(name, fixedSize: CGFloat(size)), pointSize: CGFloat(size), fontName: name)
            return
        }
        var face = SystemFace(weight: Weight(rawValue: CGFloat(coder.decodeDouble(forKey: Key.systemWeight))))
        if coder.containsValue(forKey: Key.systemDesign),
            let design = coder.decodeObject(of: NSString.self, forKey: Key.systemDesign) as String?
        {
            face.design = UIFontDescriptor.SystemDesign(rawValue: design)
        }
        face.isItalic = coder.decodeBool(forKey: Key.systemItalic)
        face.hasMonospacedDigits = coder.decodeBool(forKey: Key.systemMonospacedDigits)
        if coder.containsValue(forKey: Key.textStyle), let style = coder.decodeObject(of: NSString.self, forKey: Key.textStyle) as String? {
            face.textStyle = TextStyle(rawValue: style)
        }
        self.init(system: face, pointSize: CGFloat(size))
    }
}

extension Font {
    /// The font a `UIFont` stands for, as SwiftUI's `Font(_:)` taking a `CTFont`/`UIFont`.
    public init(_ font: UIFont) {
        self = font.font
    }
}
