import Foundation

// Mock implementation that hands back Smokey Joe with a tray of barbecue, as in the
// tutorial: an actor broadcaster that replays the current user to every new subscriber.
actor BarbecueAuthService: AuthService {

    private(set) var currentUser: User?
    private var subscribers: [UUID: AsyncStream<User?>.Continuation] = [:]

    /// How many subscribers are listening now; tests use it to see a gate unsubscribe.
    var subscriberCount: Int { subscribers.count }

    func login() async throws -> User {
        let user = User(
            name: "Smokey Joe",
            barbecueFoods: [
                "Brisket",
                "Pulled Pork",
                "St. Louis Ribs",
                "Burnt Ends",
                "Smoked Sausage",
            ]
        )
        setUser(user)
        return user
    }

    func logout() async throws {
        setUser(nil)
    }

    /// A fresh stream per subscriber: the current value immediately, then
    /// every change.
    func userStream() -> AsyncStream<User?> {
        let (stream, continuation) = AsyncStream.makeStream(of: User?.self)
        let id = UUID()
        subscribers[id] = continuation
        continuation.yield(currentUser)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeSubscriber(id) }
        }
        return stream
    }

    // MARK: - Private

    private func setUser(_ user: User?) {
        currentUser = user
        for continuation in subscribers.values {
            continuation.yield(user)
        }
    }

    private func removeSubscriber(_ id: UUID) {
        subscribers[id]?.finish()
        subscribers.removeValue(forKey: id)
    }
}
