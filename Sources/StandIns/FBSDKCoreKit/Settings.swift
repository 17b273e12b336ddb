import Foundation

/// The SDK's settings, as facebook-ios-sdk's `Settings`: the app ID, client token and display name apps set in
/// code (else read from the Info.plist's `FacebookAppID`, `FacebookClientToken`, `FacebookDisplayName`), and the
/// switches for automatic events and tracking, kept in memory (nothing is logged or sent).
public final class Settings: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The one settings object.
    public static let shared = Settings()

    private let lock = NSLock()
    private var values: [String: String] = [:]
    private var switches: [String: Bool] = [:]

    private override init() {
        super.init()
    }

    private func string(_ key: String, plist: String) -> String? {
        lock.withLock { values[key] } ?? (Bundle.main.object(forInfoDictionaryKey: plist) as? String)
    }

    private func setString(_ value: String?, _ key: String) {
        lock.withLock { values[key] = value }
    }

    private func flag(_ key: String, default fallback: Bool) -> Bool { lock.withLock { switches[key] } ?? fallback }
    private func setFlag(_ value: Bool, _ key: String) { lock.withLock { switches[key] = value } }

    /// The version of facebook-ios-sdk this stand-in follows.
    public var sdkVersion: String { "18.1.0" }
    /// The Graph API version calls go to by default.
    public var defaultGraphAPIVersion: String { "v21.0" }
    /// The Graph API version calls go to.
    public var graphAPIVersion: String {
        get { string("graphAPIVersion", plist: "FacebookGraphAPIVersion") ?? defaultGraphAPIVersion }
        set { setString(newValue, "graphAPIVersion") }
    }
    /// The Facebook app ID.
    public var appID: String? {
        get { string("appID", plist: "FacebookAppID") }
        set { setString(newValue, "appID") }
    }
    /// The app's client token.
    public var clientToken: String? {
        get { string("clientToken", plist: "FacebookClientToken") }
        set { setString(newValue, "clientToken") }
    }
    /// The app's name as shown in Facebook's dialogs.
    public var displayName: String? {
        get { string("displayName", plist: "FacebookDisplayName") }
        set { setString(newValue, "displayName") }
    }
    /// The suffix of the app's URL scheme, for apps sharing one Facebook app.
    public var appURLSchemeSuffix: String? {
        get { string("appURLSchemeSuffix", plist: "FacebookUrlSchemeSuffix") }
        set { setString(newValue, "appURLSchemeSuffix") }
    }
    /// Whether app events are logged automatically.
    public var isAutoLogAppEventsEnabled: Bool {
        get { flag("autoLog", default: true) }
        set { setFlag(newValue, "autoLog") }
    }
    /// Whether the advertiser ID is collected.
    public var isAdvertiserIDCollectionEnabled: Bool {
        get { flag("advertiserID", default: true) }
        set { setFlag(newValue, "advertiserID") }
    }
    /// Whether the person allowed tracking (App Tracking Transparency's answer, which apps pass on).
    public var isAdvertiserTrackingEnabled: Bool {
        get { flag("tracking", default: false) }
        set { setFlag(newValue, "tracking") }
    }
    /// Whether the Graph API's error recovery is on.
    public var isGraphErrorRecoveryEnabled: Bool {
        get { flag("errorRecovery", default: true) }
        set { setFlag(newValue, "errorRecovery") }
    }
}
