internal import Raster

extension View {
    /// Where a VoiceOver double tap lands on the view, as a point of its unit square, as
    /// SwiftUI's `accessibilityActivationPoint(_:)` (`.center` is the default).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        accessibilityModifiers(AccessibilityModifiers(activationPoint: .unit(activationPoint)))
    }

    /// Where a VoiceOver double tap lands on the view, in points from its top-leading corner.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        accessibilityModifiers(AccessibilityModifiers(activationPoint: .point(Point(activationPoint))))
    }
}
