extension View {
    /// Puts `content` along `edge` as a bar, as SwiftUI's `safeAreaBar(edge:alignment:spacing:content:)` (iOS 26): the
    /// view lays out in the room left by the bar, as with ``safeAreaInset(edge:alignment:spacing:content:)``, and iOS
    /// adds a scroll edge effect (a soft blur) behind the bar once content scrolls under it. A still frame at rest has
    /// nothing under the bar, so NapkinUI draws the inset.
    public func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
