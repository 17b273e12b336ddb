import Foundation
import PackagePlugin

/// Generates the asset symbols Xcode generates for an iOS app target (since Xcode 15, on by default):
/// `ColorResource.brand` and `ImageResource.avatar`, and `Color.brand`, `.foregroundStyle(.brand)`,
/// `UIColor.brand` and `UIImage.avatar`, so that code written against them compiles on Linux, where nothing
/// else generates them. Apply it to the target that holds the catalogs:
///
/// ```swift
/// .target(
///     name: "MyScreens",
///     dependencies: [.product(name: "NapkinUI", package: "napkin")],
///     resources: [.process("Assets.xcassets")],
///     plugins: [.plugin(name: "AssetSymbols", package: "napkin")])
/// ```
///
/// The plugin finds every `.xcassets` folder among the target's files (any type: declared resources, and
/// files SwiftPM found but was not told about) and runs `napkin-asset-symbols` on them, adding one file,
/// `GeneratedAssetSymbols.swift`, to the target. Which bundle the symbols name:
/// - `Bundle.module` when the catalogs are declared resources of the target (`resources: [.process("Assets.xcassets")]`):
///   SwiftPM copies them into the target's resource bundle and makes `Bundle.module`, and napkin reads them there.
/// - `Bundle.main` otherwise, with a warning asking for that declaration: napkin then looks for the catalogs in the
///   main bundle and the resource bundles beside the executable, which an undeclared catalog is in neither of, so
///   the symbols compile but draw napkin's missing-asset colour until the catalog is declared.
///
/// Names become symbols as Xcode makes them (see `napkin-asset-symbols`); a set whose name makes no Swift name,
/// or whose symbol another set already makes, gets none, with a warning naming it.
@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var catalogs: [String: (url: URL, declared: Bool, files: [URL])] = [:]
        for file in module.sourceFiles {
            guard let catalog = Self.catalog(containing: file.url) else { continue }
            var found = catalogs[catalog.path] ?? (catalog, false, [])
            found.declared = found.declared || file.type == .resource
            found.files.append(file.url)
            catalogs[catalog.path] = found
        }
        guard !catalogs.isEmpty else { return [] }
        let ordered = catalogs.keys.sorted().compactMap { catalogs[$0] }
        let declared = ordered.allSatisfy(\.declared)
        if !declared {
            let names = ordered.filter { !$0.declared }.map { $0.url.lastPathComponent }
            Diagnostics.warning(
                "\(target.name): \(names.joined(separator: ", ")) is not a resource of the target, so its asset symbols name Bundle.main "
                    + "and napkin will not find the colours and images at run time; declare it: resources: [.process(\"\(names[0])\")]")
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "napkin-asset-symbols").url,
                arguments: ["--bundle", declared ? "module" : "main", "--output", output.path] + ordered.map(\.url.path),
                inputFiles: ordered.flatMap(\.files),
                outputFiles: [output])
        ]
    }

    /// The outermost `.xcassets` folder above `file`, if any.
    private static func catalog(containing file: URL) -> URL? {
        var url = URL(fileURLWithPath: "/")
        for component in file.pathComponents.dropFirst() {
            url.appendPathComponent(component)
            if component.hasSuffix(".xcassets") { return url }
        }
        return nil
    }
}
