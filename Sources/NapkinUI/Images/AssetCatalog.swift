internal import AssetCatalogReader
import Foundation
internal import NapkinSupport

/// One asset catalog (`Assets.xcassets`) read from disk: its colour sets and image sets by
/// name, as Xcode names them (`Brand`, or `Icons/Brand` inside a folder that provides a
/// namespace).
///
/// The catalog is read once per folder and kept. Everything in it is input from outside:
/// folders are walked to a bounded depth and count, only regular files are read (links are not
/// followed), each `Contents.json` is bounded in size, and anything malformed is skipped with
/// the reason kept for the warning a missing asset prints.
struct AssetCatalog: Sendable {
    /// A colour set's colour, light and dark.
    let colors: [String: ColorEntry]
    /// An image set's files.
    let images: [String: ImageSetEntry]
    /// A data set's file and type.
    let data: [String: DataSetEntry]
    /// Colour, image and data sets that could not be read, by name, with the reason.
    let problems: [String: String]

    /// A colour set, resolved.
    struct ColorEntry: Sendable {
        let color: Color
    }

    /// An image set: the files of each appearance, with their scales.
    struct ImageSetEntry: Sendable {
        /// (file, scale, dark) for every image with a file.
        let files: [(url: URL, scale: Double, dark: Bool)]
        /// True when the set asks to be drawn as a template (tinted).
        let isTemplate: Bool
    }

    /// A data set: its file (the universal one) and the type it declares.
    struct DataSetEntry: Sendable {
        let url: URL
        let typeIdentifier: String
    }

    /// Reads the catalog at `url`, within ``AssetCatalogLimits`` (the walk is AssetCatalogReader's, which
    /// napkin-asset-symbols shares).
    init(at url: URL) {
        var colors: [String: ColorEntry] = [:], images: [String: ImageSetEntry] = [:], problems: [String: String] = [:]
        var data: [String: DataSetEntry] = [:]
        for entry in AssetCatalogListing(catalogAt: url).entries {
            switch entry.kind {
            case .colorSet:
                do { colors[entry.name] = ColorEntry(color: try Self.readColor(in: entry.folder)) } catch {
                    problems[entry.name] = "\(error)"
                }
            case .imageSet:
                do { images[entry.name] = try Self.readImageSet(in: entry.folder) } catch { problems[entry.name] = "\(error)" }
            case .dataSet:
                do { data[entry.name] = try Self.readDataSet(in: entry.folder) } catch { problems[entry.name] = "\(error)" }
            default:
                continue  // app icons, symbol sets: not drawn by NapkinUI
            }
        }
        self.colors = colors
        self.images = images
        self.data = data
        self.problems = problems
    }

    private static func readContents(of folder: URL) throws -> Contents {
        let data: Data
        do {
            data = try readAssetContents(in: folder)
        } catch {
            throw AssetError("its Contents.json cannot be read: \(error.reason)")
        }
        do { return try JSONDecoder().decode(Contents.self, from: data) } catch {
            throw AssetError("its Contents.json is not an asset description: \(error)")
        }
    }

    private static func readColor(in folder: URL) throws -> Color {
        let contents = try readContents(of: folder)
        // Entries for other devices (Mac, TV, Watch) and for high contrast are not iOS's look.
        let usable = (contents.colors ?? []).filter { entry in
            ["universal", "iphone", "ipad", nil].contains(entry.idiom)
                && !(entry.appearances ?? []).contains { $0.appearance == "contrast" }
        }
        func pick(dark: Bool) -> AssetColorValue? {
            usable.first { entry in (entry.appearances ?? []).contains { $0.appearance == "luminosity" && $0.value == "dark" } == dark }?
                .color
        }
        guard let light = pick(dark: false) ?? pick(dark: true) else { throw AssetError("it has no colour for iOS") }
        let lightColor = try light.resolved()
        guard let dark = pick(dark: true) else { return lightColor }
        return Color(light: lightColor, dark: try dark.resolved())
    }

    /// A data set's universal file (or its first) and declared type (`public.data` without one).
    private static func readDataSet(in folder: URL) throws -> DataSetEntry {
        let entries = (try readContents(of: folder).data ?? []).filter { $0.filename != nil }
        guard let entry = entries.first(where: { ($0.idiom ?? "universal") == "universal" }) ?? entries.first, let name = entry.filename
        else { throw AssetError("its Contents.json names no file") }
        return DataSetEntry(url: folder.appendingPathComponent(name), typeIdentifier: entry.universalTypeIdentifier ?? "public.data")
    }

    private static func readImageSet(in folder: URL) throws -> ImageSetEntry {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Contents.json").path) else {
            return try imageSetWithoutContents(in: folder)
        }
        let contents = try readContents(of: folder)
        var files: [(url: URL, scale: Double, dark: Bool)] = []
        for image in contents.images ?? [] where ["universal", "iphone", nil].contains(image.idiom) {
            guard let name = image.filename, !name.contains("/"), !name.hasPrefix(".") else { continue }
            if (image.appearances ?? []).contains(where: { $0.appearance == "contrast" }) { continue }
            let scale = Double(image.scale?.dropLast() ?? "1") ?? 1
            let dark = (image.appearances ?? []).contains { $0.appearance == "luminosity" && $0.value == "dark" }
            files.append((folder.appendingPathComponent(name), scale, dark))
        }
        guard !files.isEmpty else { throw AssetError("its Contents.json lists no image file") }
        return ImageSetEntry(files: files, isTemplate: contents.properties?.templateRenderingIntent == "template")
    }
}

extension AssetCatalog {
    /// An image set without a `Contents.json` (written by hand, not by Xcode): its PNG and JPEG
    /// files, each at the scale its `@2x`/`@3x` suffix says.
    fileprivate static func imageSetWithoutContents(in folder: URL) throws -> ImageSetEntry {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let files = names.filter { ImageResources.decodedFormats.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }.map {
            name in
            (url: folder.appendingPathComponent(name), scale: name.contains("@3x") ? 3.0 : name.contains("@2x") ? 2.0 : 1.0, dark: false)
        }
        guard !files.isEmpty else { throw AssetError("it has neither a Contents.json nor a PNG or JPEG file") }
        return ImageSetEntry(files: files, isTemplate: false)
    }
}

/// Why an asset could not be read.
struct AssetError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The parts of an asset's `Contents.json` NapkinUI reads.
struct Contents: Decodable {
    struct Properties: Decodable {
        var providesNamespace: Bool?
        var templateRenderingIntent: String?
        enum CodingKeys: String, CodingKey {
            case providesNamespace = "provides-namespace"
            case templateRenderingIntent = "template-rendering-intent"
        }
    }

    struct Appearance: Decodable {
        var appearance: String?
        var value: String?
    }

    struct ColorEntry: Decodable {
        var idiom: String?
        var appearances: [Appearance]?
        var color: AssetColorValue?
    }

    struct ImageEntry: Decodable {
        var idiom: String?
        var filename: String?
        var scale: String?
        var appearances: [Appearance]?
    }

    struct DataEntry: Decodable {
        var idiom: String?
        var filename: String?
        var universalTypeIdentifier: String?
        enum CodingKeys: String, CodingKey {
            case idiom, filename
            case universalTypeIdentifier = "universal-type-identifier"
        }
    }

    var properties: Properties?
    var data: [DataEntry]?
    var colors: [ColorEntry]?
    var images: [ImageEntry]?
}
