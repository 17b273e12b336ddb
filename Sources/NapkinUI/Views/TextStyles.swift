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
