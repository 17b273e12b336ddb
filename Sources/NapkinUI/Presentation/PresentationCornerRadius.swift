extension View {
    /// The radius of the top corners of the sheet showing this view, as SwiftUI's
    /// `presentationCornerRadius(_:)`; `nil` keeps the system's. The presented controller's
    /// sheet settings carry it.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        sheetPreference { $0.cornerRadius = cornerRadius }
    }
}
