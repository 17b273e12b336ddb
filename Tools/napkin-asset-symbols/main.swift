import AssetSymbolGeneration
import CommandLineOptions
import Foundation
import NapkinSupport

// napkin-asset-symbols: writes the Swift file the AssetSymbols build plugin adds to a target: the asset
// symbols Xcode generates for an iOS app target's catalogs (`ColorResource.brand`, `Color.brand`,
// `.foregroundStyle(.brand)`, `UIColor.brand`, `ImageResource.avatar`, `UIImage.avatar`), which nothing
// generates on Linux. The rules are AssetSymbols' and SymbolNames'.

/// `--bundle module|main`: which bundle the resources name.
let bundleOption = OptionKey<AssetSymbols.BundleChoice>.choice(
    "--bundle", "module|main", noun: "bundle",
    help: "the bundle the resources name: module when the catalogs are resources of the target (the default), else main")
/// `--output file.swift`: the file written.
let outputOption = OptionKey<String>(
    "--output", "file.swift", help: "the Swift file to write (atomically; only a regular file is replaced)")

let table = OptionTable(
    program: "napkin-asset-symbols",
    positionals: "Assets.xcassets...",
    summary: """
        Writes the Swift file of asset symbols Xcode generates for an iOS app target's asset catalogs
        (ColorResource and ImageResource statics; Color, ShapeStyle, UIColor and UIImage statics), for napkin.
        Catalogs are read within bounds (depth, entries, Contents.json size) and links are not followed. A set whose
        name makes no Swift name, or whose symbol another set already makes, is reported on standard error and gets
        no symbol.
        """,
    options: [bundleOption, outputOption, FlagKey.help]
)

/// Does what the command line asks and returns the exit status.
func run() throws -> Int32 {
    let parsed = try table.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed[FlagKey.help] {
        try StandardOutput.printLine(table.usage)
        return 0
    }
    guard let output = parsed[outputOption], !output.isEmpty else {
        throw CommandLineUsageError("napkin-asset-symbols needs --output: the Swift file to write")
    }
    guard !parsed.positionals.isEmpty else {
        throw CommandLineUsageError("napkin-asset-symbols takes one or more asset catalogs (folders ending in .xcassets)")
    }
    var catalogs: [URL] = []
    for path in parsed.positionals {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandLineUsageError("'\(path)' is not a folder: give the asset catalogs' folders (Assets.xcassets)")
        }
        catalogs.append(URL(fileURLWithPath: path))
    }
    let symbols = AssetSymbols(catalogs: catalogs, bundle: parsed[bundleOption] ?? .module)
    for warning in symbols.warnings { printError(program: "napkin-asset-symbols", "warning: \(warning)") }
    try FileWriter.regularFilesOnly.write(Data(symbols.source.utf8), to: URL(fileURLWithPath: output))
    return 0
}

do {
    exit(try run())
} catch {
    exit(reportFailure(error, program: "napkin-asset-symbols", troubleStatus: 1))
}
