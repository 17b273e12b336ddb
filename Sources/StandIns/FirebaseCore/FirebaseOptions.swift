import Foundation
import NapkinSupport

/// A Firebase project's settings, as Swift imports FirebaseCore's `FIROptions`: the identifiers a
/// `GoogleService-Info.plist` carries, which ``FirebaseApp/configure()`` reads from the main bundle.
///
/// On Linux no request is made with them; they name the simulated project the other Firebase stand-ins keep their
/// data in (the storage bucket `StorageReference`s default to, the project Firestore's documents belong to).
open class FirebaseOptions: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var values: [String: String]

    /// The plist's keys, as Google writes them in `GoogleService-Info.plist`.
    enum Key {
        static let apiKey = "API_KEY"
        static let bundleID = "BUNDLE_ID"
        static let clientID = "CLIENT_ID"
        static let gcmSenderID = "GCM_SENDER_ID"
        static let projectID = "PROJECT_ID"
        static let androidClientID = "ANDROID_CLIENT_ID"
        static let googleAppID = "GOOGLE_APP_ID"
        static let databaseURL = "DATABASE_URL"
        static let deepLinkURLScheme = "DEEP_LINK_URL_SCHEME"
        static let storageBucket = "STORAGE_BUCKET"
        static let appGroupID = "APP_GROUP_ID"
    }

    /// The largest `GoogleService-Info.plist` read: real ones are about a kilobyte.
    public static let maximumPlistByteCount = 256 * 1024

    /// The options of the `GoogleService-Info.plist` in the main bundle, or `nil` when the bundle has none (as in a
    /// test) or it cannot be read. ``FirebaseApp/configure()`` falls back to ``simulatedDefault`` then.
    open class func defaultOptions() -> FirebaseOptions? {
        guard let path = Bundle.main.path(forResource: "GoogleService-Info", ofType: "plist") else { return nil }
        return FirebaseOptions(contentsOfFile: path)
    }

    /// The options of the property list at `plistPath`, or `nil` when it cannot be read (missing, not a regular file,
    /// larger than ``maximumPlistByteCount``), is not a dictionary plist, or lacks `GOOGLE_APP_ID` or `GCM_SENDER_ID`.
    /// The reason is logged under FirebaseCore's logger.
    public init?(contentsOfFile plistPath: String) {
        let data: Data
        do {
            data = try readRegularFile(URL(fileURLWithPath: plistPath), limit: Self.maximumPlistByteCount)
        } catch {
            FirebaseLog.log(.error, "I-COR000011", "Could not read the options file: \(error.description)")
            return nil
        }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let dictionary = plist as? [String: Any]
        else {
            FirebaseLog.log(.error, "I-COR000011", "The options file at '\(plistPath)' is not a property list of a dictionary.")
            return nil
        }
        var values: [String: String] = [:]
        for (key, value) in dictionary {
            if let string = value as? String { values[key] = string }
        }
        guard values[Key.googleAppID] != nil, values[Key.gcmSenderID] != nil else {
            FirebaseLog.log(
                .error, "I-COR000012", "The options file at '\(plistPath)' has no GOOGLE_APP_ID or GCM_SENDER_ID; download it again.")
            return nil
        }
        if values[Key.bundleID] == nil { values[Key.bundleID] = Bundle.main.bundleIdentifier }
        self.values = values
        super.init()
    }

    /// Options with only the two required identifiers; set the others (``projectID``, ``apiKey``...) before
    /// configuring an app with them.
    public init(googleAppID: String, gcmSenderID GCMSenderID: String) {
        values = [Key.googleAppID: googleAppID, Key.gcmSenderID: GCMSenderID]
        if let bundle = Bundle.main.bundleIdentifier { values[Key.bundleID] = bundle }
        super.init()
    }

    private init(values: [String: String]) {
        self.values = values
        super.init()
    }

    /// The options of napkin's simulated project, which ``FirebaseApp/configure()`` uses when the main bundle has no
    /// `GoogleService-Info.plist` (tests and previews): project `napkin-simulated`, bucket
    /// `napkin-simulated.appspot.com`. Not FirebaseCore's: napkin's own.
    public static var simulatedDefault: FirebaseOptions {
        FirebaseOptions(values: [
            Key.googleAppID: "1:000000000000:ios:0000000000000000",
            Key.gcmSenderID: "000000000000",
            Key.apiKey: "napkin-simulated-api-key",
            Key.projectID: "napkin-simulated",
            Key.storageBucket: "napkin-simulated.appspot.com",
            Key.databaseURL: "https://napkin-simulated-default-rtdb.firebaseio.com",
            Key.clientID: "000000000000-napkin.apps.googleusercontent.com",
            Key.bundleID: Bundle.main.bundleIdentifier ?? "com.example.napkin",
        ])
    }

    private func value(_ key: String) -> String? { lock.withLock { values[key] } }
    private func set(_ key: String, _ value: String?) { lock.withLock { values[key] = value } }

    /// The key Google's APIs are called with.
    open var apiKey: String? {
        get { value(Key.apiKey) }
        set { set(Key.apiKey, newValue) }
    }
    /// The bundle identifier the project's iOS app was registered with.
    open var bundleID: String {
        get { value(Key.bundleID) ?? "" }
        set { set(Key.bundleID, newValue) }
    }
    /// The OAuth client identifier (what Google Sign-In is configured with).
    open var clientID: String? {
        get { value(Key.clientID) }
        set { set(Key.clientID, newValue) }
    }
    /// The Cloud Messaging sender identifier (the project number).
    open var gcmSenderID: String {
        get { value(Key.gcmSenderID) ?? "" }
        set { set(Key.gcmSenderID, newValue) }
    }
    /// The project's identifier.
    open var projectID: String? {
        get { value(Key.projectID) }
        set { set(Key.projectID, newValue) }
    }
    /// The Android client identifier of the project.
    open var androidClientID: String? {
        get { value(Key.androidClientID) }
        set { set(Key.androidClientID, newValue) }
    }
    /// The app's Firebase identifier (`1:<project number>:ios:<hex>`).
    open var googleAppID: String {
        get { value(Key.googleAppID) ?? "" }
        set { set(Key.googleAppID, newValue) }
    }
    /// The Realtime Database's address.
    open var databaseURL: String? {
        get { value(Key.databaseURL) }
        set { set(Key.databaseURL, newValue) }
    }
    /// The URL scheme Dynamic Links open the app with.
    open var deepLinkURLScheme: String? {
        get { value(Key.deepLinkURLScheme) }
        set { set(Key.deepLinkURLScheme, newValue) }
    }
    /// The Cloud Storage bucket `Storage.storage()` uses.
    open var storageBucket: String? {
        get { value(Key.storageBucket) }
        set { set(Key.storageBucket, newValue) }
    }
    /// The App Group the SDKs share data in.
    open var appGroupID: String? {
        get { value(Key.appGroupID) }
        set { set(Key.appGroupID, newValue) }
    }

    /// A copy with the same values, independent of this one.
    open func copy(with zone: NSZone? = nil) -> Any { FirebaseOptions(values: lock.withLock { values }) }

    /// Options are equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? FirebaseOptions else { return false }
        if other === self { return true }
        return lock.withLock { values } == other.lock.withLock { other.values }
    }

    /// A hash of the app and project identifiers.
    open override var hash: Int { googleAppID.hashValue ^ (projectID ?? "").hashValue }
}
