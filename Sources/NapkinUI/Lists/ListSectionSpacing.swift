/// The space between a list's sections, as iOS 17's `ListSectionSpacing`: the style's own
/// (`.default`), a tighter one (`.compact`) or a number of points (`.custom(_:)`).
public struct ListSectionSpacing: Sendable, Hashable {
    /// The points between sections, or nil for the list style's own spacing.
    let points: Double?

    /// The list style's own spacing (35 points between inset-grouped sections, 28 in a form).
    public static let `default` = ListSectionSpacing(points: nil)
    /// A tighter spacing: 20 points (NapkinUI's value, not yet measured on an iOS reference).
    public static let compact = ListSectionSpacing(points: 20)

    /// `spacing` points between sections (negative values count as 0).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: max(0, Double(spacing)))
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue = ListSectionSpacing.default
}

extension EnvironmentValues {
    /// The section spacing lists and forms inside use (`.listSectionSpacing`).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between the sections of the lists and forms inside, as iOS 17's
    /// `listSectionSpacing(_:)`: from the bottom of one section's card to the top of the next
    /// section (its header's box when it has one). Plain lists keep their sections touching.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets `spacing` points between the sections of the lists and forms inside.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}
