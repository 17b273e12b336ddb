import CommandLineOptions
import ControlsExamples
import Foundation
import Gallery
import NapkinUI
import RenderCommand

// gallery-render: writes the gallery's example screens as PNGs. Everything below throws; only
// the last line prints the failure and exits.

let program = "gallery-render"

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
    // With --screen all, the controls helper's screens (ControlsExamples) follow ours.
    let controls = options.includesControls ? ControlsGallery.screens(on: options.device) : []
    let export = ScreenExport(filePrefix: "gallery", output: options.output, count: options.screens.count + controls.count)
    for screen in options.screens {
        try export.write(screen.makeWindow(device: options.device), name: screen.rawValue, fullContent: options.fullContent)
    }
    for screen in controls {
        try export.write(screen.window, name: "controls-" + screen.name, fullContent: options.fullContent)
    }
}

exit(await exitStatus(program: program, of: run))
