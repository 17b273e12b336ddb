import SnapshotTesting
import XCTest

final class ScreensPreviewTests: XCTestCase {
    func testPreviews() {
        assertPreviewSnapshots()
    }
}
