extension View {
    /// Adds `tracking` points of letter spacing to the text inside.
    public func tracking(_ tracking: CGFloat) -> some View {
        EnvironmentModifiedView(content: self) { $0.tracking = tracking }
    }

    /// Adds `kerning` points between the characters of the text inside, as SwiftUI's
    /// `kerning(_:)` on a view.
    public func kerning(_ kerning: CGFloat) -> some View {
        EnvironmentModifiedView(content: self) { $0.kerning = kerning }
    }

    /// Draws the text inside `offset` points above its baseline, as SwiftUI's
    /// `baselineOffset(_:)` on a view.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        EnvironmentModifiedView(content: self) { $0.baselineOffset = offset }
    }

    /// Changes the case of the text inside when drawn (the strings are unchanged).
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentModifiedView(content: self) { $0.textCase = textCase }
    }

    /// Adds `spacing` points between the lines of text inside.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineSpacing = spacing }
    }

    /// Aligns the lines of multi-line text inside.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentModifiedView(content: self) { $0.multilineTextAlignment = alignment }
    }
}
