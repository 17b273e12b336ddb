import Gallery
import NapkinUI
import SnapshotTesting
import Testing

/// The gallery's screens as VoiceOver reads them: picture, tree and a clean audit. The audit
/// found iOS's secondary grey, its blue behind white words and the lighter avatar fills under
/// WCAG's 4.5:1, and an inbox avatar's initials wrapping out of their circle at the largest
/// text sizes; the screens now use AccessibleColors and cap the initials' size. The tab app,
/// feed, pantry and pit dashboard had the same greys, iOS's blue, red and pink under white or
/// on white, an unnamed photo and 13-point share buttons without a label; they now use the
/// same colours, name the photo, give each share button a 44-point hit region and read each
/// row, gauge and card fact as one element.
@MainActor
@Suite("Gallery as VoiceOver reads it")
struct GalleryAccessibilityTests {
    @Test(
        "Each screen's picture, tree and audit",
        arguments: [
            GalleryScreen.settings, .profile, .inbox, .cards, .tabs, .feed, .search, .dashboard,
        ])
    func screen(_ screen: GalleryScreen) async {
        let window = screen.makeWindow()
        assertSnapshot(of: window, as: .accessibilityImage, named: screen.rawValue)
        // Each step holds the main actor for a while; yielding between them lets the suite's
        // other main-actor tests, some waiting on a clock, take their turn.
        await Task.yield()
        assertSnapshot(of: window, as: .accessibilityTree, named: screen.rawValue)
        await Task.yield()
        assertAccessibilityAudit(of: window, Self.audit(screen))
    }

    @Test(
        "The dark screens audit clean too",
        arguments: [
            GalleryScreen.settingsDark, .cardsDark, .tabsDark, .feedDark, .searchDark, .dashboardDark,
        ])
    func dark(_ screen: GalleryScreen) async {
        await Task.yield()
        assertAccessibilityAudit(of: screen.makeWindow(), Self.audit(screen))
    }

    /// The audit for `screen`. The tab app leaves out the tab bar's unselected titles and its
    /// red badges, iOS's own bar colours that SwiftUI has no modifier for, and the last menu
    /// row, which sits under the translucent bar until the list scrolls.
    static func audit(_ screen: GalleryScreen) -> AccessibilityAudit {
        guard screen == .tabs || screen == .tabsDark else { return AccessibilityAudit() }
        return AccessibilityAudit(ignoring: ["Orders", "Inbox", "Profile", "2", "New", "Sparkling water, $2"])
    }
}
