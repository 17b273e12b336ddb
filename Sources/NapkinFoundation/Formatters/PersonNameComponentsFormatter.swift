import Foundation

#if os(Linux)

/// Writes and reads people's names, as Foundation's `PersonNameComponentsFormatter`, which
/// swift-corelibs-foundation declares but does not implement (its initialiser is unavailable).
/// This class shadows it for files that import NapkinFoundation (NapkinUI and the AppleImports
/// plugin bring it), so `PersonNameComponentsFormatter()` compiles and works.
///
/// Names are written by `PersonNameComponents.FormatStyle` (English rules, given name first):
/// `.abbreviated` gives "KB" for Kobe Bryant. ``personNameComponents(from:)`` reads a name as
/// English writes one: an honorific prefix ("Dr."), the given name, middle names, the family
/// name and a suffix ("Jr.", "III", "PhD").
open class PersonNameComponentsFormatter: Formatter {
    /// How much of a name is written, as Foundation's `PersonNameComponentsFormatter.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// The medium form: given and family name.
        case `default` = 0
        /// The nickname, else the given name.
        case short = 1
        /// Given and family name.
        case medium = 2
        /// Every part but the nickname.
        case long = 3
        /// The initials of the given and family names.
        case abbreviated = 4

        /// The format style that writes it.
        var formatStyle: PersonNameComponents.FormatStyle.Style {
            switch self {
            case .default, .medium: .medium
            case .short: .short
            case .long: .long
            case .abbreviated: .abbreviated
            }
        }
    }

    /// Options of the class method, as Foundation's `PersonNameComponentsFormatter.Options`.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// An option set from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write the phonetic name (kept; the phonetic parts are written when present).
        public static let phonetic = Options(rawValue: 1 << 1)
    }

    /// How much of a name is written (``Style/default``: given and family name).
    open var style: Style = .default
    /// Whether the phonetic representation is written, when the components have one.
    open var isPhonetic = false
    /// The locale (kept for Foundation's signature; English rules are applied).
    open var locale: Locale! = .autoupdatingCurrent

    /// A formatter writing the default style.
    public override init() {
        super.init()
    }

    /// A formatter from an archive: the default style.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `components` written in ``style``: "Kobe Bryant", or "KB" when abbreviated.
    open func string(from components: PersonNameComponents) -> String {
        let source = isPhonetic ? (components.phoneticRepresentation ?? components) : components
        return PersonNameComponents.FormatStyle(style: style.formatStyle, locale: locale ?? .autoupdatingCurrent).format(source)
    }

    /// The name a `PersonNameComponents` value writes; nil for any other value.
    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map(string(from:))
    }

    /// `components` written in `style`, as the class method of Foundation's formatter.
    open class func localizedString(from components: PersonNameComponents, style: Style, options: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = style
        formatter.isPhonetic = options.contains(.phonetic)
        return formatter.string(from: components)
    }

    /// The parts of `string` read as an English name: "Dr. Martin Luther King Jr." has the prefix
    /// "Dr.", the given name "Martin", the middle name "Luther", the family name "King" and the
    /// suffix "Jr."; one word is a given name; nil when there is no word at all.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        var words = string.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        var components = PersonNameComponents()
        if words.count > 1, Self.prefixes.contains(Self.key(words[0])) {
            components.namePrefix = words.removeFirst()
        }
        if words.count > 1, let last = words.last, Self.suffixes.contains(Self.key(last)) {
            components.nameSuffix = words.removeLast()
            // "King, Jr.": the comma belongs to the suffix.
            if let family = words.last, family.hasSuffix(",") { words[words.count - 1] = String(family.dropLast()) }
        }
        components.givenName = words.first
        if words.count > 1 { components.familyName = words.last }
        if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
        return components
    }

    /// The word without its dot and case, for the prefix and suffix lists.
    private static func key(_ word: String) -> String {
        word.lowercased().replacingOccurrences(of: ".", with: "")
    }

    /// Honorifics English writes before a name.
    private static let prefixes: Set<String> = ["mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "rev", "fr"]
    /// Generational and academic suffixes English writes after a name.
    private static let suffixes: Set<String> = ["jr", "sr", "ii", "iii", "iv", "v", "esq", "phd", "md"]
}

#endif
