// `import Network` brings Foundation and Dispatch (`DispatchQueue`, `Data`), as on iOS.
@_exported import Foundation

/// A network interface a path can use, as Network's `NWInterface`: its name, kind and index.
///
/// On Linux the interfaces are the machine's own (`getifaddrs`): `eth0` is `.wiredEthernet`, `wlan0`
/// `.wifi`, `lo` `.loopback`. A simulated path (``NWPathMonitor/simulate(_:interfaces:isExpensive:isConstrained:)``)
/// names its interfaces as iOS does (`en0` for Wi-Fi, `pdp_ip0` for cellular, `lo0`).
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// The kinds of interface a path can go through, as Network's.
    public enum InterfaceType: Hashable, Sendable {
        /// Anything else: a tunnel, a bridge, a virtual Ethernet pair.
        case other
        /// Wi-Fi.
        case wifi
        /// A cellular modem.
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The loopback interface, which reaches only this machine.
        case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name (`eth0`, `en0`).
    public let name: String
    /// The system's index of the interface (`if_nametoindex`), 0 when it has none.
    public let index: Int

    /// An interface (napkin's: on iOS only the system makes them).
    init(name: String, type: InterfaceType, index: Int) {
        self.name = name
        self.type = type
        self.index = index
    }

    /// The interface's name, as Network prints it.
    public var debugDescription: String { name }
}

extension NWInterface.InterfaceType {
    /// The kind of the Linux interface named `name`: by the kernel's naming conventions (`lo`,
    /// `wlan…`/`wl…`, `eth…`/`en…`, `ww…` for a mobile-broadband modem), and by whether the kernel
    /// reports it wireless or loopback.
    static func classify(name: String, isLoopback: Bool, isWireless: Bool) -> NWInterface.InterfaceType {
        if isLoopback || name == "lo" { return .loopback }
        if isWireless || name.hasPrefix("wlan") || name.hasPrefix("wl") { return .wifi }
        if name.hasPrefix("ww") { return .cellular }
        if name.hasPrefix("eth") || name.hasPrefix("en") { return .wiredEthernet }
        return .other
    }

    /// The rank of this kind in a path's interface list: the order iOS prefers them in.
    var preference: Int {
        switch self {
        case .wiredEthernet: 0
        case .wifi: 1
        case .cellular: 2
        case .other: 3
        case .loopback: 4
        }
    }

    /// The prefix of the names iOS gives interfaces of this kind (`en0`, `pdp_ip0`), for simulated paths.
    var iOSNamePrefix: String {
        switch self {
        case .wifi, .wiredEthernet: "en"
        case .cellular: "pdp_ip"
        case .loopback: "lo"
        case .other: "utun"
        }
    }
}
