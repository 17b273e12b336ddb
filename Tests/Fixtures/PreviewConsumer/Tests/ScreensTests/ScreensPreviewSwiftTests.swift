import SnapshotTesting
import Testing

@Test func previews() {
    assertPreviewSnapshots(matrix: [.light])
}
