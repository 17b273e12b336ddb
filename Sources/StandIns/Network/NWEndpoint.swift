#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An IP address, as Network's protocol over `IPv4Address` and `IPv6Address`.
public protocol IPAddress {
    /// The address from its bytes in network order (4 for IPv4, 16 for IPv6); nil for another length.
    init?(_ rawValue: Data, _ interface: NWInterface?)
    /// The address's bytes in network order.
    var rawValue: Data { get }
    /// The interface the address is scoped to, if any.
    var interface: NWInterface? { get }
    /// Whether the address is a loopback address (127.0.0.0/8, ::1).
    var isLoopback: Bool { get }
    /// Whether the address is link-local (169.254.0.0/16, fe80::/10).
    var isLinkLocal: Bool { get }
    /// Whether the address is a multicast address.
    var isMulticast: Bool { get }
}

/// An IPv4 address, as Network's.
public struct IPv4Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    /// 0.0.0.0.
    public static let any = IPv4Address(bytes: [0, 0, 0, 0])
    /// 255.255.255.255.
    public static let broadcast = IPv4Address(bytes: [255, 255, 255, 255])
    /// 127.0.0.1.
    public static let loopback = IPv4Address(bytes: [127, 0, 0, 1])

    /// The four bytes, most significant first.
    public let rawValue: Data
    /// The interface the address is scoped to, if any.
    public let interface: NWInterface?

    private init(bytes: [UInt8]) {
        rawValue = Data(bytes)
        interface = nil
    }

    /// The address from its four bytes in network order; nil for another length.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = Data(rawValue)
        self.interface = interface
    }

    /// The address written in dotted-decimal form (`"192.0.2.1"`); nil when `string` is not one.
    public init?(_ string: String) {
        guard let bytes = parseAddress(string, family: AF_INET, length: 4) else { return nil }
        self.init(Data(bytes))
    }

    /// Whether the address is in 127.0.0.0/8.
    public var isLoopback: Bool { rawValue.first == 127 }
    /// Whether the address is in 169.254.0.0/16.
    public var isLinkLocal: Bool { rawValue.starts(with: [169, 254]) }
    /// Whether the address is in 224.0.0.0/4.
    public var isMulticast: Bool { (rawValue.first ?? 0) & 0xF0 == 0xE0 }

    /// The address in dotted-decimal form.
    public var debugDescription: String { formatAddress(rawValue, family: AF_INET) }
}

/// An IPv6 address, as Network's.
public struct IPv6Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    /// `::`.
    public static let any = IPv6Address(bytes: [UInt8](repeating: 0, count: 16))
    /// `::1`.
    public static let loopback = IPv6Address(bytes: [UInt8](repeating: 0, count: 15) + [1])

    /// The sixteen bytes, most significant first.
    public let rawValue: Data
    /// The interface the address is scoped to, if any.
    public let interface: NWInterface?

    private init(bytes: [UInt8]) {
        rawValue = Data(bytes)
        interface = nil
    }

    /// The address from its sixteen bytes in network order; nil for another length.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = Data(rawValue)
        self.interface = interface
    }

    /// The address written in RFC 4291's text form (`"2001:db8::1"`); nil when `string` is not one.
    public init?(_ string: String) {
        guard let bytes = parseAddress(string, family: AF_INET6, length: 16) else { return nil }
        self.init(Data(bytes))
    }

    /// Whether the address is `::1`.
    public var isLoopback: Bool { rawValue == IPv6Address.loopback.rawValue }
    /// Whether the address is in fe80::/10.
    public var isLinkLocal: Bool { rawValue.first == 0xFE && (rawValue.dropFirst().first ?? 0) & 0xC0 == 0x80 }
    /// Whether the address is in ff00::/8.
    public var isMulticast: Bool { rawValue.first == 0xFF }

    /// The address in RFC 5952's text form.
    public var debugDescription: String { formatAddress(rawValue, family: AF_INET6) }
}

/// Where a connection goes, as Network's `NWEndpoint`.
public enum NWEndpoint: Hashable, CustomDebugStringConvertible, Sendable {
    /// A host and a port.
    case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
    /// A Bonjour service (kept: Linux browses none).
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    /// A Unix domain socket.
    case unix(path: String)
    /// A URL, whose host and port the connection uses.
    case url(URL)

    /// A host: a name to resolve, or an address.
    public enum Host: Hashable, CustomDebugStringConvertible, ExpressibleByStringLiteral, Sendable {
        /// A name such as `"example.com"`, optionally on one interface.
        case name(String, NWInterface?)
        /// An IPv4 address.
        case ipv4(IPv4Address)
        /// An IPv6 address.
        case ipv6(IPv6Address)

        /// The host written in `string`: an IPv4 or IPv6 address when it reads as one, else a name.
        public init(_ string: String) {
            if let address = IPv4Address(string) {
                self = .ipv4(address)
            } else if let address = IPv6Address(string) {
                self = .ipv6(address)
            } else {
                self = .name(string, nil)
            }
        }

        /// The host written in the literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// The interface the host is scoped to, if any.
        public var interface: NWInterface? {
            switch self {
            case .name(_, let interface): interface
            case .ipv4(let address): address.interface
            case .ipv6(let address): address.interface
            }
        }

        /// The name or the address as text.
        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            case .ipv4(let address): address.debugDescription
            case .ipv6(let address): address.debugDescription
            }
        }
    }

    /// A port number, as Network's `NWEndpoint.Port`: `443`, `.https`, `Port("8080")`.
    public struct Port: Hashable, CustomDebugStringConvertible, ExpressibleByIntegerLiteral, RawRepresentable, Sendable {
        /// Port 0: any port the system chooses.
        public static let any: Port = 0
        /// 22.
        public static let ssh: Port = 22
        /// 25.
        public static let smtp: Port = 25
        /// 80.
        public static let http: Port = 80
        /// 110.
        public static let pop: Port = 110
        /// 143.
        public static let imap: Port = 143
        /// 443.
        public static let https: Port = 443
        /// 993.
        public static let imaps: Port = 993
        /// 1080.
        public static let socks: Port = 1080

        /// The port's number.
        public let rawValue: UInt16

        /// The port numbered `rawValue`.
        public init?(rawValue: UInt16) { self.rawValue = rawValue }

        /// The port of the literal.
        public init(integerLiteral value: UInt16) { rawValue = value }

        /// The port written in decimal in `string` (0 to 65535); nil otherwise.
        public init?(_ string: String) {
            guard !string.isEmpty, string.count <= 5, string.allSatisfy(\.isASCII), let value = UInt16(string) else { return nil }
            rawValue = value
        }

        /// The number as text.
        public var debugDescription: String { String(rawValue) }
    }

    /// The interface the endpoint is scoped to, if any.
    public var interface: NWInterface? {
        switch self {
        case .hostPort(let host, _): host.interface
        case .service(_, _, _, let interface): interface
        case .unix, .url: nil
        }
    }

    /// The endpoint as text: `host:port` (`[address]:port` for IPv6), the service's name, the path or the URL.
    public var debugDescription: String {
        switch self {
        case .hostPort(.ipv6(let address), let port): "[\(address.debugDescription)]:\(port.rawValue)"
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type)\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}

/// The bytes of `string` read as an address of `family` by `inet_pton`; nil when it is not one.
private func parseAddress(_ string: String, family: Int32, length: Int) -> [UInt8]? {
    // Bounded: the longest IPv6 text form (with an embedded IPv4 address) is 45 characters.
    guard string.utf8.count <= 45, !string.utf8.contains(0) else { return nil }
    var bytes = [UInt8](repeating: 0, count: 16)
    let result = bytes.withUnsafeMutableBytes { inet_pton(family, string, $0.baseAddress) }
    return result == 1 ? Array(bytes.prefix(length)) : nil
}

/// `bytes` (4 or 16 in network order) as text, by `inet_ntop`.
func formatAddress(_ bytes: Data, family: Int32) -> String {
    var input = [UInt8](bytes)
    input += [UInt8](repeating: 0, count: max(0, 16 - input.count))
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    let written = input.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &text, socklen_t(INET6_ADDRSTRLEN)) }
    guard written != nil else { return "?" }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
