import CoreLocation
import NapkinUI
import Testing

private struct PlaceView: View {
    @ObservedObject var tracker: PlaceTracker

    var body: some View {
        Text(tracker.placeName)
    }
}

@MainActor
@Suite("CoreLocation brings Foundation's Combine names")
struct CoreLocationCombineTests {
    @Test("A model in a file importing only Foundation and CoreLocation is the ObservableObject @ObservedObject takes")
    func locationModelInAView() throws {
        let tracker = PlaceTracker()
        var changes = 0
        let token = tracker.objectWillChange.sink { changes += 1 }
        tracker.arrive(at: CLLocation(latitude: 51.5, longitude: -0.12), named: "London")
        #expect(changes == 2)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: PlaceView(tracker: tracker))
        #expect(window.layoutDescription().contains("\"London\""))
        _ = token
    }
}
