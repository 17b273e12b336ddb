import Foundation

/// napkin's radio: the advertisers and browsers running in this process, by service type. An advertiser and a
/// browser of one service type find each other at once (the browser's delegate hears `foundPeer`), and an
/// advertiser that stops is lost (`lostPeer`).
final class Radio: @unchecked Sendable {
    static let shared = Radio()

    private let lock = NSLock()
    private var advertisers: [ObjectIdentifier: Advertising] = [:]
    private var browsers: [ObjectIdentifier: WeakBrowser] = [:]

    /// Something that advertises a peer and answers invitations: an advertiser or an advertiser assistant.
    struct Advertising: @unchecked Sendable {
        weak var owner: AnyObject?
        let peerID: MCPeerID
        let serviceType: String
        let discoveryInfo: [String: String]?
        let invite: (MCPeerID, Data?, @escaping (Bool, MCSession?) -> Void) -> Void
    }

    struct WeakBrowser: @unchecked Sendable {
        weak var browser: MCNearbyServiceBrowser?
    }

    func startAdvertising(_ advertising: Advertising, key: ObjectIdentifier) {
        let listeners = lock.withLock {
            advertisers[key] = advertising
            return browsers.values.compactMap(\.browser).filter {
                $0.serviceType == advertising.serviceType && $0.myPeerID != advertising.peerID
            }
        }
        for browser in listeners {
            browser.delegate?.browser(browser, foundPeer: advertising.peerID, withDiscoveryInfo: advertising.discoveryInfo)
        }
    }

    func stopAdvertising(key: ObjectIdentifier) {
        let (stopped, listeners) = lock.withLock { () -> (Advertising?, [MCNearbyServiceBrowser]) in
            guard let stopped = advertisers.removeValue(forKey: key) else { return (nil, []) }
            let listeners = browsers.values.compactMap(\.browser).filter {
                $0.serviceType == stopped.serviceType && $0.myPeerID != stopped.peerID
            }
            return (stopped, listeners)
        }
        guard let stopped else { return }
        for browser in listeners { browser.delegate?.browser(browser, lostPeer: stopped.peerID) }
    }

    func startBrowsing(_ browser: MCNearbyServiceBrowser) {
        let found = lock.withLock {
            browsers[ObjectIdentifier(browser)] = WeakBrowser(browser: browser)
            return advertisers.values
                .filter { $0.owner != nil && $0.serviceType == browser.serviceType && $0.peerID != browser.myPeerID }
                .sorted { $0.peerID.displayName < $1.peerID.displayName }
        }
        for advertising in found {
            browser.delegate?.browser(browser, foundPeer: advertising.peerID, withDiscoveryInfo: advertising.discoveryInfo)
        }
    }

    func stopBrowsing(_ browser: MCNearbyServiceBrowser) {
        _ = lock.withLock { browsers.removeValue(forKey: ObjectIdentifier(browser)) }
    }

    /// The advertising of `peerID` for `serviceType`, if it is on the air.
    func advertising(_ peerID: MCPeerID, serviceType: String) -> Advertising? {
        lock.withLock { advertisers.values.first { $0.owner != nil && $0.peerID == peerID && $0.serviceType == serviceType } }
    }

    /// Why `serviceType` breaks Bonjour's rules (1-15 characters: lowercase ASCII letters, digits and hyphens, at
    /// least one letter, no hyphen first, last or doubled), or `nil` when it keeps them.
    static func problem(with serviceType: String) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard (1...15).contains(serviceType.count) else {
            return "The service type \"\(serviceType)\" must be 1 to 15 characters long."
        }
        guard serviceType.allSatisfy(allowed.contains) else {
            return "The service type \"\(serviceType)\" may hold only lowercase ASCII letters, digits and hyphens."
        }
        guard serviceType.contains(where: \.isLetter) else {
            return "The service type \"\(serviceType)\" must hold at least one letter."
        }
        guard !serviceType.hasPrefix("-"), !serviceType.hasSuffix("-"), !serviceType.contains("--") else {
            return "The service type \"\(serviceType)\" may not start or end with a hyphen, nor hold two in a row."
        }
        return nil
    }

    /// Connects `inviter`'s session to the session the invited peer accepted with, each session's delegate hearing
    /// the other peer as `.connected`; or tells the inviter's session the peer is `.notConnected`.
    static func answer(_ accepted: Bool, remote: MCSession?, to session: MCSession, invited peerID: MCPeerID, pending: Pending) {
        guard pending.settle() else { return }
        guard accepted, let remote, remote.add(session.myPeerID, session: session) else {
            session.delegate?.session(session, peer: peerID, didChange: .notConnected)
            return
        }
        guard session.add(remote.myPeerID, session: remote) else {
            remote.remove(session.myPeerID)
            session.delegate?.session(session, peer: peerID, didChange: .notConnected)
            return
        }
        remote.delegate?.session(remote, peer: session.myPeerID, didChange: .connected)
        session.delegate?.session(session, peer: remote.myPeerID, didChange: .connected)
    }

    /// An invitation not answered yet: answered once, by the invited peer or by its timeout.
    final class Pending: @unchecked Sendable {
        private let lock = NSLock()
        private var settled = false
        func settle() -> Bool {
            lock.withLock {
                defer { settled = true }
                return !settled
            }
        }
    }
}

/// Hears a browser find and lose peers, as MultipeerConnectivity's `MCNearbyServiceBrowserDelegate`.
public protocol MCNearbyServiceBrowserDelegate: NSObjectProtocol {
    /// `peerID` is advertising the browser's service type, with `info`.
    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?)
    /// `peerID` stopped advertising.
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID)
    /// Browsing did not start (optional): an ``MCError/Code/invalidParameter`` service type.
    func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error)
}

extension MCNearbyServiceBrowserDelegate {
    /// Does nothing, as when the delegate does not implement it.
    public func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}

/// Looks for peers advertising a service type, as MultipeerConnectivity's `MCNearbyServiceBrowser`, and invites
/// them into a session. Finds the advertisers of this process (see ``MCSession``); the delegate hears them during
/// ``startBrowsingForPeers()`` and as they start and stop.
open class MCNearbyServiceBrowser: NSObject, @unchecked Sendable {
    /// The local peer.
    public let myPeerID: MCPeerID
    /// The service type looked for.
    public let serviceType: String
    /// Hears peers found and lost.
    open weak var delegate: (any MCNearbyServiceBrowserDelegate)?

    /// A browser for `myPeerID` of peers advertising `serviceType` (checked when browsing starts).
    public init(peer myPeerID: MCPeerID, serviceType: String) {
        self.myPeerID = myPeerID
        self.serviceType = serviceType
    }

    /// Starts looking: the delegate hears each peer advertising now, then each that starts or stops. A service type
    /// that breaks Bonjour's rules is ``MCError/Code/invalidParameter``, heard by `didNotStartBrowsingForPeers`.
    open func startBrowsingForPeers() {
        if let problem = Radio.problem(with: serviceType) {
            delegate?.browser(self, didNotStartBrowsingForPeers: MCError(.invalidParameter, message: problem))
            return
        }
        Radio.shared.startBrowsing(self)
    }

    /// Stops looking.
    open func stopBrowsingForPeers() { Radio.shared.stopBrowsing(self) }

    /// Invites `peerID` into `session`, with `context`: the session's delegate hears the peer `.connecting`, then
    /// `.connected` once its advertiser accepts, or `.notConnected` when it declines, is not advertising, or does not
    /// answer in `timeout` seconds (30 for 0 or less).
    open func invitePeer(_ peerID: MCPeerID, to session: MCSession, withContext context: Data?, timeout: TimeInterval) {
        session.delegate?.session(session, peer: peerID, didChange: .connecting)
        let pending = Radio.Pending()
        guard let advertising = Radio.shared.advertising(peerID, serviceType: serviceType) else {
            Radio.answer(false, remote: nil, to: session, invited: peerID, pending: pending)
            return
        }
        let wait = timeout > 0 ? timeout : 30
        let box = SessionBox(session: session)
        DispatchQueue.global().asyncAfter(deadline: .now() + wait) {
            guard let session = box.session else { return }
            Radio.answer(false, remote: nil, to: session, invited: peerID, pending: pending)
        }
        advertising.invite(myPeerID, context) { accepted, remote in
            Radio.answer(accepted, remote: remote, to: session, invited: peerID, pending: pending)
        }
    }
}

/// A session held for a timeout without keeping it alive.
private struct SessionBox: @unchecked Sendable {
    weak var session: MCSession?
}

/// Hears invitations to an advertiser's peer, as MultipeerConnectivity's `MCNearbyServiceAdvertiserDelegate`.
public protocol MCNearbyServiceAdvertiserDelegate: NSObjectProtocol {
    /// `peerID` invites the advertised peer, with `context`: call `invitationHandler` with whether to join and the
    /// session to join with.
    func advertiser(
        _ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
        invitationHandler: @escaping (Bool, MCSession?) -> Void)
    /// Advertising did not start (optional): an ``MCError/Code/invalidParameter`` service type.
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error)
}

extension MCNearbyServiceAdvertiserDelegate {
    /// Does nothing, as when the delegate does not implement it.
    public func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) {}
}

/// Advertises a peer under a service type, as MultipeerConnectivity's `MCNearbyServiceAdvertiser`, and hands the
/// invitations it gets to its delegate.
open class MCNearbyServiceAdvertiser: NSObject, @unchecked Sendable {
    /// The peer advertised.
    public let myPeerID: MCPeerID
    /// What browsers are told with the peer.
    public let discoveryInfo: [String: String]?
    /// The service type advertised.
    public let serviceType: String
    /// Hears invitations.
    open weak var delegate: (any MCNearbyServiceAdvertiserDelegate)?

    /// An advertiser of `myPeerID` under `serviceType` (checked when advertising starts), with `info`.
    public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
        self.myPeerID = myPeerID
        discoveryInfo = info
        self.serviceType = serviceType
    }

    /// Starts advertising: browsers of the service type find the peer. A service type that breaks Bonjour's rules is
    /// ``MCError/Code/invalidParameter``, heard by `didNotStartAdvertisingPeer`.
    open func startAdvertisingPeer() {
        if let problem = Radio.problem(with: serviceType) {
            delegate?.advertiser(self, didNotStartAdvertisingPeer: MCError(.invalidParameter, message: problem))
            return
        }
        let advertising = Radio.Advertising(owner: self, peerID: myPeerID, serviceType: serviceType, discoveryInfo: discoveryInfo) {
            [weak self] inviter, context, answer in
            guard let self, let delegate = self.delegate else { return answer(false, nil) }
            delegate.advertiser(self, didReceiveInvitationFromPeer: inviter, withContext: context, invitationHandler: answer)
        }
        Radio.shared.startAdvertising(advertising, key: ObjectIdentifier(self))
    }

    /// Stops advertising: browsers lose the peer.
    open func stopAdvertisingPeer() { Radio.shared.stopAdvertising(key: ObjectIdentifier(self)) }

    deinit { Radio.shared.stopAdvertising(key: ObjectIdentifier(self)) }
}

/// Hears an advertiser assistant's invitation alert, as MultipeerConnectivity's `MCAdvertiserAssistantDelegate`
/// (both optional).
public protocol MCAdvertiserAssistantDelegate: NSObjectProtocol {
    /// The invitation alert is about to show.
    func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
    /// The invitation alert was dismissed.
    func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
}

extension MCAdvertiserAssistantDelegate {
    /// Does nothing, as when the delegate does not implement it.
    public func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
    /// Does nothing, as when the delegate does not implement it.
    public func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
}

/// Advertises a session's peer and answers invitations for the person, as MultipeerConnectivity's
/// `MCAdvertiserAssistant`.
///
/// iOS shows an alert asking the person to accept each invitation. Linux has no one to ask: the invitation is
/// accepted into ``session`` as if the person tapped Accept, the delegate hearing the alert shown and dismissed around
/// it. The alert is not drawn.
open class MCAdvertiserAssistant: NSObject, @unchecked Sendable {
    /// The session invitations join.
    public let session: MCSession
    /// What browsers are told with the peer.
    public let discoveryInfo: [String: String]?
    /// The service type advertised.
    public let serviceType: String
    /// Hears the invitation alert.
    open weak var delegate: (any MCAdvertiserAssistantDelegate)?

    /// An assistant advertising `session`'s peer under `serviceType` (checked when it starts), with `info`.
    public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {
        self.serviceType = serviceType
        discoveryInfo = info
        self.session = session
    }

    /// Starts advertising (nothing when the service type breaks Bonjour's rules, as iOS logs and advertises nothing).
    open func start() {
        guard Radio.problem(with: serviceType) == nil else { return }
        let advertising = Radio.Advertising(owner: self, peerID: session.myPeerID, serviceType: serviceType, discoveryInfo: discoveryInfo) {
            [weak self] _, _, answer in
            guard let self else { return answer(false, nil) }
            self.delegate?.advertiserAssistantWillPresentInvitation(self)
            answer(true, self.session)
            self.delegate?.advertiserAssistantDidDismissInvitation(self)
        }
        Radio.shared.startAdvertising(advertising, key: ObjectIdentifier(self))
    }

    /// Stops advertising.
    open func stop() { Radio.shared.stopAdvertising(key: ObjectIdentifier(self)) }

    deinit { Radio.shared.stopAdvertising(key: ObjectIdentifier(self)) }
}
