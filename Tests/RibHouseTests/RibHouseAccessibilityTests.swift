import Foundation
import NapkinTesting
import NapkinUI
import Raster
import SnapshotTesting
import Testing

@testable import RibHouse

/// RibHouse as VoiceOver reads it: each screen's accessibility picture (light and dark, and
/// LoggedOut right to left in Arabic), its tree as text, and its audit, which is clean. The
/// audit found the unselected tabs at 3.1–3.5:1 (the muted ink at 75 %), fixed in
/// TabBarNapkinViewController; the headlines read as headings.
@MainActor
@Suite("RibHouse as VoiceOver reads it")
struct RibHouseAccessibilityTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let arabic = Traits(layoutDirection: .rightToLeft, locale: Locale(identifier: "ar"))

    /// The picture of a screen in both appearances: `<test>.light.png`, `<test>.dark.png`.
    static let pictures: [String: Snapshotting<ViewController, Bitmap>] = [
        "light": .accessibilityImage(), "dark": .accessibilityImage(traits: dark),
    ]

    /// The audit of a screen in both appearances, as text that reads "No accessibility issues".
    static let audits: [String: Snapshotting<ViewController, AccessibilityAuditSnapshot>] = [
        "light": .accessibilityAudit(), "dark": .accessibilityAudit(traits: dark),
    ]

    @Test func loggedOut() async {
        let screen = HostingController(rootView: LoggedOutNapkinView())
        assertSnapshots(of: screen, as: Self.pictures)
        // Each step holds the main actor for a while; yielding between them lets the suite's
        // other main-actor tests, some waiting on a clock, take their turn.
        await Task.yield()
        assertSnapshot(of: screen, as: .accessibilityTree)
        await Task.yield()
        assertSnapshots(of: screen, as: Self.audits)
    }

    @Test("LoggedOut in Arabic: rows read right to left, the words from the strings table")
    func loggedOutArabic() async {
        let screen = HostingController(rootView: LoggedOutNapkinView())
        assertSnapshot(of: screen, as: .accessibilityImage(traits: Self.arabic))
        await Task.yield()
        assertSnapshot(of: screen, as: .accessibilityTree(traits: Self.arabic))
    }

    @Test func loginFailure() async {
        let screen = HostingController(rootView: LoggedOutNapkinView(failureMessage: "Couldn’t reach the smokehouse. Try again."))
        assertSnapshot(of: screen, as: .accessibilityTree)
        await Task.yield()
        assertAccessibilityAudit(of: screen)
    }

    @Test func loggedIn() async {
        let screen = HostingController(rootView: LoggedInNapkinView(user: BarbecueAuthService.smokeyJoe))
        assertSnapshots(of: screen, as: Self.pictures)
        await Task.yield()
        assertSnapshot(of: screen, as: .accessibilityTree)
        await Task.yield()
        assertSnapshots(of: screen, as: Self.audits)
    }

    @Test("Each tab, its bar read as tabs", arguments: RibHouseTab.allCases)
    func tabs(tab: RibHouseTab) async throws {
        let scene = RibHouseTabsScene(device: .iPhone13Pro)
        try await scene.show(tab)
        assertSnapshot(of: scene.window, as: .accessibilityImage, named: tab.rawValue)
        await Task.yield()
        assertSnapshot(of: scene.window, as: .accessibilityTree, named: tab.rawValue)
        await Task.yield()
        assertAccessibilityAudit(of: scene.window)
        await Task.yield()
        let dark = RibHouseTabsScene(device: Device.iPhone13Pro.applying(Self.dark))
        try await dark.show(tab)
        assertAccessibilityAudit(of: dark.window)
    }

    @Test("The pushed food detail: the back button first, the title a heading")
    func foodDetail() async throws {
        let scene = RibHouseTabsScene(device: .iPhone13Pro)
        try await scene.show(.browse)
        try scene.window.tap(label: "Burnt Ends")
        try await waitUntil("selected") { scene.window.layoutDescription().contains("SELECTED") }
        try scene.window.tap(label: "Burnt Ends")
        try await waitUntil("detail pushed") { scene.window.interactiveElements().contains { $0.kind == .backButton } }
        assertSnapshot(of: scene.window, as: .accessibilityImage)
        await Task.yield()
        assertSnapshot(of: scene.window, as: .accessibilityTree)
        await Task.yield()
        assertAccessibilityAudit(of: scene.window)
        #expect(scene.window.accessibilityElements().first?.spokenDescription == "Back, Button")
    }
}
