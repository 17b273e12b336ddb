import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The names corpus17 (held-out sample 13) found missing besides `DisclosureGroup`:
/// `navigationDestination(item:)`, `scaleEffect` with a size, `overlay(content:)` and
/// `background(content:)`, and a canvas's symbols.
@MainActor
@Suite("SwiftUI names from real screens, seventeenth")
struct CorpusSeventeenNamesTests {
    struct Wine: Hashable {
        let name: String
    }

    @Test(".navigationDestination(item:) pushes for a value, swaps the content for another, pops on nil; Back writes nil")
    func itemDestination() throws {
        let selected = Box<Wine?>(nil)
        let window = Window()
        let root = HostingController(
            rootView: NavigationStack {
                Button("Open Rioja") { selected.value = Wine(name: "Rioja") }
                    .navigationTitle("Feed")
                    .navigationDestination(item: selected.binding) { wine in Text(wine.name).navigationTitle(wine.name) }
            })
        window.rootViewController = root
        window.layout()
        let navigation = try #require(root.children.first as? NavigationController)
        #expect(navigation.viewControllers.count == 1)
        try window.tap(label: "Open Rioja")
        window.layout()
        #expect(navigation.viewControllers.map(\.title) == ["Feed", "Rioja"])
        selected.value = Wine(name: "Barolo")
        window.layout()
        #expect(navigation.viewControllers.count == 2)
        #expect(window.layoutDescription().contains("Barolo"))
        try window.tap(label: "Back")
        #expect(selected.value == nil)
        window.layout()
        #expect(navigation.viewControllers.count == 1)
        selected.value = Wine(name: "Chianti")
        window.layout()
        #expect(navigation.viewControllers.count == 2)
        selected.value = nil
        window.layout()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("scaleEffect with a size scales each axis by its own factor around the anchor")
    func scaleEffectBySize() throws {
        let view = Rectangle().fill(Color.black).frame(width: 100, height: 100)
            .scaleEffect(CGSize(width: 2, height: 0.5), anchor: .topLeading)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let bitmap = renderView(view)
        // The top-left of the safe area is (0, 47): the square becomes 200 wide, 50 tall.
        #expect(isClose(pixel(bitmap, atPoint: 190, 47 + 40), .black))
        #expect(!isClose(pixel(bitmap, atPoint: 190, 47 + 60), .black))
        #expect(!isClose(pixel(bitmap, atPoint: 210, 47 + 40), .black))
    }

    @Test("overlay(content:) and background(content:) take their views with the content: label")
    func contentLabelledDecorations() throws {
        let view = Color.clear.frame(width: 100, height: 100)
            .background(content: { Color.red })
            .overlay(content: { Color.blue.frame(width: 20, height: 20) })
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let bitmap = renderView(view)
        #expect(isClose(pixel(bitmap, atPoint: 10, 47 + 10), .red))
        #expect(isClose(pixel(bitmap, atPoint: 50, 47 + 50), .blue))
    }

    @Test("A canvas draws the symbols it resolves by tag, where it says, and only there; an unknown tag resolves to nil")
    func canvasSymbols() throws {
        let missing = Box(false)
        let measured = Box(CGSize.zero)
        let canvas = Canvas { context, size in
            missing.value = context.resolveSymbol(id: 9) == nil
            guard let dot = context.resolveSymbol(id: 1) else { return }
            measured.value = dot.size
            context.draw(dot, at: CGPoint(x: 50, y: 50))
            context.draw(dot, at: CGPoint(x: 150, y: 50), anchor: .topLeading)
        } symbols: {
            Color.green.frame(width: 20, height: 20).tag(1)
            Color.red.frame(width: 20, height: 20).tag(2)
        }
        let view = canvas.frame(width: 200, height: 100).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let bitmap = renderView(view)
        #expect(missing.value)
        #expect(measured.value == CGSize(width: 20, height: 20))
        // Centred on (50, 50): 40…60.
        #expect(isClose(pixel(bitmap, atPoint: 45, 47 + 45), .green))
        #expect(!isClose(pixel(bitmap, atPoint: 35, 47 + 45), .green))
        // Its top-left at (150, 50).
        #expect(isClose(pixel(bitmap, atPoint: 160, 47 + 60), .green))
        // The untagged-by-the-renderer symbol 2 is never drawn, nor are the symbols laid out as views.
        var red = 0
        for x in stride(from: 0.0, to: 200, by: 5) {
            for y in stride(from: 0.0, to: 100, by: 5) where isClose(pixel(bitmap, atPoint: x, 47 + y), .red) { red += 1 }
        }
        #expect(red == 0)
    }
}
