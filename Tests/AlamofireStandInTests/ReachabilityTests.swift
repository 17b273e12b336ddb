import Foundation
import Testing

@testable import Alamofire
@testable import Network

@Suite("Alamofire reachability")
struct ReachabilityTests {
    private func path(_ status: NWPath.Status, _ types: [NWInterface.InterfaceType]) -> NWPath {
        let interfaces = types.enumerated().map { index, type in
            NetworkSnapshot.Interface(
                interface: NWInterface(name: "if\(index)", type: type, index: index + 1), isUsable: true, hasIPv4: true, hasIPv6: true)
        }
        let snapshot = NetworkSnapshot(
            interfaces: interfaces, gateways: [], hasDNS: status == .satisfied, status: status, isExpensive: nil, isConstrained: false)
        return NWPath(network: snapshot, required: nil, prohibited: [])
    }

    // The path decides; NWPathMonitor.simulate is left alone, as other suites read the machine's path.
    @Test func statusFromThePath() {
        typealias Status = NetworkReachabilityManager.NetworkReachabilityStatus
        #expect(Status(path(.satisfied, [.wifi])) == .reachable(.ethernetOrWiFi))
        #expect(Status(path(.satisfied, [.wiredEthernet])) == .reachable(.ethernetOrWiFi))
        #expect(Status(path(.satisfied, [.cellular])) == .reachable(.cellular))
        #expect(Status(path(.satisfied, [.wifi, .cellular])) == .reachable(.ethernetOrWiFi))
        #expect(Status(path(.unsatisfied, [])) == .notReachable)
        #expect(Status(path(.requiresConnection, [.cellular])) == .notReachable)
    }

    @Test func listeningReportsTheStatusNow() async {
        guard let manager = NetworkReachabilityManager(host: "www.apple.com") else {
            Issue.record("a host name makes a manager")
            return
        }
        #expect(NetworkReachabilityManager(host: "") == nil)
        let first = Once()
        let status: NetworkReachabilityManager.NetworkReachabilityStatus = await awaitResponse { done in
            manager.startListening { status in
                if first.claim() { done(status) }
            }
        }
        #expect(status != .unknown)
        #expect(manager.isReachable == (manager.status != .notReachable))
        manager.stopListening()
    }
}

/// True the first time only.
final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
