/// Colours and fonts of a tab bar or navigation bar.
public struct BarAppearance: Sendable, Hashable {
    /// The bar's fill.
    public var background: Color
    /// The hairline between the bar and the content.
    public var separator: Color
    /// Titles and the selected tab.
    public var foreground: Color
    /// Unselected tabs.
    public var secondary: Color
    /// The font of titles and items.
    public var font: Font

    /// A bar appearance; the defaults match iOS's light bars.
    public init(
        background: Color = Color(hex: 0xF9F9F9),
        separator: Color = Color(hex: 0x3C3C43, opacity: 0.29),
        foreground: Color = .blue,
        secondary: Color = Color(hex: 0x8E8E93),
        font: Font = .sansMedium(10)
    ) {
        self.background = background
        self.separator = separator
        self.foreground = foreground
        self.secondary = secondary
        self.font = font
    }
}
