import Foundation

/// UIKit's record of one of the app's scenes, as `UISceneSession`: its role and the configuration the app
/// delegate chose for it in `application(_:configurationForConnecting:options:)`.
///
/// NapkinUI's app has one scene session, opened when the app launches (``Window/init(app:device:)``): the
/// app delegate, if the app has one, is asked for its configuration then, as iOS asks it after
/// `application(_:didFinishLaunchingWithOptions:)`. A `delegateClass` in that configuration is kept but not
/// made: Swift on Linux cannot make an object from a class known only at run time (UIKit uses the
/// Objective-C runtime). A test that wants the scene delegate's behaviour makes one and calls it.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
    /// What a scene is for, as `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        nonisolated public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive window on the device's screen.
        nonisolated public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        nonisolated public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene's role.
    public let role: Role
    /// The configuration the app delegate chose (the default one without a delegate).
    public internal(set) var configuration: UISceneConfiguration
    /// A name for the session that stays the same while it lives.
    public let persistentIdentifier: String
    /// What the app keeps with the session.
    public var userInfo: [String: Any]?
    /// The scene the session is shown in: the active window's, while there is one.
    public var scene: UIScene? { UIApplication.shared.connectedScenes.first }

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        super.init()
    }
}

/// How a scene is made, as UIKit's `UISceneConfiguration`: a name from the app's Info.plist and, optionally,
/// the classes of the scene and its delegate.
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
    /// The configuration's name in the Info.plist's scene manifest.
    public let name: String?
    /// The role of the scenes it makes.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate (kept, not made: see ``UISceneSession``).
    public var delegateClass: AnyClass?
    /// The class of the scene.
    public var sceneClass: AnyClass?

    /// A configuration named `name` for scenes in `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// What a scene was connected for, as `UIScene.ConnectionOptions`. NapkinUI's scene is connected for
    /// nothing in particular: every option is empty.
    @preconcurrency @MainActor
    public final class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with.
        public let urlContexts: Set<UIOpenURLContext>
        /// The Home Screen quick action the scene was opened with.
        public let shortcutItem: UIApplicationShortcutItem?
        /// The bundle identifier of the app that asked to open the scene.
        public let sourceApplication: String?

        /// Options carrying `urlContexts` and `shortcutItem` (empty by default), for tests that connect a scene
        /// delegate themselves.
        public init(
            urlContexts: Set<UIOpenURLContext> = [], shortcutItem: UIApplicationShortcutItem? = nil, sourceApplication: String? = nil
        ) {
            self.urlContexts = urlContexts
            self.shortcutItem = shortcutItem
            self.sourceApplication = sourceApplication
            super.init()
        }
    }

    /// How a URL was opened in a scene, as `UIScene.OpenURLOptions`.
    public final class OpenURLOptions: NSObject, @unchecked Sendable {
        // Sound: every stored property is a `let` of a sendable or immutable value.
        /// The bundle identifier of the app that opened the URL.
        public let sourceApplication: String?
        /// Whether the file should be opened where it is rather than copied.
        public let openInPlace: Bool

        /// Options naming `sourceApplication`.
        public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

/// A URL a scene is asked to open, with its options, as UIKit's `UIOpenURLContext`.
public final class UIOpenURLContext: NSObject, @unchecked Sendable {
    // Sound: both stored properties are `let`s of immutable values.
    /// The URL.
    public let url: URL
    /// How it was opened.
    public let options: UIScene.OpenURLOptions

    /// A context for `url`.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}

/// What a scene's delegate is told of the scene's life, as UIKit's `UISceneDelegate`. Every method has a
/// default that does nothing (UIKit's are optional).
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// The scene is being connected to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is coming to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Nothing to do.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing to do.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing to do.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Nothing to do.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: it keeps the scene's window and is told of
/// Home Screen quick actions.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window (a delegate that declares none has none).
    var window: UIWindow? { get set }
    /// A Home Screen quick action was chosen; `completionHandler` is told whether it was handled.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// No window: a delegate keeps its own by declaring `var window: UIWindow?`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Not handled.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
}

/// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`: set ``UIApplication/shortcutItems`` to
/// offer dynamic ones. NapkinUI has no Home Screen; a test reads what the app set.
public final class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    // Sound: every stored property is a `let`; `userInfo` holds property-list values the app gave.
    /// The app's name for the action.
    public let type: String
    /// The title shown.
    public let localizedTitle: String
    /// The subtitle shown under it.
    public let localizedSubtitle: String?
    /// The icon shown beside it.
    public let icon: UIApplicationShortcutIcon?
    /// What the app keeps with the action.
    public let userInfo: [String: any NSSecureCoding]?

    /// A quick action of `type` titled `localizedTitle`.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }
}

/// A quick action's icon, as UIKit's `UIApplicationShortcutIcon`: a system icon type, an SF Symbol or a
/// template image from the app's catalog.
public final class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    // Sound: the one stored property is a `let` of a sendable enum.
    /// The system's icon types, as `UIApplicationShortcutIcon.IconType` (the common ones).
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud
        case invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm
        case bookmark, shuffle, audio, update
    }

    /// Where the icon comes from.
    public enum Source: Sendable, Hashable {
        /// A system icon type.
        case type(IconType)
        /// An SF Symbol's name.
        case systemImageName(String)
        /// An image set's name in the app's catalog.
        case templateImageName(String)
    }

    /// Where the icon comes from.
    public let source: Source

    /// A system icon.
    public init(type: IconType) {
        source = .type(type)
        super.init()
    }

    /// An SF Symbol's icon.
    public init(systemImageName: String) {
        source = .systemImageName(systemImageName)
        super.init()
    }

    /// An image set's icon, drawn as a template.
    public init(templateImageName: String) {
        source = .templateImageName(templateImageName)
        super.init()
    }
}

extension UIApplication {
    /// Keys of the options a URL is opened with in `application(_:open:options:)`, as UIKit's.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The raw name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// A property list the opening app sent with a document.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document should be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
