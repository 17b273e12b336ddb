/// A section's own separators in a plain list, as SwiftUI's `listSectionSeparator(_:edges:)`
/// and `listSectionSeparatorTint(_:edges:)` set them: the line under a plain section's last row
/// (iOS draws no line above the first). Grouped styles end on their card and draw none.
struct ListSectionSeparatorStyle: Sendable, Hashable {
    /// Shown, hidden, or the style's own (automatic: shown in plain lists).
    var visibility: Visibility = .automatic
    /// The colour of the line, or nil for the separator colour.
    var tint: Color?
}

private struct ListSectionSeparatorStyleKey: EnvironmentKey {
    static let defaultValue = ListSectionSeparatorStyle()
}

extension EnvironmentValues {
    /// The section separators the lists (or sections) inside draw.
    var listSectionSeparatorStyle: ListSectionSeparatorStyle {
        get { self[ListSectionSeparatorStyleKey.self] }
        set { self[ListSectionSeparatorStyleKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the separators of the sections inside (a section, or every section of a
    /// list), as SwiftUI's `listSectionSeparator(_:edges:)`. In a plain list the bottom one is
    /// the line under a section's last row; `.hidden` with `.bottom` (or `.all`) removes it.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        transformEnvironment(\.listSectionSeparatorStyle) { style in
            if edges.contains(.bottom) { style.visibility = visibility }
        }
    }

    /// Colours the separators of the sections inside, as SwiftUI's
    /// `listSectionSeparatorTint(_:edges:)`; `nil` gives back the separator colour. A row's own
    /// `listRowSeparatorTint` wins for the line under that row.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        transformEnvironment(\.listSectionSeparatorStyle) { style in
            if edges.contains(.bottom) { style.tint = color }
        }
    }
}
