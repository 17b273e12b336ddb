import Foundation
import Testing
import WatchConnectivity

/// A favourites store as apps write it: it activates the session and sends its list to the watch.
private final class FavoritesSync: NSObject, WCSessionDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    private var finishedErrors: [WCError.Code?] = []

    var heard: [String] { lock.withLock { events } }
    var transferErrors: [WCError.Code?] { lock.withLock { finishedErrors } }

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
        lock.withLock { events.append("activated \(activationState.rawValue)") }
    }
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) { WCSession.default.activate() }
    func sessionReachabilityDidChange(_ session: WCSession) {
        lock.withLock { events.append("reachable \(session.isReachable)") }
    }
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {
        lock.withLock { events.append("context \(applicationContext["stops"] as? [String] ?? [])") }
    }
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {
        lock.withLock { finishedErrors.append((error as? WCError)?.code) }
    }
}

/// The answers a completion handler gave, safe to collect from another queue.
private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func append(_ value: String) { lock.withLock { values.append(value) } }
    var all: [String] { lock.withLock { values } }
}

@Suite("WatchConnectivity stand-in", .serialized)
struct WCSessionTests {
    init() { WCSession.default.resetSimulation() }

    @Test("Without a watch the session activates, says nothing is paired, and sending fails with WatchConnectivity's codes")
    func noWatch() throws {
        let session = WCSession.default
        let sync = FavoritesSync()
        #expect(WCSession.isSupported())
        #expect(session.activationState == .notActivated)
        #expect(throws: WCError(.sessionNotActivated)) { try session.updateApplicationContext(["stops": ["Olaya"]]) }
        session.delegate = sync
        session.activate()
        session.waitForDelegateCalls()
        #expect(sync.heard == ["activated 2"])
        #expect(session.activationState == .activated && !session.isPaired && !session.isReachable && !session.isWatchAppInstalled)
        do {
            try session.updateApplicationContext(["stops": ["Olaya"]])
            Issue.record("a context reached no watch")
        } catch WCError.deviceNotPaired {
        } catch {
            Issue.record("unexpected \(error)")
        }
        let errors = Answers()
        session.sendMessage(["ping": 1], replyHandler: { _ in errors.append("reply") }, errorHandler: { errors.append("\($0)") })
        session.transferUserInfo(["favorite": "Olaya"])
        session.waitForDelegateCalls()
        #expect(errors.all == ["WCError(deviceNotPaired)"])
        #expect(sync.transferErrors == [.deviceNotPaired])
        #expect(session.outstandingUserInfoTransfers.isEmpty)
    }

    @Test("A simulated watch receives the context and messages, answers through its replier, and tells the delegate it is reachable")
    func simulatedWatch() throws {
        let session = WCSession.default
        let sync = FavoritesSync()
        session.delegate = sync
        session.activate()
        session.simulateWatch(SimulatedWatch()) { message in ["count": (message["stops"] as? [String])?.count ?? 0] }
        session.waitForDelegateCalls()
        #expect(sync.heard == ["activated 2", "reachable true"])
        try session.updateApplicationContext(["stops": ["Olaya", "Tahlia"]])
        #expect(session.applicationContext["stops"] as? [String] == ["Olaya", "Tahlia"])
        let replies = Answers()
        session.sendMessage(["stops": ["Olaya"]], replyHandler: { replies.append("\($0["count"] as? Int ?? -1)") })
        session.simulateReceivedApplicationContext(["stops": ["King Fahd"]])
        session.waitForDelegateCalls()
        #expect(replies.all == ["1"])
        #expect(session.simulatedSentMessages.count == 1)
        #expect(sync.heard.last == "context [\"King Fahd\"]")
        #expect(session.receivedApplicationContext["stops"] as? [String] == ["King Fahd"])
        #expect(session.transferUserInfo(["favorite": "Olaya"]).isTransferring)
    }

    @Test("A watch without the app, or out of reach, refuses what needs it; values that are not property lists are refused")
    func refusals() throws {
        let session = WCSession.default
        let sync = FavoritesSync()
        session.delegate = sync
        session.activate()
        session.simulateWatch(SimulatedWatch(isWatchAppInstalled: false))
        #expect(throws: WCError(.watchAppNotInstalled)) { try session.updateApplicationContext([:]) }
        session.simulateWatch(SimulatedWatch(isReachable: false))
        try session.updateApplicationContext(["ok": true])
        let errors = Answers()
        session.sendMessage(["ping": 1], replyHandler: nil, errorHandler: { errors.append("\($0)") })
        session.waitForDelegateCalls()
        #expect(errors.all == ["WCError(notReachable)"])
        #expect(throws: WCError(.payloadUnsupportedTypes)) { try session.updateApplicationContext(["view": NSObject()]) }
    }
}
