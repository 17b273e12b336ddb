import Gallery
import PackageTestSupport
import SnapshotTesting
import Testing

@testable import NapkinUI

/// The gallery's example screens, written with SwiftUI's names only, against their references.
@MainActor
@Suite("Gallery")
struct GalleryTests {
    @Test(
        "Each gallery screen matches its reference",
        arguments: [
            GalleryScreen.settings, .profile, .inbox, .cards, .tabs, .tabsDark, .feed, .feedDark, .search, .searchDark, .dashboard,
            .dashboardDark, .preferences, .preferencesDark, .recipe, .recipeDark,
        ])
    func screen(_ screen: GalleryScreen) {
        assertSnapshot(of: screen.makeWindow(), as: .image, named: screen.rawValue)
    }

    @Test("The settings page's rows keep iOS's metrics: 44-point rows, separators at the titles")
    func settingsMetrics() throws {
        let lines = screenLines(.settings)
        let wifi = try #require(lines.first { $0.contains("\"Wi-Fi\"") })
        let airplane = try #require(lines.first { $0.contains("\"Airplane Mode\"") })
        let wifiFrame = numbers(String(wifi[wifi.firstIndex(of: "(")!...wifi.firstIndex(of: ")")!]))
        let airplaneFrame = numbers(String(airplane[airplane.firstIndex(of: "(")!...airplane.firstIndex(of: ")")!]))
        // Titles line up after the 29-point tiles, and rows are 44 apart.
        #expect(wifiFrame[0] == airplaneFrame[0])
        #expect(wifiFrame[0] == 20 + 20 + 29 + 16)
        #expect(abs(wifiFrame[1] - airplaneFrame[1] - 44) < 0.011)
    }

    @Test("The profile page shown whole is taller than the screen only when its content is")
    func profileFullContent() {
        let window = GalleryScreen.profile.makeWindow()
        #expect(window.render(fullContent: true).height == window.render().height)
    }

    @Test("The tab app switches tabs on a tap and keeps the selection in its root view's state")
    func tabAppSwitches() throws {
        let window = GalleryScreen.tabs.makeWindow()
        // The menu's rows read as one element each: "Brisket $24".
        #expect(window.layoutDescription().contains("label=\"Brisket $24\""))
        try window.tap(label: "Orders")
        #expect(window.layoutDescription().contains("\"No Orders Yet\""))
        #expect(!window.layoutDescription().contains("Brisket"))
    }

    @Test("The search list filters as the user types, down to the unavailable view")
    func searchListFilters() throws {
        let window = GalleryScreen.search.makeWindow()
        // Each row reads as one element: "Pork ribs, St. Louis style, 4".
        #expect(window.layoutDescription().contains("label=\"Pork ribs St. Louis style\""))
        #expect(!window.layoutDescription().contains("Brisket"))
        // Each row carries its swipe actions.
        try window.swipeAction("Restock", onRow: "Pork ribs")
        try window.type("z", into: "Search the pantry")
        #expect(window.layoutDescription().contains("\"No Results for “ribz”\""))
    }

    @Test("The preferences show what the store holds and write a change back to it")
    func preferencesReadAndWriteTheStore() throws {
        let store = InMemoryDefaults()
        store.set(4, forKey: "reminderHours")
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: PreferencesScreen().defaultAppStorage(store))
        #expect(window.layoutDescription().contains("\"Every 4 hours\""))
        try window.tap(label: "Show Tips")
        #expect(store.bool(forKey: "showTips"))
        #expect(window.layoutDescription().contains("\"Every 4 hours\""))
    }

    @Test("The recipe's Markdown is styled, not shown as marks")
    func recipeMarkdown() {
        let description = GalleryScreen.recipe.makeWindow().layoutDescription()
        #expect(description.contains("12 hours · serves 10 · printable card"))
        #expect(!description.contains("**"))
    }

    private func screenLines(_ screen: GalleryScreen) -> [String] {
        screen.makeWindow().layoutDescription().split(separator: "\n").map(String.init)
    }
}
