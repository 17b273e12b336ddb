import Foundation
import NapkinUI

/// The calls an app's delegate passes on to the SDK, as facebook-ios-sdk's `ApplicationDelegate`: launching
/// initialises the SDK, and opening a URL answers whether it is Facebook's login coming back to the app (its scheme is
/// `fb` and the app ID, as the app registers it).
public final class ApplicationDelegate: NSObject, @unchecked Sendable {
    // Unchecked: the one flag is read and written under `lock`.

    /// The one delegate.
    public static let shared = ApplicationDelegate()

    private let lock = NSLock()
    private var initialized = false

    private override init() {
        super.init()
    }

    /// Whether ``initializeSDK()`` or a launch has run.
    public var isSDKInitialized: Bool { lock.withLock { initialized } }

    /// Initialises the SDK (nothing to load on Linux but the flag).
    public func initializeSDK() {
        lock.withLock { initialized = true }
    }

    /// Call from `application(_:didFinishLaunchingWithOptions:)`: initialises the SDK. Returns `true`.
    @discardableResult
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        initializeSDK()
        return true
    }

    /// Call from `application(_:open:options:)`: whether `url` is for the SDK.
    @discardableResult
    public func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        self.application(
            application, open: url, sourceApplication: options[.sourceApplication] as? String, annotation: options[.annotation])
    }

    /// Call from the older `application(_:open:sourceApplication:annotation:)`: whether `url` is for the SDK (its
    /// scheme is `fb<app ID>`, the one Facebook's login returns to).
    @discardableResult
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any?) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let appID = Settings.shared.appID else { return false }
        return scheme == "fb\(appID)\(Settings.shared.appURLSchemeSuffix ?? "")".lowercased()
    }
}
