import Foundation
import NapkinUI
import RenderCommand
import RibHouse

// ribhouse-render: boots RibHouse's real napkin tree, drives it to a state through taps,
// and writes the window as a PNG (or prints its layout description).

/// Prints one line to standard error and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    exitWithError(program: "ribhouse-render", message, code: code)
}

let knownStates = RibHouseState.allCases.map(\.rawValue) + RibHouseTab.allCases.map(\.state)
let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()), knownStates: knownStates)
} catch {
    fail("\(error)", code: 2)
}

// --api-url (or RIBHOUSE_API_URL) swaps the mock for the networked service at the
// dependency root; nothing else in the tree changes.
let configuration: AppConfiguration
do {
    configuration = try AppConfiguration.resolve(apiURL: options.apiURL)
} catch {
    fail("\(error)", code: 2)
}
/// How long to wait for a screen: a server gets its request timeout plus a margin.
let driveTimeout = configuration.apiURL == nil ? 10 : configuration.requestTimeout + 2

switch options.action {
case .help:
    print(Options.usage(knownStates: knownStates))
    exit(0)
case .list:
    print("states:  " + knownStates.joined(separator: ", ") + ", all")
    print("devices: " + Device.all.map { "\($0.name) (\($0.pixelWidth)×\($0.pixelHeight))" }.joined(separator: ", "))
    exit(0)
case .render, .tree:
    break
}

let export = ScreenExport(program: "ribhouse-render", filePrefix: "ribhouse", output: options.output, count: options.states.count)

/// Boots the tree that shows `state` and drives it there through taps.
@MainActor
func drive(to state: String) async throws -> Window {
    if let tab = RibHouseTab.allCases.first(where: { $0.state == state }) {
        let scene = RibHouseTabsScene(device: options.device, configuration: configuration)
        try await scene.show(tab)
        return scene.window
    }
    let scene = RibHouseScene(device: options.device, configuration: configuration)
    try await scene.drive(to: RibHouseState(rawValue: state) ?? .loggedOut, timeout: driveTimeout)
    return scene.window
}

// Rendering is main-actor work; the driver awaits the napkin tree's asynchronous routing.
await Task { @MainActor in
    for state in options.states {
        let window: Window
        do {
            window = try await drive(to: state)
        } catch {
            fail("\(error)", code: 1)
        }
        if options.action == .tree {
            if options.states.count > 1 { print("# \(state)") }
            print(window.layoutDescription())
            continue
        }
        export.write(window, name: state)
    }
}.value
