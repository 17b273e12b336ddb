import CommandLineOptions
import CoreDataModelGeneration
import Foundation
import NapkinSupport

// napkin-coredata-models: writes the Swift file the CoreDataModels build plugin adds to a target: the classes and
// properties Xcode's Core Data code generation makes for a model's entities (Codegen "Class Definition" or
// "Category/Extension"), written for napkin's CoreData stand-in, since nothing generates them on Linux.

/// `--output file.swift`: the file written.
let outputOption = OptionKey<String>(
    "--output", "file.swift", help: "the Swift file to write (atomically; only a regular file is replaced)")

let table = OptionTable(
    program: "napkin-coredata-models",
    positionals: "Model.xcdatamodeld...",
    summary: """
        Writes the Swift file of classes and properties Xcode generates for Core Data models (entities whose Codegen is
        Class Definition or Category/Extension), for napkin's CoreData stand-in. Each model's current version is read
        (.xccurrentversion), within bounds, without following links; what cannot be generated is reported on standard
        error and left out.
        """,
    options: [outputOption, FlagKey.help]
)

/// Does what the command line asks and returns the exit status.
func run() throws -> Int32 {
    let parsed = try table.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed[FlagKey.help] {
        try StandardOutput.printLine(table.usage)
        return 0
    }
    guard let output = parsed[outputOption], !output.isEmpty else {
        throw CommandLineUsageError("napkin-coredata-models needs --output: the Swift file to write")
    }
    guard !parsed.positionals.isEmpty else {
        throw CommandLineUsageError(
            "napkin-coredata-models takes one or more Core Data models (folders ending in .xcdatamodeld or .xcdatamodel)")
    }
    var models: [(name: String, model: ManagedObjectModel)] = []
    for path in parsed.positionals {
        let url = URL(fileURLWithPath: path)
        let (model, warnings) = try ModelReader.read(modelAt: url)
        for warning in warnings { printError(program: "napkin-coredata-models", "warning: \(url.lastPathComponent): \(warning)") }
        models.append((url.lastPathComponent, model))
    }
    let source = ModelSource(models: models)
    for warning in source.warnings { printError(program: "napkin-coredata-models", "warning: \(warning)") }
    try FileWriter.regularFilesOnly.write(Data(source.text.utf8), to: URL(fileURLWithPath: output))
    return 0
}

do {
    exit(try run())
} catch {
    exit(reportFailure(error, program: "napkin-coredata-models", troubleStatus: 1))
}
