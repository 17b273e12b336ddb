import SnapshotTesting
import XCTest

/// Every `#Preview` of RibHouse against its reference, in light only: RibHouse draws its own
/// paper and smoke whatever the scheme.
final class RibHousePreviewTests: XCTestCase {
    func testPreviews() {
        assertPreviewSnapshots(matrix: [.light])
    }
}
