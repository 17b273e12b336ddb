import SnapshotTesting
import Testing

/// Every `#Preview` of the controls examples against its references, light and dark.
@Test("The controls examples' previews match their references") func controlsPreviews() {
    assertPreviewSnapshots()
}
