extension Font {
    /// A large title, as iOS's `.largeTitle` (Inter Medium 34).
    public static let largeTitle = Font.sansMedium(34)
    /// A title, as iOS's `.title` (Inter Medium 28).
    public static let title = Font.sansMedium(28)
    /// A headline, as iOS's `.headline` (Inter Medium 17).
    public static let headline = Font.sansMedium(17)
    /// A subheadline, as iOS's `.subheadline` (Inter 15).
    public static let subheadline = Font.sans(15)
    /// A footnote, as iOS's `.footnote` (Inter 13).
    public static let footnote = Font.sans(13)
    /// A caption, as iOS's `.caption` (Inter 12).
    public static let caption = Font.sans(12)
}

extension Color {
    /// iOS's secondary label colour: grey text under primary text.
    public static let secondaryLabel = Color(hex: 0x3C3C43, opacity: 0.6)
    /// iOS's grouped background: the light grey behind the cards of a ``Form``.
    public static let groupedBackground = Color(hex: 0xF2F2F7)
}
