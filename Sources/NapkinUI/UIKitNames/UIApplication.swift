import Foundation

/// UIKit's application object, for SwiftUI files that open URLs through it:
/// `UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)`.
///
/// A URL opened here goes where a `Link` with the default `openURL` action sends it: to the
/// system, which in NapkinUI is the active window's record, ``Window/openedURLs``, so a test
/// can see what a button asked to open. ``canOpenURL(_:)`` answers for the schemes an iPhone
/// opens by itself. `@preconcurrency` as ``UIScreen`` is. A ``UIResponder``, as UIKit's, so the
/// keyboard's notifications are also found as `UIApplication.keyboardWillShowNotification`.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The application.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Posted as the app comes back to the foreground. NapkinUI's app never leaves it, so this
    /// and the other life-cycle notifications below are posted only by a test that posts them.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted as the app goes to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day changes, or the time zone, or the clock is set.
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    /// The app's delegate: the one a SwiftUI app's `@UIApplicationDelegateAdaptor` made, once the
    /// app launched (``Window/init(app:device:)``).
    public weak var delegate: (any UIApplicationDelegate)?
    /// The delegate ``launch(with:)`` was given, kept alive as UIKit keeps the delegate it made.
    var launchedDelegate: (any UIApplicationDelegate)?
    /// Whether `beginReceivingRemoteControlEvents()` was called last (UIApplication+Lifecycle.swift).
    var remoteControlEventsRequested = false

    /// The active window's scene, kept while that window stays the active one (``connectedScenes``).
    var activeScene: UIWindowScene?
    /// The app's one scene session, opened when the app launched (or when first asked for).
    private(set) lazy var applicationSession = UISceneSession(role: .windowApplication, persistentIdentifier: UUID().uuidString)
    /// The sessions of the app's scenes: its one.
    public var openSessions: Set<UISceneSession> { [applicationSession] }
    /// The Home Screen quick actions the app offers besides its Info.plist's (NapkinUI keeps them for a test).
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// True once the app registered for remote notifications (and did not unregister).
    public private(set) var isRegisteredForRemoteNotifications = false

    /// Registers with the push service, as UIKit's: NapkinUI's simulated service always accepts, and the app delegate's
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` gets a 32-byte token at once (iOS calls it
    /// later, on the main queue), the same token for the same bundle identifier, so a test can check what the app sent
    /// its server.
    public func registerForRemoteNotifications() {
        isRegisteredForRemoteNotifications = true
        delegate?.application(self, didRegisterForRemoteNotificationsWithDeviceToken: Self.simulatedDeviceToken())
    }

    /// Stops receiving remote notifications.
    public func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }

    /// The simulated push service's token for the app: 32 bytes that depend only on the bundle identifier.
    static func simulatedDeviceToken(bundleIdentifier: String? = Bundle.main.bundleIdentifier) -> Data {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (bundleIdentifier ?? "napkin").utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var bytes: [UInt8] = []
        for _ in 0..<4 {
            state = (state ^ (state >> 29)) &* 0xbf58_476d_1ce4_e5b9
            bytes += withUnsafeBytes(of: state.bigEndian, Array.init)
        }
        return Data(bytes)
    }

    /// The number on the app's icon.
    public var applicationIconBadgeNumber = 0
    /// True to keep the screen awake.
    public var isIdleTimerDisabled = false
    /// The name of the alternate icon shown, or `nil` for the primary one.
    public private(set) var alternateIconName: String?
    /// True: NapkinUI's app can show alternate icons.
    public var supportsAlternateIcons: Bool { true }
    /// The app is in the foreground.
    public var applicationState: State { .active }

    private override init() { super.init() }

    /// Options for ``open(_:options:completionHandler:)``, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The raw name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether the app is running in front, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable, Hashable {
        /// In front and taking events.
        case active
        /// In front but not taking events.
        case inactive
        /// Behind another app.
        case background
    }

    /// Asks the system to open `url`: the active window records it in ``Window/openedURLs``.
    /// `completionHandler` receives whether a window was there to take it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        let opened = Window.active?.openBySystem(url) ?? false
        completionHandler?(opened)
    }

    /// Asks the system to open `url` and waits for its answer.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        Window.active?.openBySystem(url) ?? false
    }

    /// True for the schemes an iPhone opens without another app: `http`, `https`, `mailto`,
    /// `tel`, `sms`, `facetime`, `maps` and the settings URLs; false for others (on iOS they
    /// depend on the apps installed).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto", "tel", "sms", "facetime", "maps", "app-settings"].contains(scheme)
    }

    /// Shows `alternateIconName` on the app's icon (`nil`: the primary icon).
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        self.alternateIconName = alternateIconName
        completionHandler?(nil)
    }

    /// The app's windows: the active one (see ``Window/active``), or none before any window
    /// was laid out.
    public var windows: [UIWindow] { Window.active.map { [$0] } ?? [] }

    /// The key window: the active one.
    public var keyWindow: UIWindow? { Window.active }
}

/// UIKit's name for a window: NapkinUI's ``Window``.
public typealias UIWindow = Window

extension Window {
    /// The insets of the screen not covered by the status bar, notch and home indicator (the
    /// device's, without the status bar's when the content hid it), in UIKit's type, as
    /// `UIWindow.safeAreaInsets` (a `UIView`'s): left and right are the leading and trailing insets.
    public var safeAreaInsets: UIEdgeInsets {
        let insets = layoutSafeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// True for the key window, as UIKit's `isKeyWindow`: the active one (see ``active``), the
    /// window ``UIApplication/keyWindow`` and the scene's `keyWindow` give.
    public var isKeyWindow: Bool { Window.active === self }
}

extension Window {
    /// Records `url` as opened by the system; returns true.
    func openBySystem(_ url: URL) -> Bool {
        openedURLs.append(url)
        return true
    }
}
