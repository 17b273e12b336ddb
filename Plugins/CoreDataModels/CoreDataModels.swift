import Foundation
import PackagePlugin

/// Generates the classes Xcode's Core Data code generation makes for a target's models (`.xcdatamodeld`), so that code
/// written against them (`Pet(context:)`, `Pet.fetchRequest()`, `@FetchRequest(sortDescriptors: []) var pets:
/// FetchedResults<Pet>`) compiles on Linux, where Xcode does not run. Apply it to the target that holds the model,
/// beside napkin's CoreData stand-in:
///
/// ```swift
/// .target(
///     name: "MyApp",
///     dependencies: [.product(name: "NapkinUI", package: "napkin"), .product(name: "CoreData", package: "napkin")],
///     plugins: [.plugin(name: "CoreDataModels", package: "napkin")])
/// ```
///
/// The plugin finds every `.xcdatamodeld` (or lone `.xcdatamodel`) folder among the target's files and runs
/// `napkin-coredata-models` on them, adding one file, `GeneratedCoreDataModels.swift`, to the target: for each entity
/// whose Codegen is "Class Definition" its class and properties, for "Category/Extension" the properties as an
/// extension of the class the app writes; "Manual/None" entities get nothing, as in Xcode.
@main
struct CoreDataModels: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var models: [String: (url: URL, files: [URL])] = [:]
        for file in module.sourceFiles {
            guard let model = Self.model(containing: file.url) else { continue }
            models[model.path, default: (model, [])].files.append(file.url)
        }
        guard !models.isEmpty else { return [] }
        let ordered = models.keys.sorted().compactMap { models[$0] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedCoreDataModels.swift")
        return [
            .buildCommand(
                displayName: "Generating Core Data classes for \(target.name)",
                executable: try context.tool(named: "napkin-coredata-models").url,
                arguments: ["--output", output.path] + ordered.map(\.url.path),
                inputFiles: ordered.flatMap(\.files),
                outputFiles: [output])
        ]
    }

    /// The outermost `.xcdatamodeld` (or `.xcdatamodel`) folder above `file`, if any.
    private static func model(containing file: URL) -> URL? {
        var url = URL(fileURLWithPath: "/")
        for component in file.pathComponents.dropFirst() {
            url.appendPathComponent(component)
            if component.hasSuffix(".xcdatamodeld") || component.hasSuffix(".xcdatamodel") { return url }
        }
        return nil
    }
}
