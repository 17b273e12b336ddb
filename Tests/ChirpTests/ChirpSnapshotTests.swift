import NapkinUI
import SnapshotTesting
import Testing
@testable import Chirp

/// Every screen `chirp-render` writes, reached by typing and tapping, on iPhone 13 Pro.
@MainActor
@Suite("Chirp screens")
struct ChirpSnapshotTests {
    func check(_ screen: ChirpScreen, testName: String = #function) async throws {
        let scene = try await screen.makeScene(device: .iPhone13Pro)
        assertSnapshot(of: scene.window, as: .image, testName: testName)
        scene.repository.release()   // lets a held login finish instead of leaking its task
    }

    @Test func loginEmpty() async throws { try await check(.login) }
    @Test func loginFilled() async throws { try await check(.loginFilled) }
    @Test func loginError() async throws { try await check(.loginError) }
    @Test func loginSubmitting() async throws { try await check(.loginSubmitting) }
    @Test func register() async throws { try await check(.register) }
    @Test func signedIn() async throws { try await check(.signedIn) }
    @Test func profile() async throws { try await check(.profile) }
}
