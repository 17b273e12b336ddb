import Gallery
import NapkinUI
import SnapshotTesting
import Testing

/// The gallery's screens as VoiceOver reads them: picture, tree and a clean audit. The audit
/// found iOS's secondary grey, its blue behind white words and the lighter avatar fills under
/// WCAG's 4.5:1, and an inbox avatar's initials wrapping out of their circle at the largest
/// text sizes; the screens now use AccessibleColors and cap the initials' size.
@MainActor
@Suite("Gallery as VoiceOver reads it")
struct GalleryAccessibilityTests {
    @Test("Each screen's picture, tree and audit", arguments: [GalleryScreen.settings, .profile, .inbox, .cards])
    func screen(_ screen: GalleryScreen) async {
        let window = screen.makeWindow()
        assertSnapshot(of: window, as: .accessibilityImage, named: screen.rawValue)
        // Each step holds the main actor for a while; yielding between them lets the suite's
        // other main-actor tests, some waiting on a clock, take their turn.
        await Task.yield()
        assertSnapshot(of: window, as: .accessibilityTree, named: screen.rawValue)
        await Task.yield()
        assertAccessibilityAudit(of: window)
    }

    @Test("The dark screens audit clean too", arguments: [GalleryScreen.settingsDark, .cardsDark])
    func dark(_ screen: GalleryScreen) async {
        await Task.yield()
        assertAccessibilityAudit(of: screen.makeWindow())
    }
}
