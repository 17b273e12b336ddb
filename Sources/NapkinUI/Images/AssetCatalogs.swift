import Foundation
internal import NapkinSupport

/// Where named images and colours are looked for: the bundles a name can come from and the
/// asset catalogs in them, each read once (see ``AssetCatalog``).
///
/// With a bundle given (`Image("avatar", bundle: .module)`), only that bundle; without one,
/// the main bundle and then every SwiftPM resource bundle beside the executable
/// (`<package>_<target>.resources`), so `Color("Brand")` written for iOS finds the catalog a
/// target ships as a resource. In a bundle, catalogs (`*.xcassets`) are looked for at the top of
/// its resources and one folder down.
enum AssetCatalogs {
    private static let cache = Locked<[String: AssetCatalog]>([:])

    /// SwiftPM's resource bundles beside the running executable, found once.
    static let siblingBundles: [Bundle] = {
        let folder = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") }.sorted().compactMap { Bundle(url: folder.appendingPathComponent($0)) }
    }()

    /// The bundles a name is looked for in, in order. The main bundle named explicitly (`bundle: .main`, as asset
    /// symbols generated for a catalog that is not a resource of its target name it) is looked for as no bundle
    /// is: on iOS the main bundle is the app, which holds every catalog the app ships; with SwiftPM those catalogs
    /// are in the resource bundles beside the executable.
    static func bundles(for bundle: Bundle?) -> [Bundle] {
        guard let bundle, !isMain(bundle) else { return [Bundle.main] + siblingBundles }
        return [bundle]
    }

    /// True when `bundle` is the main bundle's folder.
    private static func isMain(_ bundle: Bundle) -> Bool {
        bundle === Bundle.main || bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
    }

    /// Words for where a name was looked for, for messages.
    static func place(of bundle: Bundle?) -> String {
        guard let bundle, !isMain(bundle) else { return "the main bundle or a resource bundle beside it" }
        return "the bundle \(bundle.bundleURL.lastPathComponent)"
    }

    /// The catalogs of `bundle`, read once each.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        guard let root = bundle.resourceURL else { return [] }
        let manager = FileManager.default
        var folders = [root]
        folders += ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted().filter { !$0.hasPrefix(".") }.map {
            root.appendingPathComponent($0)
        }
        var found: [AssetCatalog] = []
        for folder in folders {
            for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where name.hasSuffix(".xcassets") {
                let url = folder.appendingPathComponent(name)
                if let cached = cache.withLock({ $0[url.path] }) {
                    found.append(cached)
                } else {
                    let catalog = AssetCatalog(at: url)
                    cache.withLock { $0[url.path] = catalog }
                    found.append(catalog)
                }
            }
        }
        return found
    }

    /// The colour set `name`, or why there is none.
    static func lookUpColor(named name: String, in bundle: Bundle?) -> Result<Color, AssetError> {
        for candidate in bundles(for: bundle) {
            for catalog in catalogs(in: candidate) {
                if let entry = catalog.colors[name] { return .success(entry.color) }
                if let problem = catalog.problems[name] { return .failure(AssetError("\(name).colorset cannot be used: \(problem)")) }
            }
        }
        return .failure(AssetError("no \(name).colorset in an asset catalog of \(place(of: bundle)); add it to the target's resources"))
    }

    /// The colour set `name`, or `nil`.
    static func color(named name: String, in bundle: Bundle?) -> Color? {
        try? lookUpColor(named: name, in: bundle).get()
    }

    /// The data set `name` of `bundle`'s catalogs (or the main bundle's and its siblings'), or `nil`.
    static func dataSet(named name: String, in bundle: Bundle?) -> AssetCatalog.DataSetEntry? {
        for candidate in bundles(for: bundle) {
            for catalog in catalogs(in: candidate) {
                if let entry = catalog.data[name] { return entry }
            }
        }
        return nil
    }

    /// The image set `name` in `bundle`'s catalogs, or why it cannot be used (`nil`: none).
    static func imageSet(named name: String, in bundle: Bundle) -> Result<AssetCatalog.ImageSetEntry, AssetError>? {
        for catalog in catalogs(in: bundle) {
            if let entry = catalog.images[name] { return .success(entry) }
            if let problem = catalog.problems[name] { return .failure(AssetError("\(name).imageset cannot be used: \(problem)")) }
        }
        return nil
    }
}

/// Warnings NapkinUI prints while it runs, as SwiftUI logs a missing asset: each distinct
/// message once per process, on standard error, so a test's output names what was missing
/// without repeating it every render.
enum RuntimeWarnings {
    private static let reported = Locked<Set<String>>([])

    /// Prints `message` unless it was printed before.
    static func report(_ message: String) {
        guard reported.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data("NapkinUI warning: \(message)\n".utf8))
    }
}
