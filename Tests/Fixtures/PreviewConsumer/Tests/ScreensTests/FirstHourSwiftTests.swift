import NapkinUI
import Screens
import SnapshotTesting
import Testing

/// The same in Swift Testing, dark.
@MainActor
@Suite(.snapshots(record: .missing))
struct FirstHourSwiftTests {
    @Test func profile() {
        assertSnapshot(of: ProfileScreen(name: "Grace Hopper").environment(\.colorScheme, .dark), as: .image)
    }

    /// The Foundation-only view model announces its changes, as an ObservableObject does.
    @Test func profileModelPublishes() {
        let model = ProfileModel(name: "Grace Hopper")
        var changes = 0
        let subscription = model.objectWillChange.sink { changes += 1 }
        _ = model.saveRequest(to: URL(string: "https://example.com/profile")!)
        model.name = "Ada Lovelace"
        #expect(changes == 2 && model.saving)
        subscription.cancel()
    }
}
