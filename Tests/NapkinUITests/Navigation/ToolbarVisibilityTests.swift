import Foundation
import Testing

@testable import NapkinUI

/// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`: hiding the navigation bar or a tab view's bar.
@MainActor
@Suite("Toolbar visibility")
struct ToolbarVisibilityTests {
    private func tabs<V: View>(_ first: V) -> some View {
        TabView {
            first.tabItem { Label("Home", systemImage: "house") }
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
        }
    }

    @Test("A tab's content that hides the tab bar takes its place; its tabs leave the screen and VoiceOver")
    func hiddenTabBar() {
        let shown = window(showing: tabs(Color.blue))
        let hidden = window(showing: tabs(Color.blue.toolbar(.hidden, for: .tabBar)))
        #expect(shown.interactiveElements().filter { $0.kind == .tab }.map(\.label) == ["Home", "Settings"])
        #expect(hidden.interactiveElements().filter { $0.kind == .tab }.isEmpty)
        #expect(!spoken(tabs(Color.blue.toolbar(.hidden, for: .tabBar))).contains { $0.contains("Settings") })
        // The iPhone 13 Pro's bar spans y 761…844 (49 points above the 34-point home indicator).
        #expect(isClose(pixel(hidden.render(), atPoint: 195, 790), .blue))
        #expect(!isClose(pixel(shown.render(), atPoint: 195, 790), .blue))
        // iOS 18's spelling, and .visible or .automatic, which leave the bar.
        #expect(renderView(tabs(Color.blue.toolbarVisibility(.hidden, for: .tabBar))) == hidden.render())
        #expect(renderView(tabs(Color.blue.toolbar(.visible, for: .tabBar))) == shown.render())
        #expect(renderView(tabs(Color.blue.toolbar(.automatic, for: .tabBar, .navigationBar))) == shown.render())
    }

    @Test("A screen pushed in a tab's navigation stack hides the tab bar while it is on top")
    func pushedScreenHidesTabBar() throws {
        let hosted = window(
            showing: tabs(
                NavigationStack {
                    NavigationLink("Open") { Color.blue.toolbar(.hidden, for: .tabBar) }
                        .navigationTitle("List")
                }))
        #expect(hosted.interactiveElements().filter { $0.kind == .tab }.count == 2)
        try hosted.tap(label: "Open")
        // The first layout after the push already gives the bar's place to the pushed screen.
        #expect(hosted.interactiveElements().filter { $0.kind == .tab }.isEmpty)
        #expect(isClose(pixel(hosted.render(), atPoint: 195, 790), .blue))
        try hosted.tap(label: "Back")
        #expect(hosted.interactiveElements().filter { $0.kind == .tab }.count == 2)
        #expect(!isClose(pixel(hosted.render(), atPoint: 195, 790), .blue))
    }

    @Test("Hiding the navigation bar draws the screen as navigationBarHidden does")
    func hiddenNavigationBar() {
        let hidden = NavigationStack { Text("Body").navigationTitle("Title").toolbar(.hidden, for: .navigationBar) }
        let legacy = NavigationStack { Text("Body").navigationTitle("Title").navigationBarHidden(true) }
        let shown = NavigationStack { Text("Body").navigationTitle("Title") }
        #expect(renderView(hidden) == renderView(legacy))
        #expect(renderView(hidden) != renderView(shown))
        #expect(
            renderView(NavigationStack { Text("Body").navigationTitle("Title").toolbar(.hidden, for: .bottomBar) }) == renderView(shown))
    }
}
