import Raster
import Testing

@testable import NapkinUI

/// `.environment(\.colorScheme, .dark)` on a screen's root darkens the screen: the hosting
/// controller fills its background in the scheme its content's root sets.
@MainActor
@Suite("A colour scheme set on the root")
struct RootColorSchemeTests {
    /// The pixel at (5, 1000) of `view` hosted on an iPhone 13 Pro: background, not content.
    private func background(_ view: some View) -> SRGBColor {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        return window.render().color(atX: 5, y: 1000)
    }

    @Test("Dark on the root, on a NavigationStack, through padding and a title: the background is black")
    func darkRoot() {
        #expect(background(Text("Hi").environment(\.colorScheme, .dark)) == .black)
        #expect(background(NavigationStack { Text("Hi") }.environment(\.colorScheme, .dark)) == .black)
        #expect(background(Text("Hi").environment(\.colorScheme, .dark).padding().navigationTitle("T")) == .black)
        #expect(background(Text("Hi")) == .white)
    }

    @Test("The innermost scheme decides; a scheme set inside content (a card, a scroll view) leaves the screen as it is")
    func innermostAndNested() {
        #expect(background(Text("Hi").environment(\.colorScheme, .light).environment(\.colorScheme, .dark)) == .white)
        #expect(background(VStack { Text("Card").environment(\.colorScheme, .dark) }) == .white)
        #expect(background(ScrollView { Text("Hi") }.environment(\.colorScheme, .dark)) == .black)
        #expect(background(ScrollView { Text("Hi").environment(\.colorScheme, .dark) }) == .white)
    }

    @Test("On a dark device, light on the root makes the screen white again")
    func lightOnDarkDevice() {
        let window = Window(device: Device.iPhone13Pro.applying(Traits(colorScheme: .dark)))
        window.rootViewController = HostingController(rootView: Text("Hi").environment(\.colorScheme, .light))
        #expect(window.render().color(atX: 5, y: 1000) == .white)
    }

    @Test("The text on a dark root is white on black, as the README promises")
    func whiteOnBlack() {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Color.clear.overlay(Text("Hi")).environment(\.colorScheme, .dark))
        let bitmap = window.render()
        let pixels = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap.color(atX: $0, y: y) } }
        #expect(Set(pixels).contains(.white))
        #expect(pixels.filter { $0 == .black }.count > pixels.count * 9 / 10)
    }
}
