import Foundation

/// Crash reporting, as Swift imports FirebaseCrashlytics' `FIRCrashlytics`: breadcrumb logs, custom keys, the user ID
/// and recorded non-fatal errors. On Linux no crash handler is installed and nothing is sent: what the app records is
/// kept in memory (the newest ``maximumLogCount`` log lines, ``maximumKeyCount`` keys, ``maximumRecordedErrorCount``
/// errors) for a test to read.
open class Crashlytics: NSObject, @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// A recorded non-fatal error.
    public struct RecordedError: @unchecked Sendable {
        // Unchecked: the user info is whatever the app passed, read only by the test that recorded it.
        /// The error's domain.
        public var domain: String
        /// Its code.
        public var code: Int
        /// Its description.
        public var localizedDescription: String
        /// The user info passed with it.
        public var userInfo: [String: Any]
        /// The log lines and keys at the time it was recorded.
        public var logs: [String]
        /// The custom keys at the time.
        public var customKeys: [String: String]
    }

    /// The most log lines kept (the oldest are dropped): Crashlytics keeps 64 KB of them.
    public static let maximumLogCount = 1000
    /// The most custom keys kept: Crashlytics keeps 64.
    public static let maximumKeyCount = 64
    /// The most recorded errors kept: Crashlytics keeps 8 per session on disk.
    public static let maximumRecordedErrorCount = 8

    private static let shared = Crashlytics()

    private let lock = NSLock()
    private var storedLogs: [String] = []
    private var storedKeys: [String: String] = [:]
    private var storedUserID: String?
    private var storedErrors: [RecordedError] = []
    private var storedEnabled = true

    private override init() {
        super.init()
        SimulatedFirebase.onReset("FirebaseCrashlytics") { Crashlytics.shared.reset() }
    }

    /// The Crashlytics of the default app.
    open class func crashlytics() -> Crashlytics { shared }

    /// Adds a line to the breadcrumb log sent with the next report.
    open func log(_ msg: String) {
        lock.withLock {
            storedLogs.append(msg)
            if storedLogs.count > Self.maximumLogCount { storedLogs.removeFirst(storedLogs.count - Self.maximumLogCount) }
        }
    }

    /// Adds a line made of `format` and `arguments` to the log.
    open func log(format: String, arguments: CVaListPointer) {
        log(NSString(format: format, arguments: arguments) as String)
    }

    /// Sets a custom key sent with reports (`nil` removes it); keys past ``maximumKeyCount`` are dropped.
    open func setCustomValue(_ value: Any?, forKey key: String) {
        lock.withLock {
            guard let value else {
                storedKeys[key] = nil
                return
            }
            guard storedKeys[key] != nil || storedKeys.count < Self.maximumKeyCount else { return }
            storedKeys[key] = String(describing: value)
        }
    }

    /// Sets several custom keys.
    open func setCustomKeysAndValues(_ keysAndValues: [AnyHashable: Any]) {
        for (key, value) in keysAndValues { setCustomValue(value, forKey: String(describing: key.base)) }
    }

    /// Sets the user ID reports are tied to.
    open func setUserID(_ userID: String?) { lock.withLock { storedUserID = userID } }

    /// Records a non-fatal error with the current logs and keys.
    open func record(error: Error) { record(error: error, userInfo: nil) }

    /// Records a non-fatal error with extra user info.
    open func record(error: Error, userInfo: [String: Any]?) {
        let nsError = error as NSError
        lock.withLock {
            guard storedEnabled else { return }
            storedErrors.append(
                RecordedError(
                    domain: nsError.domain, code: nsError.code, localizedDescription: nsError.localizedDescription,
                    userInfo: userInfo ?? [:], logs: storedLogs, customKeys: storedKeys))
            if storedErrors.count > Self.maximumRecordedErrorCount { storedErrors.removeFirst() }
        }
    }

    /// Whether the previous run crashed: never, on Linux.
    open func didCrashDuringPreviousExecution() -> Bool { false }

    /// Turns collection on or off; while off, errors are not recorded.
    open func setCrashlyticsCollectionEnabled(_ enabled: Bool) { lock.withLock { storedEnabled = enabled } }

    /// Whether collection is on.
    open func isCrashlyticsCollectionEnabled() -> Bool { lock.withLock { storedEnabled } }

    /// Calls `completion` with whether reports wait to be sent: never, as nothing crashes into a report here.
    open func checkForUnsentReports(completion: @escaping (Bool) -> Void) { completion(false) }

    /// ``checkForUnsentReports(completion:)`` awaited.
    open func checkForUnsentReports() async -> Bool { false }

    /// Sends waiting reports: there are none.
    open func sendUnsentReports() {}

    /// Deletes waiting reports: there are none.
    open func deleteUnsentReports() {}

    // MARK: napkin's, for tests

    /// The log lines, oldest first. Not Crashlytics': napkin's, for tests.
    public var logs: [String] { lock.withLock { storedLogs } }
    /// The custom keys, their values as strings. Not Crashlytics': napkin's.
    public var customKeys: [String: String] { lock.withLock { storedKeys } }
    /// The user ID. Not Crashlytics': napkin's.
    public var userID: String? { lock.withLock { storedUserID } }
    /// The recorded non-fatal errors, oldest first. Not Crashlytics': napkin's.
    public var recordedErrors: [RecordedError] { lock.withLock { storedErrors } }

    /// Forgets the logs, keys, user ID and errors, and turns collection on. Not Crashlytics': napkin's.
    public func reset() {
        lock.withLock {
            storedLogs = []
            storedKeys = [:]
            storedUserID = nil
            storedErrors = []
            storedEnabled = true
        }
    }
}
