import NapkinUI

/// RibHouse's visual language in one place: an editorial, printed-menu feel of paper and
/// ink, a serif with true italics, monospace labels and numerals, hairline rules.
enum Theme {
    // MARK: Palette

    // In the dark appearance the printed menu is turned over: the paper becomes a charred,
    // warm umber board (never pure black, so the serif keeps its ink-trap warmth) and the ink
    // becomes the cream of the LoggedIn screen; the LOGIN capsule is a cream pill with umber
    // letters. The smoke screen, already dark, sinks a step deeper so the two screens stay
    // distinct (umber for the door, green-black for the dining room), and its hairlines quieten,
    // since a light rule on black reads brighter than the same rule on paper.

    /// The LoggedOut background: warm, uncoated paper; a charred umber board in the dark.
    static let paper = Color(light: Color(hex: 0xF3EDE1), dark: Color(hex: 0x1A1612))
    /// Text and the LOGIN button: near-black with warmth; cream in the dark.
    static let ink = Color(light: Color(hex: 0x1C1A17), dark: Color(hex: 0xEDE3CD))
    /// Ledes and kickers on paper.
    static let inkMuted = Color(light: Color(hex: 0x5E584E), dark: Color(hex: 0xA59C8A))
    /// The LoggedIn background: dark green-black, like a smoke-stained board.
    static let smoke = Color(light: Color(hex: 0x0F1A15), dark: Color(hex: 0x09110D))
    /// Text and the LOGOUT outline on smoke.
    static let cream = Color(light: Color(hex: 0xEFE5CF), dark: Color(hex: 0xE6DCC6))
    /// Labels and numerals on smoke.
    static let creamMuted = Color(light: Color(hex: 0xA79F8C), dark: Color(hex: 0x9A927F))
    /// Hairlines on smoke: cream, quietly.
    static let creamRule = Color(light: Color(hex: 0xEFE5CF, opacity: 0.28), dark: Color(hex: 0xE6DCC6, opacity: 0.2))

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
