/// Watches the network path and reports each change, as Network's `NWPathMonitor`.
///
/// What Linux does: the path is this machine's (``NWPath``: `getifaddrs`, the default routes, the
/// DNS servers). `start(queue:)` reads it at once and hands it to `pathUpdateHandler` on `queue`;
/// while started, the monitor reads the machine again every 2 seconds and calls the handler only
/// when the path changed (iOS is told by the system at once; Linux has no such notification that a
/// process can wait on without netlink, so a change is seen within 2 seconds). `cancel()` stops the
/// readings and the handler calls not yet made; a cancelled monitor cannot start again, as on iOS.
///
/// For tests and previews, ``simulate(_:interfaces:isExpensive:isConstrained:)`` sets the path every
/// monitor of the process reports (started monitors hear it at once) until ``stopSimulating()``.
///
/// `currentPath` before `start(queue:)` is the path read at that moment (on iOS it is only meaningful
/// once the first update came).
public final class NWPathMonitor: @unchecked Sendable {
    // Unchecked: every mutable property is read and written under `lock`; the handler runs on the
    // queue the caller gave, as Network calls it.
    private let lock = NSLock()
    private let requiredType: NWInterface.InterfaceType?
    private let prohibitedTypes: [NWInterface.InterfaceType]
    private var handler: (@Sendable (NWPath) -> Void)?
    private var deliveryQueue: DispatchQueue?
    private var isStarted = false
    private var isCancelled = false
    private var latestPath: NWPath?
    private var timer: (any DispatchSourceTimer)?

    /// Seconds between two readings of the machine's network while started.
    static let readingInterval: TimeInterval = 2

    /// A monitor of every interface.
    public init() {
        requiredType = nil
        prohibitedTypes = []
    }

    /// A monitor of the interfaces of one kind: its path is satisfied only through one of them.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        requiredType = requiredInterfaceType
        prohibitedTypes = []
    }

    /// A monitor of every interface except those of the kinds given.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredType = nil
        prohibitedTypes = prohibitedInterfaceTypes
    }

    deinit { lock.withLock { timer?.cancel() } }

    /// Called on the monitor's queue with the path when the monitor starts and whenever it changes.
    @preconcurrency public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The latest path the monitor saw (read now when it has not started).
    public var currentPath: NWPath {
        if let path = lock.withLock({ latestPath }) { return path }
        return evaluate()
    }

    /// The queue the handler is called on: the one `start(queue:)` was given, nil before.
    public var queue: DispatchQueue? { lock.withLock { deliveryQueue } }

    /// Starts watching: reads the path, hands it to `pathUpdateHandler` on `queue`, and from then on
    /// hands over each change. A second call, or a call after `cancel()`, does nothing.
    public func start(queue: DispatchQueue) {
        let reading = DispatchQueue(label: "Network.NWPathMonitor.reading")
        let started: Bool = lock.withLock {
            guard !isStarted, !isCancelled else { return false }
            isStarted = true
            deliveryQueue = queue
            let source = DispatchSource.makeTimerSource(queue: reading)
            let interval = Self.readingInterval
            source.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(200))
            source.setEventHandler { [weak self] in self?.refresh(force: false) }
            // Resumed at once: a suspended source must never be cancelled or released (libdispatch
            // stops the process); its first reading is `interval` away.
            source.resume()
            timer = source
            return true
        }
        guard started else { return }
        PathConditions.shared.register(self)
        refresh(force: true)
    }

    /// Stops watching: no reading and no handler call follows, including those already queued.
    public func cancel() {
        let wasStarted: Bool = lock.withLock {
            isCancelled = true
            timer?.cancel()
            timer = nil
            return isStarted
        }
        if wasStarted { PathConditions.shared.unregister(self) }
    }

    /// Reads the path and, when it changed (or `force`), keeps it and queues a handler call.
    func refresh(force: Bool) {
        let path = evaluate()
        lock.withLock {
            guard isStarted, !isCancelled, let deliveryQueue, force || path != latestPath else { return }
            latestPath = path
            // Queued under the lock, so that calls reach the queue in the order the paths were seen.
            deliveryQueue.async { [self] in
                guard let handler = lock.withLock({ isCancelled ? nil : handler }) else { return }
                handler(path)
            }
        }
    }

    /// The path this monitor's filter sees on the network now (simulated or the machine's).
    private func evaluate() -> NWPath {
        NWPath(network: PathConditions.shared.network(), required: requiredType, prohibited: prohibitedTypes)
    }
}
