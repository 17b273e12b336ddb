/// The colours as shape styles, so `.foregroundStyle(.red)` and `.fill(.systemBackground)`
/// read as in SwiftUI. (`.primary` and `.secondary` here are the hierarchical styles, as in
/// SwiftUI; `.separator` is ``SeparatorShapeStyle``.)
extension ShapeStyle where Self == Color {
    /// `Color.red`.
    public static var red: Color { Color.red }
    /// `Color.orange`.
    public static var orange: Color { Color.orange }
    /// `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// `Color.green`.
    public static var green: Color { Color.green }
    /// `Color.mint`.
    public static var mint: Color { Color.mint }
    /// `Color.teal`.
    public static var teal: Color { Color.teal }
    /// `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue`.
    public static var blue: Color { Color.blue }
    /// `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple`.
    public static var purple: Color { Color.purple }
    /// `Color.pink`.
    public static var pink: Color { Color.pink }
    /// `Color.brown`.
    public static var brown: Color { Color.brown }
    /// `Color.gray`.
    public static var gray: Color { Color.gray }
    /// `Color.white`.
    public static var white: Color { Color.white }
    /// `Color.black`.
    public static var black: Color { Color.black }
    /// `Color.clear`.
    public static var clear: Color { Color.clear }
    /// `Color.accentColor`.
    public static var accentColor: Color { Color.accentColor }
    /// `Color.label`.
    public static var label: Color { Color.label }
    /// `Color.secondaryLabel`.
    public static var secondaryLabel: Color { Color.secondaryLabel }
    /// `Color.tertiaryLabel`.
    public static var tertiaryLabel: Color { Color.tertiaryLabel }
    /// `Color.quaternaryLabel`.
    public static var quaternaryLabel: Color { Color.quaternaryLabel }
    /// `Color.placeholderText`.
    public static var placeholderText: Color { Color.placeholderText }
    /// `Color.link`.
    public static var link: Color { Color.link }
    /// `Color.systemFill`.
    public static var systemFill: Color { Color.systemFill }
    /// `Color.secondarySystemFill`.
    public static var secondarySystemFill: Color { Color.secondarySystemFill }
    /// `Color.tertiarySystemFill`.
    public static var tertiarySystemFill: Color { Color.tertiarySystemFill }
    /// `Color.quaternarySystemFill`.
    public static var quaternarySystemFill: Color { Color.quaternarySystemFill }
    /// `Color.systemBackground`.
    public static var systemBackground: Color { Color.systemBackground }
    /// `Color.secondarySystemBackground`.
    public static var secondarySystemBackground: Color { Color.secondarySystemBackground }
    /// `Color.tertiarySystemBackground`.
    public static var tertiarySystemBackground: Color { Color.tertiarySystemBackground }
    /// `Color.systemGroupedBackground`.
    public static var systemGroupedBackground: Color { Color.systemGroupedBackground }
    /// `Color.secondarySystemGroupedBackground`.
    public static var secondarySystemGroupedBackground: Color { Color.secondarySystemGroupedBackground }
    /// `Color.tertiarySystemGroupedBackground`.
    public static var tertiarySystemGroupedBackground: Color { Color.tertiarySystemGroupedBackground }
    /// `Color.groupedBackground`.
    public static var groupedBackground: Color { Color.groupedBackground }
    /// `Color.opaqueSeparator`.
    public static var opaqueSeparator: Color { Color.opaqueSeparator }
    /// `Color.systemGray2`.
    public static var systemGray2: Color { Color.systemGray2 }
    /// `Color.systemGray3`.
    public static var systemGray3: Color { Color.systemGray3 }
    /// `Color.systemGray4`.
    public static var systemGray4: Color { Color.systemGray4 }
    /// `Color.systemGray5`.
    public static var systemGray5: Color { Color.systemGray5 }
    /// `Color.systemGray6`.
    public static var systemGray6: Color { Color.systemGray6 }
}
