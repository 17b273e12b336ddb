import Foundation
import NapkinUI
import Network

/// What a reachability target's network looks like, as SystemConfiguration's `SCNetworkReachabilityFlags`.
public struct SCNetworkReachabilityFlags: OptionSet, Sendable, Hashable {
    /// The flags as SystemConfiguration's bits.
    public let rawValue: UInt32
    /// A flags value of `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Reachable through a connection made for the purpose (a PPP link).
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    /// Reachable with the network as it is.
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    /// Reachable once a connection is made (the path waits for one).
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    /// The connection is made when traffic goes to the target.
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    /// Making the connection needs the person (a password).
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    /// The connection is made on demand.
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    /// The target is an address of this device.
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    /// The target is reached without a gateway.
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    /// The target is reached through the cellular network.
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// The old name of ``connectionOnTraffic``.
    public static let connectionAutomatic = connectionOnTraffic
}

/// The function a reachability target calls when its flags change, as SystemConfiguration's
/// `SCNetworkReachabilityCallBack`: the target, its new flags and the context's `info`. A Swift
/// function type here (Apple's is a C function pointer, which cannot carry a Swift class on Linux); a
/// closure that captures nothing, as iOS requires, converts to it the same.
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// What a callback is given, as SystemConfiguration's `SCNetworkReachabilityContext`: `info` is handed to
/// the callback; `retain` and `release`, when given, are called on it as the target keeps and lets go of it.
public struct SCNetworkReachabilityContext {
    /// 0.
    public var version: CFIndex
    /// What the callback receives.
    public var info: UnsafeMutableRawPointer?
    /// Called on `info` when the target keeps it.
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    /// Called on `info` when the target lets it go.
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    /// Describes `info` (never called by napkin; a Swift function here, as a C one cannot return a
    /// Foundation string on Linux).
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?

    /// An empty context.
    public init() {
        version = 0
    }

    /// A context with every field given.
    public init(
        version: CFIndex, info: UnsafeMutableRawPointer?, retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
        release: (@convention(c) (UnsafeRawPointer) -> Void)?,
        copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    ) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// A host name or address whose reachability is asked, as SystemConfiguration's `SCNetworkReachability`.
///
/// Its flags come from the network a test set with ``simulate(_:interfaces:hasDNS:)``, else from the
/// path the Network stand-in sees (`NWPathMonitor`'s: the machine's interfaces, re-read on each
/// question, or the path a test set with `NWPathMonitor.simulate`): a
/// satisfied path makes every target `.reachable` (and `.isWWAN` through cellular only); a path waiting
/// for a connection `.reachable` with `.connectionRequired` and `.connectionOnTraffic`; an unsatisfied
/// one nothing. A name needs the path's DNS too. A loopback address (127.0.0.0/8, ::1) is always
/// `.reachable`, `.isLocalAddress` and `.isDirect`, as on iOS. No packet is sent and no name is
/// resolved, as SystemConfiguration sends none either.
public final class SCNetworkReachability: @unchecked Sendable {
    // Sound: the mutable state (callback, context, monitor) is only touched with `lock` held.
    enum Target {
        case name(String)
        case address(isLoopback: Bool)
    }

    let target: Target
    private let lock = NSLock()
    private var callback: SCNetworkReachabilityCallBack?
    private var context = SCNetworkReachabilityContext()
    private var monitor: NWPathMonitor?
    private var lastFlags: SCNetworkReachabilityFlags?

    init(target: Target) {
        self.target = target
    }

    deinit {
        monitor?.cancel()
        if let info = context.info, let release = context.release { release(info) }
    }

    /// The network a target is asked about: the status, the kinds of interface it goes through, and DNS.
    struct Network: Equatable {
        var status: NWPath.Status
        var interfaces: [NWInterface.InterfaceType]
        var hasDNS: Bool

        init(status: NWPath.Status, interfaces: [NWInterface.InterfaceType], hasDNS: Bool) {
            self.status = status
            self.interfaces = interfaces
            self.hasDNS = hasDNS
        }

        init(_ path: NWPath) {
            self.init(status: path.status, interfaces: path.availableInterfaces.map(\.type), hasDNS: path.supportsDNS)
        }

        /// The network targets see now: the simulated one, else the Network stand-in's path.
        static var current: Network { ReachabilitySimulation.shared.network ?? Network(NWPathMonitor().currentPath) }
    }

    /// The flags of the target on `network`.
    func flags(on network: Network) -> SCNetworkReachabilityFlags {
        switch target {
        case .address(isLoopback: true): return [.reachable, .isLocalAddress, .isDirect]
        case .address, .name:
            if case .name = target, network.status == .satisfied, !network.hasDNS { return [] }
            switch network.status {
            case .satisfied:
                let cellularOnly =
                    network.interfaces.contains(.cellular) && !network.interfaces.contains(.wifi)
                    && !network.interfaces.contains(.wiredEthernet)
                return cellularOnly ? [.reachable, .isWWAN] : [.reachable]
            case .requiresConnection: return [.reachable, .connectionRequired, .connectionOnTraffic]
            default: return []
            }
        }
    }

    /// The target's flags now.
    var currentFlags: SCNetworkReachabilityFlags { flags(on: .current) }

    func setCallback(_ callout: SCNetworkReachabilityCallBack?, context newContext: SCNetworkReachabilityContext?) {
        var kept = newContext ?? SCNetworkReachabilityContext()
        if let info = kept.info, let retain = kept.retain { kept.info = UnsafeMutableRawPointer(mutating: retain(info)) }
        let old: SCNetworkReachabilityContext = lock.withLock {
            let old = context
            callback = callout
            context = kept
            return old
        }
        if let info = old.info, let release = old.release { release(info) }
    }

    func schedule(on queue: DispatchQueue?) {
        let previous: NWPathMonitor? = lock.withLock {
            let previous = monitor
            monitor = nil
            lastFlags = nil
            return previous
        }
        previous?.cancel()
        guard let queue else {
            ReachabilitySimulation.shared.remove(self)
            return
        }
        let started = NWPathMonitor()
        started.pathUpdateHandler = { [weak self] path in
            // While a test simulates the network, the machine's path is not what targets see.
            guard ReachabilitySimulation.shared.network == nil else { return }
            self?.networkChanged(Network(path))
        }
        let now = currentFlags
        lock.withLock {
            monitor = started
            scheduledQueue = queue
            lastFlags = now
        }
        ReachabilitySimulation.shared.add(self)
        started.start(queue: queue)
    }

    /// The queue the target is scheduled on, if any.
    private var scheduledQueue: DispatchQueue?

    /// Hands a simulated network to the target on its queue.
    func simulatedNetworkChanged(_ network: Network) {
        guard let queue = lock.withLock({ monitor == nil ? nil : scheduledQueue }) else { return }
        queue.async { [weak self] in self?.networkChanged(network) }
    }

    /// Calls the callback when the flags differ from the last ones seen (those at scheduling, at first).
    private func networkChanged(_ network: Network) {
        let flags = flags(on: network)
        let call: (SCNetworkReachabilityCallBack, UnsafeMutableRawPointer?)? = lock.withLock {
            defer { lastFlags = flags }
            guard let last = lastFlags, last != flags, let callback else { return nil }
            return (callback, context.info)
        }
        if let (callback, info) = call { callback(self, flags, info) }
    }
}

extension SCNetworkReachability {
    /// Makes every reachability target of the process see a network of `status` through `interfaces`
    /// (with DNS unless `hasDNS` is false) instead of the Network stand-in's path, until
    /// ``stopSimulating()`` (napkin's addition, for tests and previews). Scheduled targets hear the
    /// change on their queues. It leaves `NWPathMonitor`'s path alone, so tests of the two modules
    /// do not disturb each other.
    public static func simulate(_ status: NWPath.Status, interfaces: [NWInterface.InterfaceType], hasDNS: Bool = true) {
        ReachabilitySimulation.shared.set(Network(status: status, interfaces: interfaces, hasDNS: hasDNS))
    }

    /// Returns every target to the Network stand-in's path (napkin's addition).
    public static func stopSimulating() {
        ReachabilitySimulation.shared.set(nil)
    }
}

/// The simulated network, if a test set one, and the targets scheduled on queues.
final class ReachabilitySimulation: @unchecked Sendable {
    // Sound: both properties are only touched with `lock` held.
    static let shared = ReachabilitySimulation()
    private let lock = NSLock()
    private var simulated: SCNetworkReachability.Network?
    private var scheduled: [ObjectIdentifier: WeakTarget] = [:]

    private struct WeakTarget {
        weak var target: SCNetworkReachability?
    }

    var network: SCNetworkReachability.Network? { lock.withLock { simulated } }

    func set(_ network: SCNetworkReachability.Network?) {
        let targets: [SCNetworkReachability] = lock.withLock {
            simulated = network
            scheduled = scheduled.filter { $0.value.target != nil }
            return scheduled.values.compactMap(\.target)
        }
        let seen = network ?? SCNetworkReachability.Network(NWPathMonitor().currentPath)
        for target in targets { target.simulatedNetworkChanged(seen) }
    }

    func add(_ target: SCNetworkReachability) {
        lock.withLock { scheduled[ObjectIdentifier(target)] = WeakTarget(target: target) }
    }

    func remove(_ target: SCNetworkReachability) {
        _ = lock.withLock { scheduled.removeValue(forKey: ObjectIdentifier(target)) }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A target for the host `nodename`, as SystemConfiguration's: `nil` for an empty name.
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    let name = String(cString: nodename)
    guard !name.isEmpty else { return nil }
    if name == "localhost" { return SCNetworkReachability(target: .address(isLoopback: true)) }
    return SCNetworkReachability(target: .name(name))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A target for the socket address `address` (IPv4 or IPv6; the zero address asks about the default
/// route, as apps do), as SystemConfiguration's: `nil` for another family.
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability?
{
    guard let isLoopback = loopback(address) else { return nil }
    return SCNetworkReachability(target: .address(isLoopback: isLoopback))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A target for traffic between two addresses, as SystemConfiguration's: the remote one decides (the
/// local one when there is no remote); `nil` when neither is given.
public func SCNetworkReachabilityCreateWithAddressPair(
    _ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?, _ remoteAddress: UnsafePointer<sockaddr>?
) -> SCNetworkReachability? {
    guard let address = remoteAddress ?? localAddress else { return nil }
    return SCNetworkReachabilityCreateWithAddress(allocator, address)
}

/// Whether `address` is a loopback address; `nil` when it is neither IPv4 nor IPv6.
private func loopback(_ address: UnsafePointer<sockaddr>) -> Bool? {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
        return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
            UInt32(bigEndian: inet.pointee.sin_addr.s_addr) >> 24 == 127
        }
    case AF_INET6:
        return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { inet6 in
            withUnsafeBytes(of: inet6.pointee.sin6_addr) { bytes in bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1 }
        }
    default:
        return nil
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes the target's flags now into `flags` and returns true, as SystemConfiguration's.
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>)
    -> Bool
{
    flags.pointee = target.currentFlags
    return true
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sets (or with nil removes) the function called when the target's flags change, with `context`'s
/// `info` (kept with its `retain`, let go with its `release`). Returns true.
@discardableResult
public func SCNetworkReachabilitySetCallback(
    _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
    _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
) -> Bool {
    target.setCallback(callout, context: context?.pointee)
    return true
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Watches the target's network on `queue` (nil stops): the callback is called there when the flags
/// change. Returns true.
@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    target.schedule(on: queue)
    return true
}
