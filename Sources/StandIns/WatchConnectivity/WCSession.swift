// `import WatchConnectivity` on Linux: a phone's session with its Apple Watch. No watch is paired on
// a Linux machine, so by default the session activates and then says so (not paired, app not
// installed, not reachable), and what an app sends fails with WatchConnectivity's own errors, as on
// an iPhone without a watch. A test pairs a simulated watch (`WCSession.simulateWatch`) to see what
// the app sends and to answer its messages.
import Foundation

/// Whether a session is active, as `WCSessionActivationState`.
public enum WCSessionActivationState: Int, Sendable {
    /// Not activated yet.
    case notActivated = 0
    /// Switching to another watch.
    case inactive = 1
    /// Active: it can send.
    case activated = 2
}

/// An error of WatchConnectivity, as `WCError`, catchable by code (`catch WCError.notReachable`).
public struct WCError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong, with WatchConnectivity's numbers.
    public enum Code: Int, Sendable, Hashable {
        case genericError = 7001
        case sessionNotSupported = 7002
        case sessionMissingDelegate = 7003
        case sessionNotActivated = 7004
        case deviceNotPaired = 7005
        case watchAppNotInstalled = 7006
        case notReachable = 7007
        case invalidParameter = 7008
        case payloadTooLarge = 7009
        case payloadUnsupportedTypes = 7010
        case messageReplyFailed = 7011
        case messageReplyTimedOut = 7012
        case fileAccessDenied = 7013
        case deliveryFailed = 7014
        case insufficientSpace = 7015
        case sessionInactive = 7016
        case transferTimedOut = 7017
        case companionAppNotInstalled = 7018
        case watchOnlyApp = 7019
    }

    /// What went wrong.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// The error domain, for `NSError` bridging.
    public static var errorDomain: String { "WCErrorDomain" }
    /// The code's number, for `NSError` bridging.
    public var errorCode: Int { code.rawValue }
    /// How the value prints.
    public var description: String { "WCError(\(code))" }

    /// `Code.deviceNotPaired`, for `catch WCError.deviceNotPaired`.
    public static let deviceNotPaired = Code.deviceNotPaired
    /// `Code.watchAppNotInstalled`, for `catch WCError.watchAppNotInstalled`.
    public static let watchAppNotInstalled = Code.watchAppNotInstalled
    /// `Code.notReachable`, for `catch WCError.notReachable`.
    public static let notReachable = Code.notReachable
    /// `Code.sessionNotActivated`, for `catch WCError.sessionNotActivated`.
    public static let sessionNotActivated = Code.sessionNotActivated
    /// `Code.payloadUnsupportedTypes`, for `catch WCError.payloadUnsupportedTypes`.
    public static let payloadUnsupportedTypes = Code.payloadUnsupportedTypes
    /// `Code.payloadTooLarge`, for `catch WCError.payloadTooLarge`.
    public static let payloadTooLarge = Code.payloadTooLarge
}

extension WCError.Code {
    /// Whether `error` is a ``WCError`` with this code, for `catch WCError.notReachable`.
    public static func ~= (code: WCError.Code, error: any Error) -> Bool {
        (error as? WCError)?.code == code
    }
}

/// What a session tells its app, as `WCSessionDelegate`. The three activation methods are required
/// (iOS's); the others have empty defaults, as Objective-C's optional methods.
public protocol WCSessionDelegate: AnyObject {
    /// Activation finished, in `activationState`, or failed with `error`.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session is switching to another watch.
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The switch finished: activate again to talk to the new watch.
    func sessionDidDeactivate(_ session: WCSession)
    /// Pairing, installation or complication state changed.
    func sessionWatchStateDidChange(_ session: WCSession)
    /// The watch became reachable or stopped being.
    func sessionReachabilityDidChange(_ session: WCSession)
    /// The watch sent a message that wants no reply.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// The watch sent a message that wants a reply.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    /// The watch sent an application context.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// The watch sent user info.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    /// A user-info transfer finished, or failed with `error`.
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
}

extension WCSessionDelegate {
    /// Does nothing unless the delegate implements it.
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    /// Does nothing unless the delegate implements it.
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    /// Does nothing unless the delegate implements it.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    /// Does nothing unless the delegate implements it (the watch hears no reply).
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    /// Does nothing unless the delegate implements it.
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    /// Does nothing unless the delegate implements it.
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    /// Does nothing unless the delegate implements it.
    public func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
}

/// A queued transfer of user info to the watch, as `WCSessionUserInfoTransfer`.
public final class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    /// What is sent.
    public let userInfo: [String: Any]
    /// Whether it carries complication data.
    public let isCurrentComplicationInfo: Bool
    private let state = NSLock()
    private var running = true

    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
        self.userInfo = userInfo
        self.isCurrentComplicationInfo = isCurrentComplicationInfo
    }

    /// Whether it is still queued.
    public var isTransferring: Bool { state.withLock { running } }

    /// Takes it off the queue.
    public func cancel() { finish() }

    func finish() { state.withLock { running = false } }
}

/// The watch a test pairs with ``WCSession/simulateWatch(_:)``: its state, and what reached it.
public struct SimulatedWatch: Sendable {
    /// Whether a watch is paired.
    public var isPaired: Bool
    /// Whether the app's watch app is installed on it.
    public var isWatchAppInstalled: Bool
    /// Whether the watch app is running and reachable now.
    public var isReachable: Bool
    /// Whether the app's complication is on the watch face.
    public var isComplicationEnabled: Bool

    /// A watch in these states: by default paired, with the app installed and reachable.
    public init(isPaired: Bool = true, isWatchAppInstalled: Bool = true, isReachable: Bool = true, isComplicationEnabled: Bool = false) {
        self.isPaired = isPaired
        self.isWatchAppInstalled = isWatchAppInstalled
        self.isReachable = isReachable
        self.isComplicationEnabled = isComplicationEnabled
    }
}

/// The phone's session with its watch, as WatchConnectivity's `WCSession` (see the top of this
/// file for what Linux answers). Delegate calls run on a background queue, as on iOS.
public final class WCSession: NSObject, @unchecked Sendable {
    // Sound: every mutable property is read and written under `lock`.
    private let lock = NSLock()
    private weak var storedDelegate: (any WCSessionDelegate)?
    private var state = WCSessionActivationState.notActivated
    private var watch: SimulatedWatch?
    private var context: [String: Any] = [:]
    private var receivedContext: [String: Any] = [:]
    private var transfers: [WCSessionUserInfoTransfer] = []
    private var sentMessages: [[String: Any]] = []
    private var replier: (@Sendable ([String: Any]) -> [String: Any]?)?
    private let callbacks = DispatchQueue(label: "WatchConnectivity.WCSession.delegate")

    private override init() {}

    /// The one session of the app.
    public static let `default` = WCSession()

    /// Whether this device can talk to a watch: an iPhone can, so true.
    public class func isSupported() -> Bool { true }

    /// Who hears the session's events; set it before ``activate()``.
    public var delegate: (any WCSessionDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Activates the session: the delegate hears `activationDidCompleteWith` (`.activated`) on the
    /// session's queue. Without a delegate nothing happens, as iOS refuses (`sessionMissingDelegate`).
    public func activate() {
        guard let delegate = DelegateBox(delegate) else { return }
        lock.withLock { state = .activated }
        callbacks.async { delegate.value.session(self, activationDidCompleteWith: .activated, error: nil) }
    }

    /// Whether the session is active.
    public var activationState: WCSessionActivationState { lock.withLock { state } }
    /// Whether a watch is paired (false unless a test pairs one).
    public var isPaired: Bool { lock.withLock { watch?.isPaired ?? false } }
    /// Whether the app's watch app is installed on the paired watch.
    public var isWatchAppInstalled: Bool { lock.withLock { (watch?.isPaired ?? false) && (watch?.isWatchAppInstalled ?? false) } }
    /// Whether the app's complication is on the watch face.
    public var isComplicationEnabled: Bool { lock.withLock { watch?.isComplicationEnabled ?? false } }
    /// Whether the watch app is reachable now (messages can be sent).
    public var isReachable: Bool {
        lock.withLock { state == .activated && watch.map { $0.isPaired && $0.isWatchAppInstalled && $0.isReachable } ?? false }
    }
    /// The folder shared with the watch app (none without one installed).
    public var watchDirectoryURL: URL? { nil }
    /// Complication transfers left today.
    public var remainingComplicationUserInfoTransfers: Int { isComplicationEnabled ? 50 : 0 }
    /// Whether content from the watch waits to be delivered (never, here).
    public var hasContentPending: Bool { false }

    /// The context last sent with ``updateApplicationContext(_:)``.
    public var applicationContext: [String: Any] { lock.withLock { context } }
    /// The context the watch last sent.
    public var receivedApplicationContext: [String: Any] { lock.withLock { receivedContext } }
    /// The user-info transfers still queued.
    public var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { lock.withLock { transfers.filter(\.isTransferring) } }

    /// Replaces the context the watch app reads.
    ///
    /// - Throws: ``WCError`` `.sessionNotActivated` before ``activate()``, `.deviceNotPaired` and
    ///   `.watchAppNotInstalled` as the watch stands, `.payloadUnsupportedTypes` for a value that is
    ///   not a property-list type (strings, numbers, dates, data, arrays and dictionaries of them).
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        try checkDelivery()
        guard PropertyListSerialization.propertyList(applicationContext, isValidFor: .binary) else {
            throw WCError(.payloadUnsupportedTypes)
        }
        lock.withLock { context = applicationContext }
    }

    /// Sends `message` to the reachable watch app: a simulated watch's replier answers through
    /// `replyHandler`; otherwise `errorHandler` hears `.notReachable` (or the check that failed).
    public func sendMessage(
        _ message: [String: Any], replyHandler: (@Sendable ([String: Any]) -> Void)?, errorHandler: (@Sendable (any Error) -> Void)? = nil
    ) {
        do {
            try checkDelivery()
            guard isReachable else { throw WCError(.notReachable) }
            guard PropertyListSerialization.propertyList(message, isValidFor: .binary) else { throw WCError(.payloadUnsupportedTypes) }
            let answer = lock.withLock { () -> (@Sendable ([String: Any]) -> [String: Any]?)? in
                sentMessages.append(message)
                return replier
            }
            guard let replyHandler else { return }
            let box = MessageBox(message)
            callbacks.async {
                if let reply = answer?(box.value) { replyHandler(reply) } else { errorHandler?(WCError(.messageReplyFailed)) }
            }
        } catch {
            if let errorHandler { callbacks.async { errorHandler(error) } }
        }
    }

    /// Queues `userInfo` for the watch app; the delegate hears when it finishes (at once, with the
    /// error, when no watch app can receive it).
    @discardableResult
    public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        queue(WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false))
    }

    /// Queues complication data for the watch face.
    @discardableResult
    public func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        queue(WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true))
    }

    private func queue(_ transfer: WCSessionUserInfoTransfer) -> WCSessionUserInfoTransfer {
        do {
            try checkDelivery()
            lock.withLock { transfers.append(transfer) }
        } catch {
            transfer.finish()
            if let delegate = DelegateBox(delegate) {
                callbacks.async { delegate.value.session(self, didFinish: transfer, error: error) }
            }
        }
        return transfer
    }

    private func checkDelivery() throws(WCError) {
        let (state, watch) = lock.withLock { (self.state, self.watch) }
        guard state == .activated else { throw WCError(.sessionNotActivated) }
        guard let watch, watch.isPaired else { throw WCError(.deviceNotPaired) }
        guard watch.isWatchAppInstalled else { throw WCError(.watchAppNotInstalled) }
    }

    // MARK: Simulation (napkin's own)

    /// Pairs a simulated watch in `watch`'s states (nil unpairs it), as a test sets up the screen
    /// a user with a watch sees; the delegate hears the state and reachability changes.
    public func simulateWatch(_ watch: SimulatedWatch?, replier: (@Sendable ([String: Any]) -> [String: Any]?)? = nil) {
        let delegate = lock.withLock { () -> (any WCSessionDelegate)? in
            self.watch = watch
            self.replier = replier
            return storedDelegate
        }
        guard let delegate = DelegateBox(delegate) else { return }
        callbacks.async {
            delegate.value.sessionWatchStateDidChange(self)
            delegate.value.sessionReachabilityDidChange(self)
        }
    }

    /// Delivers `context` from the simulated watch, as the watch app's `updateApplicationContext`.
    public func simulateReceivedApplicationContext(_ context: [String: Any]) {
        let box = MessageBox(context)
        let delegate = lock.withLock { () -> (any WCSessionDelegate)? in
            receivedContext = context
            return storedDelegate
        }
        guard let delegate = DelegateBox(delegate) else { return }
        callbacks.async { delegate.value.session(self, didReceiveApplicationContext: box.value) }
    }

    /// The messages sent to the simulated watch, oldest first.
    public var simulatedSentMessages: [[String: Any]] { lock.withLock { sentMessages } }

    /// Unpairs the watch and forgets what was sent, received and queued, and the activation.
    public func resetSimulation() {
        lock.withLock {
            watch = nil
            replier = nil
            context = [:]
            receivedContext = [:]
            transfers = []
            sentMessages = []
            state = .notActivated
        }
    }

    /// Waits until the delegate calls queued so far have run (for tests).
    public func waitForDelegateCalls() {
        callbacks.sync {}
    }
}

/// The delegate handed to the session's queue, where iOS calls it too: the delegate's own
/// methods are what the app writes for that queue.
private struct DelegateBox: @unchecked Sendable {
    let value: any WCSessionDelegate
    init?(_ value: (any WCSessionDelegate)?) {
        guard let value else { return nil }
        self.value = value
    }
}

/// A property-list dictionary handed to another queue (its values are immutable plist types).
private struct MessageBox: @unchecked Sendable {
    let value: [String: Any]
    init(_ value: [String: Any]) { self.value = value }
}
