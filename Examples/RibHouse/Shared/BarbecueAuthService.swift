/// The in-process mock that hands back Smokey Joe with a tray of barbecue.
///
/// An actor, as in the seed: it owns the current user and replays it to every new
/// subscriber, so the LaunchNapkin's gate routes from state instead of from taps. The
/// replay-and-broadcast bookkeeping lives in ``UserBroadcaster``, shared with the
/// networked service.
actor BarbecueAuthService: AuthService {
    /// Smokey Joe and his five barbecue foods.
    static let smokeyJoe = User(
        name: "Smokey Joe",
        barbecueFoods: [
            "Brisket",
            "Pulled Pork",
            "St. Louis Ribs",
            "Burnt Ends",
            "Smoked Sausage",
        ]
    )

    private let broadcaster = UserBroadcaster()

    /// A mock service with nobody signed in.
    init() {}

    /// The signed-in user, or `nil`.
    var currentUser: User? { broadcaster.currentUser }

    /// The number of live `userStream()` subscribers.
    var subscriberCount: Int { broadcaster.subscriberCount }

    /// Signs Smokey Joe in and broadcasts him. Never throws; the signature is the contract.
    func login() async throws -> User {
        let user = Self.smokeyJoe
        broadcaster.send(user)
        return user
    }

    /// Signs out and broadcasts `nil`.
    func logout() async throws {
        broadcaster.send(nil)
    }

    /// A fresh stream per subscriber: the current value immediately, then every change.
    func userStream() -> AsyncStream<User?> {
        broadcaster.stream()
    }
}
