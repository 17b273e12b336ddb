import Foundation

/// napkin's Firebase Cloud Messaging backend: the registration tokens it issued and the topics each is subscribed to,
/// kept in memory, standing in for Google's servers. Nothing reaches the network or APNs. A test reads what the app
/// did and can make the next request fail or the server refresh the token:
///
/// ```swift
/// Messaging.messaging().apnsToken = deviceToken          // what the app delegate does
/// SimulatedFirebaseMessaging.shared.validTokens          // the FCM token issued for it
/// SimulatedFirebaseMessaging.shared.subscribedTopics()   // ["news"] after subscribe(toTopic: "news")
/// ```
///
/// ``reset()`` (also run by `SimulatedFirebase.reset()`) forgets every token, topic and message, and the device's side
/// as well: `Messaging.messaging()` loses its APNs token, FCM token, delegate and auto-init setting. Not Firebase's:
/// napkin's own, for tests.
public final class SimulatedFirebaseMessaging: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one backend of the process.
    public static let shared = SimulatedFirebaseMessaging()

    /// A registration token the backend issued.
    public struct IssuedToken: Sendable, Hashable {
        /// The token, as FCM writes them: an instance ID, `:APA91b` and random characters.
        public var token: String
        /// The sender (project number) it was issued for.
        public var senderID: String
        /// The APNs device token it delivers through.
        public var apnsToken: Data
        /// The kind of APNs token it was given.
        public var apnsTokenType: MessagingAPNSTokenType
        /// When it was issued.
        public var date: Date
    }

    /// A downstream message the app handed to `appDidReceiveMessage(_:)`.
    public struct ReceivedMessage: @unchecked Sendable {
        // Unchecked: the payload is whatever the app passed, read only by the test.
        /// Its `gcm.message_id`, or `nil`.
        public var messageID: String?
        /// The payload as the app passed it.
        public var payload: [AnyHashable: Any]
        /// Whether a message of the same ID had been handed over already this session (FirebaseMessaging logs it once).
        public var isDuplicate: Bool
    }

    private let lock = NSLock()
    private var issued: [IssuedToken] = []
    private var valid: Set<String> = []
    private var topicsByToken: [String: Set<String>] = [:]
    private var messages: [ReceivedMessage] = []
    private var pendingFailures: [MessagingError] = []
    private var installations: [String] = []
    private var forcedInstallationIDRegistration: Bool?

    private init() {
        SimulatedFirebase.onReset("FirebaseMessaging") {
            SimulatedFirebaseMessaging.shared.reset()
        }
    }

    // MARK: What a test reads

    /// Every token issued, oldest first (deleted ones included).
    public var issuedTokens: [IssuedToken] { lock.withLock { issued } }

    /// The tokens still valid (not deleted), in the order they were issued.
    public var validTokens: [String] { lock.withLock { issued.map(\.token).filter { valid.contains($0) } } }

    /// The topics `token` is subscribed to, sorted; the device's current token (`Messaging.messaging().fcmToken`)
    /// when `token` is `nil`.
    public func subscribedTopics(of token: String? = nil) -> [String] {
        guard let token = token ?? Messaging.shared.currentDefaultToken else { return [] }
        return lock.withLock { (topicsByToken[token] ?? []).sorted() }
    }

    /// The valid tokens subscribed to `topic` (given with or without `/topics/`): who a message to it would reach.
    public func subscribers(ofTopic topic: String) -> [String] {
        let name = Messaging.topicName(topic)
        return lock.withLock { issued.map(\.token).filter { valid.contains($0) && topicsByToken[$0]?.contains(name) == true } }
    }

    /// The messages the app handed to `appDidReceiveMessage(_:)`, oldest first.
    public var receivedMessages: [ReceivedMessage] { lock.withLock { messages } }

    /// The Firebase installation IDs registered with `register(completion:)` and not unregistered.
    public var registeredInstallations: [String] { lock.withLock { installations } }

    // MARK: What a test does

    /// Makes the next request that reaches the backend (a token, a deletion, a topic change) fail with `error`, as
    /// when the network is down (`MessagingError(.network)`) or the server times out. Failures queue up.
    public func failNextRequest(with error: MessagingError) {
        lock.withLock { pendingFailures.append(error) }
    }

    /// Refreshes the device's token server-side, as FCM does now and then: the old token stops being valid (its topics
    /// move to the new one), and the app's `MessagingDelegate` and observers of
    /// `Notification.Name.MessagingRegistrationTokenRefreshed` hear of the new one. Returns it, or `nil` when the
    /// device has no token.
    @discardableResult
    public func refreshToken() -> String? {
        Messaging.shared.serverRefreshedToken()
    }

    /// Stands in for the app's Info.plist `FirebaseMessagingInstallationIdEnabled`, which a test bundle lacks: `true`
    /// makes `Messaging.messaging()` register by installation ID (`register(completion:)`) and refuse token calls.
    /// `nil` (the default, and after ``reset()``) reads the Info.plist.
    public var installationIDRegistration: Bool? {
        get { lock.withLock { forcedInstallationIDRegistration } }
        set { lock.withLock { forcedInstallationIDRegistration = newValue } }
    }

    /// Forgets every token, topic, installation, queued failure and received message, and the device's side of
    /// `Messaging.messaging()` (APNs token, FCM token, delegate, auto-init setting).
    public func reset() {
        lock.withLock {
            issued = []
            valid = []
            topicsByToken = [:]
            messages = []
            pendingFailures = []
            installations = []
            forcedInstallationIDRegistration = nil
        }
        Messaging.shared.forgetDeviceState()
    }

    // MARK: What Messaging asks

    func takeFailure() -> MessagingError? {
        lock.withLock { pendingFailures.isEmpty ? nil : pendingFailures.removeFirst() }
    }

    func isValid(_ token: String) -> Bool { lock.withLock { valid.contains(token) } }

    func issueToken(senderID: String, apnsToken: Data, type: MessagingAPNSTokenType) -> String {
        let token = Self.makeToken()
        lock.withLock {
            issued.append(IssuedToken(token: token, senderID: senderID, apnsToken: apnsToken, apnsTokenType: type, date: Date()))
            valid.insert(token)
        }
        return token
    }

    /// Points `token` at a new APNs token (the device's changed).
    func updateAPNSToken(of token: String, to apnsToken: Data, type: MessagingAPNSTokenType) {
        lock.withLock {
            guard let index = issued.lastIndex(where: { $0.token == token }) else { return }
            issued[index].apnsToken = apnsToken
            issued[index].apnsTokenType = type
        }
    }

    func deleteToken(_ token: String) {
        lock.withLock {
            valid.remove(token)
            topicsByToken[token] = nil
        }
    }

    /// Replaces `old` with a new token for the same sender and APNs token, moving its topics.
    func replaceToken(_ old: String) -> String? {
        lock.withLock {
            guard valid.contains(old), let record = issued.last(where: { $0.token == old }) else { return nil }
            let token = Self.makeToken()
            issued.append(
                IssuedToken(
                    token: token, senderID: record.senderID, apnsToken: record.apnsToken, apnsTokenType: record.apnsTokenType, date: Date())
            )
            valid.remove(old)
            valid.insert(token)
            topicsByToken[token] = topicsByToken.removeValue(forKey: old)
            return token
        }
    }

    func subscribe(_ token: String, to topic: String) {
        _ = lock.withLock { topicsByToken[token, default: []].insert(topic) }
    }

    func unsubscribe(_ token: String, from topic: String) {
        _ = lock.withLock { topicsByToken[token]?.remove(topic) }
    }

    func record(_ message: ReceivedMessage) {
        lock.withLock { messages.append(message) }
    }

    func registerInstallation() -> String {
        lock.withLock {
            if let existing = installations.first { return existing }
            let id = Self.randomCharacters(22)
            installations.append(id)
            return id
        }
    }

    func unregisterInstallation() -> String? {
        lock.withLock { installations.isEmpty ? nil : installations.removeFirst() }
    }

    private static let tokenAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    private static func randomCharacters(_ count: Int) -> String {
        String((0..<count).map { _ in tokenAlphabet.randomElement() ?? "A" })
    }

    /// A token shaped as FCM's: a 22-character instance ID, `:APA91b`, then 134 characters (163 in all).
    static func makeToken() -> String { randomCharacters(22) + ":APA91b" + randomCharacters(134) }
}
