import Napkin
import NapkinTesting
import NapkinUI
import Testing

@testable import RibHouse

@MainActor
@Suite("LaunchNapkin interactor: the auth gate")
struct LaunchNapkinInteractorTests {
    let service = MockAuthService()
    let interactor: LaunchNapkinInteractor
    let router: RecordingLaunchRouter

    init() async {
        interactor = LaunchNapkinInteractor(authService: service)
        router = RecordingLaunchRouter(interactor: interactor, viewController: LaunchNapkinViewController())
        await interactor.wire(router: router, listener: nil)
        await interactor.activate()
    }

    @Test("The gate attaches LoggedOut at launch from the replayed nil")
    func launchShowsLoggedOut() async throws {
        try await waitUntil("LoggedOut attached") { router.calls == ["loggedOut"] }
    }

    @Test("A user arriving attaches LoggedIn; logging out attaches LoggedOut again")
    func loginAndLogout() async throws {
        try await waitUntil("LoggedOut attached") { router.calls == ["loggedOut"] }
        _ = try await service.login()
        try await waitUntil("LoggedIn attached") { router.calls == ["loggedOut", "loggedIn(Smokey Joe)"] }
        try await service.logout()
        try await waitUntil("LoggedOut again") { router.calls == ["loggedOut", "loggedIn(Smokey Joe)", "loggedOut"] }
    }

    @Test("Tapping Login only calls the service; routing waits for the state")
    func tapsOnlyCallTheService() async throws {
        try await waitUntil("LoggedOut attached") { router.calls == ["loggedOut"] }
        await service.setLoginChangesState(false)
        await interactor.loggedOutDidTapLogin()
        #expect(await service.loginCount == 1)
        #expect(router.calls == ["loggedOut"])
        await interactor.loggedInDidTapLogout()
        #expect(await service.logoutCount == 1)
    }

    @Test("A failing login leaves the logged-out screen")
    func failingLogin() async throws {
        try await waitUntil("LoggedOut attached") { router.calls == ["loggedOut"] }
        await service.setFailsLogin(true)
        await interactor.loggedOutDidTapLogin()
        #expect(await service.loginCount == 1)
        #expect(router.calls == ["loggedOut"])
        #expect(await interactor.isActive)
    }

    @Test("Deactivating cancels the gate, which unsubscribes from the service")
    func deactivationCancelsTheGate() async throws {
        try await waitUntil("subscribed") { await service.subscriberCount == 1 }
        await interactor.deactivate()
        try await waitUntil("unsubscribed") { await service.subscriberCount == 0 }
        _ = try await service.login()
        #expect(router.calls == ["loggedOut"])
    }
}

@Suite("BarbecueAuthService")
struct BarbecueAuthServiceTests {
    @Test("A new subscriber gets the current user, then every change")
    func replayThenBroadcast() async throws {
        let service = BarbecueAuthService()
        _ = try await service.login()
        var iterator = await service.userStream().makeAsyncIterator()
        #expect(await iterator.next() == .some(BarbecueAuthService.smokeyJoe))
        try await service.logout()
        #expect(await iterator.next() == .some(nil))
    }

    @Test("Smokey Joe comes with the seed's five foods")
    func smokeyJoe() async throws {
        let user = try await BarbecueAuthService().login()
        #expect(user.name == "Smokey Joe")
        #expect(user.barbecueFoods == ["Brisket", "Pulled Pork", "St. Louis Ribs", "Burnt Ends", "Smoked Sausage"])
    }

    @Test("A subscriber whose stream terminates is removed")
    func terminatedSubscribersAreRemoved() async throws {
        let service = BarbecueAuthService()
        let consumer = Task {
            for await _ in await service.userStream() {}
        }
        try await waitUntil("one subscriber") { await service.subscriberCount == 1 }
        consumer.cancel()
        try await waitUntil("no subscriber left") { await service.subscriberCount == 0 }
    }
}
