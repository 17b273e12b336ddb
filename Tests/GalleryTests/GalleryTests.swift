import Gallery
import PackageTestSupport
import SnapshotTesting
import Testing

@testable import NapkinUI

/// The gallery's example screens, written with SwiftUI's names only, against their references.
@MainActor
@Suite("Gallery")
struct GalleryTests {
    @Test("Each gallery screen matches its reference", arguments: [GalleryScreen.settings, .profile, .inbox, .cards])
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

    private func screenLines(_ screen: GalleryScreen) -> [String] {
        screen.makeWindow().layoutDescription().split(separator: "\n").map(String.init)
    }
}
