import PackagePlugin

/// Gives every file of a target what `import Foundation` gives a file of an iOS app: Combine's
/// `ObservableObject`, `@Published` and `AnyCancellable`, `URLSession`, and `@Observable`.
///
/// iOS teams declare their view models in files that import only Foundation. Apple's Foundation
/// re-exports Combine, so those files compile on iOS; swift-corelibs-foundation does not, and no
/// import in NapkinUI can reach a file that does not import NapkinUI. Apply this plugin to the
/// target instead of editing every such file:
///
/// ```swift
/// .target(
///     name: "MyScreens",
///     dependencies: [.product(name: "NapkinUI", package: "napkin")],
///     plugins: [.plugin(name: "AppleImports", package: "napkin")])
/// ```
///
/// The plugin adds one generated file to the target, `AppleImports.swift`, holding four
/// `@_exported import`s (napkin's Combine, FoundationNetworking, NapkinFoundation, which
/// supplies what Linux's Foundation lacks, and Observation, for `@Observable`), on Linux only. A target that
/// depends on napkin's Security stand-in also gets `@_exported import Security`: Apple's Foundation imports
/// Security, so iOS files use the keychain with only `import Foundation`. A target that depends on napkin's CoreData
/// stand-in also gets `@_exported import CoreData`: Apple's SwiftUI declares `@FetchRequest` and `FetchedResults`, so
/// iOS view files use them with only `import SwiftUI`. As on iOS, a module that imports the target sees those names too.
@main
struct AppleImports: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("AppleImports.swift")
        // Only a target built against the Security stand-in can import it (its libcrypto module map comes with it).
        let usesSecurity = target.recursiveTargetDependencies.contains { $0.name == "Security" }
        // SwiftUI declares `@FetchRequest` on iOS; napkin's is in its CoreData stand-in, for targets that use it.
        let usesCoreData = target.recursiveTargetDependencies.contains { $0.name == "CoreData" }
        return [
            .buildCommand(
                displayName: "Adding Foundation's implicit imports to \(target.name)",
                executable: try context.tool(named: "napkin-apple-imports").url,
                arguments: (usesSecurity ? ["--security"] : []) + (usesCoreData ? ["--coredata"] : []) + [output.path],
                inputFiles: [],
                outputFiles: [output])
        ]
    }
}
