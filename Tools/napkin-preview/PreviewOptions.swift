import CommandLineOptions
import Foundation
import NapkinUI

/// napkin-preview's command line.
enum PreviewCommandLine {
    /// `--package-path DIR`: the package whose previews are shown.
    static let packagePath = OptionKey<String>("--package-path", "DIR", help: "the package to preview (default: the current folder)")
    /// `--out DIR`: where the gallery goes.
    static let out = OptionKey<String>("--out", "DIR", help: "where the images and index.html go (default: .build/previews in the package)")
    /// `--scratch-path DIR`: passed to `swift build`.
    static let scratchPath = OptionKey<String>("--scratch-path", "DIR", help: "swift build's build folder (default: swift build's, .build)")
    /// `--product NAME`: an executable product to render from instead of the test bundle.
    static let product = OptionKey<String>(
        "--product", "NAME", help: "build and render from this executable product instead of the package's tests")
    /// `--modules A,B`: which modules' previews.
    static let modules = OptionKey<[String]>(
        "--modules", "A,B", help: "only these modules' previews (default: every module of the package)"
    ) { text throws(CommandLineUsageError) in
        let names = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw CommandLineUsageError("--modules takes module names separated by commas") }
        return names
    }
    /// `--device NAME`: the configurations' device.
    static let device = OptionKey<Device>.choice(
        "--device", "DEVICE", noun: "device", choices: Device.all.map { ($0.name, $0) },
        help: "the device previews are shown on unless they name one (default: iPhone13Pro)"
    )
    /// `--scheme light|dark|both`.
    static let scheme = OptionKey<String>.choice(
        "--scheme", "SCHEME", noun: "scheme", choices: ["light", "dark", "both"], help: "light | dark | both (default: both)")
    /// `--serve`: serve the gallery and rebuild on change.
    static let serve = FlagKey("--serve", help: "serve the gallery on 127.0.0.1, rebuild when a source changes, refresh the page")
    /// `--port N`: where `--serve` listens.
    static let port = OptionKey<Int>("--port", "N", help: "the port --serve listens on, 0 for any free one (default: 8017)") {
        text throws(CommandLineUsageError) in
        guard let port = Int(text), (0...65535).contains(port) else {
            throw CommandLineUsageError("--port takes a port number from 0 to 65535, not '\(text)'")
        }
        return port
    }

    /// The table.
    static let table = OptionTable(
        program: "napkin-preview",
        summary: """
            Builds the package in the current folder with its tests, renders every #Preview and
            PreviewProvider linked into its test bundle (or --product) on iPhone 13 Pro in light
            and dark into .build/previews (one PNG per preview and configuration, and index.html).
            With --serve it serves that gallery on 127.0.0.1, watches the sources, rebuilds on
            every change and refreshes the page; a compile error shows in the page with its file
            and line while the last good images stay. Run it with `swift run napkin-preview`.
            """,
        options: [packagePath, out, scratchPath, product, modules, device, scheme, serve, port, FlagKey.help]
    )
}

/// What the command line asked for, checked.
struct PreviewOptions: Sendable {
    /// The package folder, absolute.
    var packageRoot: URL
    /// The gallery's folder, absolute.
    var output: URL
    /// `swift build --scratch-path`, if given.
    var scratchPath: String?
    /// The executable product to render from, or `nil` for the test bundle.
    var product: String?
    /// The modules whose previews are shown, or `nil` for the package's own.
    var modules: [String]?
    /// The configurations, by names.
    var configurations: [PreviewGalleryRequest.Configuration]
    /// `--serve`.
    var serve: Bool
    /// `--port`.
    var port: Int

    /// The options `parsed` holds.
    init(_ parsed: ParsedArguments, currentFolder: String = FileManager.default.currentDirectoryPath) {
        let base = URL(fileURLWithPath: currentFolder, isDirectory: true)
        packageRoot =
            parsed[PreviewCommandLine.packagePath].map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: base).standardizedFileURL }
            ?? base
        output =
            parsed[PreviewCommandLine.out].map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: base).standardizedFileURL }
            ?? packageRoot.appendingPathComponent(".build/previews", isDirectory: true)
        scratchPath = parsed[PreviewCommandLine.scratchPath].map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path }
        product = parsed[PreviewCommandLine.product]
        modules = parsed[PreviewCommandLine.modules]
        let device = parsed[PreviewCommandLine.device] ?? .iPhone13Pro
        let schemes = parsed[PreviewCommandLine.scheme].map { $0 == "both" ? ["light", "dark"] : [$0] } ?? ["light", "dark"]
        // The standard matrix keeps its short names; another device names its configurations.
        configurations = schemes.map { scheme in
            PreviewGalleryRequest.Configuration(
                name: device == .iPhone13Pro ? scheme : "\(device.name)-\(scheme)", device: device.name, scheme: scheme)
        }
        serve = parsed[PreviewCommandLine.serve]
        port = parsed[PreviewCommandLine.port] ?? 8017
    }
}
