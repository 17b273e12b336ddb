import Foundation

/// A configured Firebase app, as Swift imports FirebaseCore's `FIRApp`: a name and the ``FirebaseOptions`` of its
/// project. Configure the default one once, early (`FirebaseApp.configure()` in the app's initializer), then every
/// Firebase SDK (`Auth.auth()`, `Storage.storage()`, `Firestore.firestore()`) finds it.
///
/// On Linux nothing reaches Google: the project is simulated in memory by napkin's Firebase stand-ins. Where the real
/// SDK raises an Objective-C exception (configuring the default app twice, a name with other characters than letters,
/// digits, `-` and `_`), this one logs the reason under FirebaseCore's logger and leaves the apps as they were.
open class FirebaseApp: NSObject, @unchecked Sendable {
    // Unchecked: the registry is guarded by `registryLock`, and an app's own state by `lock`.

    /// The default app's name, as FirebaseCore names it.
    static let defaultName = "__FIRAPP_DEFAULT"

    nonisolated(unsafe) private static var apps: [String: FirebaseApp] = [:]
    private static let registryLock = NSRecursiveLock()

    private let lock = NSLock()
    private let storedName: String
    private let storedOptions: FirebaseOptions
    private var storedDataCollection = true

    private init(name: String, options: FirebaseOptions) {
        storedName = name
        // The app keeps its own copy, so later changes to the caller's options do not reach it (as FirebaseCore does).
        storedOptions = (options.copy() as? FirebaseOptions) ?? options
        super.init()
    }

    /// Configures the default app with the main bundle's `GoogleService-Info.plist`, or, when it has none (tests,
    /// previews), with napkin's simulated project (``FirebaseOptions/simulatedDefault``).
    open class func configure() {
        configure(options: FirebaseOptions.defaultOptions() ?? .simulatedDefault)
    }

    /// Configures the default app with `options`.
    open class func configure(options: FirebaseOptions) {
        register(name: defaultName, options: options)
    }

    /// Configures an app named `name` with `options`, for a second project. The name may hold letters, digits, `-`
    /// and `_`; a name in use is refused (logged), as FirebaseCore refuses it.
    open class func configure(name: String, options: FirebaseOptions) {
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            FirebaseLog.log(
                .error, "I-COR000005",
                "App name '\(name)' is not allowed: use only letters, digits, hyphens (-) and underscores (_). Nothing was configured.")
            return
        }
        register(name: name, options: options)
    }

    private static func register(name: String, options: FirebaseOptions) {
        let added: Bool = registryLock.withLock {
            guard apps[name] == nil else { return false }
            apps[name] = FirebaseApp(name: name, options: options)
            return true
        }
        if !added {
            let shown = name == defaultName ? "The default Firebase app" : "A Firebase app named '\(name)'"
            FirebaseLog.log(
                .error, "I-COR000003", "\(shown) has already been configured; configure it once (delete it first to configure it again).")
        }
    }

    /// The default app, or `nil` before ``configure()``.
    open class func app() -> FirebaseApp? { app(name: defaultName) }

    /// The app configured under `name`, or `nil`.
    open class func app(name: String) -> FirebaseApp? { registryLock.withLock { apps[name] } }

    /// Every configured app by name, or `nil` when none is (as FirebaseCore answers).
    open class var allApps: [String: FirebaseApp]? {
        let all = registryLock.withLock { apps }
        return all.isEmpty ? nil : all
    }

    /// The default app, configuring it with ``configure()`` first when nothing has (napkin's: the real SDKs raise
    /// an exception instead; a preview that never ran the app's initializer still gets a project). For the stand-ins.
    package class func defaultAppConfiguringIfNeeded() -> FirebaseApp {
        registryLock.withLock {
            if let app = apps[defaultName] { return app }
            let app = FirebaseApp(name: defaultName, options: FirebaseOptions.defaultOptions() ?? .simulatedDefault)
            apps[defaultName] = app
            return app
        }
    }

    /// Removes the app; `completion` is called on the main queue with `true` once it is gone (`false` when it was
    /// already deleted). The SDKs' instances for it are dropped with it.
    open func delete(_ completion: @escaping @Sendable (Bool) -> Void) {
        let removed = Self.remove(self)
        DispatchQueue.main.async { completion(removed) }
    }

    /// Removes the app; `true` once it is gone, `false` when it was already deleted.
    @discardableResult
    open func delete() async -> Bool {
        Self.remove(self)
    }

    private static func remove(_ app: FirebaseApp) -> Bool {
        let removed: Bool = registryLock.withLock {
            guard apps[app.storedName] === app else { return false }
            apps[app.storedName] = nil
            return true
        }
        if removed { SimulatedFirebase.appWasDeleted(app.storedName) }
        return removed
    }

    /// The app's name (`__FIRAPP_DEFAULT` for the default one).
    open var name: String { storedName }

    /// A copy of the options the app was configured with.
    open var options: FirebaseOptions { (storedOptions.copy() as? FirebaseOptions) ?? storedOptions }

    /// Whether the SDKs may collect usage data by default (`true`); kept, nothing is collected on Linux.
    open var isDataCollectionDefaultEnabled: Bool {
        get { lock.withLock { storedDataCollection } }
        set { lock.withLock { storedDataCollection = newValue } }
    }

    /// Removes every app without calling anyone back; for ``SimulatedFirebase/reset()``.
    static func removeAll() -> [String] {
        registryLock.withLock {
            let names = Array(apps.keys)
            apps = [:]
            return names
        }
    }
}
