/// Holds the current user and broadcasts it: every new subscriber gets the current value
/// at once, then every change. One instance per auth service; the mock and the networked
/// service share this type, so replay and broadcast behave identically in both.
typealias UserBroadcaster = StateBroadcaster<User?>

extension StateBroadcaster where Value == User? {
    /// The current user.
    var currentUser: User? { value }
}
