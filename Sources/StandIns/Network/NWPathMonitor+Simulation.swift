extension NWPathMonitor {
    /// Makes every path monitor of the process report `status` through `interfaces` instead of the
    /// machine's network, until ``stopSimulating()`` (napkin's addition, for tests and previews). Started
    /// monitors hear the new path at once on their queues; a monitor's filter still applies, so a monitor
    /// requiring `.wifi` sees a simulated cellular path as unsatisfied.
    ///
    /// The simulated interfaces are named as iOS names them (`en0`, `pdp_ip0`, `lo0`), in the order
    /// given, and support IPv4, IPv6 and DNS when the path is satisfied. A `.satisfied` path needs a
    /// non-loopback interface: with none it is reported `.unsatisfied`. `isExpensive` left nil makes
    /// the path expensive when it goes through cellular, as iOS does.
    ///
    /// The simulation is process-wide: tests that use it must not run in parallel with tests reading
    /// a monitor's path (put them in one `.serialized` suite).
    public static func simulate(
        _ status: NWPath.Status, interfaces: [NWInterface.InterfaceType], isExpensive: Bool? = nil, isConstrained: Bool = false
    ) {
        var counters: [String: Int] = [:]
        let records = interfaces.enumerated().map { position, type in
            let prefix = type.iOSNamePrefix
            let number = counters[prefix, default: 0]
            counters[prefix] = number + 1
            return NetworkSnapshot.Interface(
                interface: NWInterface(name: "\(prefix)\(number)", type: type, index: position + 1), isUsable: true, hasIPv4: true,
                hasIPv6: true)
        }
        let network = NetworkSnapshot(
            interfaces: records, gateways: [], hasDNS: status == .satisfied, status: status, isExpensive: isExpensive,
            isConstrained: isConstrained)
        PathConditions.shared.setSimulated(network)
    }

    /// Returns every path monitor to the machine's network (napkin's addition); started monitors hear
    /// the machine's path at once if it differs from the simulated one.
    public static func stopSimulating() {
        PathConditions.shared.setSimulated(nil)
    }

    /// Whether monitors report a simulated path (napkin's addition).
    public static var isSimulating: Bool { PathConditions.shared.isSimulating }
}

/// The process's network conditions: the simulated network, if a test set one, and the started
/// monitors to tell when it changes.
final class PathConditions: @unchecked Sendable {
    // Unchecked: both properties are read and written under `lock` only.
    static let shared = PathConditions()

    private struct WeakMonitor {
        weak var monitor: NWPathMonitor?
    }

    private let lock = NSLock()
    private var simulated: NetworkSnapshot?
    private var monitors: [ObjectIdentifier: WeakMonitor] = [:]

    /// The network monitors see now: the simulated one, else a fresh reading of the machine.
    func network() -> NetworkSnapshot {
        lock.withLock { simulated } ?? NetworkSnapshot.readMachine()
    }

    var isSimulating: Bool { lock.withLock { simulated != nil } }

    func register(_ monitor: NWPathMonitor) {
        lock.withLock { monitors[ObjectIdentifier(monitor)] = WeakMonitor(monitor: monitor) }
    }

    func unregister(_ monitor: NWPathMonitor) {
        _ = lock.withLock { monitors.removeValue(forKey: ObjectIdentifier(monitor)) }
    }

    /// Sets (or with nil clears) the simulated network and has every started monitor read it.
    func setSimulated(_ network: NetworkSnapshot?) {
        let started: [NWPathMonitor] = lock.withLock {
            simulated = network
            monitors = monitors.filter { $0.value.monitor != nil }
            return monitors.values.compactMap(\.monitor)
        }
        for monitor in started { monitor.refresh(force: false) }
    }
}
