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
}
