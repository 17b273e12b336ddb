import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The fixture catalog: Tests/NapkinUITests/Resources/Assets.xcassets.
@MainActor
@Suite("Asset catalogs: Color(\"name\"), Image(\"name\"), UIColor(named:), resource symbols")
struct AssetCatalogTests {
    @Test("A colour set gives its light value, and its dark value in the dark appearance")
    func colorSet() {
        let brand = Color("Brand", bundle: .module)
        #expect(brand.resolved(dark: false) == Color(hex: 0x1F8A3C))
        #expect(brand.resolved(dark: true) == Color(red: 0.4, green: 0.9, blue: 0.6))
        let dark = Window(device: .iPhoneSE)
        dark.colorScheme = .dark
        dark.rootViewController = HostingController(rootView: Color("Brand", bundle: .module))
        #expect(isClose(Color(premultipliedARGB: dark.render()[300, 300]), Color(red: 0.4, green: 0.9, blue: 0.6)))
    }

    @Test("Components are read as Xcode writes them: hexadecimal, 8-bit integers, floats; grey and Display P3 spaces")
    func componentsAndSpaces() {
        #expect(AssetColorValue.parse("0x80", isAlpha: false) == 128.0 / 255)
        #expect(AssetColorValue.parse("128", isAlpha: false) == 128.0 / 255)
        #expect(AssetColorValue.parse("0.250", isAlpha: false) == 0.25)
        #expect(AssetColorValue.parse("1", isAlpha: true) == 1)
        #expect(AssetColorValue.parse("one", isAlpha: false) == nil)
        let ink = Color("Ink", bundle: .module)
        #expect(abs(ink.red - 128.0 / 255) < 1e-9 && ink.red == ink.blue && ink.opacity == 0.5)
        // Display P3's red lies outside sRGB: it is clamped to sRGB's red.
        #expect(isClose(Color("Accent", bundle: .module), Color(red: 1, green: 0, blue: 0)))
    }

    @Test("A missing or broken colour set draws magenta, and UIColor(named:) is nil")
    func missingColor() {
        #expect(Color("Nowhere", bundle: .module) == Color(hex: 0xFF00FF))
        #expect(Color("Broken", bundle: .module) == Color(hex: 0xFF00FF))
        #expect(UIColor(named: "Nowhere", in: .module) == nil)
        #expect(UIColor(named: "Brand", in: .module)?.color == Color("Brand", bundle: .module))
        guard case .failure(let error) = AssetCatalogs.lookUpColor(named: "Broken", in: .module) else {
            Issue.record("a broken colour set was read")
            return
        }
        #expect(error.description.contains("Broken.colorset cannot be used"))
        #expect(error.description.contains("\"one\" is not a number") || error.description.contains("no green component"))
    }

    @Test("NSDataAsset reads a data set's file and declared type; a missing set is nil")
    func dataSet() {
        let chime = NSDataAsset(name: "Chime", bundle: .module)
        #expect(chime.map { String(decoding: $0.data, as: UTF8.self) } == "{\"notes\":[\"C5\",\"E5\",\"G5\"]}\n")
        #expect(chime?.typeIdentifier == "public.json" && chime?.name == "Chime")
        #expect(NSDataAsset(name: "Nowhere", bundle: .module) == nil)
        #expect(NSDataAsset(name: "Brand", bundle: .module) == nil)
    }

    @Test("An image set in a namespace folder is found by its full name, with its dark image in the dark appearance")
    func imageSet() throws {
        let light = renderView(Image("Icons/Star", bundle: .module), device: .iPhoneSE)
        #expect(light.width == 375 * 2)
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Image("Icons/Star", bundle: .module))
        let description = window.layoutDescription()
        // 4×4 pixels at 2x: 2×2 points, centred.
        #expect(description.contains("2×2)"), "\(description)")
        window.rootViewController = HostingController(rootView: Image("Icons/Star", bundle: .module).resizable())
        #expect(Color(premultipliedARGB: window.render()[375, 667]) == Color(red: 1, green: 0, blue: 0))
        window.colorScheme = .dark
        #expect(Color(premultipliedARGB: window.render()[375, 667]) == Color(red: 0, green: 0, blue: 1))
        #expect(UIImage(named: "Icons/Star", in: .module)?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "Star", in: .module) == nil)
    }

    @Test("A template image set is tinted by the foreground style; a PDF-only set is a placeholder saying why")
    func templateAndUnsupported() throws {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: Image("Mask", bundle: .module).resizable().frame(width: 30, height: 30).foregroundStyle(.green))
        #expect(isClose(Color(premultipliedARGB: window.render()[375, 667]), Color.green.resolved(dark: false)))
        let vector = try line(containing: "Image", in: Image("Vector", bundle: .module))
        #expect(vector.contains("vector.pdf is PDF, and NapkinUI draws PNG and JPEG images only"), "\(vector)")
    }

    @Test("Generated resource symbols name the same assets: Image(.star), Color(.brand)")
    func resourceSymbols() {
        let brand = ColorResource(name: "Brand", bundle: .module)
        #expect(Color(brand) == Color("Brand", bundle: .module))
        #expect(UIColor(resource: brand).color == Color(brand))
        let star = ImageResource(name: "Icons/Star", bundle: .module)
        #expect(renderView(Image(star)) == renderView(Image("Icons/Star", bundle: .module)))
        #expect(UIImage(resource: star).size == CGSize(width: 2, height: 2))
    }
}
