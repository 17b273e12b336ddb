/// What a path monitor sees: whether the network can be reached, through which interfaces, and
/// with what properties, as Network's `NWPath`.
///
/// Paths are values: two paths are equal when everything they report is, which is how a monitor
/// knows that the path changed. Nothing outside Network makes one; a monitor hands them out.
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether a path can be used, as Network's.
    public enum Status: Hashable, Sendable {
        /// The path can send and receive data.
        case satisfied
        /// No interface can reach the network.
        case unsatisfied
        /// The path is not up yet but would be once a connection asks for it (an on-demand VPN, a
        /// cellular link that wakes up); only a simulated path has this status on Linux.
        case requiresConnection
    }

    /// Why a path is unsatisfied, as Network's.
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No reason given: no usable interface (and the reason of every path that is not unsatisfied).
        case notAvailable
        /// The user turned off cellular data for the app.
        case cellularDenied
        /// The user turned off Wi-Fi for the app.
        case wifiDenied
        /// The user denied local network access.
        case localNetworkDenied
        /// A required VPN is not active.
        case vpnInactive
    }

    /// Whether the path can be used.
    public let status: Status
    /// Why the path is unsatisfied: always `.notAvailable` on Linux, which denies no app an interface.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path can use, the most preferred first (wired, Wi-Fi, cellular, other, loopback).
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface that costs money to use: a cellular one.
    public let isExpensive: Bool
    /// Whether the path is in Low Data Mode (never on the machine's own path: Linux has none).
    public let isConstrained: Bool
    /// Whether the path can send IPv4 (its interfaces have an IPv4 address).
    public let supportsIPv4: Bool
    /// Whether the path can send IPv6 (its interfaces have a global IPv6 address).
    public let supportsIPv6: Bool
    /// Whether the path has a DNS server (a `nameserver` in `/etc/resolv.conf`).
    public let supportsDNS: Bool
    /// The default routers of the path's interfaces (port 0), IPv4 first.
    public let gateways: [NWEndpoint]
    /// The local endpoint of a connection's path: nil for a monitor's.
    public let localEndpoint: NWEndpoint?
    /// The remote endpoint of a connection's path: nil for a monitor's.
    public let remoteEndpoint: NWEndpoint?
    /// The interface the path sends through: the one holding the default route, else the most preferred.
    let primaryInterface: NWInterface?

    /// Whether the path sends through an interface of `type` (its primary interface, as iOS answers
    /// for the interface the system routes through; false whenever the path is not satisfied).
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        status == .satisfied && primaryInterface?.type == type
    }

    /// The path in one line: its status, interfaces and properties (`satisfied, interfaces: eth0
    /// (wiredEthernet), lo (loopback), uses eth0, ipv4, dns`).
    public var debugDescription: String {
        var parts = ["\(status)"]
        if status == .unsatisfied { parts.append("reason: \(unsatisfiedReason)") }
        let interfaces = availableInterfaces.map { "\($0.name) (\($0.type))" }.joined(separator: ", ")
        parts.append("interfaces: " + (interfaces.isEmpty ? "none" : interfaces))
        if status == .satisfied, let primaryInterface { parts.append("uses \(primaryInterface.name)") }
        if supportsIPv4 { parts.append("ipv4") }
        if supportsIPv6 { parts.append("ipv6") }
        if supportsDNS { parts.append("dns") }
        if isExpensive { parts.append("expensive") }
        if isConstrained { parts.append("constrained") }
        if !gateways.isEmpty { parts.append("gateways: " + gateways.map(\.debugDescription).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}

extension NWPath {
    /// The path a monitor filtering by `required` and `prohibited` sees on `network`.
    init(network: NetworkSnapshot, required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) {
        let candidates = network.interfaces.filter { record in
            record.isUsable && (required.map { record.interface.type == $0 } ?? true) && !prohibited.contains(record.interface.type)
        }
        .sorted { ($0.interface.type.preference, $0.interface.index) < ($1.interface.type.preference, $1.interface.index) }
        // Loopback reaches only this machine: it satisfies a path only when asked for by name.
        let effective = candidates.filter { $0.interface.type != .loopback || required == .loopback }
        let names = Set(effective.map(\.interface.name))
        let gateways = network.gateways.filter { names.contains($0.interfaceName) }
        var status = effective.isEmpty ? Status.unsatisfied : .satisfied
        if let forced = network.status, forced != .satisfied { status = forced }
        let satisfied = status == .satisfied
        let primary = effective.first { record in gateways.contains { $0.interfaceName == record.interface.name } } ?? effective.first
        self.status = status
        unsatisfiedReason = .notAvailable
        availableInterfaces = candidates.map(\.interface)
        isExpensive = satisfied && (network.isExpensive ?? (primary?.interface.type == .cellular))
        isConstrained = satisfied && network.isConstrained
        supportsIPv4 = satisfied && effective.contains(where: \.hasIPv4)
        supportsIPv6 = satisfied && effective.contains(where: \.hasIPv6)
        supportsDNS = satisfied && network.hasDNS
        self.gateways = satisfied ? gateways.sorted { $0.isIPv4 && !$1.isIPv4 }.map(\.endpoint) : []
        localEndpoint = nil
        remoteEndpoint = nil
        primaryInterface = satisfied ? primary?.interface : nil
    }
}
