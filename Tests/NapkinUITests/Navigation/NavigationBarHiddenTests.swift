import Foundation
import Testing

@testable import NapkinUI

@MainActor
@Suite("navigationBarHidden, navigationViewStyle, scroll behaviours, ColorPicker")
struct NavigationBarHiddenTests {
    private func firstTextLine(_ view: some View) throws -> String {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        let description = window.layoutDescription()
        return try #require(description.split(separator: "\n").map(String.init).first { $0.contains("\"Top\"") })
    }

    @Test("A hidden bar gives its place to the screen: content starts under the status bar, no title is drawn")
    func hiddenBar() throws {
        let shown = NavigationStack {
            VStack {
                Text("Top"); Spacer()
            }.navigationTitle("Inbox")
        }
        let hidden = NavigationStack {
            VStack {
                Text("Top"); Spacer()
            }.navigationTitle("Inbox").navigationBarHidden(true)
        }
        let shownLine = try firstTextLine(shown)
        let hiddenLine = try firstTextLine(hidden)
        // The iPhone 13 Pro's status bar is 47 points; the bar and large title add 96 below it.
        #expect(hiddenLine.contains(", 47, "), "\(hiddenLine)")
        #expect(shownLine.contains(", 143, "), "\(shownLine)")
        func drawsTitle(_ view: some View) -> Bool {
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = HostingController(rootView: view)
            return window.layoutDescription().split(separator: "\n").contains { $0.contains("Text (") && $0.contains("\"Inbox\"") }
        }
        #expect(drawsTitle(shown))
        #expect(!drawsTitle(hidden))
    }

    @Test("A UIKit navigation controller hides its bar for every screen with isNavigationBarHidden")
    func uikitHiddenBar() {
        let root = HostingController(
            rootView: VStack {
                Text("Top"); Spacer()
            })
        root.title = "Root"
        let navigation = NavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = navigation
        let description = window.layoutDescription()
        #expect(!description.split(separator: "\n").contains { $0.contains("Text (") && $0.contains("\"Root\"") })
        #expect(description.contains("Text (181.17, 47, "), "\(description)")
    }

    @Test("navigationViewStyle and the scroll behaviours change nothing drawn on an iPhone at rest")
    func acceptedModifiers() {
        let plain = NavigationView { List { Text("Row") }.navigationTitle("Plain") }
        let styled = NavigationView {
            List { Text("Row") }.navigationTitle("Plain")
                .scrollBounceBehavior(.basedOnSize)
                .scrollDismissesKeyboard(.interactively)
        }
        .navigationViewStyle(.stack)
        #expect(renderView(plain) == renderView(styled))
        #expect(renderView(styled) == renderView(plain.navigationViewStyle(StackNavigationViewStyle())))
    }

    @Test("ColorPicker draws its label and a well showing the chosen colour")
    func colorPicker() throws {
        var accent = Color.orange
        let picker = ColorPicker("Accent", selection: Binding(get: { accent }, set: { accent = $0 }), supportsOpacity: false)
            .padding(.horizontal, 20)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: picker)
        let description = window.layoutDescription()
        #expect(description.contains("\"Accent\""))
        let well = try #require(description.split(separator: "\n").first { $0.contains("label=\"Accent\"") })
        #expect(well.contains("28×28"), "\(well)")
        // The middle of the well is the colour; 28 points from the trailing margin.
        let bitmap = window.render()
        #expect(isClose(pixel(bitmap, atPoint: 390 - 20 - 14, 422), Color.orange.resolved(dark: false)))
    }
}
