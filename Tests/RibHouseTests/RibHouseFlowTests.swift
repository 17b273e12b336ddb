import Napkin
import NapkinTesting
import NapkinUI
import SnapshotTesting
import Testing

@testable import RibHouse

@MainActor
@Suite("RibHouse end to end")
struct RibHouseFlowTests {
    @Test("Launch → LoggedOut → tap Login → LoggedIn → tap Logout → the same LoggedOut pixels")
    func loginLogoutFlow() async throws {
        let scene = RibHouseScene(device: .iPhone13Pro)
        await scene.connect()
        try await waitUntil("LoggedOut shown") { scene.screen == .loggedOut }
        let first = scene.window.render()
        assertSnapshot(of: scene.window, as: .image, named: "loggedOut")

        try scene.window.tap(label: "Login")
        try await waitUntil("LoggedIn shown") { scene.screen == .loggedIn }
        #expect(scene.treeDescription.contains("LoggedInNapkin (active)"))
        #expect(!scene.treeDescription.contains("LoggedOutNapkin"))
        assertSnapshot(of: scene.window, as: .image, named: "loggedIn")

        try scene.window.tap(label: "Logout")
        try await waitUntil("LoggedOut shown again") { scene.screen == .loggedOut }
        #expect(scene.window.render() == first)
        #expect(scene.treeDescription.contains("LoggedOutNapkin (active)"))
    }

    @Test("The screens in the real tree are the ones the view snapshots pin")
    func treeRendersTheSnapshottedViews() async throws {
        let scene = RibHouseScene(device: .iPhone13Pro)
        try await scene.drive(to: .loggedIn)
        let hosted = Window(device: .iPhone13Pro)
        hosted.rootViewController = HostingController(rootView: LoggedInNapkinView(user: BarbecueAuthService.smokeyJoe))
        #expect(scene.window.render() == hosted.render())
    }

    @Test("A detached napkin is released")
    func detachedNapkinsAreReleased() async throws {
        let scene = RibHouseScene(device: .iPhone13Pro)
        try await scene.drive(to: .loggedOut)
        weak let loggedOutController = scene.window.rootViewController?.children.first
        #expect(loggedOutController != nil)
        try await scene.drive(to: .loggedIn)
        try await waitUntil("LoggedOut view controller released") { loggedOutController == nil }
    }
}
