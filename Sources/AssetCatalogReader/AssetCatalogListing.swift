import Foundation
import NapkinSupport

#if canImport(Glibc)
import Glibc
#endif

/// The bounds every reader of an asset catalog keeps: a catalog is input from outside (a
/// repository, a download), so its folders are walked to a bounded depth and count, links are
/// never followed, and each `Contents.json` is read only up to a bounded size.
package enum AssetCatalogLimits {
    /// Folders below the catalog's own that are entered (a namespace in a namespace is two).
    package static let maximumDepth = 8
    /// Names looked at in the whole catalog, files and folders together.
    package static let maximumEntries = 20_000
    /// The largest `Contents.json` read (Xcode's are a few kilobytes).
    package static let maximumContentsSize = 1 << 20
}

/// The kinds of folder an asset catalog holds, by their extension (`Brand.colorset`).
package enum AssetSetKind: String, Sendable, CaseIterable {
    case colorSet = "colorset"
    case imageSet = "imageset"
    case dataSet = "dataset"
    case symbolSet = "symbolset"
    case appIconSet = "appiconset"
    case launchImage = "launchimage"
    case textureSet = "textureset"
    case stickerPack = "stickerpack"
}

/// One set of a catalog: a folder such as `Icons/Star.imageset`.
package struct AssetCatalogEntry: Sendable, Equatable {
    /// The set's name as Xcode and `UIImage(named:)` name it: the names of the folders above it
    /// that provide a namespace, then its own, joined by "/" (`Icons/Star`).
    package let name: String
    /// The namespace folders' names, outermost first (`["Icons"]`); empty outside any.
    package let namespace: [String]
    /// The set's own name, without its extension (`Star`).
    package let baseName: String
    /// What the folder holds.
    package let kind: AssetSetKind
    /// The set's folder.
    package let folder: URL
}

/// What a walk of a catalog found: its sets in the order of their folders' names, and what it
/// passed over (links, folders past the depth bound, the rest after the entry bound), worded
/// for a warning.
package struct AssetCatalogListing: Sendable {
    package var entries: [AssetCatalogEntry] = []
    package var skipped: [String] = []

    /// Walks the catalog at `url` within ``AssetCatalogLimits``. Names beginning with "." are
    /// ignored, as Xcode ignores them; a symbolic link is never followed, to a set or a folder.
    package init(catalogAt url: URL) {
        var budget = AssetCatalogLimits.maximumEntries
        var exhausted = false
        var listing = AssetCatalogListing(entries: [], skipped: [])
        func walk(_ folder: URL, namespace: [String], relative: String, depth: Int) {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                guard budget > 0 else {
                    if !exhausted {
                        listing.skipped.append(
                            "\(relative)\(name) and what follows it: the catalog has more than \(AssetCatalogLimits.maximumEntries) entries"
                        )
                    }
                    exhausted = true
                    return
                }
                budget -= 1
                let entry = folder.appendingPathComponent(name)
                switch Self.fileType(entry) {
                case .link:
                    listing.skipped.append("\(relative)\(name): it is a symbolic link, which is not followed")
                    continue
                case .other:
                    continue
                case .directory:
                    break
                }
                let (base, kind) = Self.split(name)
                if let kind {
                    listing.entries.append(
                        AssetCatalogEntry(
                            name: (namespace + [base]).joined(separator: "/"), namespace: namespace, baseName: base, kind: kind,
                            folder: entry))
                } else if depth + 1 > AssetCatalogLimits.maximumDepth {
                    listing.skipped.append("\(relative)\(name): it is nested deeper than \(AssetCatalogLimits.maximumDepth) folders")
                } else {
                    let provides = Self.providesNamespace(entry)
                    walk(entry, namespace: provides ? namespace + [name] : namespace, relative: relative + name + "/", depth: depth + 1)
                }
            }
        }
        walk(url, namespace: [], relative: "", depth: 0)
        self = listing
    }

    private init(entries: [AssetCatalogEntry], skipped: [String]) {
        self.entries = entries
        self.skipped = skipped
    }

    /// `name.kind` split at its last dot when the extension names a kind of set
    /// (`Brand.colorset` → ("Brand", .colorSet)); any other folder is a group (kind `nil`).
    package static func split(_ name: String) -> (String, AssetSetKind?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
            let kind = AssetSetKind(rawValue: String(name[name.index(after: dot)...]))
        else { return (name, nil) }
        return (String(name[..<dot]), kind)
    }

    private enum FileType { case directory, link, other }

    /// What is at `url`, without following a link.
    private static func fileType(_ url: URL) -> FileType {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// True when the group folder's `Contents.json` says it provides a namespace.
    private static func providesNamespace(_ folder: URL) -> Bool {
        struct Group: Decodable {
            struct Properties: Decodable {
                var providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            var properties: Properties?
        }
        guard let data = try? readAssetContents(in: folder) else { return false }
        return (try? JSONDecoder().decode(Group.self, from: data))?.properties?.providesNamespace == true
    }
}

/// The bytes of the `Contents.json` in `folder`, read within ``AssetCatalogLimits`` and never
/// through a link; the error's reason says why not (missing, a link, too large).
package func readAssetContents(in folder: URL) throws(FileReadError) -> Data {
    try readRegularFile(
        folder.appendingPathComponent("Contents.json"), limit: AssetCatalogLimits.maximumContentsSize, followingLinks: false)
}
