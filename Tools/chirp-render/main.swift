import Chirp
import CommandLineOptions
import Foundation
import NapkinUI
import RenderCommand

// chirp-render: drives Chirp to a screen by typing and tapping, against an in-memory
// repository, and writes the window as a PNG. Everything below throws; only the last lines
// print the failure and exit.

let program = "chirp-render"

/// Does what the command line asks.
@MainActor
func run() async throws {
    let options: Options
    do {
        options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        throw RenderCommandFailure.usage(error)
    }
    switch options.action {
    case .help:
        try StandardOutput.printLine(Options.table.usage)
        return
    case .list:
        try printListing(label: "screens: ", names: Options.screenNames)
        return
    case .render:
        break
    }
    let export = ScreenExport(filePrefix: "chirp", output: options.output, count: options.screens.count)
    for screen in options.screens {
        let window = try await screen.makeWindow(device: options.device)
        try export.write(window, name: screen.rawValue)
    }
}

exit(await exitStatus(program: program, of: run))
