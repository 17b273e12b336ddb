import SnapshotTesting
import Testing

/// Every `#Preview` of Chirp against its references, light and dark.
@Test("Chirp's previews match their references") func chirpPreviews() {
    assertPreviewSnapshots()
}
