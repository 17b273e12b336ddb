import Foundation
import Napkin
import NapkinTesting
import NapkinUI
import Testing

@testable import RibHouse

/// The failure path in napkin terms: the LaunchNapkin publishes the failure as state and
/// tells its listener; the LoggedOut napkin shows it; routing is untouched.
@MainActor
@Suite("Login failures")
struct LoginFailureTests {
    /// A LaunchNapkin listener that records what it hears.
    @MainActor
    final class RecordingListener: LaunchNapkinListener {
        var failures: [LoginFailure] = []
        func launchDidFailLogin(_ failure: LoginFailure) async { failures.append(failure) }
    }

    /// A LoggedOut presenter that records what it is asked to show.
    @MainActor
    final class RecordingPresenter: LoggedOutNapkinPresentable {
        var listener: LoggedOutNapkinPresentableListener?
        var shown: [String?] = []
        func showLoginFailure(_ message: String?) { shown.append(message) }
    }

    @Test("A failed login publishes the failure and tells the listener; the next attempt clears it")
    func launchPublishesAndClears() async throws {
        let service = MockAuthService()
        let failures = StateBroadcaster<LoginFailure?>()
        let interactor = LaunchNapkinInteractor(authService: service, loginFailures: failures)
        let router = RecordingLaunchRouter(interactor: interactor, viewController: LaunchNapkinViewController())
        let listener = RecordingListener()
        await interactor.wire(router: router, listener: listener)
        await interactor.activate()
        try await waitUntil("LoggedOut attached") { router.calls == ["loggedOut"] }

        await service.setFailsLogin(true)
        await interactor.loggedOutDidTapLogin()
        #expect(failures.value?.message == "Couldn’t sign in. Try again.")
        #expect(listener.failures.map(\.message) == ["Couldn’t sign in. Try again."])
        #expect(router.calls == ["loggedOut"], "a failure does not route")

        await service.setFailsLogin(false)
        await interactor.loggedOutDidTapLogin()
        #expect(failures.value == nil)
        try await waitUntil("LoggedIn attached") { router.calls == ["loggedOut", "loggedIn(Smokey Joe)"] }
        await interactor.deactivate()
    }

    @Test("The LoggedOut interactor shows the replayed failure and every change while active")
    func loggedOutShowsFailures() async throws {
        let failures = StateBroadcaster<LoginFailure?>(initial: LoginFailure(AuthError.badResponse(500)))
        let presenter = RecordingPresenter()
        let interactor = LoggedOutNapkinInteractor(presenter: presenter, loginFailures: failures)
        await interactor.activate()
        try await waitUntil("the replayed failure is shown") {
            presenter.shown == ["Trouble in the smokehouse. Try again."]
        }
        failures.send(nil)
        try await waitUntil("the cleared failure is hidden") {
            presenter.shown == ["Trouble in the smokehouse. Try again.", nil]
        }
        await interactor.deactivate()
        try await waitUntil("unsubscribed") { failures.subscriberCount == 0 }
    }

    @Test("Each failure gets a short message and keeps the full reason")
    func messages() {
        let url = URL(string: "http://127.0.0.1:1/login")!
        let unreachable = LoginFailure(AuthError.unreachable(url: url, reason: "the connection was refused"))
        #expect(unreachable.message == "Couldn’t reach the smokehouse. Try again.")
        #expect(unreachable.detail.contains("http://127.0.0.1:1/login"))
        #expect(LoginFailure(AuthError.badResponse(401)).message == "The smokehouse said no. Try again.")
        #expect(LoginFailure(AuthError.undecodableUser(reason: "x")).message == "The smokehouse mumbled. Try again.")
    }
}
