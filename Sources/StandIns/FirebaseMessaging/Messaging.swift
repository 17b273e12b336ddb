import Foundation

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted with the new FCM token as its object whenever the `MessagingDelegate` hears of one, as FirebaseMessaging's
    /// `FIRMessagingRegistrationTokenRefreshedNotification`.
    public static let MessagingRegistrationTokenRefreshed = Notification.Name("com.firebase.messaging.notif.fcm-token-refreshed")
    /// Posted with the installation ID as its object when ``Messaging/unregister(completion:)`` unregistered it.
    public static let messagingInstallationIdUnregistered = Notification.Name(
        "com.firebase.messaging.notif.installation-id-unregistered")
}

/// Whether a downstream message handed to ``Messaging/appDidReceiveMessage(_:)`` was one, as FirebaseMessaging's
/// `MessagingMessageStatus`.
public enum MessagingMessageStatus: Int, Sendable, Hashable {
    /// Not a message (an empty payload).
    case unknown
    /// A downstream message the app received.
    case new
}

/// The kind of APNs token handed to ``Messaging/setAPNSToken(_:type:)``, as FirebaseMessaging's `MessagingAPNSTokenType`.
public enum MessagingAPNSTokenType: Int, Sendable, Hashable {
    /// Worked out from the provisioning profile.
    case unknown
    /// The sandbox (development) APNs environment.
    case sandbox
    /// The production APNs environment.
    case prod
}

/// What ``Messaging/appDidReceiveMessage(_:)`` says of a message, as FirebaseMessaging's `MessagingMessageInfo`.
open class MessagingMessageInfo: NSObject, @unchecked Sendable {
    // Unchecked: the one stored property is immutable.
    private let storedStatus: MessagingMessageStatus

    /// Information with status ``MessagingMessageStatus/unknown``.
    public override init() {
        storedStatus = .unknown
        super.init()
    }

    init(status: MessagingMessageStatus) {
        storedStatus = status
        super.init()
    }

    /// The message's status.
    open var status: MessagingMessageStatus { storedStatus }
}

/// What hears of FCM registrations, as FirebaseMessaging's `MessagingDelegate`. Every method has a default that does
/// nothing, as the Objective-C protocol's methods are optional. ``Messaging`` calls it before the call that issued
/// the token returns, on that call's thread (FirebaseMessaging calls it later, on the main queue).
public protocol MessagingDelegate: NSObjectProtocol {
    /// A registration token is available, or was refreshed: send it to the app's server.
    func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?)
    /// The app instance was registered by its Firebase installation ID (``Messaging/register(completion:)``).
    func messaging(_ messaging: Messaging, didReceiveRegistration installationId: String?)
    /// The app instance's installation ID was unregistered (``Messaging/unregister(completion:)``).
    func messaging(_ messaging: Messaging, didUnregister installationId: String)
}

extension MessagingDelegate {
    /// Nothing to do.
    public func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?) {}
    /// Nothing to do.
    public func messaging(_ messaging: Messaging, didReceiveRegistration installationId: String?) {}
    /// Nothing to do.
    public func messaging(_ messaging: Messaging, didUnregister installationId: String) {}
}

/// Firebase Cloud Messaging for the default app, as FirebaseMessaging's `Messaging`: the FCM registration token
/// (issued once the APNs token is set), topic subscriptions, and the bookkeeping of received messages.
///
/// On Linux the backend is ``SimulatedFirebaseMessaging``: tokens and topics kept in memory for a test to read;
/// nothing reaches the network or APNs. Every call completes before it returns, its completion called on the
/// caller's thread (iOS calls back later), and so does the ``delegate`` hear of tokens (iOS: on the main queue).
///
/// Without a configured default app, FirebaseMessaging's `Messaging.messaging()` returns `nil` to Swift and every call
/// silently does nothing (completions never run). napkin's returns the instance and logs FirebaseCore's "not yet
/// configured" error; its requests then fail with the errors FirebaseMessaging gives a request without a sender ID
/// (``MessagingError/missingAuthorizedEntityCode`` for tokens and topics, ``MessagingError/Code/invalidRequest`` for
/// deletions), and setting ``apnsToken`` issues no token, so an app that forgot `FirebaseApp.configure()` fails visibly.
open class Messaging: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    static let shared = Messaging()

    private let lock = NSRecursiveLock()
    private weak var storedDelegate: (any MessagingDelegate)?
    private var storedAPNSToken: Data?
    private var storedAPNSTokenType = MessagingAPNSTokenType.unknown
    private var storedAutoInit: Bool?
    private var defaultToken: (token: String, senderID: String)?
    private var senderTokens: [String: String] = [:]
    private var loggedMessageIDs: Set<String> = []
    private var installationID: String?

    private override init() { super.init() }

    private var backend: SimulatedFirebaseMessaging { SimulatedFirebaseMessaging.shared }

    /// The instance for the default app (the same object every time).
    open class func messaging() -> Messaging {
        _ = SimulatedFirebaseMessaging.shared  // registers the backend's reset with SimulatedFirebase
        if FirebaseApp.app() == nil {
            FirebaseLog.log(
                .error, "I-COR000003",
                "The default Firebase app has not yet been configured. Add `FirebaseApp.configure()` to your application "
                    + "initialization; until then Messaging's requests fail.")
        }
        return shared
    }

    /// The helper a notification service extension fills notifications with, as FirebaseMessaging's
    /// `serviceExtension()`.
    open class func serviceExtension() -> MessagingExtensionHelper { MessagingExtensionHelper() }

    /// Who hears of registration tokens (held weakly).
    open var delegate: (any MessagingDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    // MARK: APNs

    /// The APNs device token, as the app delegate's `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`
    /// sets it. Setting a new one, with auto-init on and a configured app, issues the FCM token the ``delegate`` then
    /// hears of (an existing token is pointed at the new APNs token instead).
    open var apnsToken: Data? {
        get { lock.withLock { storedAPNSToken } }
        set {
            guard let newValue else {
                lock.withLock { storedAPNSToken = nil }
                return
            }
            setAPNSToken(newValue, type: .unknown)
        }
    }

    /// Sets the APNs token and its kind; see ``apnsToken``.
    open func setAPNSToken(_ apnsToken: Data, type: MessagingAPNSTokenType) {
        let current: (changed: Bool, token: String?) = lock.withLock {
            guard storedAPNSToken != apnsToken else { return (false, nil) }
            storedAPNSToken = apnsToken
            storedAPNSTokenType = type
            return (true, defaultToken?.token)
        }
        guard current.changed else { return }
        if let token = current.token, backend.isValid(token) {
            backend.updateAPNSToken(of: token, to: apnsToken, type: type)
        } else if isAutoInitEnabled, !isInstallationIdEnabled, Self.defaultSenderID != nil {
            _ = defaultTokenRequest()
        }
    }

    // MARK: FCM tokens

    /// Whether FCM registers the app by itself once it has an APNs token. Until set, the app's Info.plist
    /// `FirebaseMessagingAutoInitEnabled`, else the default app's `isDataCollectionDefaultEnabled` (`false` without
    /// one), as FirebaseMessaging reads it. Turning it on with an APNs token and no FCM token issues one.
    open var isAutoInitEnabled: Bool {
        get { lock.withLock { storedAutoInit } ?? Self.autoInitDefault }
        set {
            let wasEnabled = isAutoInitEnabled
            let needsToken: Bool = lock.withLock {
                storedAutoInit = newValue
                return defaultToken == nil && storedAPNSToken != nil
            }
            if !wasEnabled, newValue, needsToken, !isInstallationIdEnabled, Self.defaultSenderID != nil { _ = defaultTokenRequest() }
        }
    }

    private static var autoInitDefault: Bool {
        if let value = Bundle.main.object(forInfoDictionaryKey: "FirebaseMessagingAutoInitEnabled") {
            if let flag = value as? Bool { return flag }
            if let text = value as? String { return (text as NSString).boolValue }
        }
        return FirebaseApp.app()?.isDataCollectionDefaultEnabled ?? false
    }

    /// Whether the app registers by its Firebase installation ID instead of a token: the app's Info.plist
    /// `FirebaseMessagingInstallationIdEnabled` (`false` unless set), or
    /// ``SimulatedFirebaseMessaging/installationIDRegistration`` when a test set it. While on, token calls fail with
    /// ``MessagingError/Code/invalidRequest`` and ``register(completion:)`` is the way in.
    open var isInstallationIdEnabled: Bool {
        if let forced = backend.installationIDRegistration { return forced }
        let value = Bundle.main.object(forInfoDictionaryKey: "FirebaseMessagingInstallationIdEnabled")
        return (value as? Bool) ?? (value as? String).map { ($0 as NSString).boolValue } ?? false
    }

    /// The current FCM registration token, or `nil` before one was issued (no APNs token yet, auto-init off, no
    /// configured app) or after ``deleteToken(completion:)``.
    open var fcmToken: String? {
        isInstallationIdEnabled ? nil : currentDefaultToken
    }

    var currentDefaultToken: String? { lock.withLock { defaultToken?.token } }

    /// Calls `completion` with the FCM token, issuing one if there is none: fails without an APNs token (error 505,
    /// as FirebaseMessaging 10.4 and later) or without a configured app (error 502).
    open func token(completion: @escaping @Sendable (String?, (any Error)?) -> Void) {
        switch checkedDefaultTokenRequest() {
        case .success(let token): completion(token, nil)
        case .failure(let error): completion(nil, error)
        }
    }

    /// The FCM token; see ``token(completion:)``.
    open func token() async throws -> String {
        try checkedDefaultTokenRequest().get()
    }

    /// Deletes the FCM token: the backend forgets it and its topics, ``fcmToken`` becomes `nil`, and the next
    /// ``token(completion:)`` issues another.
    open func deleteToken(completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(deleteDefaultToken())
    }

    /// Deletes the FCM token; see ``deleteToken(completion:)``.
    open func deleteToken() async throws {
        if let error = deleteDefaultToken() { throw error }
    }

    /// Calls `completion` with a token for another sender (not the ``delegate``'s, not cached as ``fcmToken``).
    open func retrieveFCMToken(forSenderID senderID: String, completion: @escaping @Sendable (String?, (any Error)?) -> Void) {
        switch senderTokenRequest(senderID) {
        case .success(let token): completion(token, nil)
        case .failure(let error): completion(nil, error)
        }
    }

    /// A token for another sender; see ``retrieveFCMToken(forSenderID:completion:)``.
    open func retrieveFCMToken(forSenderID senderID: String) async throws -> String {
        try senderTokenRequest(senderID).get()
    }

    /// Deletes the token of another sender.
    open func deleteFCMToken(forSenderID senderID: String, completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(deleteToken(senderID: senderID))
    }

    /// Deletes the token of another sender; see ``deleteFCMToken(forSenderID:completion:)``.
    open func deleteFCMToken(forSenderID senderID: String) async throws {
        if let error = deleteToken(senderID: senderID) { throw error }
    }

    /// Deletes every token and registration of the app instance; with auto-init on, then asks for a new token (or
    /// registration), whose error, if any, `completion` gets.
    open func deleteData(completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(deleteAllData())
    }

    /// Deletes every token and registration; see ``deleteData(completion:)``.
    open func deleteData() async throws {
        if let error = deleteAllData() { throw error }
    }

    // MARK: Installation ID registration

    /// Registers the app instance by its Firebase installation ID (only while ``isInstallationIdEnabled``, else
    /// ``MessagingError/Code/invalidRequest``); the ``delegate``'s `messaging(_:didReceiveRegistration:)` hears of it.
    open func register(completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(registerInstallation())
    }

    /// Registers the app instance; see ``register(completion:)``.
    open func register() async throws {
        if let error = registerInstallation() { throw error }
    }

    /// Unregisters the app instance's installation ID; the ``delegate``'s `messaging(_:didUnregister:)` and observers of
    /// `messagingInstallationIdUnregistered` hear of it.
    open func unregister(completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(unregisterInstallation())
    }

    /// Unregisters the app instance; see ``unregister(completion:)``.
    open func unregister() async throws {
        if let error = unregisterInstallation() { throw error }
    }

    // MARK: Topics

    /// Subscribes the app instance to `topic` (letters, digits and `-_.~%`; a `/topics/` prefix is accepted and
    /// logged as deprecated). Needs the FCM token, so fails as ``token(completion:)`` does.
    open func subscribe(toTopic topic: String) { _ = changeTopic(topic, subscribe: true) }

    /// Subscribes to `topic`; `completion` gets `nil`, or ``MessagingError/Code/invalidTopicName`` for a name
    /// FirebaseMessaging refuses, or the token's error.
    open func subscribe(toTopic topic: String, completion: (@Sendable ((any Error)?) -> Void)?) {
        let error = changeTopic(topic, subscribe: true)
        completion?(error)
    }

    /// Subscribes to `topic`; see ``subscribe(toTopic:completion:)``.
    open func subscribe(toTopic topic: String) async throws {
        if let error = changeTopic(topic, subscribe: true) { throw error }
    }

    /// Unsubscribes the app instance from `topic`.
    open func unsubscribe(fromTopic topic: String) { _ = changeTopic(topic, subscribe: false) }

    /// Unsubscribes from `topic`; `completion` gets `nil` or the error, as ``subscribe(toTopic:completion:)``'s.
    open func unsubscribe(fromTopic topic: String, completion: (@Sendable ((any Error)?) -> Void)?) {
        let error = changeTopic(topic, subscribe: false)
        completion?(error)
    }

    /// Unsubscribes from `topic`; see ``unsubscribe(fromTopic:completion:)``.
    open func unsubscribe(fromTopic topic: String) async throws {
        if let error = changeTopic(topic, subscribe: false) { throw error }
    }

    // MARK: Messages

    /// Notes a downstream message the app received (from `userNotificationCenter(_:willPresent:...)` or
    /// `application(_:didReceiveRemoteNotification:...)`): ``MessagingMessageStatus/new``, or
    /// ``MessagingMessageStatus/unknown`` for an empty payload. Kept in
    /// ``SimulatedFirebaseMessaging/receivedMessages``; a `gcm.message_id` seen before is marked a duplicate, as
    /// FirebaseMessaging logs each message once a session.
    @discardableResult
    open func appDidReceiveMessage(_ message: [AnyHashable: Any]) -> MessagingMessageInfo {
        guard !message.isEmpty else { return MessagingMessageInfo(status: .unknown) }
        let messageID = (message["gcm.message_id"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let duplicate = messageID.map { id in lock.withLock { !loggedMessageIDs.insert(id).inserted } } ?? false
        backend.record(.init(messageID: messageID, payload: message, isDuplicate: duplicate))
        return MessagingMessageInfo(status: .new)
    }

    // MARK: The requests

    /// The default app's sender ID, or `nil` without a configured default app (or with an empty one).
    private static var defaultSenderID: String? {
        guard let sender = FirebaseApp.app()?.options.gcmSenderID, !sender.isEmpty else { return nil }
        return sender
    }

    private static func log(_ level: FirebaseLoggerLevel, _ code: Int, _ message: String) {
        let number = String(code)
        FirebaseLog.log(
            level, service: "FirebaseMessaging", "I-FCM" + String(repeating: "0", count: max(0, 6 - number.count)) + number, message)
    }

    private var installationIDEnabledError: MessagingError {
        let reason = "FirebaseMessagingInstallationIdEnabled is set to YES, so FCM token operations are not supported."
        Self.log(.error, 2027, reason)
        return .make(MessagingError.Code.invalidRequest.rawValue, reason)
    }

    private func checkedDefaultTokenRequest() -> Result<String, MessagingError> {
        if isInstallationIdEnabled { return .failure(installationIDEnabledError) }
        return defaultTokenRequest()
    }

    private func defaultTokenRequest() -> Result<String, MessagingError> {
        guard let senderID = Self.defaultSenderID else {
            let reason = "Couldn't fetch token because a Sender ID was not supplied. A valid Sender ID is required to fetch an FCM token"
            Self.log(.error, 2020, reason)
            return .failure(.make(MessagingError.missingAuthorizedEntityCode, reason))
        }
        return tokenRequest(senderID: senderID, isDefault: true)
    }

    private func senderTokenRequest(_ senderID: String) -> Result<String, MessagingError> {
        if isInstallationIdEnabled { return .failure(installationIDEnabledError) }
        guard !senderID.isEmpty else {
            let reason = "Couldn't fetch token because a Sender ID was not supplied. A valid Sender ID is required to fetch an FCM token"
            Self.log(.error, 2020, reason)
            return .failure(.make(MessagingError.missingAuthorizedEntityCode, reason))
        }
        return tokenRequest(senderID: senderID, isDefault: senderID == Self.defaultSenderID)
    }

    private func tokenRequest(senderID: String, isDefault: Bool) -> Result<String, MessagingError> {
        let (apns, type, cached): (Data?, MessagingAPNSTokenType, String?) = lock.withLock {
            let cached = isDefault ? defaultToken.flatMap { $0.senderID == senderID ? $0.token : nil } : senderTokens[senderID]
            return (storedAPNSToken, storedAPNSTokenType, cached)
        }
        guard let apns else {
            Self.log(.warning, 2022, "Declining request for FCM Token since no APNS Token specified")
            return .failure(.make(MessagingError.missingDeviceTokenCode, "No APNS token specified before fetching FCM Token"))
        }
        if let cached, backend.isValid(cached) { return .success(cached) }
        if let failure = backend.takeFailure() { return .failure(failure) }
        let token = backend.issueToken(senderID: senderID, apnsToken: apns, type: type)
        if isDefault {
            lock.withLock { defaultToken = (token, senderID) }
            notifyDelegate { messaging, delegate in delegate?.messaging(messaging, didReceiveRegistrationToken: token) }
            postOnMain(.MessagingRegistrationTokenRefreshed, object: token)
        } else {
            lock.withLock { senderTokens[senderID] = token }
        }
        return .success(token)
    }

    private func deleteDefaultToken() -> MessagingError? {
        guard let senderID = Self.defaultSenderID else {
            let reason = "Couldn't delete token because a Sender ID was not supplied. A valid Sender ID is required to delete an FCM token"
            Self.log(.error, 2021, reason)
            return .make(MessagingError.Code.invalidRequest.rawValue, reason)
        }
        return deleteToken(senderID: senderID)
    }

    private func deleteToken(senderID: String) -> MessagingError? {
        guard !senderID.isEmpty else {
            let reason = "Couldn't delete token because a Sender ID was not supplied. A valid Sender ID is required to delete an FCM token"
            Self.log(.error, 2021, reason)
            return .make(MessagingError.Code.invalidRequest.rawValue, reason)
        }
        if isInstallationIdEnabled { return installationIDEnabledError }
        if let failure = backend.takeFailure() { return failure }
        let token: String? = lock.withLock {
            if let current = defaultToken, current.senderID == senderID {
                defaultToken = nil
                return current.token
            }
            return senderTokens.removeValue(forKey: senderID)
        }
        if let token { backend.deleteToken(token) }
        return nil
    }

    private func deleteAllData() -> MessagingError? {
        if let failure = backend.takeFailure() { return failure }
        let tokens: [String] = lock.withLock {
            let all = [defaultToken?.token].compactMap { $0 } + senderTokens.values
            defaultToken = nil
            senderTokens = [:]
            installationID = nil
            return all
        }
        for token in tokens { backend.deleteToken(token) }
        _ = backend.unregisterInstallation()
        guard isAutoInitEnabled else { return nil }
        if isInstallationIdEnabled { return registerInstallation() }
        if case .failure(let error) = defaultTokenRequest() { return error }
        return nil
    }

    private func registerInstallation() -> MessagingError? {
        guard isInstallationIdEnabled else {
            let reason = "FirebaseMessagingInstallationIdEnabled is not set to YES, so FID operations are not supported."
            Self.log(.error, 2028, reason)
            return .make(MessagingError.Code.invalidRequest.rawValue, reason)
        }
        guard Self.defaultSenderID != nil else {
            let reason = "No Sender ID is available to register"
            Self.log(.error, 2020, reason)
            return .make(MessagingError.missingAuthorizedEntityCode, reason)
        }
        if let failure = backend.takeFailure() { return failure }
        let id = backend.registerInstallation()
        lock.withLock { installationID = id }
        notifyDelegate { messaging, delegate in delegate?.messaging(messaging, didReceiveRegistration: id) }
        postOnMain(.MessagingRegistrationTokenRefreshed, object: id)
        return nil
    }

    private func unregisterInstallation() -> MessagingError? {
        guard isInstallationIdEnabled else {
            let reason = "FirebaseMessagingInstallationIdEnabled is not set to YES, so FID operations are not supported."
            Self.log(.error, 2028, reason)
            return .make(MessagingError.Code.invalidRequest.rawValue, reason)
        }
        guard Self.defaultSenderID != nil else {
            let reason = "No Sender ID is available to unregister"
            Self.log(.error, 2021, reason)
            return .make(MessagingError.missingAuthorizedEntityCode, reason)
        }
        if let failure = backend.takeFailure() { return failure }
        lock.withLock { installationID = nil }
        guard let id = backend.unregisterInstallation() else { return nil }
        notifyDelegate { messaging, delegate in delegate?.messaging(messaging, didUnregister: id) }
        postOnMain(.messagingInstallationIdUnregistered, object: id)
        return nil
    }

    static let topicsPrefix = "/topics/"

    /// `topic` without its `/topics/` prefix.
    static func topicName(_ topic: String) -> String {
        topic.hasPrefix(topicsPrefix) ? String(topic.dropFirst(topicsPrefix.count)) : topic
    }

    /// `topic` with the `/topics/` prefix when it is a name FirebaseMessaging accepts (its pattern
    /// `/topics/([a-zA-Z0-9-_.~%]+)`, matching the whole string), else `nil`.
    static func normalizedTopic(_ topic: String) -> String? {
        let name = topicName(topic)
        guard !name.isEmpty else { return nil }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "~", "%": true
            default: false
            }
        }
        return allowed ? topicsPrefix + name : nil
    }

    private func changeTopic(_ topic: String, subscribe: Bool) -> MessagingError? {
        if topic.hasPrefix(Self.topicsPrefix) {
            Self.log(
                .warning, 2024,
                "Format '\(topic)' is deprecated. Only '\(Self.topicName(topic))' should be used in "
                    + (subscribe ? "subscribeToTopic." : "unsubscribeFromTopic."))
        }
        let token: String
        switch checkedDefaultTokenRequest() {
        case .success(let issued): token = issued
        case .failure(let error):
            Self.log(
                .error, subscribe ? 2010 : 2012,
                "The \(subscribe ? "subscription" : "unsubscription") operation failed due to an error getting the FCM registration: \(error)."
            )
            return error
        }
        guard let normalized = Self.normalizedTopic(topic) else {
            let reason = "Cannot parse topic name: '\(topic)'. Will not \(subscribe ? "subscribe" : "unsubscribe")."
            Self.log(.error, subscribe ? 2009 : 2011, reason)
            return .make(MessagingError.Code.invalidTopicName.rawValue, reason)
        }
        if let failure = backend.takeFailure() { return failure }
        if subscribe {
            backend.subscribe(token, to: Self.topicName(normalized))
        } else {
            backend.unsubscribe(token, from: Self.topicName(normalized))
        }
        return nil
    }

    // MARK: Telling the app

    /// Calls `body` with the delegate at once, on the caller's thread (FirebaseMessaging calls it on the main queue).
    private func notifyDelegate(_ body: (Messaging, (any MessagingDelegate)?) -> Void) {
        body(self, delegate)
    }

    private func postOnMain(_ name: Notification.Name, object: String) {
        NotificationCenter.default.post(name: name, object: object)
    }

    /// The server replaced the token (``SimulatedFirebaseMessaging/refreshToken()``).
    func serverRefreshedToken() -> String? {
        guard let current = lock.withLock({ defaultToken }), let token = backend.replaceToken(current.token) else { return nil }
        lock.withLock { defaultToken = (token, current.senderID) }
        notifyDelegate { messaging, delegate in delegate?.messaging(messaging, didReceiveRegistrationToken: token) }
        postOnMain(.MessagingRegistrationTokenRefreshed, object: token)
        return token
    }

    /// Forgets the device's side (``SimulatedFirebaseMessaging/reset()``).
    func forgetDeviceState() {
        lock.withLock {
            storedDelegate = nil
            storedAPNSToken = nil
            storedAPNSTokenType = .unknown
            storedAutoInit = nil
            defaultToken = nil
            senderTokens = [:]
            loggedMessageIDs = []
            installationID = nil
        }
    }
}
