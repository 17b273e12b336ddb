import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of MultipeerConnectivity's errors.
public let MCErrorDomain = "MCErrorDomain"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The fewest peers a session holds (the local peer and one other).
public let kMCSessionMinimumNumberOfPeers = 2

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The most peers a session holds, the local peer included.
public let kMCSessionMaximumNumberOfPeers = 8

/// What sessions, advertisers and browsers fail with, as MultipeerConnectivity's `MCError`:
/// `catch let error as MCError where error.code == .notConnected`.
public struct MCError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Why it failed (the numbers are MultipeerConnectivity's).
    public enum Code: Int, Sendable, Hashable {
        /// An unknown failure.
        case unknown = 0
        /// A peer the request names is not connected to the session.
        case notConnected = 1
        /// An argument is invalid (a service type breaking Bonjour's rules, no peers to send to).
        case invalidParameter = 2
        /// The operation is not supported.
        case unsupported = 3
        /// The peer did not answer in time.
        case timedOut = 4
        /// The operation was cancelled.
        case cancelled = 5
        /// Multipeer connectivity is unavailable.
        case unavailable = 6
    }

    /// Why it failed.
    public let code: Code
    /// What to do about it.
    public let message: String

    /// An error with `code`, explained by `message`.
    public init(_ code: Code, message: String = "") {
        self.code = code
        self.message = message
    }

    /// The domain (``MCErrorDomain``).
    public static var errorDomain: String { MCErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The message, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }
    /// The message, or the code's meaning.
    public var errorDescription: String? { message.isEmpty ? "MultipeerConnectivity error \(code.rawValue) (\(code))." : message }

    /// Matches `catch MCError.notConnected`.
    public static var notConnected: Code { .notConnected }
    /// Matches `catch MCError.invalidParameter`.
    public static var invalidParameter: Code { .invalidParameter }
    /// Matches `catch MCError.timedOut`.
    public static var timedOut: Code { .timedOut }
}

/// Errors match by code, as on iOS: `catch MCError.notConnected`.
public func ~= (code: MCError.Code, error: any Error) -> Bool { (error as? MCError)?.code == code }

/// A peer, as MultipeerConnectivity's `MCPeerID`: the name others see. Each ID made is a peer of its own (two IDs
/// with one display name are two peers), as on iOS; keep the ID (it archives) to stay the same peer.
///
/// iOS raises an exception for an empty name or one longer than 63 UTF-8 bytes; napkin keeps the name as given and
/// crashes nothing.
open class MCPeerID: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The name nearby peers see.
    public let displayName: String
    let identity: UUID

    /// A new peer named `myDisplayName`.
    public init(displayName myDisplayName: String) {
        displayName = myDisplayName
        identity = UUID()
    }

    /// IDs archive securely.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the name and the peer's identity.
    open func encode(with coder: NSCoder) {
        coder.encode(displayName as NSString, forKey: "displayName")
        coder.encode(identity.uuidString as NSString, forKey: "identity")
    }

    /// Reads an ID written by ``encode(with:)``: the same peer (`nil` when the archive holds no ID).
    public required init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "displayName") as String?,
            let text = coder.decodeObject(of: NSString.self, forKey: "identity") as String?, let identity = UUID(uuidString: text)
        else { return nil }
        displayName = name
        self.identity = identity
    }

    /// The ID itself (IDs never change).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// IDs are equal when they are the same peer.
    open override func isEqual(_ object: Any?) -> Bool { (object as? MCPeerID)?.identity == identity }

    /// Hashes the peer's identity.
    open override var hash: Int { identity.hashValue }

    /// The display name, for logs.
    open override var description: String { "<MCPeerID: \(displayName)>" }
}

/// A peer's state in a session.
public enum MCSessionState: Int, Sendable, CustomStringConvertible {
    /// Not (or no longer) connected.
    case notConnected = 0
    /// Invited, connecting.
    case connecting = 1
    /// Connected: data sent reaches it.
    case connected = 2

    /// The case's name.
    public var description: String {
        switch self {
        case .notConnected: "notConnected"
        case .connecting: "connecting"
        case .connected: "connected"
        }
    }
}

/// How data is sent.
public enum MCSessionSendDataMode: Int, Sendable {
    /// In order, retried until delivered.
    case reliable = 0
    /// At once, perhaps lost or out of order (delivered here as reliable data is: the radio loses nothing).
    case unreliable = 1
}

/// Whether a session encrypts.
public enum MCEncryptionPreference: Int, Sendable {
    /// Encrypts when the other peer does.
    case optional = 0
    /// Encrypts, refusing peers that do not.
    case required = 1
    /// Does not encrypt.
    case none = 2
}

/// Hears a session's peers and what they send, as MultipeerConnectivity's `MCSessionDelegate`.
///
/// napkin calls it synchronously, on the thread of the call that caused it (the `send` of the peer sending, the
/// invitation handler accepting, the `disconnect`), so that a test sees each change as soon as that call returns.
/// iOS calls it on a private queue: code that hops to the main queue for the UI works the same.
public protocol MCSessionDelegate: NSObjectProtocol {
    /// `peerID` changed to `state` in `session`.
    func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState)
    /// `peerID` sent `data`.
    func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID)
    /// `peerID` opened a byte stream named `streamName`.
    func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID)
    /// `peerID` started sending the resource `resourceName`.
    func session(
        _ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, with progress: Progress)
    /// The resource `resourceName` arrived at `localURL` (a temporary file to move), or failed with `error`.
    func session(
        _ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, at localURL: URL?,
        withError error: (any Error)?)
    /// `peerID` presented `certificate` (optional): call `certificateHandler` with whether to accept it.
    func session(
        _ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
        certificateHandler: @escaping (Bool) -> Void)
}

extension MCSessionDelegate {
    /// Accepts every peer's certificate, as iOS does when the delegate does not implement this.
    public func session(
        _ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
        certificateHandler: @escaping (Bool) -> Void
    ) {
        certificateHandler(true)
    }
}

/// A session of connected peers, as MultipeerConnectivity's `MCSession`: peers join it through an invitation
/// (``MCNearbyServiceBrowser/invitePeer(_:to:withContext:timeout:)`` accepted by the advertiser, or an
/// ``MCAdvertiserAssistant``), then data sent reaches the other peers' sessions.
///
/// Linux has no radio: napkin's peers are sessions in this process, connected over a simulated radio that loses
/// nothing (see ``MCSessionDelegate`` for when the delegate hears).
open class MCSession: NSObject, @unchecked Sendable {
    /// The local peer.
    public let myPeerID: MCPeerID
    /// The local peer's identity (`[SecIdentity, certificates...]`), kept.
    public let securityIdentity: [Any]?
    /// Whether the session encrypts.
    public let encryptionPreference: MCEncryptionPreference
    /// Hears the session's peers and what they send.
    open weak var delegate: (any MCSessionDelegate)?

    private let lock = NSLock()
    private var peers: [(id: MCPeerID, session: Weak)] = []

    /// A session for `myPeerID`, encrypting when the other peer does.
    public convenience init(peer myPeerID: MCPeerID) {
        self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .optional)
    }

    /// A session for `myPeerID`, identified by `identity`, encrypting as `encryptionPreference` says.
    public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
        self.myPeerID = myPeerID
        securityIdentity = identity
        self.encryptionPreference = encryptionPreference
    }

    /// The peers connected now, in the order they joined.
    open var connectedPeers: [MCPeerID] { lock.withLock { peers.map(\.id) } }

    /// Sends `data` to each of `peerIDs`; their sessions' delegates hear it before this returns.
    ///
    /// Throws ``MCError/Code/invalidParameter`` for no peers and ``MCError/Code/notConnected`` when one of them is
    /// not connected (nothing is sent then).
    open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
        guard !peerIDs.isEmpty else { throw MCError(.invalidParameter, message: "No peers to send to: pass connectedPeers.") }
        let targets = try remoteSessions(for: peerIDs)
        for remote in targets { remote.delegate?.session(remote, didReceive: data, fromPeer: myPeerID) }
    }

    /// Sends the file at `resourceURL` to `peerID` as `resourceName`: its session hears the start, then the file at a
    /// temporary URL of its own; `completionHandler` hears the outcome (``MCError/Code/notConnected``, or the read's
    /// error when the file cannot be read). Returns the transfer's progress (`nil` when nothing was sent).
    @discardableResult
    open func sendResource(
        at resourceURL: URL, withName resourceName: String, toPeer peerID: MCPeerID,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) -> Progress? {
        let remote: MCSession
        do { remote = try remoteSessions(for: [peerID])[0] } catch {
            completionHandler?(error)
            return nil
        }
        let data: Data
        do { data = try Data(contentsOf: resourceURL) } catch {
            completionHandler?(error)
            return nil
        }
        let progress = Progress(totalUnitCount: Int64(data.count))
        remote.delegate?.session(remote, didStartReceivingResourceWithName: resourceName, fromPeer: myPeerID, with: progress)
        let received = FileManager.default.temporaryDirectory.appendingPathComponent("MCResource-\(UUID().uuidString)")
        do {
            try data.write(to: received)
            progress.completedUnitCount = progress.totalUnitCount
            remote.delegate?.session(
                remote, didFinishReceivingResourceWithName: resourceName, fromPeer: myPeerID, at: received, withError: nil)
            completionHandler?(nil)
        } catch {
            remote.delegate?.session(
                remote, didFinishReceivingResourceWithName: resourceName, fromPeer: myPeerID, at: nil, withError: error)
            completionHandler?(error)
        }
        return progress
    }

    /// Leaves the session: every connected peer's session, and this one's delegate, hear each peer go
    /// ``MCSessionState/notConnected``.
    open func disconnect() {
        let left = lock.withLock {
            defer { peers = [] }
            return peers
        }
        for peer in left {
            guard let remote = peer.session.value else { continue }
            remote.remove(myPeerID)
            remote.delegate?.session(remote, peer: myPeerID, didChange: .notConnected)
        }
        for peer in left { delegate?.session(self, peer: peer.id, didChange: .notConnected) }
    }

    /// Stops connecting to `peerID` (nothing to stop here: invitations answer at once or time out).
    open func cancelConnectPeer(_ peerID: MCPeerID) {}

    // MARK: The radio's side

    func add(_ peerID: MCPeerID, session: MCSession) -> Bool {
        lock.withLock {
            guard !peers.contains(where: { $0.id == peerID }), peers.count < kMCSessionMaximumNumberOfPeers - 1 else { return false }
            peers.append((peerID, Weak(session)))
            return true
        }
    }

    func remove(_ peerID: MCPeerID) { lock.withLock { peers.removeAll { $0.id == peerID } } }

    private func remoteSessions(for peerIDs: [MCPeerID]) throws -> [MCSession] {
        try lock.withLock {
            try peerIDs.map { id in
                guard let remote = peers.first(where: { $0.id == id })?.session.value else {
                    throw MCError(.notConnected, message: "\(id.displayName) is not connected to this session: invite it first.")
                }
                return remote
            }
        }
    }
}

/// A session held without keeping it alive.
struct Weak: @unchecked Sendable {
    weak var value: MCSession?
    init(_ value: MCSession) { self.value = value }
}
