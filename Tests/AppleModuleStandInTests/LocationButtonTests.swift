import CoreLocationUI
import NapkinUI
import SnapshotTesting
import Testing

/// A welcome screen as weather apps write it around a location button.
private struct Welcome: View {
    let requested: () -> Void
    var body: some View {
        VStack(spacing: 20) {
            Text("Welcome to the Weather App").font(.title).bold()
            Text("Please share your current location to get the weather in your area")
                .multilineTextAlignment(.center)
            LocationButton(.shareCurrentLocation) { requested() }
                .cornerRadius(30)
                .symbolVariant(.fill)
                .foregroundColor(.white)
        }
        .padding()
    }
}

// The tests share the simulated location source, so they run in CoreLocation's serialized suite.
extension CoreLocationTests {
    @MainActor
    @Test("LocationButton grants when-in-use access when it was not determined, then runs its action; a denial stays")
    func locationButtonGrants() throws {
        var requests = 0
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Welcome { requests += 1 })
        window.layout()
        #expect(source.authorizationStatus == .notDetermined)
        try window.tap(label: "Share Current Location")
        #expect(source.authorizationStatus == .authorizedWhenInUse && requests == 1)
        source.authorizationStatus = .denied
        try window.tap(label: "Share Current Location")
        #expect(source.authorizationStatus == .denied && requests == 2)
        source.reset()
    }

    @MainActor
    @Test("LocationButton draws the arrow and its title in white on the tint, light and dark; a nil title draws the arrow")
    func locationButtonLooks() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(Welcome {}.environment(\.colorScheme, scheme)), as: .image(layout: .fixed(width: 390, height: 320)),
                named: scheme == .dark ? "dark" : "light")
        }
        assertSnapshot(
            of: AnyView(LocationButton(nil) {}.tint(.green).padding()), as: .image(layout: .sizeThatFits), named: "arrowOnly")
    }
}
