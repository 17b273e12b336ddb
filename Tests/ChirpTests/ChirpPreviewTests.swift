import PackageTestSupport
import SnapshotTesting
import Testing

/// Every `#Preview` of Chirp against its references, light and dark.
///
/// Rendering them all takes seconds in a debug build, and the synchronous
/// `assertPreviewSnapshots()` would hold one of the cooperative pool's threads (two on a
/// 2-core machine) while it waits for the main actor, stalling every async test of the suite
/// for as long: the same check runs on a thread of its own, and its failures are this test's.
@Test("Chirp's previews match their references") func chirpPreviews() async {
    for failure in await onOwnThread({ verifyPreviewSnapshots() }) {
        Issue.record(Comment(rawValue: failure))
    }
}
