internal import Raster

/// `.preferredColorScheme(_:)`: as in SwiftUI, a view states the scheme it wants for the whole
/// screen it is presented on, not only for itself. The modifier hands the scheme up as a
/// preference; the view controller whose content asks for one lays itself (content, children
/// and bars) out again in that scheme, and the window behind it follows.

extension View {
    /// Asks for `colorScheme` for the screen this view is on (`nil` asks for nothing, and the
    /// device's scheme stays), as SwiftUI's `preferredColorScheme(_:)`.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeView(content: self, colorScheme: colorScheme)
    }

    /// Draws this view and the views inside it in `colorScheme`, as SwiftUI's older
    /// `colorScheme(_:)` (the screen around it keeps its own).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

struct PreferredColorSchemeView: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let colorScheme: ColorScheme?

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        if let colorScheme { inner.colorScheme = colorScheme }
        let colorScheme = self.colorScheme
        return PreferenceNode(child: buildNode(content, in: inner)) { values in
            if let colorScheme { values[PreferredColorSchemeKey.self] = colorScheme }
        }
    }
}
