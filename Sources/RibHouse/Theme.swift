import NapkinUI

/// RibHouse's visual language in one place: an editorial, printed-menu feel of paper and
/// ink, a serif with true italics, monospace labels and numerals, hairline rules.
enum Theme {
    // MARK: Palette

    /// The LoggedOut background: warm, uncoated paper.
    static let paper = Color(hex: 0xF3EDE1)
    /// Text and the LOGIN button: near-black with warmth.
    static let ink = Color(hex: 0x1C1A17)
    /// Ledes and kickers on paper.
    static let inkMuted = Color(hex: 0x5E584E)
    /// The LoggedIn background: dark green-black, like a smoke-stained board.
    static let smoke = Color(hex: 0x0F1A15)
    /// Text and the LOGOUT outline on smoke.
    static let cream = Color(hex: 0xEFE5CF)
    /// Labels and numerals on smoke.
    static let creamMuted = Color(hex: 0xA79F8C)
    /// Hairlines on smoke: cream, quietly.
    static let creamRule = Color(hex: 0xEFE5CF, opacity: 0.28)

    // MARK: Type

    /// The LoggedOut headline.
    static let hero = Font.serif(46)
    /// The signed-in user's name.
    static let name = Font.serifItalic(54)
    /// Introductory sentences.
    static let lede = Font.serif(20)
    /// Items of the foods list.
    static let item = Font.serif(22)
    /// Kickers and subtitles: monospace capitals, tracked out.
    static let kicker = Font.mono(12).tracking(2)
    /// Numerals of numbered lists.
    static let numeral = Font.mono(13).tracking(1)
    /// Button labels: monospace capitals, tracked out.
    static let buttonLabel = Font.mono(14).tracking(2.5)

    /// A list position as RibHouse numbers it: two digits, `01` … `99`.
    static func number(_ position: Int) -> String {
        position < 10 ? "0\(position)" : "\(position)"
    }

    // MARK: Rhythm

    /// Screen margins and the spacing of the main stacks, as the seed's `VStack(spacing: 28)`.
    static let margin: Double = 28
    /// The height of the primary buttons.
    static let buttonHeight: Double = 58
}
