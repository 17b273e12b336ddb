private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    /// The space between the rows of the lists inside (`.listRowSpacing`), or nil for none.
    var listRowSpacing: Double? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets `spacing` points between the rows of the lists inside, as iOS 17's
    /// `listRowSpacing(_:)`: in an inset-grouped list (or a form) each row then sits on a
    /// rounded card of its own with no separator between rows; a plain list keeps its lines
    /// under each row with the list's background between them. `nil` puts the rows back
    /// together.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.points)
    }
}
