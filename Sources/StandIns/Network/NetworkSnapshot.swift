#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The network as a moment's reading found it: the machine's interfaces, default routes and DNS, or
/// the conditions a test set. Paths are made from it, one for each monitor's filter.
struct NetworkSnapshot: Equatable, Sendable {
    /// One interface and what the reading found on it.
    struct Interface: Equatable, Sendable {
        let interface: NWInterface
        /// Up, running and with an address: the path can use it.
        let isUsable: Bool
        let hasIPv4: Bool
        /// A global IPv6 address (neither link-local nor loopback).
        let hasIPv6: Bool
    }

    /// A default route through `interfaceName`.
    struct Gateway: Equatable, Sendable {
        let interfaceName: String
        let endpoint: NWEndpoint
        var isIPv4: Bool {
            if case .hostPort(.ipv4, _) = endpoint { return true }
            return false
        }
    }

    var interfaces: [Interface]
    var gateways: [Gateway]
    var hasDNS: Bool
    /// The status a test forced (nil: from the interfaces).
    var status: NWPath.Status?
    /// Whether the path is expensive, when a test said (nil: when it goes through cellular).
    var isExpensive: Bool?
    var isConstrained = false
}

extension NetworkSnapshot {
    // The kernel's interface flags (linux/if.h), stable ABI.
    private static let flagUp: UInt32 = 0x1
    private static let flagLoopback: UInt32 = 0x8
    private static let flagRunning: UInt32 = 0x40
    /// The most interface addresses read: a machine has a few dozen; anything past this is ignored.
    private static let maximumAddresses = 4_096
    /// The most bytes read from a `/proc` table or `/etc/resolv.conf`.
    static let maximumFileBytes = 256 * 1024

    /// The machine's network now: `getifaddrs`, `/proc/net/route`, `/proc/net/ipv6_route` and
    /// `/etc/resolv.conf`. Everything read is bounded and checked; what cannot be read counts as absent
    /// (no interfaces: an unsatisfied path), never as an error.
    static func readMachine() -> NetworkSnapshot {
        NetworkSnapshot(
            interfaces: readInterfaces(), gateways: readIPv4Gateways() + readIPv6Gateways(), hasDNS: readHasDNS(), status: nil,
            isExpensive: nil)
    }

    private static func readInterfaces() -> [Interface] {
        var head: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&head) == 0, let head else { return [] }
        defer { freeifaddrs(head) }
        struct Found {
            var flags: UInt32 = 0
            var hasIPv4 = false
            var hasIPv6 = false
            var hasAddress = false
        }
        var found: [String: Found] = [:]
        var order: [String] = []
        var node: UnsafeMutablePointer<ifaddrs>? = head
        var count = 0
        while let current = node, count < maximumAddresses {
            count += 1
            node = current.pointee.ifa_next
            guard let rawName = current.pointee.ifa_name, let name = interfaceName(rawName) else { continue }
            if found[name] == nil { order.append(name) }
            var entry = found[name] ?? Found()
            entry.flags |= current.pointee.ifa_flags
            if let address = current.pointee.ifa_addr {
                switch Int32(address.pointee.sa_family) {
                case AF_INET:
                    entry.hasIPv4 = true
                    entry.hasAddress = true
                case AF_INET6:
                    entry.hasAddress = true
                    let bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                        withUnsafeBytes(of: pointer.pointee.sin6_addr) { Data($0) }
                    }
                    if let ipv6 = IPv6Address(bytes), !ipv6.isLinkLocal, !ipv6.isLoopback { entry.hasIPv6 = true }
                default: break
                }
            }
            found[name] = entry
        }
        return order.compactMap { name in
            guard let entry = found[name] else { return nil }
            let isLoopback = entry.flags & flagLoopback != 0
            let isWireless = FileManager.default.fileExists(atPath: "/sys/class/net/\(name)/wireless")
            let type = NWInterface.InterfaceType.classify(name: name, isLoopback: isLoopback, isWireless: isWireless)
            let index = Int(if_nametoindex(name))
            let isUsable = entry.flags & flagUp != 0 && entry.flags & flagRunning != 0 && entry.hasAddress
            return Interface(
                interface: NWInterface(name: name, type: type, index: index), isUsable: isUsable, hasIPv4: entry.hasIPv4,
                hasIPv6: entry.hasIPv6)
        }
    }

    /// The interface name at `pointer` when it is one Linux can have: 1 to 15 bytes (IFNAMSIZ less the
    /// terminator), printable ASCII, no slash, not `.` or `..`; nil otherwise.
    private static func interfaceName(_ pointer: UnsafeMutablePointer<CChar>) -> String? {
        let length = strnlen(pointer, 16)
        guard length > 0, length < 16 else { return nil }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else { return nil }
        let name = String(decoding: bytes, as: UTF8.self)
        return name == "." || name == ".." ? nil : name
    }

    /// The default IPv4 routes of `/proc/net/route`: destination 0, flags up and gateway.
    private static func readIPv4Gateways() -> [Gateway] { ipv4Gateways(in: tableRows(of: "/proc/net/route")) }

    /// The default IPv4 routes among the rows of a `/proc/net/route` table; rows that are not one are skipped.
    static func ipv4Gateways(in rows: [[Substring]]) -> [Gateway] {
        rows.compactMap { fields in
            guard fields.count >= 4, fields[1] == "00000000", let flags = UInt32(fields[3], radix: 16), flags & 0x3 == 0x3,
                fields[2].count == 8, let value = UInt32(fields[2], radix: 16), let name = validName(fields[0])
            else { return nil }
            // The kernel prints the address's four bytes as one host-order number.
            let address = IPv4Address(withUnsafeBytes(of: value) { Data($0) })
            return address.map { Gateway(interfaceName: name, endpoint: .hostPort(host: .ipv4($0), port: .any)) }
        }
    }

    /// The default IPv6 routes of `/proc/net/ipv6_route`: destination ::/0, a next hop, flags up and gateway.
    private static func readIPv6Gateways() -> [Gateway] { ipv6Gateways(in: tableRows(of: "/proc/net/ipv6_route")) }

    /// The default IPv6 routes among the rows of a `/proc/net/ipv6_route` table; rows that are not one are skipped.
    static func ipv6Gateways(in rows: [[Substring]]) -> [Gateway] {
        rows.compactMap { fields in
            guard fields.count >= 10, fields[0] == String(repeating: "0", count: 32), fields[1] == "00",
                let flags = UInt32(fields[8], radix: 16), flags & 0x3 == 0x3, let bytes = hexBytes(fields[4]),
                bytes.contains(where: { $0 != 0 }),
                let name = validName(fields[9]), let address = IPv6Address(Data(bytes))
            else { return nil }
            return Gateway(interfaceName: name, endpoint: .hostPort(host: .ipv6(address), port: .any))
        }
    }

    /// Whether `/etc/resolv.conf` names a DNS server.
    private static func readHasDNS() -> Bool {
        tableRows(of: "/etc/resolv.conf").contains { fields in fields.count >= 2 && fields[0] == "nameserver" }
    }

    /// The whitespace-separated fields of each line of `path`'s first `maximumFileBytes` bytes
    /// (at most 4,096 lines); none when the file cannot be read.
    static func tableRows(of path: String) -> [[Substring]] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumFileBytes) else { return [] }
        return tableRows(in: String(decoding: data, as: UTF8.self))
    }

    /// The whitespace-separated fields of each of `text`'s first 4,096 lines.
    static func tableRows(in text: String) -> [[Substring]] {
        text.split(separator: "\n", omittingEmptySubsequences: true).prefix(4_096).map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        }
    }

    private static func validName(_ field: Substring) -> String? {
        let name = String(field)
        guard (1..<16).contains(name.utf8.count), name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else {
            return nil
        }
        return name
    }

    /// 32 hexadecimal digits as 16 bytes; nil otherwise.
    private static func hexBytes(_ field: Substring) -> [UInt8]? {
        let digits = Array(field.utf8)
        guard digits.count == 32 else { return nil }
        var bytes: [UInt8] = []
        for pair in stride(from: 0, to: 32, by: 2) {
            guard let byte = UInt8(String(decoding: digits[pair..<pair + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
