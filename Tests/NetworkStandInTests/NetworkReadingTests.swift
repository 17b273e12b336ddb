import Foundation
import Testing

@testable import Network

/// How the machine's tables are read: the kernel's formats taken apart, and anything else skipped.
@Suite("Network stand-in: reading the machine's tables")
struct NetworkReadingTests {
    @Test("/proc/net/route: the default route's gateway, bytes in the kernel's host order; other rows skipped")
    func ipv4Routes() {
        let table = """
            Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
            eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0
            eth0\t000200C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0
            wlan0\t00000000\t0102A8C0\t0001\t0\t0\t600\t00000000\t0\t0\t0
            """
        let gateways = NetworkSnapshot.ipv4Gateways(in: NetworkSnapshot.tableRows(in: table))
        #expect(gateways.map(\.interfaceName) == ["eth0"])
        #expect(gateways.map(\.endpoint.debugDescription) == ["192.0.2.1:0"])
    }

    @Test("/proc/net/ipv6_route: the default route's next hop; local and unreachable defaults skipped")
    func ipv6Routes() {
        let zero = String(repeating: "0", count: 32)
        let table = """
            \(zero) 00 \(zero) 00 fe800000000000000000000000000001 00000400 00000001 00000000 00000003 eth0
            \(zero) 00 \(zero) 00 \(zero) ffffffff 00000001 00000000 00200200 lo
            fd000000000000000000000000000000 40 \(zero) 00 \(zero) 00000100 00000001 00000000 00000001 eth0
            """
        let gateways = NetworkSnapshot.ipv6Gateways(in: NetworkSnapshot.tableRows(in: table))
        #expect(gateways.map(\.endpoint.debugDescription) == ["[fe80::1]:0"])
        #expect(gateways.first?.isIPv4 == false)
    }

    @Test("Hostile tables: bad numbers, short rows, long or odd names and huge input are skipped, never trusted")
    func hostileTables() {
        let zero = String(repeating: "0", count: 32)
        let rows = """
            eth0\t00000000\tZZZZZZZZ\t0003
            eth0\t00000000\t010200C0
            ../x\t00000000\t010200C0\t0003
            averyveryverylongname0\t00000000\t010200C0\t0003
            eth0\t00000000\t1010200C0\t0003
            \(zero) 00 \(zero) 00 fe80000000000000000000000000001g 00000400 00000001 00000000 00000003 eth0
            \(zero) 00 \(zero) 00 fe80 00000400 00000001 00000000 00000003 eth0
            \u{0}\u{1}\u{7F}
            """
        let table = NetworkSnapshot.tableRows(in: rows)
        #expect(NetworkSnapshot.ipv4Gateways(in: table).isEmpty)
        #expect(NetworkSnapshot.ipv6Gateways(in: table).isEmpty)
        let huge = String(repeating: "eth0 00000000 010200C0 0003\n", count: 10_000)
        #expect(NetworkSnapshot.tableRows(in: huge).count == 4_096)
        #expect(NetworkSnapshot.tableRows(of: "/nonexistent/route").isEmpty)
    }

    @Test("Interface kinds follow the kernel's names and flags")
    func interfaceKinds() {
        typealias Kind = NWInterface.InterfaceType
        #expect(Kind.classify(name: "lo", isLoopback: true, isWireless: false) == .loopback)
        #expect(Kind.classify(name: "wlan0", isLoopback: false, isWireless: false) == .wifi)
        #expect(Kind.classify(name: "wlp3s0", isLoopback: false, isWireless: false) == .wifi)
        #expect(Kind.classify(name: "mywifi", isLoopback: false, isWireless: true) == .wifi)
        #expect(Kind.classify(name: "eth0", isLoopback: false, isWireless: false) == .wiredEthernet)
        #expect(Kind.classify(name: "enp0s31f6", isLoopback: false, isWireless: false) == .wiredEthernet)
        #expect(Kind.classify(name: "wwan0", isLoopback: false, isWireless: false) == .cellular)
        #expect(Kind.classify(name: "docker0", isLoopback: false, isWireless: false) == .other)
        #expect(Kind.classify(name: "tun0", isLoopback: false, isWireless: false) == .other)
    }
}
