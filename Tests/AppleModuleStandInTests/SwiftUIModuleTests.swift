import SwiftUI
import Testing

/// A card kept as an iOS file writes it: `import SwiftUI`, unchanged.
private struct TagCard: View {
    let font = GeneratedFontAccessor(name: "Avenir-Heavy")

    var body: some View {
        Text("Mint")
            .font(font.swiftUIFont(size: 20))
            .padding()
            .background(Color.mintAccent, in: RoundedRectangle(cornerRadius: 8))
    }
}

@MainActor
@Suite("The SwiftUI stand-in: iOS files kept as written")
struct SwiftUIModuleTests {
    @Test("import SwiftUI, import struct SwiftUI.Color and #if canImport(SwiftUI) compile, and the card lays out as NapkinUI's")
    func unchangedImports() {
        #expect(Color.mintAccent == Color(red: 0.6, green: 0.9, blue: 0.8))
        #expect(GeneratedFontAccessor(name: "Avenir-Heavy").swiftUIFont(size: 20) == Font.custom("Avenir-Heavy", size: 20))
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: TagCard())
        #expect(window.layoutDescription().contains("\"Mint\""))
    }
}
