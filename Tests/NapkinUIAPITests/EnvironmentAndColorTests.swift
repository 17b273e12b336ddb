import NapkinUI
import Testing

/// A value of the app's own in the environment.
private struct CardCornerKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    /// The corner radius of cards.
    fileprivate var cardCorner: CGFloat {
        get { self[CardCornerKey.self] }
        set { self[CardCornerKey.self] = newValue }
    }
}

/// Shows what it reads from the environment.
private struct Probe: View {
    @Environment(\.cardCorner) private var corner
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        Text(verbatim: "corner \(Int(corner)) \(colorScheme) \(typeSize)")
    }
}

@MainActor
@Suite("Environment and colours, as a user reads them")
struct EnvironmentAndColorTests {
    private func text<V: View>(_ view: V, device: Device = .iPhone13Pro) throws -> String {
        let window = Window(device: device)
        window.rootViewController = HostingController(rootView: view)
        let line = try #require(window.layoutDescription().split(separator: "\n").first { $0.contains("\"corner") })
        return String(line[line.firstIndex(of: "\"")!...])
    }

    @Test("A key of the app's own, the colour scheme and the text size reach @Environment")
    func environment() throws {
        #expect(try text(Probe()) == "\"corner 12 light medium\"")
        #expect(try text(Probe().environment(\.cardCorner, 20).environment(\.colorScheme, .dark)) == "\"corner 20 dark medium\"")
        let large = Device.iPhone13Pro.applying(Traits(colorScheme: .dark, dynamicTypeSize: .accessibility2))
        #expect(try text(Probe(), device: large) == "\"corner 12 dark accessibility2\"")
        #expect(try text(Probe().transformEnvironment(\.cardCorner) { $0 *= 2 }) == "\"corner 24 light medium\"")
    }

    @Test("System colours resolve to iOS's light and dark values")
    func systemColours() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.red.resolved(in: EnvironmentValues()) == Color(hex: 0xFF3B30))
        #expect(Color.red.resolved(in: dark) == Color(hex: 0xFF453A))
        #expect(Color.red.description == "#FF3B30/#FF453A")
        #expect(Color.label.resolved(in: dark) == .white && Color.systemBackground.resolved(in: dark) == .black)
        #expect(!Color.label.resolved(in: dark).isDynamic && Color.label.isDynamic)
        let brand = Color(light: Color(hex: 0x1C1A17), dark: Color(hex: 0xEFE5CF))
        #expect(brand.resolved(dark: true) == Color(hex: 0xEFE5CF))
        #expect(brand.opacity(0.5).resolved(dark: false).opacity == 0.5)
        #expect(Color(hex: "#F3EDE1") == Color(hex: 0xF3EDE1) && Color(hex: "nope") == nil)
    }

    @Test("A dynamic colour is drawn in the appearance of the window it is in")
    func drawnColours() {
        func centre(_ scheme: ColorScheme) -> Color {
            let window = Window(device: Device.iPhoneSE.applying(Traits(colorScheme: scheme)))
            window.rootViewController = HostingController(rootView: Color.blue.frame(width: 100, height: 100))
            let bitmap = window.render()
            return Color(premultipliedARGB: bitmap[bitmap.width / 2, bitmap.height / 2])
        }
        #expect(centre(.light) == Color(hex: 0x007AFF))
        #expect(centre(.dark) == Color(hex: 0x0A84FF))
    }

    @Test("Fonts: text styles scale with Dynamic Type, fixed sizes do not")
    func fonts() {
        #expect(Font.body.scaled(for: .xxxLarge).size == 23)
        #expect(Font.system(size: 17).scaled(for: .xxxLarge).size == 17)
        #expect(Font.headline.textStyle == .headline && Font.serif(44).textStyle == nil)
        #expect(Font.TextStyle.largeTitle.size(at: .accessibility5) == 60)
    }
}
