import AssetCatalogReader
import Foundation
import Testing

@testable import AssetSymbolGeneration

/// A catalog written into a fresh temporary folder, removed when the test ends.
final class TemporaryCatalog {
    let root: URL
    let catalog: URL

    init(name: String = "Assets.xcassets") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)")
        catalog = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A colour set `path` (`Brand`, `Folder/Brand`) with one sRGB colour.
    func colorSet(_ path: String, red: Int = 0x12) throws {
        try write(
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\#(red)","green":"0","blue":"0","alpha":"1"}}}]}"#,
            to: "\(path).colorset/Contents.json")
    }

    /// An image set `path` with one PNG named in its Contents.json (the PNG's bytes do not matter here).
    func imageSet(_ path: String) throws {
        try write(#"{"images":[{"idiom":"universal","filename":"a.png"}]}"#, to: "\(path).imageset/Contents.json")
        try write("not read", to: "\(path).imageset/a.png")
    }

    /// A folder `path` that provides a namespace.
    func namespace(_ path: String) throws {
        try write(#"{"properties":{"provides-namespace":true}}"#, to: "\(path)/Contents.json")
    }

    func write(_ text: String, to path: String) throws {
        let url = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

@Suite("napkin-asset-symbols: the generated file, its warnings, and hostile catalogs")
struct GeneratedFileTests {
    @Test("Colour sets give ColorResource, Color, ShapeStyle and UIColor statics; image and symbol sets give ImageResource and UIImage")
    func extensions() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet("BrandColor")
        try catalog.imageSet("avatar")
        try catalog.write(#"{"symbols":[{"idiom":"universal","filename":"s.svg"}]}"#, to: "custom.star.fill.symbolset/Contents.json")
        try catalog.write(#"{"images":[]}"#, to: "AppIcon.appiconset/Contents.json")
        try catalog.write(#"{"data":[]}"#, to: "Chime.dataset/Contents.json")
        let symbols = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        let source = symbols.source
        #expect(symbols.warnings.isEmpty)
        #expect(source.contains(#"static let brand = NapkinUI.ColorResource(name: "BrandColor", bundle: resourceBundle)"#))
        #expect(
            source.contains(
                "extension NapkinUI.Color {\n\n    /// The \"BrandColor\" asset catalog colour.\n    static var brand: NapkinUI.Color"))
        #expect(source.contains("extension NapkinUI.ShapeStyle where Self == NapkinUI.Color {\n\n    /// The \"BrandColor\""))
        #expect(source.contains("static var brand: NapkinUI.UIColor { NapkinUI.UIColor(resource: NapkinUI.ColorResource.brand) }"))
        // Disfavoured, so that Color(.brand) means the resource rather than UIColor.brand.
        #expect(source.contains("    @_disfavoredOverload\n    static var brand: NapkinUI.UIColor"))
        #expect(source.contains(#"static let avatar = NapkinUI.ImageResource(name: "avatar", bundle: resourceBundle)"#))
        #expect(source.contains(#"static let customStarFill = NapkinUI.ImageResource(name: "custom.star.fill", bundle: resourceBundle)"#))
        #expect(source.contains("static var avatar: NapkinUI.UIImage { NapkinUI.UIImage(resource: NapkinUI.ImageResource.avatar) }"))
        // No Image statics (Xcode writes none), nothing for app icons and data sets, nothing public.
        #expect(!source.contains("extension NapkinUI.Image ") && !source.contains("AppIcon") && !source.contains("Chime"))
        #expect(!source.contains("public "))
        #expect(source.contains("private let resourceBundle = Foundation.Bundle.module"))
        #expect(
            AssetSymbols(catalogs: [catalog.catalog], bundle: .main).source.contains("private let resourceBundle = Foundation.Bundle.main"))
    }

    @Test("A namespace folder becomes a nested enum; a plain folder does not")
    func namespaces() throws {
        let catalog = try TemporaryCatalog()
        try catalog.namespace("Palette")
        try catalog.colorSet("Palette/Ink")
        try catalog.colorSet("Plain/Paper")
        let source = AssetSymbols(catalogs: [catalog.catalog], bundle: .module).source
        #expect(
            source.contains(
                "    enum Palette {\n\n        /// The \"Palette/Ink\" asset catalog colour resource.\n        static let ink ="))
        #expect(source.contains(#"NapkinUI.ColorResource(name: "Palette/Ink", bundle: resourceBundle)"#))
        #expect(source.contains("static var ink: NapkinUI.Color { NapkinUI.Color(NapkinUI.ColorResource.Palette.ink) }"))
        #expect(source.contains(#"static let paper = NapkinUI.ColorResource(name: "Paper", bundle: resourceBundle)"#))
        // A protocol extension cannot hold a type: ShapeStyle gets the top-level colours only.
        let shapeStyle = try #require(source.range(of: "extension NapkinUI.ShapeStyle where Self == NapkinUI.Color {"))
        let uiColor = try #require(source.range(of: "extension NapkinUI.UIColor {"))
        #expect(!source[shapeStyle.upperBound..<uiColor.lowerBound].contains("Palette"))
    }

    @Test("Two sets that make one symbol: the first by name keeps it, the other gets none, and the warning names both")
    func collision() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet("card-number")
        try catalog.colorSet("card-number-color")
        try catalog.imageSet("File")
        try catalog.imageSet("FileImage")
        let symbols = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        #expect(symbols.source.contains(#"static let cardNumber = NapkinUI.ColorResource(name: "card-number", "#))
        #expect(!symbols.source.contains(#"name: "card-number-color""#))
        #expect(!symbols.source.contains(#"name: "FileImage""#))
        #expect(symbols.warnings.count == 2)
        #expect(
            symbols.warnings.contains {
                $0.contains("\"card-number-color\" makes the symbol cardNumber, which \"card-number\" already makes")
            })
        #expect(symbols.warnings.contains { $0.contains("\"FileImage\" makes the symbol file, which \"File\" already makes") })
        #expect(
            symbols.source.contains("    #warning(\"Assets.xcassets: the colour set \\\"card-number-color\\\" makes the symbol cardNumber"))
        // Sets of two catalogs share the scope.
        let other = try TemporaryCatalog(name: "More.xcassets")
        try other.colorSet("card_number")
        let both = AssetSymbols(catalogs: [catalog.catalog, other.catalog], bundle: .module)
        #expect(
            both.warnings.contains {
                $0.contains("More.xcassets: the colour set \"card_number\" makes the symbol cardNumber, which \"card-number\"")
            })
    }

    @Test("A symbol that a type already has keeps its resource but gets no member of that type, with a warning")
    func takenMembers() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet("Red")
        try catalog.colorSet("Dark Gray")
        try catalog.colorSet("PrimaryColor")
        try catalog.imageSet("add")
        let symbols = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        let source = symbols.source
        for resource in ["static let red = ", "static let darkGray = ", "static let primary = ", "static let add = "] {
            #expect(source.contains(resource), "\(resource)")
        }
        #expect(
            !source.contains("static var red:") && !source.contains("static var primary: NapkinUI.Color")
                && !source.contains("static var add:"))
        // UIColor has no primary: as in Xcode, UIColor.primary is written.
        #expect(source.contains("static var primary: NapkinUI.UIColor"))
        // Color has no darkGray (UIColor has): Color and ShapeStyle get it, UIColor does not.
        #expect(source.contains("static var darkGray: NapkinUI.Color") && !source.contains("static var darkGray: NapkinUI.UIColor"))
        #expect(symbols.warnings.contains { $0.contains("\"PrimaryColor\" makes Color.primary, which Color already has") })
        #expect(symbols.warnings.contains { $0.contains("\"Dark Gray\" makes UIColor.darkGray, which UIColor already has") })
        #expect(symbols.warnings.contains { $0.contains("\"add\" makes UIImage.add, which UIImage already has") })
        // Red: Color's and UIColor's warnings, once each (ShapeStyle repeats Color's silently).
        #expect(symbols.warnings.filter { $0.contains("\"Red\"") }.count == 2)
    }

    @Test("A name that makes no Swift name is skipped with a warning naming the set")
    func badNames() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet("+++")
        try catalog.imageSet("🙂")
        try catalog.colorSet("Fine")
        let symbols = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        #expect(symbols.warnings.contains { $0.contains("the colour set \"+++\" has a name that makes no Swift name") })
        #expect(symbols.warnings.contains { $0.contains("the image set \"🙂\" has a name that makes no Swift name") })
        #expect(symbols.source.contains("static let fine = ") && !symbols.source.contains("+++"))
    }

    @Test("Quotes, backslashes and line breaks in a name are escaped: the name cannot end a literal or a comment")
    func escaping() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet("Say \"hi\\\"\nstatic let x = 1")
        let source = AssetSymbols(catalogs: [catalog.catalog], bundle: .module).source
        #expect(source.contains(#"name: "Say \"hi\\\"\u{A}static let x = 1", bundle: resourceBundle)"#))
        #expect(!source.contains("\nstatic let x = 1"))
        #expect(source.contains("static let sayHiStaticLetX1 = "))
    }

    @Test("A symbolic link to a set or folder is not followed; the warning names it")
    func symbolicLinks() throws {
        let catalog = try TemporaryCatalog()
        let outside = try TemporaryCatalog(name: "Outside.xcassets")
        try outside.colorSet("Secret")
        try catalog.colorSet("Brand")
        try FileManager.default.createSymbolicLink(
            at: catalog.catalog.appendingPathComponent("Secret.colorset"),
            withDestinationURL: outside.catalog.appendingPathComponent("Secret.colorset"))
        try FileManager.default.createSymbolicLink(
            at: catalog.catalog.appendingPathComponent("Elsewhere"), withDestinationURL: outside.catalog)
        let symbols = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        #expect(!symbols.source.contains("Secret") && symbols.source.contains("static let brand = "))
        #expect(symbols.warnings.contains { $0.contains("Secret.colorset: it is a symbolic link, which is not followed") })
        #expect(symbols.warnings.contains { $0.contains("Elsewhere: it is a symbolic link, which is not followed") })
        // A set whose Contents.json is a link is skipped too.
        try FileManager.default.createDirectory(
            at: catalog.catalog.appendingPathComponent("Linked.colorset"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            at: catalog.catalog.appendingPathComponent("Linked.colorset/Contents.json"),
            withDestinationURL: outside.catalog.appendingPathComponent("Secret.colorset/Contents.json"))
        let again = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        #expect(again.warnings.contains { $0.contains("\"Linked\" is skipped: its Contents.json cannot be read (it is a symbolic link") })
    }

    @Test("A Contents.json larger than 1 MiB, or not JSON, is not read: the set is skipped with a warning")
    func hugeContents() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write(
            "{\"colors\":[]," + String(repeating: " ", count: AssetCatalogLimits.maximumContentsSize) + "}",
            to: "Huge.colorset/Contents.json")
        try catalog.write("colors: red", to: "Garbled.colorset/Contents.json")
        try catalog.namespace("Big")
        try catalog.write("{" + String(repeating: " ", count: AssetCatalogLimits.maximumContentsSize) + "}", to: "Big/Contents.json")
        try catalog.colorSet("Big/Inside")
        let symbols = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        #expect(symbols.warnings.contains { $0.contains("the colour set \"Huge\" is skipped: its Contents.json cannot be read") })
        #expect(symbols.warnings.contains { $0.contains("the colour set \"Garbled\" is skipped: its Contents.json is not JSON") })
        #expect(!symbols.source.contains("Huge") && !symbols.source.contains("Garbled"))
        // A folder whose Contents.json is too large to read provides no namespace.
        #expect(symbols.source.contains(#"static let inside = NapkinUI.ColorResource(name: "Inside", bundle: resourceBundle)"#))
    }

    @Test("Folders nested deeper than 8 are not entered; the warning names the folder")
    func deepNesting() throws {
        let catalog = try TemporaryCatalog()
        let deep = (1...12).map { "Level\($0)" }.joined(separator: "/")
        try catalog.colorSet("\(deep)/Deep")
        try catalog.colorSet((1...7).map { "Level\($0)" }.joined(separator: "/") + "/Shallow")
        let symbols = AssetSymbols(catalogs: [catalog.catalog], bundle: .module)
        #expect(symbols.source.contains("static let shallow = ") && !symbols.source.contains("Deep\""))
        #expect(symbols.warnings.contains { $0.contains("Level8/Level9: it is nested deeper than 8 folders") })
    }

    @Test("The command writes the file atomically, warns on standard error, and refuses a link as its output")
    func commandLine() throws {
        // The command as built for the package, or as built for the plugin (`-tool`), whichever the build made.
        let tool = try #require(
            ["napkin-asset-symbols", "napkin-asset-symbols-tool"].map { Bundle.main.bundleURL.appendingPathComponent($0) }.first {
                FileManager.default.isExecutableFile(atPath: $0.path)
            })
        let catalog = try TemporaryCatalog()
        try catalog.colorSet("Brand")
        try catalog.colorSet("+++")
        let output = catalog.root.appendingPathComponent("GeneratedAssetSymbols.swift")
        func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, errors)
        }
        let written = try run(["--bundle", "main", "--output", output.path, catalog.catalog.path])
        #expect(written.status == 0)
        #expect(
            written.errors.contains(
                "napkin-asset-symbols: warning: Assets.xcassets: the colour set \"+++\" has a name that makes no Swift name"))
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains("static let brand = ") && source.contains("Foundation.Bundle.main"))
        #expect(try run(["--output", output.path]).status != 0)
        #expect(try run([catalog.catalog.path]).status != 0)
        let link = catalog.root.appendingPathComponent("link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: catalog.root.appendingPathComponent("target.swift"))
        #expect(try run(["--output", link.path, catalog.catalog.path]).status != 0)
        #expect(!FileManager.default.fileExists(atPath: catalog.root.appendingPathComponent("target.swift").path))
    }
}
