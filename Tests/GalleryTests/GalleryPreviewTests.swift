import SnapshotTesting
import Testing

/// Every `#Preview` of the gallery against its references, light and dark.
@Test("The gallery's previews match their references") func galleryPreviews() {
    assertPreviewSnapshots()
}
