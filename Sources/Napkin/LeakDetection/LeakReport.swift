/// A detached napkin some of whose objects outlived the ``LeakDetector``'s timeout.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
    /// The napkin's name: its router type name without the `Router` suffix.
    public let napkin: String
    /// The objects still alive, router first, then interactor, then view controller.
    public let objects: [LeakedObject]
    /// How long after the detach they were still alive.
    public let timeout: Duration

    /// A report that `objects` of `napkin` were alive `timeout` after it was detached.
    public init(napkin: String, objects: [LeakedObject], timeout: Duration) {
        self.napkin = napkin
        self.objects = objects
        self.timeout = timeout
    }

    /// A sentence naming the napkin, the objects and the usual causes.
    public var description: String {
        let list = objects.map(\.description).joined(separator: ", ")
        return "\(napkin) was detached but its \(list) still existed \(timeout) later. "
            + "Something holds it strongly: a task that captures self and outlives the active scope "
            + "(use task { } on the interactor), a strong router or listener reference (make it weak), "
            + "or a router kept after detaching it."
    }
}
