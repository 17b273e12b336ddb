import Foundation
import MultipeerConnectivity
import Testing

/// Records what a delegate hears, in order.
private final class Listener: NSObject, MCSessionDelegate, MCNearbyServiceBrowserDelegate, MCNearbyServiceAdvertiserDelegate,
    @unchecked Sendable
{
    private let lock = NSLock()
    private var stored: [String] = []
    var accept = true
    var session: MCSession?
    var found: [MCPeerID] = []
    var received: [Data] = []
    var browseError: (any Error)?
    var advertiseError: (any Error)?

    var events: [String] { lock.withLock { stored } }
    private func log(_ line: String) { lock.withLock { stored.append(line) } }

    func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState) {
        log("\(session.myPeerID.displayName): \(peerID.displayName) \(state)")
    }
    func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID) {
        received.append(data)
        log("\(session.myPeerID.displayName): data from \(peerID.displayName)")
    }
    func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID) {}
    func session(
        _ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, with progress: Progress
    ) { log("start \(resourceName)") }
    func session(
        _ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, at localURL: URL?,
        withError error: (any Error)?
    ) {
        let text = localURL.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "nothing"
        log("finish \(resourceName): \(text)")
    }

    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) {
        found.append(peerID)
        log("found \(peerID.displayName) \(info?["room"] ?? "-")")
    }
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) { log("lost \(peerID.displayName)") }
    func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) { browseError = error }

    func advertiser(
        _ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
        invitationHandler: @escaping (Bool, MCSession?) -> Void
    ) {
        log("invited by \(peerID.displayName) \(context.map { String(decoding: $0, as: UTF8.self) } ?? "-")")
        invitationHandler(accept, session)
    }
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) { advertiseError = error }
}

@Suite("MultipeerConnectivity: discovery, invitations, sending and disconnecting over napkin's in-process radio")
struct MultipeerTests {
    @Test("A browser finds an advertiser of its service type (not of another), and loses it when it stops")
    func discovery() {
        let alice = MCPeerID(displayName: "Alice")
        let bob = MCPeerID(displayName: "Bob")
        let advertiser = MCNearbyServiceAdvertiser(peer: bob, discoveryInfo: ["room": "lobby"], serviceType: "napkin-find")
        let other = MCNearbyServiceAdvertiser(peer: MCPeerID(displayName: "Carol"), discoveryInfo: nil, serviceType: "napkin-other")
        let listener = Listener()
        advertiser.startAdvertisingPeer()
        other.startAdvertisingPeer()
        let browser = MCNearbyServiceBrowser(peer: alice, serviceType: "napkin-find")
        browser.delegate = listener
        browser.startBrowsingForPeers()
        advertiser.stopAdvertisingPeer()
        browser.stopBrowsingForPeers()
        other.stopAdvertisingPeer()
        #expect(listener.events == ["found Bob lobby", "lost Bob"])
    }

    @Test("An accepted invitation connects both sessions; data sent reaches the other's delegate; disconnect tells both")
    func inviteSendDisconnect() throws {
        let alice = MCPeerID(displayName: "Alice")
        let bob = MCPeerID(displayName: "Bob")
        let aliceSession = MCSession(peer: alice, securityIdentity: nil, encryptionPreference: .required)
        let bobSession = MCSession(peer: bob)
        let aliceListener = Listener()
        let bobListener = Listener()
        aliceSession.delegate = aliceListener
        bobSession.delegate = bobListener
        bobListener.session = bobSession
        let advertiser = MCNearbyServiceAdvertiser(peer: bob, discoveryInfo: nil, serviceType: "napkin-chat")
        advertiser.delegate = bobListener
        advertiser.startAdvertisingPeer()
        defer { advertiser.stopAdvertisingPeer() }
        let browser = MCNearbyServiceBrowser(peer: alice, serviceType: "napkin-chat")
        browser.delegate = aliceListener
        browser.startBrowsingForPeers()
        defer { browser.stopBrowsingForPeers() }

        let found = try #require(aliceListener.found.first)
        browser.invitePeer(found, to: aliceSession, withContext: Data("hi".utf8), timeout: 10)
        #expect(aliceSession.connectedPeers == [bob])
        #expect(bobSession.connectedPeers == [alice])
        #expect(bobListener.events == ["invited by Alice hi", "Bob: Alice connected"])

        try aliceSession.send(Data("hello".utf8), toPeers: [bob], with: .reliable)
        #expect(bobListener.received == [Data("hello".utf8)])

        bobSession.disconnect()
        #expect(aliceSession.connectedPeers.isEmpty && bobSession.connectedPeers.isEmpty)
        #expect(aliceListener.events == ["found Bob -", "Alice: Bob connecting", "Alice: Bob connected", "Alice: Bob notConnected"])
        #expect(bobListener.events.last == "Bob: Alice notConnected")
        #expect { try aliceSession.send(Data(), toPeers: [bob], with: .unreliable) } throws: {
            ($0 as? MCError)?.code == .notConnected
        }
    }

    @Test("A declined invitation, or one to a peer not advertising, leaves the peer notConnected")
    func declined() {
        let alice = MCPeerID(displayName: "Alice")
        let bob = MCPeerID(displayName: "Bob")
        let aliceSession = MCSession(peer: alice)
        let aliceListener = Listener()
        aliceSession.delegate = aliceListener
        let bobListener = Listener()
        bobListener.accept = false
        let advertiser = MCNearbyServiceAdvertiser(peer: bob, discoveryInfo: nil, serviceType: "napkin-no")
        advertiser.delegate = bobListener
        advertiser.startAdvertisingPeer()
        defer { advertiser.stopAdvertisingPeer() }
        let browser = MCNearbyServiceBrowser(peer: alice, serviceType: "napkin-no")
        browser.invitePeer(bob, to: aliceSession, withContext: nil, timeout: 5)
        browser.invitePeer(MCPeerID(displayName: "Nobody"), to: aliceSession, withContext: nil, timeout: 5)
        #expect(aliceSession.connectedPeers.isEmpty)
        #expect(
            aliceListener.events == [
                "Alice: Bob connecting", "Alice: Bob notConnected", "Alice: Nobody connecting", "Alice: Nobody notConnected",
            ])
    }

    @Test("An advertiser assistant accepts invitations into its session, as the person tapping Accept")
    func assistant() throws {
        let host = MCPeerID(displayName: "Host")
        let hostSession = MCSession(peer: host)
        let assistant = MCAdvertiserAssistant(serviceType: "chibi", discoveryInfo: nil, session: hostSession)
        assistant.start()
        defer { assistant.stop() }
        let guest = MCSession(peer: MCPeerID(displayName: "Guest"))
        let browser = MCNearbyServiceBrowser(peer: guest.myPeerID, serviceType: "chibi")
        browser.invitePeer(host, to: guest, withContext: nil, timeout: 5)
        #expect(guest.connectedPeers == [host])
        #expect(hostSession.connectedPeers == [guest.myPeerID])
    }

    @Test("sendResource hands the other peer a copy of the file")
    func resource() throws {
        let a = MCSession(peer: MCPeerID(displayName: "A"))
        let b = MCSession(peer: MCPeerID(displayName: "B"))
        let listener = Listener()
        b.delegate = listener
        let assistant = MCAdvertiserAssistant(serviceType: "napkin-files", discoveryInfo: nil, session: b)
        assistant.start()
        defer { assistant.stop() }
        MCNearbyServiceBrowser(peer: a.myPeerID, serviceType: "napkin-files").invitePeer(b.myPeerID, to: a, withContext: nil, timeout: 5)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mc-\(UUID().uuidString).txt")
        try Data("photo".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let progress = a.sendResource(at: file, withName: "photo.txt", toPeer: b.myPeerID, withCompletionHandler: nil)
        #expect(progress?.fractionCompleted == 1)
        #expect(listener.events.suffix(2) == ["start photo.txt", "finish photo.txt: photo"])
    }

    @Test(
        "Service types breaking Bonjour's rules are MCError.invalidParameter, heard by didNotStart",
        arguments: ["", "much-too-long-service", "Upper", "under_score", "-lead", "trail-", "123"])
    func invalidServiceType(_ serviceType: String) {
        let listener = Listener()
        let browser = MCNearbyServiceBrowser(peer: MCPeerID(displayName: "A"), serviceType: serviceType)
        browser.delegate = listener
        browser.startBrowsingForPeers()
        let advertiser = MCNearbyServiceAdvertiser(peer: MCPeerID(displayName: "B"), discoveryInfo: nil, serviceType: serviceType)
        advertiser.delegate = listener
        advertiser.startAdvertisingPeer()
        #expect((listener.browseError as? MCError)?.code == .invalidParameter)
        #expect((listener.advertiseError as? MCError)?.code == .invalidParameter)
    }

    @Test("A peer ID is a peer of its own, and archives as the same peer")
    func peerIdentity() throws {
        let one = MCPeerID(displayName: "Same")
        #expect(one != MCPeerID(displayName: "Same"))
        let data = try NSKeyedArchiver.archivedData(withRootObject: one, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: MCPeerID.self, from: data))
        #expect(back == one && back.displayName == "Same")
    }
}
