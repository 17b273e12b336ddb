import Foundation
import PackageTestSupport
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

private enum Tab: Hashable {
    case feed, inbox, profile
}

/// A tab app: three tabs, a badge on the inbox.
private struct TabApp: View {
    let selection: Binding<Tab>

    var body: some View {
        TabView(selection: selection) {
            Text("Feed content").tabItem { Label("Feed", systemImage: "newspaper") }.tag(Tab.feed)
            Text("Inbox content").tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox).badge(3)
            Text("Profile content").tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
        }
    }
}

/// The frame of the text showing exactly `words` (not a line merely mentioning them).
@MainActor
private func textFrame<V: View>(_ words: String, in view: V) throws -> [Double] {
    let line = try #require(layoutLines(view).first { $0.contains("Text (") && $0.hasSuffix("\"\(words)\"") })
    return numbers(String(line[line.firstIndex(of: "(")!...line.firstIndex(of: ")")!]))
}

@MainActor
@Suite("TabView")
struct TabViewTests {
    @Test("The bar is 49 points above the home indicator; items share its width; titles sit on one baseline")
    func barMetrics() throws {
        var tab = Tab.feed
        let view = TabApp(selection: Binding(get: { tab }, set: { tab = $0 }))
        let elements = window(showing: view).interactiveElements().filter { $0.kind == .tab }
        #expect(elements.map(\.label) == ["Feed", "Inbox", "Profile"])
        // 844 − 34 − 49 = 761: the bar's top.
        #expect(elements.map(\.frame) == (0..<3).map { CGRect(x: CGFloat($0) * 130, y: 761, width: 130, height: 49) })
        let title = try textFrame("Inbox", in: view)
        let layout = TextLayout(runs: [TextRun("Inbox", font: Font.system(size: 10, weight: .medium).spec)])
        #expect(abs(title[1] + layout.firstBaseline - (761 + 44.67)) < 0.011)
        #expect(abs(title[0] + title[2] / 2 - 195) < 0.011)
        let icon = numbers(try frame(of: "systemName=\"tray", in: view))
        #expect(abs(icon[1] + icon[3] / 2 - (761 + 18.5)) < 0.011)
    }

    @Test("Only the selected tab is laid out, above the bar")
    func selectedContent() throws {
        var tab = Tab.inbox
        let view = TabApp(selection: Binding(get: { tab }, set: { tab = $0 }))
        let lines = layoutLines(view)
        #expect(lines.contains { $0.contains("\"Inbox content\"") })
        #expect(!lines.contains { $0.contains("\"Feed content\"") })
        let content = try textFrame("Inbox content", in: view)
        // Centred in the space between the status bar (47) and the bar (761).
        #expect(abs(content[1] + content[3] / 2 - (47 + 761) / 2) < 0.011)
    }

    @Test("Tapping an item writes its tag through the selection binding")
    func tapSelectsThroughTheBinding() throws {
        var tab = Tab.feed
        let window = window(showing: TabApp(selection: Binding(get: { tab }, set: { tab = $0 })))
        try window.tap(label: "Profile")
        #expect(tab == .profile)
        #expect(window.layoutDescription().contains("\"Profile content\""))
    }

    @Test("Without a binding the tab view keeps its own selection in the hosting controller")
    func internalSelection() throws {
        let window = window(
            showing:
                TabView {
                    Text("First").tabItem { Label("One", systemImage: "1.circle") }
                    Text("Second").tabItem { Label("Two", systemImage: "2.circle") }
                })
        #expect(window.layoutDescription().contains("\"First\""))
        try window.tap(label: "Two")
        #expect(window.layoutDescription().contains("\"Second\""))
        #expect(!window.layoutDescription().contains("\"First\""))
    }

    @Test("A ForEach's tabs are tagged by their ids; an untagged tab's ForEach rows do not tag it")
    func implicitTags() throws {
        var selected = 2
        let view = TabView(selection: Binding(get: { selected }, set: { selected = $0 })) {
            ForEach(1..<4) { n in
                List { ForEach(10..<12) { Text("Row \($0) of \(n)") } }.tabItem { Text("Page \(n)") }
            }
        }
        #expect(layoutLines(view).contains { $0.contains("\"Row 10 of 2\"") })
        let window = window(showing: view)
        try window.tap(label: "Page 3")
        #expect(selected == 3)
    }

    @Test("The selected item is drawn in the tint, the others grey, the badge red")
    func colors() throws {
        var tab = Tab.feed
        let view = TabApp(selection: Binding(get: { tab }, set: { tab = $0 }))
        let bitmap = renderView(view)
        func darkest(in frame: [Double]) -> Color {
            var best = Color(red: 1, green: 1, blue: 1)
            for dx in stride(from: 0.0, to: frame[2], by: 1 / 3) {
                for dy in stride(from: 0.0, to: frame[3], by: 1 / 3) {
                    let p = pixel(bitmap, atPoint: frame[0] + dx, frame[1] + dy)
                    if p.red + p.green + p.blue < best.red + best.green + best.blue { best = p }
                }
            }
            return best
        }
        let feed = darkest(in: try textFrame("Feed", in: view))
        let inbox = darkest(in: try textFrame("Inbox", in: view))
        #expect(feed.blue > 0.95 && feed.red < 0.1)
        #expect(isClose(inbox, Color(red: 146 / 255, green: 146 / 255, blue: 146 / 255)))
        let badge = try textFrame("3", in: view)
        let fill = pixel(bitmap, atPoint: badge[0] - 2, badge[1] + badge[3] / 2)
        #expect(isClose(fill, Color(red: 1, green: 59 / 255, blue: 48 / 255)))
    }

    @Test("Each tab keeps its own navigation stack")
    func stacksPerTab() throws {
        let view = TabView {
            NavigationStack {
                NavigationLink("Open details") { Text("Details") }.navigationTitle("Home")
            }
            .tabItem { Label("Home", systemImage: "house") }
            NavigationStack { Text("Settings page").navigationTitle("Settings") }
                .tabItem { Label("Settings", systemImage: "gearshape") }
        }
        let window = window(showing: view)
        try window.tap(label: "Open details")
        #expect(window.layoutDescription().contains("\"Details\""))
        try window.tap(label: "Settings")
        #expect(window.layoutDescription().contains("\"Settings page\""))
        #expect(!window.layoutDescription().contains("\"Details\""))
        try window.tap(label: "Home")
        // Home's stack still has Details pushed.
        #expect(window.layoutDescription().contains("\"Details\""))
    }

    @Test("A tab's navigation stack keeps its content out of the bar")
    func stackInsetsAboveTheBar() throws {
        let view = TabView {
            NavigationStack {
                List { ForEach(0..<30) { Text("Row \($0)") } }.navigationTitle("Rows")
            }
            .tabItem { Label("Rows", systemImage: "list.bullet") }
        }
        let window = window(showing: view)
        let description = window.layoutDescription()
        // The list's frame ends at the bar's top (761).
        let list = try #require(description.split(separator: "\n").first { $0.contains("List (") })
        let frame = numbers(String(list[list.firstIndex(of: "(")!...list.firstIndex(of: ")")!]))
        #expect(abs(frame[1] + frame[3] - 761) < 0.011)
    }

    @Test("The page style shows one page over a row of dots, the current one opaque")
    func pageStyle() throws {
        var page = 1
        let view = TabView(selection: Binding(get: { page }, set: { page = $0 })) {
            Color.blue.tag(0)
            Color.green.tag(1)
            Color.orange.tag(2)
        }
        .tabViewStyle(.page)
        let lines = layoutLines(view)
        #expect(try line(containing: "PageIndicator", in: view).contains("2 of 3"))
        #expect(!lines.contains { $0.contains("TabBar") })
        let dots = numbers(try frame(of: "PageIndicator", in: view))
        #expect(dots[2] == 2 * 16 + 7 && dots[3] == 26)
        #expect(abs(dots[1] + dots[3] - 810) < 0.011)
        let bitmap = renderView(view)
        let current = pixel(bitmap, atPoint: dots[0] + 16 + 3.5, dots[1] + 13), other = pixel(bitmap, atPoint: dots[0] + 3.5, dots[1] + 13)
        #expect(isClose(current, Color(red: 1, green: 1, blue: 1)))
        #expect(other.red < 0.9)
        let hidden = TabView {
            Color.blue
            Color.green
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        #expect(!layoutLines(hidden).contains { $0.contains("PageIndicator") })
    }

    @Test("A tab app, light and dark")
    func snapshot() {
        var tab = Tab.inbox
        assertScreenLightAndDark(TabApp(selection: Binding(get: { tab }, set: { tab = $0 })))
    }
}
