extension View {
    /// Makes the view settle its own geometry before its children read it, as SwiftUI's `geometryGroup()` (iOS 17): it
    /// changes how frames animate while they change (children no longer fly in from their old place), not where
    /// anything sits at rest, so a still frame draws the view as it is.
    public func geometryGroup() -> some View { self }
}
