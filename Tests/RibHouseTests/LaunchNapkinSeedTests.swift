import Napkin
import NapkinTesting
import NapkinUI
import Testing

@testable import RibHouse

/// The seed tutorial's framework-facing code, as RibHouse writes it with only the UIKit →
/// NapkinUI substitutions (`UIViewController` → `ViewController`, `UIHostingController` →
/// `HostingController`, `UIWindow` → `Window`; `uiviewController` keeps its name),
/// built from the tutorial's Step 6 bootstrap, launched in a window and driven by taps.
@Suite("The seed tutorial's login flow")
@MainActor
struct RibHouseSeedTests {
    static let loggedOutTree = "LaunchNapkin (active)\n└─ LoggedOutNapkin (active)"
    static let loggedInTree = "LaunchNapkin (active)\n└─ LoggedInNapkin (active)"

    @Test func launchLoginAndLogoutSwapTheChildNapkins() async throws {
        let window = Window(device: .iPhone13Pro)
        let authService = BarbecueAuthService()
        let detector = LeakDetector(timeout: .seconds(2), isEnabled: true, reporter: { _ in })

        // Step 6 of the tutorial: build the root from the app component and launch it.
        let builder = LaunchNapkinBuilder(dependency: AppComponent(authService: authService))
        let router = await builder.build(withListener: AppListener())
        router.leakDetector = detector
        await router.launch(from: window)

        #expect(window.isKeyAndVisible)
        #expect(window.rootViewController === router.viewControllable.uiviewController)
        #expect(router.interactable.lifecycle.isActive)
        // The auth gate replays "no user", which attaches LoggedOut.
        // The router attaches the child, then embeds its view: wait for both.
        try await waitUntil("LoggedOut is attached and shown at launch") {
            router.treeDescription() == Self.loggedOutTree && window.interactiveElements().map(\.label) == ["Login"]
        }
        #expect(window.layoutDescription().contains("Step inside the"))

        // Login: the tap only changes auth state; the gate routes.
        try window.tap(label: "Login")
        try await waitUntil("LoggedIn replaces LoggedOut") {
            router.treeDescription() == Self.loggedInTree && window.interactiveElements().map(\.label) == ["Logout"]
        }
        #expect(await authService.currentUser?.name == "Smokey Joe")
        // The user threads through to the router (scoped: holding it would be a leak).
        #expect((router.children.first as? LoggedInNapkinRouter)?.user.barbecueFoods.count == 5)
        let screen = window.layoutDescription()
        #expect(screen.contains("Smokey Joe"))
        #expect(screen.contains("\"03 ·\"") && screen.contains("\"St. Louis Ribs\""))

        // Logout reverses it, with a fresh LoggedOut napkin.
        try window.tap(label: "Logout")
        try await waitUntil("LoggedOut replaces LoggedIn") {
            router.treeDescription() == Self.loggedOutTree && window.interactiveElements().map(\.label) == ["Login"]
        }
        #expect(await authService.currentUser == nil)

        // Both swapped-out napkins are released. (The window keeps the last laid-out
        // controllers until its next layout, which interactiveElements() just did.)
        await expectNoLeaks(detector)

        // Tearing the tree down deactivates everything and ends the gate's subscription.
        let child = try #require(router.children.first)
        await router.interactable.deactivate()
        #expect(!child.interactable.lifecycle.isActive)
        #expect(router.treeDescription() == "LaunchNapkin (inactive)\n└─ LoggedOutNapkin (inactive)")
        try await waitUntil("the auth gate unsubscribes") { await authService.subscriberCount == 0 }
    }

    @Test func aNapkinLaunchedAfterLoginStartsLoggedIn() async throws {
        let authService = BarbecueAuthService()
        _ = try await authService.login()
        let router = await LaunchNapkinBuilder(dependency: AppComponent(authService: authService))
            .build(withListener: AppListener())
        router.leakDetector = LeakDetector(isEnabled: false)

        await router.launch(from: Window())

        try await waitUntil("the replayed user attaches LoggedIn") { router.treeDescription() == Self.loggedInTree }
        await router.interactable.deactivate()
    }

    @Test func componentsBridgeTheServiceDownTheTree() {
        let authService = BarbecueAuthService()
        let launch = LaunchNapkinComponent(dependency: AppComponent(authService: authService))
        // The Launch component satisfies both children's dependencies with its own service.
        let loggedIn: LoggedInNapkinDependency = launch
        let loggedOut: LoggedOutNapkinDependency = launch
        #expect(loggedIn.authService as? BarbecueAuthService === authService)
        #expect(LoggedInNapkinComponent(dependency: launch).authService as? BarbecueAuthService === authService)
        #expect(LoggedOutNapkinBuilder(dependency: loggedOut).dependency === launch)
    }
}
