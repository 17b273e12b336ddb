import Foundation
import Network
import SystemConfiguration
import Testing

/// The default-route check apps write (the zero address), without Darwin's `sin_len`.
private func defaultRouteFlags() -> SCNetworkReachabilityFlags? {
    var zero = sockaddr_in()
    zero.sin_family = sa_family_t(AF_INET)
    let target = withUnsafePointer(to: &zero) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
    }
    guard let target else { return nil }
    var flags: SCNetworkReachabilityFlags = []
    guard SCNetworkReachabilityGetFlags(target, &flags) else { return nil }
    return flags
}

/// Counts callback calls; the context's `info` points at it.
private final class Changes: @unchecked Sendable {
    let lock = NSLock()
    var flags: [SCNetworkReachabilityFlags] = []
}

@Suite("SystemConfiguration stand-in", .serialized)
struct SCNetworkReachabilityTests {
    @Test("without a simulation, the flags follow the Network stand-in's path (what NWPathMonitor sees)")
    func followsNetworkPath() {
        SCNetworkReachability.stopSimulating()
        let path = NWPathMonitor().currentPath
        let flags = defaultRouteFlags() ?? []
        // Read twice around the flags: another suite may simulate NWPathMonitor's path meanwhile.
        if path == NWPathMonitor().currentPath {
            #expect(flags.contains(.reachable) == (path.status != .unsatisfied))
        }
    }

    @Test("the default route's flags follow the simulated network: Wi-Fi, cellular, waiting, offline")
    func defaultRoute() {
        defer { SCNetworkReachability.stopSimulating() }
        SCNetworkReachability.simulate(.satisfied, interfaces: [.wifi])
        #expect(defaultRouteFlags() == [.reachable])
        SCNetworkReachability.simulate(.satisfied, interfaces: [.cellular])
        #expect(defaultRouteFlags() == [.reachable, .isWWAN])
        SCNetworkReachability.simulate(.requiresConnection, interfaces: [.cellular])
        let waiting = defaultRouteFlags() ?? []
        #expect(waiting.contains(.reachable) && waiting.contains(.connectionRequired))
        SCNetworkReachability.simulate(.unsatisfied, interfaces: [])
        #expect(defaultRouteFlags() == [])
    }

    @Test("names need DNS; loopback and localhost are local and direct whatever the network")
    func namesAndLoopback() throws {
        defer { SCNetworkReachability.stopSimulating() }
        SCNetworkReachability.simulate(.unsatisfied, interfaces: [])
        let apple = try #require(SCNetworkReachabilityCreateWithName(nil, "www.apple.com"))
        var flags: SCNetworkReachabilityFlags = [.reachable]
        #expect(SCNetworkReachabilityGetFlags(apple, &flags))
        #expect(flags.isEmpty)
        SCNetworkReachability.simulate(.satisfied, interfaces: [.wiredEthernet])
        #expect(SCNetworkReachabilityGetFlags(apple, &flags) && flags == [.reachable])

        let local = try #require(SCNetworkReachabilityCreateWithName(kCFAllocatorDefault, "localhost"))
        SCNetworkReachability.simulate(.unsatisfied, interfaces: [])
        #expect(SCNetworkReachabilityGetFlags(local, &flags) && flags == [.reachable, .isLocalAddress, .isDirect])
        var loop = sockaddr_in()
        loop.sin_family = sa_family_t(AF_INET)
        loop.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let loopTarget = try #require(
            withUnsafePointer(to: &loop) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
            })
        #expect(SCNetworkReachabilityGetFlags(loopTarget, &flags) && flags.contains(.isLocalAddress))
        #expect(SCNetworkReachabilityCreateWithName(nil, "") == nil)
        #expect(SCNetworkReachabilityFlags.connectionAutomatic == .connectionOnTraffic)
    }

    @Test("a callback on a dispatch queue hears the flags change when the network does")
    func callback() async throws {
        defer { SCNetworkReachability.stopSimulating() }
        SCNetworkReachability.simulate(.satisfied, interfaces: [.wifi])
        let target = try #require(SCNetworkReachabilityCreateWithName(nil, "example.com"))
        let changes = Changes()
        var context = SCNetworkReachabilityContext(
            version: 0, info: Unmanaged.passUnretained(changes).toOpaque(), retain: nil, release: nil, copyDescription: nil)
        let callout: SCNetworkReachabilityCallBack = { _, flags, info in
            guard let info else { return }
            let changes = Unmanaged<Changes>.fromOpaque(info).takeUnretainedValue()
            changes.lock.withLock { changes.flags.append(flags) }
        }
        #expect(SCNetworkReachabilitySetCallback(target, callout, &context))
        #expect(SCNetworkReachabilitySetDispatchQueue(target, DispatchQueue(label: "reachability")))
        try await Task.sleep(nanoseconds: 100_000_000)
        SCNetworkReachability.simulate(.unsatisfied, interfaces: [])
        for _ in 0..<50 where changes.lock.withLock({ changes.flags.isEmpty }) { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(changes.lock.withLock { changes.flags } == [[]])
        SCNetworkReachability.simulate(.unsatisfied, interfaces: [], hasDNS: false)
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(changes.lock.withLock { changes.flags.count } == 1)
        SCNetworkReachabilitySetDispatchQueue(target, nil)
        SCNetworkReachability.simulate(.satisfied, interfaces: [.wifi])
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(changes.lock.withLock { changes.flags.count } == 1)
    }
}
