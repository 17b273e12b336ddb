import Foundation
import NapkinUI
import SnapshotTesting
import XCTest

/// A view a suite moved from iOS snapshots.
private struct Badge: View {
    let title: String
    var body: some View {
        Text(title).padding(8).background(Color.yellow)
    }
}

/// Written as on iOS: a `@MainActor` class whose test methods are synchronous. Before the
/// overloads, the test binary aborted before any test ran; now each method runs, on the main
/// thread, with main-actor code called directly.
@MainActor
final class SynchronousMainActorTests: XCTestCase {
    /// What the methods saw, checked by the last one (XCTest runs them in name order).
    static var ran: [String] = []

    func testA_RunsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        let controller = HostingController(rootView: Color.yellow.frame(width: 40, height: 20))
        XCTAssertEqual(controller.sizeThatFits(.unspecified, on: .iPhoneSE), CGSize(width: 40, height: 20))
        Self.ran.append("sync")
    }

    func testB_Throws() throws {
        let message = verifySnapshot(
            of: Badge(title: "New"), as: .image(layout: .sizeThatFits), record: .never,
            snapshotDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("napkin-no-such-folder").path)
        XCTAssertEqual(message, "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        Self.ran.append("throws")
    }

    func testD_AllRan() {
        XCTAssertEqual(Self.ran, ["sync", "throws"])
    }
}

/// A `@MainActor` class whose synchronous methods do not throw.
@MainActor
final class SynchronousOnlyMainActorTests: XCTestCase {
    func testRuns() {
        XCTAssertTrue(Thread.isMainThread)
        MainActor.assertIsolated()
    }
}
