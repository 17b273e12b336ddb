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

    /// Keys of the options a URL is opened with (`application(_:open:options:)`), as UIKit's. NapkinUI opens no URL
    /// by itself; an app's delegate passes them on (to sign-in SDKs' URL handlers).
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The raw name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle ID of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The property list the opening app attached.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}

/// Gives a SwiftUI app a UIKit application delegate, as SwiftUI's `UIApplicationDelegateAdaptor`:
/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in the ``App``.
///
/// The delegate is made with the app. When the app launches (``Window/init(app:device:)``,
/// ``App/main()``) it becomes `UIApplication.shared.delegate` and is told
/// `application(_:willFinishLaunchingWithOptions:)` and then
/// `application(_:didFinishLaunchingWithOptions:)`, with no options, once.
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
        let application = UIApplication.shared
        application.delegate = box.delegate
        _ = box.delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = box.delegate.application(application, didFinishLaunchingWithOptions: nil)
    }
}
