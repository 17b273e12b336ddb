import Foundation
import Napkin
import NapkinUI

@testable import RibHouse

/// An auth service the test controls: it counts calls, can be told to fail, and can be told
/// not to change state on login (to prove taps only call the service).
actor MockAuthService: AuthService {
    struct Failure: Error {}

    private let broadcaster = UserBroadcaster()
    private(set) var loginCount = 0
    private(set) var logoutCount = 0
    var failsLogin = false
    var loginChangesState = true

    func setFailsLogin(_ value: Bool) { failsLogin = value }
    func setLoginChangesState(_ value: Bool) { loginChangesState = value }

    func login() async throws -> User {
        loginCount += 1
        if failsLogin { throw Failure() }
        if loginChangesState { broadcaster.send(BarbecueAuthService.smokeyJoe) }
        return BarbecueAuthService.smokeyJoe
    }

    func logout() async throws {
        logoutCount += 1
        broadcaster.send(nil)
    }

    func userStream() async -> AsyncStream<User?> {
        broadcaster.stream()
    }

    var subscriberCount: Int { broadcaster.subscriberCount }
}

/// A LaunchNapkin router that records what the interactor asks of it and builds nothing.
@MainActor
final class RecordingLaunchRouter: LaunchRouter<LaunchNapkinInteractor, LaunchNapkinViewControllable>, LaunchNapkinRouting {
    private(set) var calls: [String] = []

    func attachLoggedOut() async {
        calls.append("loggedOut")
    }

    func attachLoggedIn(user: User) async {
        calls.append("loggedIn(\(user.name))")
    }
}
