import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The names corpus7's third held-out sample found missing or clashing (issue 27):
/// `ScrollViewReader`, `allowsHitTesting`, iOS 18's `Tab`, UIKit's bar appearances, and
/// `Color(hex:)`, which apps declare themselves.
@MainActor
@Suite("SwiftUI names from real screens, seventh")
struct CorpusSevenNamesTests {
    /// Fifty 40-point rows, each a button with an id, in a scroll view whose reader scrolls to
    /// `target` when it appears (and to row 0 when "Top" is tapped).
    private struct Rows: View {
        let target: Int?
        var anchor: UnitPoint? = nil
        var readerInside = false

        var body: some View {
            if readerInside {
                ScrollView { ScrollViewReader { proxy in list(proxy) } }
            } else {
                ScrollViewReader { proxy in ScrollView { list(proxy) } }
            }
        }

        private func list(_ proxy: ScrollViewProxy) -> some View {
            VStack(spacing: 0) {
                Button("Top") { proxy.scrollTo(0, anchor: .top) }.frame(height: 40)
                ForEach(1..<50, id: \.self) { row in
                    Button {
                    } label: {
                        Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40)
                    }
                    .id(row)
                }
            }
            .id(0)
            .onAppear { if let target { proxy.scrollTo(target, anchor: anchor) } }
        }
    }

    private func frames(_ window: Window) -> [String: CGRect] {
        Dictionary(window.interactiveElements().map { ($0.label, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// The scroll view's frame, from the layout description.
    private func scrollFrame(_ window: Window) throws -> CGRect {
        let line = try #require(window.layoutDescription().split(separator: "\n").first { $0.contains("ScrollView") })
        let start = try #require(line.firstIndex(of: "("))
        let end = try #require(line[start...].firstIndex(of: ")"))
        let numbers = line[line.index(after: start)..<end].split(whereSeparator: { ", ×".contains($0) }).compactMap { Double($0) }
        try #require(numbers.count == 4)
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    @Test("A scroll view reader's proxy scrolls the view with the id to the anchor, within the content's ends")
    func scrollViewReaderAnchors() throws {
        let unscrolled = window(showing: Rows(target: nil))
        let viewport = try scrollFrame(unscrolled)
        let row20 = try #require(frames(unscrolled)["Row 20"])
        // At rest, the content starts at the scroll view's top: row 20 is 20 rows down.
        #expect(abs(row20.minY - (viewport.minY + 20 * 40)) < 0.01)
        #expect(abs(row20.height - 40) < 0.01)

        // `.top`: row 20's top meets the scroll view's.
        let top = try #require(frames(window(showing: Rows(target: 20, anchor: .top)))["Row 20"])
        #expect(abs(top.minY - viewport.minY) < 0.01)
        // `.center`: centre meets centre; `.bottom`: bottom meets bottom.
        let centre = try #require(frames(window(showing: Rows(target: 20, anchor: .center)))["Row 20"])
        #expect(abs(centre.midY - viewport.midY) < 0.01)
        let bottom = try #require(frames(window(showing: Rows(target: 20, anchor: .bottom)))["Row 20"])
        #expect(abs(bottom.maxY - viewport.maxY) < 0.01)
        // No anchor: the least scroll that shows the row, so its bottom meets the viewport's.
        let least = try #require(frames(window(showing: Rows(target: 30)))["Row 30"])
        #expect(abs(least.maxY - viewport.maxY) < 0.01)
        // A row already in view does not move.
        let shown = try #require(frames(window(showing: Rows(target: 2)))["Row 2"])
        #expect(abs(shown.minY - (viewport.minY + 80)) < 0.01)
        // The last row cannot reach the top: the content's end stops at the viewport's end.
        let last = try #require(frames(window(showing: Rows(target: 49, anchor: .top)))["Row 49"])
        #expect(abs(last.maxY - viewport.maxY) < 0.01)
        // An id nothing has scrolls nothing.
        let none = try #require(frames(window(showing: Rows(target: 500, anchor: .top)))["Row 20"])
        #expect(abs(none.minY - row20.minY) < 0.01)
    }

    @Test("The proxy scrolls a scroll view around the reader too, and a tap's request shows in the next render")
    func scrollViewReaderInsideAndTap() throws {
        let inside = window(showing: Rows(target: 20, anchor: .top, readerInside: true))
        let viewport = try scrollFrame(inside)
        #expect(abs(try #require(frames(inside)["Row 20"]).minY - viewport.minY) < 0.01)

        // Scrolled to the end first, then "Top" (now off screen) is tapped through its label:
        // the request replaces the first one and the content is back at its start.
        let atRest = try #require(frames(window(showing: Rows(target: nil)))["Top"])
        let window = window(showing: Rows(target: 49, anchor: .bottom))
        #expect(try #require(frames(window)["Top"]).maxY < viewport.minY)
        try window.tap(label: "Top")
        #expect(abs(try #require(frames(window)["Top"]).minY - atRest.minY) < 0.01)
    }

    @Test("The proxy finds a ForEach's elements by their ids; an optional id is its value, nil scrolls nothing")
    func scrollViewReaderForEachIDs() throws {
        struct Message: Identifiable {
            let id: UUID
            let text: String
        }
        struct Chat: View {
            let messages: [Message]
            let last: Bool
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(messages) { message in
                                Button {
                                } label: {
                                    Text(message.text).frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40)
                                }
                            }
                        }
                    }
                    .onAppear { proxy.scrollTo(last ? messages.last?.id : nil, anchor: .bottom) }
                }
            }
        }
        let messages = (0..<40).map { Message(id: UUID(), text: "Message \($0)") }
        let scrolled = window(showing: Chat(messages: messages, last: true))
        let viewport = try scrollFrame(scrolled)
        #expect(abs(try #require(frames(scrolled)["Message 39"]).maxY - viewport.maxY) < 0.01)
        let still = window(showing: Chat(messages: messages, last: false))
        #expect(abs(try #require(frames(still)["Message 0"]).minY - viewport.minY) < 0.01)
        // Only the element asked for gains a node: the layout is otherwise the same.
        #expect(frames(still)["Message 1"]?.height == frames(scrolled)["Message 1"]?.height)
    }

    @Test("allowsHitTesting(false) lets taps through to what is behind; VoiceOver still reads the view")
    func allowsHitTesting() throws {
        func stacked(_ front: Bool, log: Box<[String]>) -> some View {
            ZStack {
                Button("Under") { log.value.append("under") }.frame(width: 200, height: 100)
                Button("Over") { log.value.append("over") }.frame(width: 200, height: 100).background(Color.white)
                    .allowsHitTesting(front)
            }
        }
        let log = Box<[String]>([])
        let through = window(showing: stacked(false, log: log))
        let under = try #require(through.interactiveElements().first { $0.label == "Under" }).frame
        #expect(through.tap(at: CGPoint(x: under.midX, y: under.midY)))
        #expect(log.value == ["under"])
        #expect(!through.interactiveElements().contains { $0.label == "Over" })
        #expect(throws: InteractionError.self) { try through.tap(label: "Over") }
        // Drawn as before, and read by VoiceOver.
        #expect(renderView(stacked(false, log: log)) == renderView(stacked(true, log: log)))
        #expect(spoken(stacked(false, log: log)).contains { $0.contains("Over") })

        // `true` changes nothing: the front button takes the tap.
        let front = window(showing: stacked(true, log: log))
        #expect(front.tap(at: CGPoint(x: under.midX, y: under.midY)))
        #expect(log.value == ["under", "over"])
    }

    @Test("iOS 18's Tab is a tab of the tab view: its item, its value as the tag, its badge")
    func tabs() throws {
        let selection = Box(2)
        let view = TabView(selection: selection.binding) {
            Tab("Connections", systemImage: "network", value: 1) { Text("Connections screen") }
            Tab("Keys", systemImage: "key.fill", value: 2) { Text("Keys screen") }.badge(3)
            Tab(value: 3) {
                Text("Settings screen")
            } label: {
                Label("Settings", systemImage: "gear")
            }
        }
        let window = window(showing: view)
        let text = window.layoutDescription()
        // The selected tab (value 2) is shown; the bar has the three items.
        #expect(text.contains("Keys screen") && !text.contains("Connections screen"))
        let tabs = window.interactiveElements().filter { $0.kind == .tab }.map(\.label)
        #expect(tabs.count == 3)
        #expect(tabs[0].contains("Connections") && tabs[1].contains("Keys") && tabs[2].contains("Settings"))
        // Tapping an item writes its value through the selection.
        try window.tap(label: "Settings")
        #expect(selection.value == 3)
        // The same bar as `.tabItem` and `.tag` draw.
        let written = TabView(selection: .constant(2)) {
            Text("Connections screen").tabItem { Label("Connections", systemImage: "network") }.tag(1)
            Text("Keys screen").tabItem { Label("Keys", systemImage: "key.fill") }.tag(2).badge(3)
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }.tag(3)
        }
        let tabbed = TabView(selection: .constant(2)) {
            Tab("Connections", systemImage: "network", value: 1) { Text("Connections screen") }
            Tab("Keys", systemImage: "key.fill", value: 2) { Text("Keys screen") }.badge(3)
            Tab(value: 3) {
                Text("Settings screen")
            } label: {
                Label("Settings", systemImage: "gear")
            }
        }
        #expect(renderView(tabbed) == renderView(written))
    }

    @Test("Tabs without values are tagged by position; the search role's item is Search with a magnifying glass")
    func tabsWithoutValuesAndSearchRole() {
        let view = TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab(role: .search) { Text("Search screen") }
        }
        let written = TabView {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }
            Text("Search screen").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        #expect(renderView(view) == renderView(written))
        let window = window(showing: view)
        #expect(window.layoutDescription().contains("Home screen"))
        #expect(window.interactiveElements().filter { $0.kind == .tab }.count == 2)
    }

    @Test("UIKit's bar appearances keep what an app sets, configured as UIKit configures them")
    func barAppearances() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil && appearance.backgroundEffect == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.shadowColor != nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 35)]

        let proxy = UIAppearanceProxy()
        proxy.standardAppearance = appearance
        proxy.scrollEdgeAppearance = appearance
        #expect(proxy.standardAppearance === appearance && proxy.scrollEdgeAppearance === appearance)
        #expect(proxy.compactAppearance == nil && proxy.compactScrollEdgeAppearance == nil)
        let kept = proxy.standardAppearance as? UINavigationBarAppearance
        #expect(kept?.titleTextAttributes[.foregroundColor] as? UIColor == .white)

        let tabBar = UITabBarAppearance()
        tabBar.configureWithOpaqueBackground()
        proxy.standardAppearance = tabBar
        #expect(proxy.standardAppearance is UITabBarAppearance)
    }

    @Test("An app's own Color(hex:) is the one its calls reach")
    func appHexInitialiser() {
        // Declared below as apps declare it; the calls would be ambiguous with NapkinUI's own.
        #expect(Color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: 0x00FF00, alpha: 1) == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hex: 0x0000FF) == Color(red: 0, green: 0, blue: 1))
    }
}

extension Color {
    /// As an app's extension writes it (see `appHexInitialiser`).
    fileprivate init(hex: String) {
        let digits = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        let value = UInt64(digits, radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }

    /// As an app's extension writes it (see `appHexInitialiser`).
    fileprivate init(hex: UInt, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }
}
