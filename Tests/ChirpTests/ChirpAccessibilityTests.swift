import NapkinUI
import SnapshotTesting
import Testing

@testable import Chirp

/// Chirp as VoiceOver reads it, screen by screen: the accessibility picture, the tree as
/// text, and the audit, clean in both appearances. The audit found iOS's standard blue, red and
/// secondary grey under 4.5:1 against white and the grouped background, so Chirp uses their
/// Increase Contrast variants (ChirpPalette), and the Log Out bar button took taps only on its
/// 19-point word.
@MainActor
@Suite("Chirp as VoiceOver reads it")
struct ChirpAccessibilityTests {
    static let dark = Device.iPhone13Pro.applying(Traits(colorScheme: .dark))

    func check(_ screen: ChirpScreen, testName: String = #function) async throws {
        let scene = try await screen.makeScene(device: .iPhone13Pro)
        assertSnapshot(of: scene.window, as: .accessibilityImage, testName: testName)
        // Each step holds the main actor for a while; yielding between them lets the suite's
        // other main-actor tests, some waiting on a clock, take their turn.
        await Task.yield()
        assertSnapshot(of: scene.window, as: .accessibilityTree, testName: testName)
        await Task.yield()
        assertAccessibilityAudit(of: scene.window, testName: testName)
        scene.repository.release()
        await Task.yield()
        let dark = try await screen.makeScene(device: Self.dark)
        assertAccessibilityAudit(of: dark.window, testName: testName)
        dark.repository.release()
    }

    @Test func login() async throws { try await check(.login) }
    @Test func loginError() async throws { try await check(.loginError) }
    @Test func register() async throws { try await check(.register) }
    @Test func signedIn() async throws { try await check(.signedIn) }
    @Test func profile() async throws { try await check(.profile) }

    @Test("Signed in, in the dark: the legend turns dark with the screen")
    func signedInDark() async throws {
        let scene = try await ChirpScreen.signedIn.makeScene(device: Self.dark)
        assertSnapshot(of: scene.window, as: .accessibilityImage)
        scene.repository.release()
    }
}
