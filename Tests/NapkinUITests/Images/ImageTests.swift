import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// Renders `view` as the root of an iPhone 13 Pro window.
@MainActor
func renderView<V: View>(_ view: V, device: Device = .iPhone13Pro) -> Bitmap {
    let window = Window(device: device)
    window.rootViewController = HostingController(rootView: view)
    return window.render()
}

/// The pixel at point (`x`, `y`) of a 3x render.
func pixel(_ bitmap: Bitmap, atPoint x: Double, _ y: Double) -> Color {
    Color(premultipliedARGB: bitmap[Int(x * 3), Int(y * 3)])
}

/// True when two colours agree to within about one 8-bit step per channel.
func isClose(_ a: Color, _ b: Color) -> Bool {
    abs(a.red - b.red) < 0.006 && abs(a.green - b.green) < 0.006 && abs(a.blue - b.blue) < 0.006 && abs(a.opacity - b.opacity) < 0.006
}

/// The size written in a layout-description frame "(x, y, w×h)".
func sizeText(_ frame: String) -> String {
    String(frame.split(separator: " ").last ?? "").replacingOccurrences(of: ")", with: "")
}

@MainActor
@Suite("Image")
struct ImageTests {
    @Test("Every mapped SF Symbol name resolves to a glyph with ink in the bundled symbol font")
    func everyNameHasAGlyph() throws {
        let names = SymbolNames.allNames
        #expect(names.count >= 150)
        for name in names {
            let entry = try #require(SymbolNames.entry(for: name))
            let glyph = SymbolFont.shared.glyph(for: try #require(Unicode.Scalar(entry.codePoint)))
            #expect(glyph != nil, "\(name) → \(entry.material) has no glyph")
            if let glyph {
                let ink = SymbolFont.shared.inkBounds(of: glyph)
                #expect(ink.width > 0 && ink.height > 0 && ink.minY >= -0.01 && ink.maxY <= 1.01, "\(name) ink \(ink)")
            }
        }
    }

    @Test("The most used SF Symbol names are mapped")
    func commonNames() {
        let common = [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "person", "person.circle", "person.fill",
            "gear", "gearshape", "house", "house.fill", "magnifyingglass", "plus", "minus", "xmark", "heart",
            "heart.fill", "star", "star.fill", "envelope", "bell", "trash", "square.and.arrow.up", "checkmark",
            "checkmark.circle.fill", "info.circle", "exclamationmark.triangle", "lock", "globe", "calendar", "clock",
            "camera", "photo",
        ]
        for name in common { #expect(SymbolNames.entry(for: name) != nil, "\(name) is not mapped") }
    }

    @Test("A symbol is sized by the font and by imageScale, small < medium < large")
    func symbolSizing() throws {
        // At iOS's default text size (.large: body 17 pt), not the presets' `.medium`.
        let device = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))
        func width(_ view: some View) throws -> Double {
            let size = sizeText(try frame(of: "systemName", in: view, device: device))
            return try #require(Double(size.split(separator: "×")[0]))
        }
        let body = try width(Image(systemName: "square"))
        let big = try width(Image(systemName: "square").font(.sans(34)))
        #expect(abs(big / body - 2) < 0.01)
        // Material's square glyph covers 18 of 24 units: at 17 pt drawn on a 20.4 pt em.
        #expect(abs(body - 17 * 1.2 * 18 / 24) < 0.01)
        let small = try width(Image(systemName: "square").imageScale(.small))
        let large = try width(Image(systemName: "square").imageScale(.large))
        #expect(small < body && body < large)
        #expect(abs(large / body - 1.29) < 0.01)
    }

    @Test("A symbol's frame is 1.11 times its point size tall, as iOS stacks a symbol")
    func symbolFrameHeight() throws {
        let device = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))
        func size(_ view: some View) throws -> String { sizeText(try frame(of: "systemName", in: view, device: device)) }
        // Challenge's DSErrorView: a 48-point symbol that iOS lays out 53.3 points tall.
        #expect(try size(Image(systemName: "square").font(.system(size: 48))) == "43.2×53.28")
        // Every symbol at a size is as tall, whatever its ink; the scale multiplies it.
        #expect(try size(Image(systemName: "globe")).hasSuffix("×18.87"))
        #expect(try size(Image(systemName: "minus")).hasSuffix("×18.87"))
        #expect(try size(Image(systemName: "globe").imageScale(.large)).hasSuffix("×24.34"))
    }

    @Test("symbolVariant(.fill) draws the filled symbol when one exists")
    func symbolVariant() throws {
        #expect(try line(containing: "Image", in: Image(systemName: "heart").symbolVariant(.fill)).contains("systemName=\"heart.fill\""))
        #expect(try line(containing: "Image", in: Image(systemName: "gear").symbolVariant(.fill)).contains("systemName=\"gear\""))
    }

    @Test("A symbol is tinted by the foreground style")
    func symbolTint() throws {
        let view = Image(systemName: "circle.fill").font(.sans(100)).foregroundStyle(.red)
        let bitmap = renderView(view)
        // The symbol is centred in the safe area (390 × 763 from y 47).
        #expect(isClose(pixel(bitmap, atPoint: 195, 47 + 763 / 2), .red))
    }

    @Test("An unknown symbol name draws a visible placeholder and the description names it")
    func unknownSymbol() throws {
        let view = Image(systemName: "no.such.symbol").font(.sans(40))
        let text = try line(containing: "Image", in: view)
        #expect(text.contains("systemName=\"no.such.symbol\" unknown symbol"))
        #expect(sizeText(try frame(of: "Image", in: view)) == "40×40")
        let bitmap = renderView(view)
        let corner = pixel(bitmap, atPoint: 175.2, 47 + 763 / 2 - 19.8)
        #expect(corner.red > 0.9 && corner.green < 0.2, "the placeholder's outline is magenta")
    }

    @Test("A bundle resource loads at the scale of its @2x suffix")
    func bundleResource() throws {
        let text = try line(containing: "Image", in: Image("sunset", bundle: .module))
        #expect(text.contains("\"sunset\" 80×60px@2x"))
        #expect(text.contains("40×30)"))
    }

    @Test("Without a bundle, the resource bundles beside the executable are searched, as iOS code expects")
    func noBundle() throws {
        #expect(try line(containing: "Image", in: Image("sunset")).contains("\"sunset\" 80×60px@2x"))
    }

    @Test("An asset catalog's imageset is found, its best scale first")
    func assetCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-assets-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/avatar.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Bitmap(width: 30, height: 30, color: SRGBColor(hex: 0xFF3B30)).write(to: set.appendingPathComponent("avatar@3x.png"))
        try Bitmap(width: 10, height: 10, color: SRGBColor(hex: 0xFF3B30)).write(to: set.appendingPathComponent("avatar.png"))
        let bundle = try #require(Bundle(url: folder))
        let text = try line(containing: "Image", in: Image("avatar", bundle: bundle))
        #expect(text.contains("\"avatar\" 30×30px@3x"))
        #expect(text.contains("10×10)"))
    }

    @Test("A missing bundle resource says which name was missing and how to fix it")
    func missingResource() throws {
        let text = try line(containing: "Image", in: Image("nowhere", bundle: .module))
        #expect(text.contains("name=\"nowhere\" missing: no nowhere.png"))
        #expect(text.contains("add it to the target's resources"))
    }

    @Test("A PNG file loads; a file that is not a PNG throws PNGError naming it")
    func pngFile() throws {
        let url = try #require(Bundle.module.url(forResource: "checker", withExtension: "png"))
        let image = try Image(contentsOf: url, scale: 2)
        #expect(try line(containing: "Image", in: image).contains("4×4)"))
        let notPNG = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-image-\(UUID().uuidString).png")
        try Data("not a png".utf8).write(to: notPNG)
        defer { try? FileManager.default.removeItem(at: notPNG) }
        #expect(throws: PNGError.self) { try Image(contentsOf: notPNG) }
    }

    @Test("resizable takes the offered size; scaledToFit and scaledToFill keep the ratio")
    func resizing() throws {
        let bitmap = Bitmap(width: 40, height: 30, color: SRGBColor(hex: 0x007AFF))
        #expect(sizeText(try frame(of: "Image", in: Image(bitmap: bitmap))) == "40×30")
        #expect(sizeText(try frame(of: "Image", in: Image(bitmap: bitmap).resizable().frame(width: 100, height: 50))) == "100×50")
        #expect(
            sizeText(try frame(of: "Image", in: Image(bitmap: bitmap).resizable().scaledToFit().frame(width: 100, height: 100))) == "100×75"
        )
        let fill = try frame(of: "Image", in: Image(bitmap: bitmap).resizable().scaledToFill().frame(width: 100, height: 100))
        #expect(sizeText(fill).hasPrefix("133.33"))
        #expect(sizeText(fill).hasSuffix("×100"))
        let ratio = try frame(
            of: "Image", in: Image(bitmap: bitmap).resizable().aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
        #expect(sizeText(ratio) == "100×50")
    }

    @Test("A template image is drawn as a mask of the foreground style")
    func template() throws {
        let view = Image("plus-mask", bundle: .module).renderingMode(.template).foregroundStyle(.blue)
        let bitmap = renderView(view)
        // 12×12 pt, centred: (189, 47 + 375.5) is its top-left.
        #expect(isClose(pixel(bitmap, atPoint: 195, 47 + 763 / 2), .blue))
        #expect(pixel(bitmap, atPoint: 190, 47 + 763 / 2 - 5) == .white)
    }

    @Test("Cap insets keep the corners at their size while the middle stretches")
    func capInsets() throws {
        let view = Image("sunset", bundle: .module)
            .resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
            .frame(width: 200, height: 30)
        let bitmap = renderView(view)
        let left = 195 - 100.0, top = 47 + (763 - 30) / 2.0
        // The top-left cap is the source's top-left orange; the middle column stretches the
        // circle's white across.
        #expect(pixel(bitmap, atPoint: left + 2, top + 2) == Color(red: 240 / 255, green: 140 / 255, blue: 60 / 255))
        #expect(pixel(bitmap, atPoint: 195, top + 15) == .white)
    }

    @Test("Interpolation none keeps hard pixel edges when scaling up")
    func interpolationNone() throws {
        let view = Image("checker", bundle: .module).resizable().interpolation(.none).frame(width: 80, height: 80)
        let bitmap = renderView(view)
        let left = 155.0, top = 47 + (763 - 80) / 2.0
        let dark = Color(red: 20 / 255, green: 20 / 255, blue: 20 / 255)
        #expect(pixel(bitmap, atPoint: left + 39.7, top + 10) == dark)
        #expect(pixel(bitmap, atPoint: left + 40.3, top + 10) == Color(red: 230 / 255, green: 230 / 255, blue: 230 / 255))
    }

    struct SymbolSheet: View {
        static let names = [
            "chevron.left", "chevron.right", "person.circle", "person.fill", "gearshape", "house.fill",
            "magnifyingglass", "plus", "xmark", "heart", "heart.fill", "star.fill", "envelope", "bell",
            "trash", "square.and.arrow.up", "checkmark.circle.fill", "info.circle", "exclamationmark.triangle",
            "lock", "globe", "calendar", "clock", "camera", "photo", "no.such.symbol",
        ]

        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                ForEach(0..<5) { row in
                    HStack(spacing: 18) {
                        ForEach(Array(Self.names.dropFirst(row * 6).prefix(6)), id: \.self) { name in
                            Image(systemName: name).imageScale(.large)
                        }
                    }
                }
                HStack(spacing: 12) {
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill")
                    Image(systemName: "star.fill").imageScale(.large)
                    Text("Rated").font(.headline)
                }
                .foregroundStyle(Color(hex: 0xFF9500))
            }
        }
    }

    @Test("The symbol sheet matches its reference")
    func symbolSheet() {
        let window = Window()
        window.rootViewController = HostingController(rootView: SymbolSheet())
        assertSnapshot(of: window, as: .image)
    }
}
