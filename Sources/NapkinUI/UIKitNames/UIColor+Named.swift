// UIKit's named colours. `systemRed` … `systemGray` are SwiftUI's `Color.red` … `Color.gray`;
// the semantic colours (`label`, `systemBackground`, …) are NapkinUI's, with iOS 17's light and
// dark values; `red`, `green`, … are UIKit's fixed component colours, not the system ones.

extension UIColor {
    /// The system red: SwiftUI's `Color.red`.
    public static var systemRed: UIColor { UIColor(Color.red) }
    /// The system orange: SwiftUI's `Color.orange`.
    public static var systemOrange: UIColor { UIColor(Color.orange) }
    /// The system yellow: SwiftUI's `Color.yellow`.
    public static var systemYellow: UIColor { UIColor(Color.yellow) }
    /// The system green: SwiftUI's `Color.green`.
    public static var systemGreen: UIColor { UIColor(Color.green) }
    /// The system mint: SwiftUI's `Color.mint`.
    public static var systemMint: UIColor { UIColor(Color.mint) }
    /// The system teal: SwiftUI's `Color.teal`.
    public static var systemTeal: UIColor { UIColor(Color.teal) }
    /// The system cyan: SwiftUI's `Color.cyan`.
    public static var systemCyan: UIColor { UIColor(Color.cyan) }
    /// The system blue: SwiftUI's `Color.blue`.
    public static var systemBlue: UIColor { UIColor(Color.blue) }
    /// The system indigo: SwiftUI's `Color.indigo`.
    public static var systemIndigo: UIColor { UIColor(Color.indigo) }
    /// The system purple: SwiftUI's `Color.purple`.
    public static var systemPurple: UIColor { UIColor(Color.purple) }
    /// The system pink: SwiftUI's `Color.pink`.
    public static var systemPink: UIColor { UIColor(Color.pink) }
    /// The system brown: SwiftUI's `Color.brown`.
    public static var systemBrown: UIColor { UIColor(Color.brown) }
    /// The system gray: SwiftUI's `Color.gray`.
    public static var systemGray: UIColor { UIColor(Color.gray) }
    /// iOS's `label`: `Color.label`.
    public static var label: UIColor { UIColor(Color.label) }
    /// iOS's `secondaryLabel`: `Color.secondaryLabel`.
    public static var secondaryLabel: UIColor { UIColor(Color.secondaryLabel) }
    /// iOS's `tertiaryLabel`: `Color.tertiaryLabel`.
    public static var tertiaryLabel: UIColor { UIColor(Color.tertiaryLabel) }
    /// iOS's `quaternaryLabel`: `Color.quaternaryLabel`.
    public static var quaternaryLabel: UIColor { UIColor(Color.quaternaryLabel) }
    /// iOS's `placeholderText`: `Color.placeholderText`.
    public static var placeholderText: UIColor { UIColor(Color.placeholderText) }
    /// iOS's `link`: `Color.link`.
    public static var link: UIColor { UIColor(Color.link) }
    /// iOS's `systemFill`: `Color.systemFill`.
    public static var systemFill: UIColor { UIColor(Color.systemFill) }
    /// iOS's `secondarySystemFill`: `Color.secondarySystemFill`.
    public static var secondarySystemFill: UIColor { UIColor(Color.secondarySystemFill) }
    /// iOS's `tertiarySystemFill`: `Color.tertiarySystemFill`.
    public static var tertiarySystemFill: UIColor { UIColor(Color.tertiarySystemFill) }
    /// iOS's `quaternarySystemFill`: `Color.quaternarySystemFill`.
    public static var quaternarySystemFill: UIColor { UIColor(Color.quaternarySystemFill) }
    /// iOS's `systemBackground`: `Color.systemBackground`.
    public static var systemBackground: UIColor { UIColor(Color.systemBackground) }
    /// iOS's `secondarySystemBackground`: `Color.secondarySystemBackground`.
    public static var secondarySystemBackground: UIColor { UIColor(Color.secondarySystemBackground) }
    /// iOS's `tertiarySystemBackground`: `Color.tertiarySystemBackground`.
    public static var tertiarySystemBackground: UIColor { UIColor(Color.tertiarySystemBackground) }
    /// iOS's `systemGroupedBackground`: `Color.systemGroupedBackground`.
    public static var systemGroupedBackground: UIColor { UIColor(Color.systemGroupedBackground) }
    /// iOS's `secondarySystemGroupedBackground`: `Color.secondarySystemGroupedBackground`.
    public static var secondarySystemGroupedBackground: UIColor { UIColor(Color.secondarySystemGroupedBackground) }
    /// iOS's `tertiarySystemGroupedBackground`: `Color.tertiarySystemGroupedBackground`.
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(Color.tertiarySystemGroupedBackground) }
    /// iOS's `separator`: `Color.separator`.
    public static var separator: UIColor { UIColor(Color.separator) }
    /// iOS's `opaqueSeparator`: `Color.opaqueSeparator`.
    public static var opaqueSeparator: UIColor { UIColor(Color.opaqueSeparator) }
    /// iOS's `systemGray2`: `Color.systemGray2`.
    public static var systemGray2: UIColor { UIColor(Color.systemGray2) }
    /// iOS's `systemGray3`: `Color.systemGray3`.
    public static var systemGray3: UIColor { UIColor(Color.systemGray3) }
    /// iOS's `systemGray4`: `Color.systemGray4`.
    public static var systemGray4: UIColor { UIColor(Color.systemGray4) }
    /// iOS's `systemGray5`: `Color.systemGray5`.
    public static var systemGray5: UIColor { UIColor(Color.systemGray5) }
    /// iOS's `systemGray6`: `Color.systemGray6`.
    public static var systemGray6: UIColor { UIColor(Color.systemGray6) }
    /// Black.
    public static var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// A dark grey, a third of white.
    public static var darkGray: UIColor { UIColor(red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1) }
    /// A light grey, two thirds of white.
    public static var lightGray: UIColor { UIColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1) }
    /// White.
    public static var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// Half-way grey.
    public static var gray: UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
    /// Pure red (not the system red).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Pure cyan.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Pure yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Pure magenta.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange, (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple, (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown, (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Transparent.
    public static var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// The tint of controls: the system blue.
    public static var tintColor: UIColor { systemBlue }
    /// Text on light backgrounds: black.
    public static var darkText: UIColor { black }
    /// Text on dark backgrounds: white at 60 %.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// The older name of the grouped background.
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
}
