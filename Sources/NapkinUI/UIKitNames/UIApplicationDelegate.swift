import Foundation

/// What an app's delegate is told of the app's life, as UIKit's `UIApplicationDelegate`. A
/// SwiftUI app gets one with `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
///
/// Every method has a default that does nothing (UIKit's are optional). NapkinUI calls the two
/// launch methods when ``Window/init(app:device:)`` (or ``App/main()``) launches the app; the
/// others are never called by NapkinUI, whose app neither leaves the foreground nor ends, nor
/// registers for remote notifications: a test calls them itself.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The app is launching; answers whether it can open what it was launched for.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// The app finished launching; answers whether it can open what it was launched for.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is coming back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app registered for remote notifications and got `deviceToken`.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// The app could not register for remote notifications.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Which configuration a scene being connected uses. NapkinUI asks once, at launch, for the app's one scene.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user closed scenes of the app.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app is asked to open `url` (an app without scenes); answers whether it did.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// A Home Screen quick action was chosen (an app without scenes).
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIApplicationDelegate {
    /// Nothing to do: `true`.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Nothing to do: `true`.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Nothing to do.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing to do.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Nothing to do.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Nothing to do.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// The session's default configuration.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { connectingSceneSession.configuration }
    /// Nothing to do.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Not opened: `false`.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// Not handled.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
}

extension UIApplication {
    /// Keys of the options an app is launched with, as UIKit's. NapkinUI launches an app for
    /// nothing in particular: its options are `nil`.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The raw name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app was launched for a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched for a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }
}

/// Gives a SwiftUI app a UIKit application delegate, as SwiftUI's `UIApplicationDelegateAdaptor`:
/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in the ``App``.
///
/// The delegate is made with the app. When the app launches (``Window/init(app:device:)``,
/// ``App/main()``) it becomes `UIApplication.shared.delegate` and is told
/// `application(_:willFinishLaunchingWithOptions:)` and then
/// `application(_:didFinishLaunchingWithOptions:)`, with no options, once; then it is asked for the
/// configuration of the app's scene (`application(_:configurationForConnecting:options:)`), kept in
/// `UIApplication.shared.openSessions`.
@preconcurrency @MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// The delegate and whether it was told of the launch, shared by copies of the app value.
    final class Box {
        let delegate: DelegateType
        var launched = false
        init(_ delegate: DelegateType) { self.delegate = delegate }
    }

    let box: Box

    /// An adaptor making a `delegateType` delegate with its `init()`.
    ///
    /// Swift cannot call a class's `init()` through a type only known at run time unless the
    /// initializer is `required`, which `NSObject`'s is not on Linux; so the second parameter,
    /// which apps never write, defaults to a closure the `#_applicationDelegateFactory` macro
    /// writes where the adaptor is declared, and where the delegate's class is known.
    public init(
        _ delegateType: DelegateType.Type = DelegateType.self, napkinMaking makeDelegate: () -> DelegateType = #_applicationDelegateFactory
    ) {
        box = Box(makeDelegate())
    }

    /// The delegate.
    public var wrappedValue: DelegateType { box.delegate }
}

/// Expands to `{ .init() }`, a closure making a `T` with its `init()`, where it is written: the
/// default argument of ``UIApplicationDelegateAdaptor/init(_:napkinMaking:)``, expanded where an
/// app declares its adaptor.
@freestanding(expression)
public macro _applicationDelegateFactory<T>() -> () -> T =
    #externalMacro(module: "NapkinPreviewMacros", type: "ApplicationDelegateFactoryMacro")

/// An adaptor the launch of its app tells its delegate of.
@MainActor
protocol ApplicationDelegateLaunching {
    /// Makes the delegate the application's and tells it of the launch, the first time.
    func launch()
}

extension UIApplicationDelegateAdaptor: ApplicationDelegateLaunching {
    func launch() {
        guard !box.launched else { return }
        box.launched = true
        UIApplication.shared.launch(with: box.delegate)
    }
}

extension UIApplication {
    /// Launches the app with `delegate`, as iOS launches a UIKit app whose `@main` type is its delegate: `delegate`
    /// becomes ``delegate`` (kept alive, as UIKit keeps it), is told
    /// `application(_:willFinishLaunchingWithOptions:)` and `application(_:didFinishLaunchingWithOptions:)` with no
    /// options, and is asked for the configuration of the app's scene (kept in ``openSessions``). Returns the
    /// session, whose configuration names the scene delegate class the app wants.
    ///
    /// ```swift
    /// let delegate = AppDelegate()
    /// UIApplication.shared.launch(with: delegate)
    /// let window = Window(device: .iPhone13Pro)
    /// window.rootViewController = delegate.window?.rootViewController
    /// ```
    @discardableResult
    public func launch(with delegate: any UIApplicationDelegate) -> UISceneSession {
        launchedDelegate = delegate
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        // Then the app's scene is connected, and the delegate chooses its configuration, as on iOS.
        let session = applicationSession
        session.configuration = delegate.application(self, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        return session
    }
}

extension UIApplicationDelegate {
    /// The entry point of a UIKit app whose delegate is its `@main` type (`@main class AppDelegate: UIResponder,
    /// UIApplicationDelegate`), as UIKit gives one.
    ///
    /// UIKit makes the delegate from its class through the Objective-C runtime; Swift on Linux has no way to make an
    /// object from a class known only as a type unless its `init()` is `required`, which `NSObject`'s is not. So
    /// `main()` prints one line saying so and how to launch the app in a test
    /// (``UIApplication/launch(with:)`` with the delegate made there), and returns: the process ends with status 0,
    /// as a SwiftUI app's ``App/main()`` does on Linux.
    public static func main() {
        print(
            "\(Self.self) is a UIKit app delegate; NapkinUI has no display, and Swift on Linux cannot make the delegate "
                + "from its type. Launch it in a test: UIApplication.shared.launch(with: \(Self.self)()).")
    }
}
