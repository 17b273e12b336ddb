import NapkinUI
import SnapshotTesting
import Testing

@testable import Chirp

/// Every screen `chirp-render` writes, reached by typing and tapping, on iPhone 13 Pro.
@MainActor
@Suite("Chirp screens")
struct ChirpSnapshotTests {
    func check(_ screen: ChirpScreen, device: Device = .iPhone13Pro, named name: String? = nil, testName: String = #function) async throws {
        let scene = try await screen.makeScene(device: device)
        assertSnapshot(of: scene.window, as: .image, named: name, testName: testName)
        scene.repository.release()  // lets a held login finish instead of leaking its task
    }

    @Test func loginEmpty() async throws { try await check(.login) }
    @Test func loginFilled() async throws { try await check(.loginFilled) }
    @Test func loginError() async throws { try await check(.loginError) }
    @Test func loginSubmitting() async throws { try await check(.loginSubmitting) }
    @Test func register() async throws { try await check(.register) }
    @Test func signedIn() async throws { try await check(.signedIn) }
    @Test func profile() async throws { try await check(.profile) }

    /// iOS's dark appearance: Chirp draws with semantic colours only, so its forms, bars and
    /// text follow the scheme without screens of their own.
    @Test(arguments: [ChirpScreen.loginError, .signedIn, .profile])
    func dark(_ screen: ChirpScreen) async throws {
        try await check(screen, device: Device.iPhone13Pro.applying(Traits(colorScheme: .dark)), named: "\(screen)")
    }
}
