import Foundation
import NapkinUI
import RenderCommand
import RibHouse

// ribhouse-render: boots RibHouse's real napkin tree, drives it to a state through taps, and
// writes the window as a PNG (or prints its layout description, or writes the matrix's
// contact sheet). What every render command does is `ScreenCommand`'s; this file is how
// RibHouse gets to a state. Everything throws; only the last line exits.

/// Boots the tree that shows `state` on `device` and drives it there through taps.
@MainActor
func drive(to state: String, on device: Device, configuration: AppConfiguration) async throws -> Window {
    if let tab = RibHouseTab.allCases.first(where: { $0.state == state }) {
        let scene = RibHouseTabsScene(device: device, configuration: configuration)
        try await scene.show(tab)
        return scene.window
    }
    // A server gets its request timeout plus a margin.
    let timeout: Duration = configuration.apiURL == nil ? .seconds(10) : .seconds(configuration.requestTimeout + 2)
    let scene = RibHouseScene(device: device, configuration: configuration)
    try await scene.drive(to: RibHouseState(rawValue: state) ?? .loggedOut, timeout: timeout)
    return scene.window
}

exit(
    await RibHouseRender.command.main { request in
        // --api-url (or RIBHOUSE_API_URL) swaps the mock for the networked service at the
        // dependency root; nothing else in the tree changes. A bad URL is a usage error.
        let configuration = try AppConfiguration.resolve(apiURL: request.arguments[RibHouseRender.apiURL])
        return ScreenSource { state, device in try await drive(to: state, on: device, configuration: configuration) }
    })
