import AssetCatalogReader
import Foundation

/// The Swift file napkin-asset-symbols writes for one target's asset catalogs: what Xcode's
/// `GeneratedAssetSymbols.swift` gives an iOS app target (asset symbol generation and its Swift extensions, on
/// by default since Xcode 15), with napkin's types.
///
/// What is written, all internal as Xcode's are:
/// - `ColorResource` statics for colour sets and `ImageResource` statics for image sets and symbol sets (Xcode
///   writes image resources for symbol sets too: names such as `custom.cloud.badge.play` appear among them), with
///   a nested `enum` for each folder that provides a namespace;
/// - `Color` statics and `ShapeStyle where Self == Color` statics (`.foregroundStyle(.brand)`), `UIColor` statics and
///   `UIImage` statics (`UIColor`'s `@_disfavoredOverload`, so that `Color(.brand)` means the resource, not
///   `Color(UIColor.brand)`: napkin's `Color` initializers would otherwise tie). Xcode writes no `Image` statics: `Image(.avatar)` is written with the resource. A protocol
///   extension cannot hold a type, so namespaced colours have no `ShapeStyle` statics (inferred; unconfirmed).
/// - App icon sets, data sets, launch images, texture sets and sticker packs get nothing, as in Xcode.
///
/// A set whose symbol another set of the same scope already makes (sets taken in the order of their names, as Xcode
/// lists them) gets none, and a warning names both: Xcode does the same (a `#warning` in its file), keeping the
/// first. A set whose symbol is a static the type already has (`Color.red`, `Color.primary`, `UIColor.darkGray`,
/// `UIImage.add`) keeps its resource but not that type's member, with a warning, as in Xcode. napkin's `Color` has
/// UIKit's semantic colours too (`Color.label`, `Color.systemBackground`, …), which iOS's does not: those are
/// treated as taken as well, or `Color.label` would be ambiguous. A set whose name makes no Swift name is skipped
/// with a warning naming it; so is a set whose `Contents.json` cannot be read (NapkinUI could not draw it either).
package struct AssetSymbols {
    /// Which bundle the resources name.
    package enum BundleChoice: String, CaseIterable, Sendable {
        /// `Bundle.module`: the catalog is a declared resource of the target.
        case module
        /// `Bundle.main`: the catalog is not a resource of the target.
        case main
    }

    /// The generated Swift source.
    package let source: String
    /// Warnings, each naming the set (and the catalog) it is about.
    package let warnings: [String]

    /// Reads `catalogs` and makes the file naming resources in `bundle`.
    package init(catalogs: [URL], bundle: BundleChoice) {
        var warnings: [String] = []
        let colors = Scope(path: []), images = Scope(path: [])
        for catalog in catalogs {
            let catalogName = catalog.lastPathComponent
            let listing = AssetCatalogListing(catalogAt: catalog)
            warnings += listing.skipped.map { "\(catalogName)/\($0); it gets no symbol" }
            for entry in listing.entries {
                let root: Scope
                switch entry.kind {
                case .colorSet: root = colors
                case .imageSet, .symbolSet: root = images
                default: continue
                }
                if let problem = Self.problem(with: entry) {
                    warnings.append("\(catalogName): the \(Self.noun(entry.kind)) \"\(entry.name)\" is skipped: \(problem)")
                    continue
                }
                root.scope(at: entry.namespace).sets.append(AssetSet(name: entry.name, baseName: entry.baseName, catalog: catalogName))
            }
        }
        let colorItems = colors.resolve(noun: "colour set", warnings: &warnings)
        let imageItems = images.resolve(noun: "image set", warnings: &warnings)
        var writer = SourceWriter(bundle: bundle, catalogs: catalogs.map(\.lastPathComponent))
        writer.write(colors: colorItems, images: imageItems, warnings: &warnings)
        self.source = writer.text
        self.warnings = warnings
    }

    private static func noun(_ kind: AssetSetKind) -> String {
        switch kind {
        case .colorSet: "colour set"
        case .symbolSet: "symbol set"
        default: "image set"
        }
    }

    /// Why the set cannot be used: its `Contents.json` is a link, too large, or not a JSON object (an image set may
    /// have none: NapkinUI reads its PNG and JPEG files).
    private static func problem(with entry: AssetCatalogEntry) -> String? {
        let path = entry.folder.appendingPathComponent("Contents.json").path
        if entry.kind == .imageSet, (try? FileManager.default.attributesOfItem(atPath: path)) == nil { return nil }
        do {
            let data = try readAssetContents(in: entry.folder)
            guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else { return "its Contents.json is not JSON" }
            return nil
        } catch {
            return "its Contents.json cannot be read (\(error.reason))"
        }
    }
}

/// A set that makes a symbol.
struct AssetSet {
    /// The full name (`Icons/Star`), the name the resource looks up.
    let name: String
    /// Its own name (`Star`), the one the symbol is made from.
    let baseName: String
    /// The catalog's folder name, for warnings.
    let catalog: String
}

/// A resolved member of a scope: a resource, a namespace, or a `#warning` where a set lost its symbol.
enum SymbolItem {
    case resource(symbol: String, set: AssetSet)
    case namespace(type: String, name: String, items: [SymbolItem])
    case warning(String)
}

/// The sets and namespace folders at one level of the catalogs.
final class Scope {
    let path: [String]
    var sets: [AssetSet] = []
    var children: [String: Scope] = [:]

    init(path: [String]) { self.path = path }

    /// The scope of the namespace `path` below this one, made when first asked for.
    func scope(at path: [String]) -> Scope {
        guard let first = path.first else { return self }
        let child = children[first] ?? Scope(path: self.path + [first])
        children[first] = child
        return child.scope(at: Array(path.dropFirst()))
    }

    /// This scope's members in the order of their names, each symbol once: a set or namespace whose name makes no
    /// symbol, or the symbol of an earlier one, is left out with a warning.
    func resolve(noun: String, warnings: inout [String]) -> [SymbolItem] {
        enum Candidate {
            case set(AssetSet)
            case folder(String, Scope)
            var name: String {
                switch self {
                case .set(let set): set.baseName
                case .folder(let name, _): name
                }
            }
        }
        let candidates = (sets.map(Candidate.set) + children.map { Candidate.folder($0.key, $0.value) }).sorted {
            $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars)
        }
        var taken: [String: String] = [:]
        var items: [SymbolItem] = []
        for candidate in candidates {
            let fullName = (path + [candidate.name]).joined(separator: "/")
            let what: String
            let symbol: String?
            switch candidate {
            case .set(let set):
                what = "\(set.catalog): the \(noun) \"\(fullName)\""
                symbol = SymbolNames.member(for: set.baseName)
            case .folder:
                what = "the namespace folder \"\(fullName)\""
                symbol = SymbolNames.type(for: candidate.name)
            }
            guard let symbol else {
                warnings.append("\(what) has a name that makes no Swift name: it gets no symbol; rename it, or name it as a string")
                continue
            }
            let bare = symbol.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if let earlier = taken[bare] {
                let message = "\(what) makes the symbol \(bare), which \"\(earlier)\" already makes: it gets none; rename one of them"
                warnings.append(message)
                items.append(.warning(message))
                continue
            }
            taken[bare] = fullName
            switch candidate {
            case .set(let set): items.append(.resource(symbol: symbol, set: set))
            case .folder(let name, let scope):
                items.append(.namespace(type: symbol, name: name, items: scope.resolve(noun: noun, warnings: &warnings)))
            }
        }
        return items
    }
}

/// The statics napkin's types already have, which a set's symbol cannot also be (Xcode checks iOS's types the same
/// way: "Primary" gets no `Color.primary`).
enum TakenMembers {
    /// iOS's `Color` statics, and the semantic colours napkin's `Color` has besides.
    static let color: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal",
        "white", "yellow", "primary", "secondary", "accentColor",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "groupedBackground",
        "separator", "opaqueSeparator", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]
    /// `UIColor`'s class properties on iOS.
    static let uiColor: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "darkText", "gray", "green", "lightGray", "lightText", "magenta",
        "orange", "purple", "red", "white", "yellow", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
        "placeholderText", "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue", "systemOrange",
        "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tintColor", "groupTableViewBackground",
        "scrollViewTexturedBackground", "underPageBackground", "viewFlipsideBackground", "supportsSecureCoding",
    ]
    /// `UIImage`'s class properties on iOS (the system images of iOS 13).
    static let uiImage: Set<String> = ["actions", "add", "checkmark", "remove", "strokedCheckmark", "supportsSecureCoding"]
}
