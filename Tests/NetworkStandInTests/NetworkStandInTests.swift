import Foundation
import NapkinUI
import Network
import SnapshotTesting
import Testing

/// What a path handler heard, and whether each call ran on the queue the monitor was started on.
private final class PathLog: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [NWPath] = []
    private var offQueue = 0
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<Int>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: 1)
    }

    /// The handler to give a monitor.
    var handler: @Sendable (NWPath) -> Void {
        { [self] path in
            let onQueue = DispatchQueue.getSpecific(key: key) == 1
            lock.withLock {
                paths.append(path)
                if !onQueue { offQueue += 1 }
            }
        }
    }

    var heard: [NWPath] { lock.withLock { paths } }
    var callsOffQueue: Int { lock.withLock { offQueue } }

    /// Waits (up to three seconds) until `count` paths were heard.
    func wait(for count: Int) async {
        for _ in 0..<300 where heard.count < count { try? await Task.sleep(for: .milliseconds(10)) }
    }
}

/// The names of this machine's network interfaces, as the kernel lists them.
private func machineInterfaceNames() -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: "/sys/class/net")) ?? [])
}

// Serialized: the simulated path is the whole process's.
@Suite("Network stand-in", .serialized)
struct NetworkStandInTests {
    init() { NWPathMonitor.stopSimulating() }

    @Test("The machine's path lists its loopback interface and a status its interfaces explain")
    func machinePath() throws {
        let path = NWPathMonitor().currentPath
        let loopback = try #require(path.availableInterfaces.first { $0.type == .loopback })
        #expect(loopback.name == "lo")
        #expect(loopback.index == Int(if_nametoindex("lo")) && loopback.index > 0)
        #expect(path.availableInterfaces.last == loopback)
        #expect(Set(path.availableInterfaces.map(\.name)).isSubset(of: machineInterfaceNames()))
        #expect(!path.usesInterfaceType(.loopback))
        #expect(path.unsatisfiedReason == .notAvailable && !path.isConstrained)
        let others = path.availableInterfaces.filter { $0.type != .loopback }
        switch path.status {
        case .satisfied:
            #expect(!others.isEmpty)
            #expect(path.supportsIPv4 || path.supportsIPv6)
            #expect(others.contains { path.usesInterfaceType($0.type) })
        case .unsatisfied:
            #expect(others.isEmpty)
            #expect(!path.supportsIPv4 && !path.supportsDNS && path.gateways.isEmpty)
        case .requiresConnection:
            Issue.record("the machine's path is never requiresConnection: \(path.debugDescription)")
        }
        #expect(path.debugDescription.hasPrefix("\(path.status), "))
        #expect(path.debugDescription.contains("lo (loopback)"))
        // Read twice, the machine gives equal paths (a monitor calls its handler only on a change).
        #expect(NWPathMonitor().currentPath == path)
    }

    @Test("A monitor requiring loopback is satisfied through lo alone; one prohibiting every kind is unsatisfied")
    func loopbackMonitor() {
        let path = NWPathMonitor(requiredInterfaceType: .loopback).currentPath
        #expect(path.status == .satisfied)
        #expect(path.availableInterfaces.map(\.name) == ["lo"])
        #expect(path.usesInterfaceType(.loopback) && path.supportsIPv4)
        #expect(path.gateways.isEmpty)
        let nothing = NWPathMonitor(prohibitedInterfaceTypes: [.wifi, .cellular, .wiredEthernet, .other, .loopback]).currentPath
        #expect(nothing.status == .unsatisfied && nothing.availableInterfaces.isEmpty)
        #expect(!nothing.supportsIPv4 && !nothing.supportsDNS && !nothing.usesInterfaceType(.wiredEthernet))
    }

    @Test("start(queue:) hands the current path to the handler once, on that queue, and sets queue")
    func startDelivers() async {
        let log = PathLog(label: "test.start")
        let monitor = NWPathMonitor()
        #expect(monitor.queue == nil)
        monitor.pathUpdateHandler = log.handler
        monitor.start(queue: log.queue)
        #expect(monitor.queue === log.queue)
        await log.wait(for: 1)
        try? await Task.sleep(for: .milliseconds(100))
        #expect(log.heard == [monitor.currentPath])
        #expect(log.callsOffQueue == 0)
        monitor.cancel()
    }

    @Test("A simulated path reaches a started monitor's handler on its queue and its currentPath; stopping returns the machine's")
    func simulatedPath() async throws {
        let log = PathLog(label: "test.simulated")
        let monitor = NWPathMonitor()
        monitor.pathUpdateHandler = log.handler
        monitor.start(queue: log.queue)
        await log.wait(for: 1)
        let machine = monitor.currentPath

        NWPathMonitor.simulate(.satisfied, interfaces: [.wifi])
        #expect(NWPathMonitor.isSimulating)
        await log.wait(for: 2)
        let online = try #require(log.heard.last)
        #expect(online.status == .satisfied && online.usesInterfaceType(.wifi))
        #expect(online.availableInterfaces.map(\.name) == ["en0"])
        #expect(online.supportsIPv4 && online.supportsIPv6 && online.supportsDNS && !online.isExpensive)

        NWPathMonitor.simulate(.unsatisfied, interfaces: [])
        await log.wait(for: 3)
        let offline = try #require(log.heard.last)
        #expect(offline.status == .unsatisfied && offline.unsatisfiedReason == .notAvailable)
        #expect(offline.availableInterfaces.isEmpty && !offline.supportsDNS && !offline.usesInterfaceType(.wifi))
        #expect(monitor.currentPath == offline)
        #expect(NWPathMonitor().currentPath == offline)

        // The same conditions again are no change: the handler is not called.
        NWPathMonitor.simulate(.unsatisfied, interfaces: [])
        try await Task.sleep(for: .milliseconds(100))
        #expect(log.heard.count == 3)

        NWPathMonitor.stopSimulating()
        #expect(!NWPathMonitor.isSimulating)
        await log.wait(for: 4)
        #expect(log.heard.last == machine)
        #expect(monitor.currentPath == machine)
        #expect(log.callsOffQueue == 0)
        monitor.cancel()
    }

    @Test("cancel() stops delivery, including calls already queued; a cancelled monitor does not start again")
    func cancelStops() async throws {
        let log = PathLog(label: "test.cancel")
        let monitor = NWPathMonitor()
        monitor.pathUpdateHandler = log.handler
        monitor.start(queue: log.queue)
        await log.wait(for: 1)
        // Block the queue, queue a change behind the block, then cancel before the queue runs it.
        let release = DispatchSemaphore(value: 0)
        log.queue.async { release.wait() }
        NWPathMonitor.simulate(.unsatisfied, interfaces: [])
        monitor.cancel()
        release.signal()
        NWPathMonitor.simulate(.satisfied, interfaces: [.cellular])
        monitor.start(queue: log.queue)
        try await Task.sleep(for: .milliseconds(200))
        #expect(log.heard.count == 1)

        let unstarted = NWPathMonitor()
        unstarted.pathUpdateHandler = log.handler
        unstarted.cancel()
        unstarted.start(queue: log.queue)
        try await Task.sleep(for: .milliseconds(100))
        #expect(unstarted.queue == nil)
        #expect(log.heard.count == 1)
    }

    @Test("requiredInterfaceType and prohibitedInterfaceTypes filter the interfaces a path may use")
    func interfaceFilters() {
        NWPathMonitor.simulate(.satisfied, interfaces: [.cellular, .wifi])
        defer { NWPathMonitor.stopSimulating() }

        let any = NWPathMonitor().currentPath
        #expect(any.availableInterfaces.map(\.name) == ["en0", "pdp_ip0"])
        #expect(any.availableInterfaces.map(\.type) == [.wifi, .cellular])
        #expect(any.usesInterfaceType(.wifi) && !any.usesInterfaceType(.cellular) && !any.isExpensive)

        let wifi = NWPathMonitor(requiredInterfaceType: .wifi).currentPath
        #expect(wifi.status == .satisfied && wifi.availableInterfaces.map(\.type) == [.wifi])

        let cellular = NWPathMonitor(requiredInterfaceType: .cellular).currentPath
        #expect(cellular.status == .satisfied && cellular.usesInterfaceType(.cellular) && cellular.isExpensive)
        #expect(cellular.availableInterfaces.map(\.name) == ["pdp_ip0"])

        let wired = NWPathMonitor(requiredInterfaceType: .wiredEthernet).currentPath
        #expect(wired.status == .unsatisfied && wired.availableInterfaces.isEmpty)

        let noWifi = NWPathMonitor(prohibitedInterfaceTypes: [.wifi]).currentPath
        #expect(noWifi.status == .satisfied && noWifi.usesInterfaceType(.cellular) && noWifi.isExpensive)
        #expect(noWifi != any)

        NWPathMonitor.simulate(.requiresConnection, interfaces: [.wifi], isExpensive: true, isConstrained: true)
        let waking = NWPathMonitor().currentPath
        #expect(waking.status == .requiresConnection && !waking.usesInterfaceType(.wifi) && !waking.isExpensive)
        NWPathMonitor.simulate(.satisfied, interfaces: [.wifi], isExpensive: true, isConstrained: true)
        let hotspot = NWPathMonitor().currentPath
        #expect(hotspot.isExpensive && hotspot.isConstrained)
        #expect(hotspot.debugDescription == "satisfied, interfaces: en0 (wifi), uses en0, ipv4, ipv6, dns, expensive, constrained")
    }

    @Test("for await path in monitor yields the current path, then each change")
    func asyncSequence() async throws {
        NWPathMonitor.simulate(.satisfied, interfaces: [.wifi])
        defer { NWPathMonitor.stopSimulating() }
        var iterator = NWPathMonitor(requiredInterfaceType: .wifi).makeAsyncIterator()
        let first = try #require(await iterator.next())
        #expect(first.status == .satisfied)
        NWPathMonitor.simulate(.satisfied, interfaces: [.cellular])
        let second = try #require(await iterator.next())
        #expect(second.status == .unsatisfied)
    }

    @Test("Endpoints: hosts read as addresses or names, ports from literals and text")
    func endpoints() {
        let endpoint = NWEndpoint.hostPort(host: "192.0.2.10", port: 8080)
        #expect(endpoint.debugDescription == "192.0.2.10:8080")
        guard case .hostPort(.ipv4(let address), let port) = endpoint else {
            Issue.record("\(endpoint) is not an IPv4 host and port")
            return
        }
        #expect(address.rawValue == Data([192, 0, 2, 10]) && port.rawValue == 8080)
        #expect(NWEndpoint.Host("2001:db8::1") == .ipv6(IPv6Address("2001:0db8:0:0::1")!))
        #expect(NWEndpoint.hostPort(host: "::1", port: .https).debugDescription == "[::1]:443")
        #expect(NWEndpoint.Host("example.com") == .name("example.com", nil))
        #expect(NWEndpoint.Host("256.1.1.1") == .name("256.1.1.1", nil))
        #expect(IPv4Address("1.2.3") == nil && IPv6Address("1::2::3") == nil && IPv4Address(Data([1, 2])) == nil)
        #expect(IPv4Address.loopback.isLoopback && IPv6Address.loopback.isLoopback && IPv6Address("fe80::1")!.isLinkLocal)
        #expect(NWEndpoint.Port("65535")?.rawValue == 65535)
        #expect(NWEndpoint.Port("65536") == nil && NWEndpoint.Port("-1") == nil && NWEndpoint.Port("") == nil)
        #expect(NWEndpoint.Port.http.rawValue == 80 && NWEndpoint.Port.any.rawValue == 0)
    }

    @MainActor
    @Test("An app's NetworkMonitor drives an offline banner: online shows the list, offline the red banner, light and dark")
    func offlineBanner() async throws {
        NWPathMonitor.simulate(.satisfied, interfaces: [.wifi])
        defer { NWPathMonitor.stopSimulating() }
        let network = NetworkMonitor()
        NWPathMonitor.simulate(.unsatisfied, interfaces: [])
        for _ in 0..<300 where network.isConnected { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!network.isConnected)
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: OfflineBannerScreen(network: network),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
        NWPathMonitor.simulate(.satisfied, interfaces: [.wiredEthernet])
        for _ in 0..<300 where !network.isConnected { try await Task.sleep(for: .milliseconds(10)) }
        #expect(network.isConnected)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: OfflineBannerScreen(network: network))
        window.layout()
        #expect(!window.layoutDescription().contains("No Internet Connection"))
        #expect(window.layoutDescription().contains("Inbox"))
    }
}
