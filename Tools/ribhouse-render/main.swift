import CommandLineOptions
import Foundation
import NapkinUI
import RenderCommand
import RibHouse

// ribhouse-render: boots RibHouse's real napkin tree, drives it to a state through taps,
// and writes the window as a PNG (or prints its layout description). Everything below
// throws; only this file's last lines print the failure and exit.

let program = "ribhouse-render"
let knownStates = RibHouseState.allCases.map(\.rawValue) + RibHouseTab.allCases.map(\.state)

/// Boots the tree that shows `state` and drives it there through taps.
@MainActor
func drive(to state: String, options: Options, configuration: AppConfiguration) async throws -> Window {
    if let tab = RibHouseTab.allCases.first(where: { $0.state == state }) {
        let scene = RibHouseTabsScene(device: options.device, configuration: configuration)
        try await scene.show(tab)
        return scene.window
    }
    // A server gets its request timeout plus a margin.
    let timeout: Duration = configuration.apiURL == nil ? .seconds(10) : .seconds(configuration.requestTimeout + 2)
    let scene = RibHouseScene(device: options.device, configuration: configuration)
    try await scene.drive(to: RibHouseState(rawValue: state) ?? .loggedOut, timeout: timeout)
    return scene.window
}

/// LoggedOut and LoggedIn (rows) in light, dark, Arabic, Arabic dark and landscape (columns)
/// on the `--device` given, each driven there through taps as `--state` does.
@MainActor
func contactSheet(options: Options, configuration: AppConfiguration) async throws -> ContactSheet {
    let arabic = Traits(layoutDirection: .rightToLeft, locale: Locale(identifier: "ar"))
    let dark = Traits(colorScheme: .dark)
    let columns: [(String, Device)] = [
        ("light", options.device),
        ("dark", options.device.applying(dark)),
        ("arabic", options.device.applying(arabic)),
        ("arabic · dark", options.device.applying(Traits(traitsFrom: [arabic, dark]))),
        ("landscape", options.device.rotated(to: options.device.orientation == .portrait ? .landscape : .portrait)),
    ]
    var rows: [[ContactSheet.Cell]] = []
    for state in [RibHouseState.loggedOut, .loggedIn] {
        var row: [ContactSheet.Cell] = []
        for (name, device) in columns {
            var cell = options
            cell.device = device
            let window = try await drive(to: state.rawValue, options: cell, configuration: configuration)
            row.append(ContactSheet.Cell(caption: "\(state.rawValue) · \(name)", bitmap: window.render()))
        }
        rows.append(row)
    }
    return ContactSheet(rows: rows)
}

/// Does what the command line asks.
@MainActor
func run() async throws {
    let options: Options
    let configuration: AppConfiguration
    do {
        options = try Options.parse(Array(CommandLine.arguments.dropFirst()), knownStates: knownStates)
        // --api-url (or RIBHOUSE_API_URL) swaps the mock for the networked service at the
        // dependency root; nothing else in the tree changes.
        configuration = try AppConfiguration.resolve(apiURL: options.apiURL)
    } catch {
        throw RenderCommandFailure.usage(error)
    }
    switch options.action {
    case .help:
        try StandardOutput.printLine(Options.usage(knownStates: knownStates))
        return
    case .list:
        try printListing(label: "states:  ", names: knownStates)
        return
    case .matrix:
        let url = URL(fileURLWithPath: options.output ?? "ribhouse-matrix.png")
        try await contactSheet(options: options, configuration: configuration).render().write(to: url)
        if !StandardOutput.isDestination(url) { try StandardOutput.printLine(url.path) }
        return
    case .render, .tree:
        break
    }
    let export = ScreenExport(filePrefix: "ribhouse", output: options.output, count: options.states.count)
    for state in options.states {
        let window = try await drive(to: state, options: options, configuration: configuration)
        if options.action == .tree {
            if options.states.count > 1 { try StandardOutput.printLine("# \(state)") }
            try StandardOutput.printLine(window.layoutDescription())
        } else {
            try export.write(window, name: state)
        }
    }
}

exit(await exitStatus(program: program, of: run))
