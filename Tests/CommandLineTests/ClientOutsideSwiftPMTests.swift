import Foundation
import PackageTestSupport
import Testing

/// A screen type-checked by `swiftc` alone, outside SwiftPM, as tools and corpus scripts do:
/// given the debug build's Modules folder, the macro plugin and the module maps in the source
/// tree (`Sources/C*/module.modulemap`), every module NapkinUI loads must be found. A C target
/// whose module map only SwiftPM generates broke this for every client ("missing required
/// module 'CPixelKernels'").
@Suite("A client compiled outside SwiftPM")
struct ClientOutsideSwiftPMTests {
    @Test("A SwiftUI-style screen with a #Preview type-checks with the source tree's module maps")
    func typeChecks() async throws {
        let root = packageRoot()
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = products.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("NapkinUI.swiftmodule").path))
        let sources = root.appendingPathComponent("Sources")
        let mapFiles = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasPrefix("C") }.sorted().compactMap {
            name -> String? in
            let map = sources.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            return FileManager.default.fileExists(atPath: map.path) ? map.path : nil
        }
        // Every C target of the package has its module map in the source tree.
        #expect(mapFiles.count >= 8, "\(mapFiles)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two files, so that neither is a script's main file.
        let screen = """
            import NapkinUI

            struct SettingsScreen: View {
                @State private var name = ""
                @AppStorage("notifications") private var notifications = true
                var body: some View {
                    NavigationStack {
                        Form {
                            TextField("Name", text: $name)
                            Toggle("Notifications", isOn: $notifications)
                        }
                        .navigationTitle("Settings")
                    }
                }
            }

            #Preview { SettingsScreen() }
            """
        try screen.write(to: folder.appendingPathComponent("SettingsScreen.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\nstruct Model { var name = \"\" }\n".write(
            to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        var arguments = ["-typecheck", "-swift-version", "5", "-D", "DEBUG", "-I", modules.path]
        let plugin = products.appendingPathComponent("NapkinPreviewMacros-tool").path
        arguments += ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", "\(plugin)#NapkinPreviewMacros"]
        arguments += mapFiles.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        let flags = try await Command(URL(fileURLWithPath: "/usr/bin/pkg-config")).run(
            ["--cflags-only-I", "cairo-ft", "freetype2", "harfbuzz", "libpng", "zlib"])
        arguments += String(decoding: flags.output, as: UTF8.self).split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
        arguments += ["SettingsScreen.swift", "Model.swift"].map { folder.appendingPathComponent($0).path }
        let swiftc = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        let result = try await Command(URL(fileURLWithPath: swiftc)).run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("error:"), "\(result.standardError)")
    }
}
