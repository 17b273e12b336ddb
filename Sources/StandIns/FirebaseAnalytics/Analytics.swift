import Foundation

/// Google Analytics for Firebase, as Swift imports FirebaseAnalytics' `FIRAnalytics`: events, the user ID and user
/// properties. On Linux nothing is sent: events are checked with Analytics' naming rules and kept in
/// ``SimulatedFirebaseAnalytics``, where a test reads them.
open class Analytics: NSObject {
    /// Logs the event `name` with `parameters` (strings, integers, doubles, booleans as 1 or 0, and `items` arrays of
    /// such dictionaries). An event whose name breaks Analytics' rules (1 to 40 letters, digits and underscores,
    /// starting with a letter; no `firebase_`, `google_` or `ga_` prefix; not a reserved name) is dropped, as the SDK
    /// drops it, and kept in ``SimulatedFirebaseAnalytics/rejectedEvents`` with the reason.
    open class func logEvent(_ name: String, parameters: [String: Any]?) {
        SimulatedFirebaseAnalytics.shared.log(name, parameters: parameters)
    }

    /// Sets a user property (names up to 24 characters, values up to 36; `nil` clears it).
    open class func setUserProperty(_ value: String?, forName name: String) {
        SimulatedFirebaseAnalytics.shared.setUserProperty(value, forName: name)
    }

    /// Sets the user ID events are tied to (up to 256 characters; `nil` clears it).
    open class func setUserID(_ userID: String?) {
        SimulatedFirebaseAnalytics.shared.setUserID(userID)
    }

    /// Turns collection on or off (on by default); while off, events are not kept.
    open class func setAnalyticsCollectionEnabled(_ analyticsCollectionEnabled: Bool) {
        SimulatedFirebaseAnalytics.shared.isCollectionEnabled = analyticsCollectionEnabled
    }

    /// Sets how long a session lasts without activity (kept; 30 minutes by default).
    open class func setSessionTimeoutInterval(_ sessionTimeoutInterval: TimeInterval) {
        SimulatedFirebaseAnalytics.shared.sessionTimeoutInterval = sessionTimeoutInterval
    }

    /// Parameters added to every later event (`nil` clears them).
    open class func setDefaultEventParameters(_ parameters: [String: Any]?) {
        SimulatedFirebaseAnalytics.shared.setDefaultParameters(parameters)
    }

    /// The app instance's identifier: a UUID kept until ``resetAnalyticsData()``.
    open class func appInstanceID() -> String? { SimulatedFirebaseAnalytics.shared.appInstanceID }

    /// Forgets the kept events, user ID and properties, and makes a new app instance ID.
    open class func resetAnalyticsData() { SimulatedFirebaseAnalytics.shared.reset() }

    /// The session's identifier.
    open class func sessionID(completion: @escaping (Int64, Error?) -> Void) {
        completion(SimulatedFirebaseAnalytics.shared.sessionID, nil)
    }

    /// ``sessionID(completion:)`` awaited.
    open class func sessionID() async throws -> Int64 { SimulatedFirebaseAnalytics.shared.sessionID }
}

/// napkin's Analytics backend: what the app logged, kept in memory for a test to read. Not Firebase's: napkin's own.
public final class SimulatedFirebaseAnalytics: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one backend of the process.
    public static let shared = SimulatedFirebaseAnalytics()

    /// A value of an event's parameter, as Analytics keeps it.
    public enum Value: Sendable, Hashable {
        /// A string (at most 100 characters; longer ones are cut).
        case string(String)
        /// An integer (a boolean is 1 or 0).
        case integer(Int64)
        /// A floating-point number.
        case double(Double)
        /// An `items` array of item dictionaries.
        case items([[String: Value]])
    }

    /// A logged event.
    public struct Event: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// Its parameters, the default ones included.
        public var parameters: [String: Value]
        /// The user ID when it was logged.
        public var userID: String?
    }

    /// An event Analytics refused, and why.
    public struct Rejection: Sendable, Hashable {
        /// The event's name.
        public var name: String
        /// What is wrong with it.
        public var reason: String
    }

    private let lock = NSLock()
    private var logged: [Event] = []
    private var rejected: [Rejection] = []
    private var properties: [String: String] = [:]
    private var storedUserID: String?
    private var storedEnabled = true
    private var storedTimeout: TimeInterval = 1800
    private var defaults: [String: Value] = [:]
    private var instanceID = UUID().uuidString
    private var session = Int64(Date().timeIntervalSince1970)

    private init() {
        SimulatedFirebase.onReset("FirebaseAnalytics") { SimulatedFirebaseAnalytics.shared.reset() }
    }

    /// The events logged since the last ``reset()``, oldest first.
    public var events: [Event] { lock.withLock { logged } }
    /// The events dropped for breaking Analytics' rules.
    public var rejectedEvents: [Rejection] { lock.withLock { rejected } }
    /// The user properties set.
    public var userProperties: [String: String] { lock.withLock { properties } }
    /// The user ID set.
    public var userID: String? { lock.withLock { storedUserID } }
    /// Whether collection is on.
    public var isCollectionEnabled: Bool {
        get { lock.withLock { storedEnabled } }
        set { lock.withLock { storedEnabled = newValue } }
    }
    /// The session timeout set.
    public var sessionTimeoutInterval: TimeInterval {
        get { lock.withLock { storedTimeout } }
        set { lock.withLock { storedTimeout = newValue } }
    }
    var appInstanceID: String { lock.withLock { instanceID } }
    var sessionID: Int64 { lock.withLock { session } }

    /// Forgets everything: events, rejections, user ID and properties, default parameters; collection on; a new app
    /// instance ID.
    public func reset() {
        lock.withLock {
            logged = []
            rejected = []
            properties = [:]
            storedUserID = nil
            storedEnabled = true
            storedTimeout = 1800
            defaults = [:]
            instanceID = UUID().uuidString
            session = Int64(Date().timeIntervalSince1970)
        }
    }

    /// Names Analytics keeps for itself.
    static let reservedNames: Set<String> = [
        "ad_activeview", "ad_click", "ad_exposure", "ad_query", "ad_reward", "adunit_exposure", "app_background", "app_clear_data",
        "app_exception", "app_remove", "app_store_refund", "app_store_subscription_cancel", "app_store_subscription_convert",
        "app_store_subscription_renew", "app_update", "app_upgrade", "dynamic_link_app_open", "dynamic_link_app_update",
        "dynamic_link_first_open", "error", "first_open", "first_visit", "in_app_purchase", "notification_dismiss",
        "notification_foreground", "notification_open", "notification_receive", "os_update", "session_start", "user_engagement",
    ]

    /// Why `name` is not a valid event or parameter name of at most `limit` characters, or `nil`.
    static func problem(with name: String, limit: Int) -> String? {
        guard !name.isEmpty else { return "the name is empty" }
        guard name.count <= limit else { return "the name is longer than \(limit) characters" }
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else {
            return "the name must start with a letter"
        }
        guard name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        else { return "the name may hold only letters, digits and underscores" }
        for prefix in ["firebase_", "google_", "ga_"] where name.hasPrefix(prefix) { return "the prefix '\(prefix)' is reserved" }
        return nil
    }

    /// A parameter value as Analytics keeps it, or `nil` for a type it does not take.
    static func value(_ any: Any) -> Value? {
        switch any {
        case let value as String: return .string(String(value.prefix(100)))
        case let value as Bool: return .integer(value ? 1 : 0)
        case let value as Int: return .integer(Int64(value))
        case let value as Int64: return .integer(value)
        case let value as Int32: return .integer(Int64(value))
        case let value as UInt: return .integer(Int64(clamping: value))
        case let value as Double: return .double(value)
        case let value as Float: return .double(Double(value))
        case let value as NSNumber: return .double(value.doubleValue)
        case let value as [[String: Any]]:
            return .items(value.prefix(200).map { item in item.compactMapValues { Self.value($0) } })
        default: return nil
        }
    }

    static func convert(_ parameters: [String: Any]?) -> [String: Value] {
        var out: [String: Value] = [:]
        for (key, value) in parameters ?? [:] {
            if problem(with: key, limit: 40) == nil, let converted = self.value(value) { out[key] = converted }
        }
        return out
    }

    func log(_ name: String, parameters: [String: Any]?) {
        var reason = Self.problem(with: name, limit: 40)
        if reason == nil, Self.reservedNames.contains(name) { reason = "the name is reserved by Analytics" }
        if reason == nil, (parameters?.count ?? 0) > 25 { reason = "it has more than 25 parameters" }
        if let reason {
            lock.withLock { rejected.append(Rejection(name: name, reason: reason)) }
            FirebaseLog.log(.warning, service: "FirebaseAnalytics", "I-ACS013000", "Event '\(name)' was not logged: \(reason).")
            return
        }
        let converted = Self.convert(parameters)
        lock.withLock {
            guard storedEnabled else { return }
            logged.append(Event(name: name, parameters: defaults.merging(converted) { $1 }, userID: storedUserID))
        }
    }

    func setUserProperty(_ value: String?, forName name: String) {
        guard Self.problem(with: name, limit: 24) == nil else {
            FirebaseLog.log(.warning, service: "FirebaseAnalytics", "I-ACS013001", "User property '\(name)' has an invalid name; not set.")
            return
        }
        lock.withLock { properties[name] = value.map { String($0.prefix(36)) } }
    }

    func setUserID(_ userID: String?) {
        lock.withLock { storedUserID = userID.map { String($0.prefix(256)) } }
    }

    func setDefaultParameters(_ parameters: [String: Any]?) {
        let converted = Self.convert(parameters)
        lock.withLock { defaults = parameters == nil ? [:] : converted }
    }
}
