import Raster
import Testing

@testable import NapkinUI

@MainActor
final class Counter {
    var taps: [String] = []
}

@MainActor
final class SelectionSpy: TabBarControllerDelegate {
    var selected: [String] = []
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        selected.append(viewController.title ?? "?")
    }
}

@MainActor
@Suite("Controllers, taps and rendering")
struct ControllerTests {
    func twoButtons(_ counter: Counter) -> some View {
        VStack(spacing: 20) {
            Button("Login") { counter.taps.append("login") }
            Button("Help") { counter.taps.append("help") }
        }
    }

    @Test("tap(label:) runs the right button's action; empty space does nothing")
    func tapByLabel() throws {
        let counter = Counter()
        let window = Window()
        window.rootViewController = HostingController(rootView: twoButtons(counter))
        try window.tap(label: "help")
        try window.tap(label: "Login")
        #expect(counter.taps == ["help", "login"])
        #expect(window.tap(at: CGPoint(x: 5, y: 100)) == false)
        #expect(counter.taps.count == 2)
    }

    @Test("An unknown label throws an error that names it and lists what is there")
    func unknownLabel() {
        let window = Window()
        window.rootViewController = HostingController(rootView: twoButtons(Counter()))
        let onScreen = [InteractionError.Candidate(.button, "Login"), .init(.button, "Help")]
        #expect(
            throws: InteractionError(.notFound, label: "Logout", expected: InteractiveElement.Interaction.tap.kinds, onScreen: onScreen)
        ) {
            try window.tap(label: "Logout")
        }
    }

    @Test("Two buttons with the same label are ambiguous")
    func ambiguous() {
        let window = Window()
        window.rootViewController = HostingController(
            rootView: VStack {
                Button("Go") {}; Button("Go") {}
            })
        let onScreen = [InteractionError.Candidate(.button, "Go"), .init(.button, "Go")]
        #expect(
            throws: InteractionError(
                .ambiguous(count: 2), label: "Go", expected: InteractiveElement.Interaction.tap.kinds, onScreen: onScreen)
        ) {
            try window.tap(label: "Go")
        }
    }

    @Test("tap(at:) hits the button under the point")
    func tapAtPoint() throws {
        let counter = Counter()
        let window = Window()
        window.rootViewController = HostingController(rootView: twoButtons(counter))
        let login = try #require(window.interactiveElements().first { $0.label == "Login" })
        let described = try #require(window.layoutDescription().split(separator: "\n").first { $0.contains("Button") })
        #expect(described.contains(login.layoutFrame.description), "the element's frame is the button's laid-out frame")
        #expect(window.tap(at: CGPoint(x: login.frame.minX + 2, y: login.frame.minY + 2)))
        #expect(counter.taps == ["login"])
    }

    @Test("A disabled button draws but ignores taps")
    func disabled() {
        let counter = Counter()
        let window = Window()
        window.rootViewController = HostingController(rootView: Button("Send") { counter.taps.append("send") }.disabled(true))
        let error = #expect(throws: InteractionError.self) { try window.tap(label: "Send") }
        #expect(error?.reason == .disabled)
        #expect(window.layoutDescription().contains("Button (disabled)"))
    }

    func tabs() -> (TabBarController, [ViewController]) {
        let tabs = TabBarController()
        let pages = ["Home", "Browse"].map { name -> ViewController in
            let page = HostingController(rootView: Text(verbatim: "\(name) page").font(.serif(30)))
            page.title = name
            return page
        }
        tabs.setViewControllers(pages, animated: false)
        return (tabs, pages)
    }

    @Test("Selecting a tab by tap changes the render and informs the delegate")
    func tabSelection() throws {
        let (tabs, pages) = tabs()
        let spy = SelectionSpy()
        tabs.delegate = spy
        let window = Window()
        window.rootViewController = tabs
        let home = window.render()
        #expect(window.layoutDescription().contains("\"Home page\""))
        try window.tap(label: "Browse")
        #expect(tabs.selectedIndex == 1)
        #expect(spy.selected == ["Browse"])
        #expect(window.render() != home)
        #expect(window.layoutDescription().contains("\"Browse page\""))
        #expect(!window.layoutDescription().contains("\"Home page\""))
        // Hidden tabs stay children, so they keep their state.
        #expect(tabs.children.count == 2 && pages.allSatisfy { $0.parent === tabs })
        tabs.selectedIndex = 0
        #expect(spy.selected == ["Browse"], "programmatic selection does not call the delegate")
    }

    @Test("Navigation push and pop change the title; the back button pops")
    func navigation() throws {
        let root = HostingController(rootView: Text("Menu"))
        root.title = "Menu"
        let nav = NavigationController(rootViewController: root)
        let window = Window()
        window.rootViewController = nav
        #expect(window.layoutDescription().contains("Text (") && window.layoutDescription().contains("\"Menu\""))
        let error = #expect(throws: InteractionError.self) { try window.tap(label: "Back") }
        #expect(error?.reason == .notFound)
        let detail = HostingController(rootView: Text("Brisket detail"))
        detail.title = "Brisket"
        nav.pushViewController(detail, animated: true)
        let pushed = window.layoutDescription()
        #expect(pushed.contains("\"Brisket\"") && pushed.contains("\"‹ Menu\""))
        try window.tap(label: "Back")
        #expect(nav.topViewController === root)
        #expect(detail.parent == nil)
        #expect(!window.layoutDescription().contains("Brisket"))
    }

    @Test("Embedding and removing a child changes render() and layoutDescription()")
    func embedding() {
        let parent = ViewController()
        let window = Window()
        window.rootViewController = parent
        let empty = window.render()
        let emptyText = window.layoutDescription()
        let child = HostingController(rootView: Color(hex: 0x0F1A15).ignoresSafeArea())
        parent.addChild(child)
        #expect(window.render() != empty)
        #expect(window.layoutDescription().contains("HostingController"))
        child.removeFromParent()
        #expect(window.render() == empty)
        #expect(window.layoutDescription() == emptyText)
    }

    @Test("Rendering the same window twice gives identical pixels")
    func deterministic() {
        let window = Window()
        window.rootViewController = HostingController(rootView: twoButtons(Counter()))
        #expect(window.render() == window.render())
    }

    @Test("A Divider is exactly one device pixel row", arguments: [Device.iPhone13Pro, .iPhoneSE])
    func dividerIsOnePixel(device: Device) {
        let window = Window(device: device)
        window.rootViewController = HostingController(rootView: Divider().separatorColor(.black))
        let bitmap = window.render()
        var rows = Set<Int>()
        for y in 0..<bitmap.height where bitmap[bitmap.width / 2, y] != Color.white.premultipliedARGB {
            #expect(bitmap[bitmap.width / 2, y] == Color.black.premultipliedARGB)
            rows.insert(y)
        }
        #expect(rows.count == 1)
        #expect(bitmap.width == device.pixelWidth && bitmap.height == device.pixelHeight)
    }

    @Test("A Capsule stroked with strokeBorder stays inside its frame")
    func capsuleStroke() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Capsule().strokeBorder(.black, lineWidth: 3).frame(width: 200, height: 60))
        let bitmap = window.render()
        let frame = Rect(x: 87.5, y: 20 + (647 - 60) / 2.0, width: 200, height: 60)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != Color.white.premultipliedARGB {
                #expect(frame.contains(Point(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)), "ink at \(x),\(y)")
            }
        }
    }
}
