extension View {
    /// Asks iOS to hide its overlays over the app (the home indicator), as SwiftUI's `persistentSystemOverlays(_:)`
    /// (iOS 16). `.hidden` only dims the indicator and hides it a few seconds after the last touch; NapkinUI's frames
    /// draw the app's content without the system's home indicator in every case, so nothing drawn changes.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
