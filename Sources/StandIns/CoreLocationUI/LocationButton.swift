@_exported import CoreLocation
import NapkinUI

/// The button that grants an app one-time access to the user's location, as CoreLocationUI's
/// `LocationButton`: `LocationButton(.shareCurrentLocation) { manager.requestLocation() }`.
///
/// **Tapping it** grants `.authorizedWhenInUse` when the app's authorization is still
/// `.notDetermined`, as the button's one-time grant does on iOS (a person confirms it once), in
/// ``CoreLocation/SimulatedLocationSource``, so the location managers' delegates hear of it; then
/// it runs the action. An app the user denied stays denied, and the action still runs.
///
/// **Drawn** as iOS draws it: the location arrow and the title in white on the tint colour (blue by
/// default), in a rounded rectangle of corner radius 8 that `.cornerRadius(_:)`, `.tint(_:)`,
/// `.foregroundColor(_:)` and `.labelStyle(.iconOnly)` change. The 44-point height, 16-point side
/// padding and the semibold body font are those of the screenshots in Apple's documentation, not
/// measured on an iPhone.
public struct LocationButton: View {
    /// The words a location button shows, as CoreLocationUI's `LocationButton.Title`.
    public struct Title: Sendable, Hashable {
        /// The text.
        let text: String

        /// "Current Location".
        public static let currentLocation = Title(text: "Current Location")
        /// "Send Current Location".
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        /// "Send My Current Location".
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        /// "Share Current Location".
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        /// "Share My Current Location".
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    private let title: Title?
    private let action: () -> Void

    /// A button titled `title` (only the arrow when `nil`) that runs `action` on each tap, after the grant.
    public init(_ title: Title? = .currentLocation, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    /// The arrow and the title on the tint.
    public var body: some View {
        Button {
            let source = SimulatedLocationSource.shared
            if source.authorizationStatus == .notDetermined { source.authorizationStatus = .authorizedWhenInUse }
            action()
        } label: {
            label
        }
        .buttonStyle(LocationButtonStyle())
    }

    @ViewBuilder private var label: some View {
        if let title {
            Label(title.text, systemImage: "location.fill")
        } else {
            Image(systemName: "location.fill").accessibilityLabel("Current Location")
        }
    }
}

/// The location button's look: white on the tint, in a rounded rectangle.
private struct LocationButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        LocationButtonFace(configuration: configuration)
    }
}

private struct LocationButtonFace: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .frame(minHeight: 44)
            .background(.tint, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            .opacity(configuration.isPressed ? 0.8 : isEnabled ? 1 : 0.5)
    }
}
