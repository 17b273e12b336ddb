import Foundation
import Network

/// Whether the network can be reached, as Alamofire's `NetworkReachabilityManager`.
///
/// On Linux it decides from the path the Network stand-in's `NWPathMonitor` sees: this machine's
/// interfaces and routes, or the path a test sets with `NWPathMonitor.simulate`. A satisfied path
/// is `.reachable` (`.cellular` when it goes through a cellular interface only, else
/// `.ethernetOrWiFi`); an unsatisfied path, or one that needs a connection first, is
/// `.notReachable`. The host a manager is made for is not resolved: every host is as reachable as
/// the machine's network. While listening, a change is seen when the monitor sees it (within its
/// reading interval), and the listener is told only when the status changes.
open class NetworkReachabilityManager: @unchecked Sendable {
    /// The network's state.
    public enum NetworkReachabilityStatus: Equatable, Sendable {
        /// Not yet known.
        case unknown
        /// No route to the network.
        case notReachable
        /// Reachable through a kind of connection.
        case reachable(ConnectionType)

        /// The kind of connection.
        public enum ConnectionType: Sendable {
            /// Ethernet or Wi-Fi.
            case ethernetOrWiFi
            /// Cellular.
            case cellular
        }

        init(_ path: NWPath) {
            switch path.status {
            case .satisfied:
                let cellularOnly =
                    path.usesInterfaceType(.cellular) && !path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.wiredEthernet)
                self = .reachable(cellularOnly ? .cellular : .ethernetOrWiFi)
            default:
                self = .notReachable
            }
        }
    }

    /// Told of each change of status.
    public typealias Listener = @Sendable (NetworkReachabilityStatus) -> Void

    /// A manager of the general network, made once.
    public static let `default` = NetworkReachabilityManager()

    /// Whether the network is reachable now.
    open var isReachable: Bool { isReachableOnCellular || isReachableOnEthernetOrWiFi }
    /// Whether the network is reachable through cellular now.
    open var isReachableOnCellular: Bool { status == .reachable(.cellular) }
    /// Whether the network is reachable through Ethernet or Wi-Fi now.
    open var isReachableOnEthernetOrWiFi: Bool { status == .reachable(.ethernetOrWiFi) }

    /// The status now: the path as the monitor sees it.
    open var status: NetworkReachabilityStatus {
        NetworkReachabilityStatus(lock.withLock { monitor }?.currentPath ?? NWPathMonitor().currentPath)
    }

    /// Where the monitor's updates arrive.
    public let reachabilityQueue = DispatchQueue(label: "org.alamofire.reachabilityQueue")

    /// The host the manager was made for, if any (not resolved on Linux).
    public let host: String?

    private let lock = NSLock()
    private var monitor: NWPathMonitor?
    private var listener: (queue: DispatchQueue, listener: Listener)?
    private var previousStatus: NetworkReachabilityStatus?

    /// A manager for `host` (any host is as reachable as the network on Linux).
    public convenience init?(host: String) {
        guard !host.isEmpty else { return nil }
        self.init(host: host as String?)
    }

    /// A manager for the general network (upstream's `0.0.0.0`).
    public convenience init?() {
        self.init(host: nil as String?)
    }

    private init(host: String?) {
        self.host = host
    }

    deinit {
        stopListening()
    }

    /// Starts listening: `listener` is called on `queue` with the status now, then with each change.
    /// Returns whether listening started (always, on Linux).
    @discardableResult
    @preconcurrency
    open func startListening(onQueue queue: DispatchQueue = .main, onUpdatePerforming listener: @escaping Listener) -> Bool {
        stopListening()
        let monitor = NWPathMonitor()
        lock.withLock {
            self.monitor = monitor
            self.listener = (queue, listener)
            previousStatus = nil
        }
        monitor.pathUpdateHandler = { [weak self] path in self?.notify(NetworkReachabilityStatus(path)) }
        monitor.start(queue: reachabilityQueue)
        return true
    }

    /// Stops listening.
    open func stopListening() {
        let monitor = lock.withLock {
            let monitor = self.monitor
            self.monitor = nil
            listener = nil
            previousStatus = nil
            return monitor
        }
        monitor?.cancel()
    }

    private func notify(_ status: NetworkReachabilityStatus) {
        let target = lock.withLock { () -> (queue: DispatchQueue, listener: Listener)? in
            guard previousStatus != status else { return nil }
            previousStatus = status
            return listener
        }
        guard let target else { return }
        target.queue.async { target.listener(status) }
    }
}
