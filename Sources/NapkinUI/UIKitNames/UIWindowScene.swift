/// UIKit's scene, for SwiftUI files that look for their window through
/// `UIApplication.shared.connectedScenes`. NapkinUI has one scene: the active window's.
@preconcurrency @MainActor
public class UIScene: Hashable {
    /// Scenes are the same only when they are the same object.
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The scene's delegate, kept strongly as UIKit keeps it. NapkinUI tells it nothing by itself (see
    /// ``UISceneSession``): a test that connects one calls its methods.
    public var delegate: (any UISceneDelegate)?
    /// The scene's title (iPadOS shows it in the app switcher).
    public var title: String = ""
    /// The app's session the scene belongs to.
    public var session: UISceneSession { UIApplication.shared.applicationSession }

    /// Where the scene is in its life, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable, Hashable {
        /// Not connected to the app.
        case unattached = -1
        /// In front and taking events.
        case foregroundActive = 0
        /// In front but not taking events.
        case foregroundInactive = 1
        /// Behind another app.
        case background = 2
    }

    /// In front and taking events: NapkinUI's app is always in front (as
    /// ``UIApplication/applicationState`` says), and its scenes are the connected ones.
    public var activationState: ActivationState { .foregroundActive }
}

/// UIKit's window scene: the active window (see ``Window/active``) and its orientation.
@preconcurrency @MainActor
public final class UIWindowScene: UIScene {
    private weak var window: Window?
    private let hasWindow: Bool

    init(window: Window?) {
        self.window = window
        hasWindow = window != nil
    }

    /// True when this is the scene of `window` (or of no window, for `nil`).
    func isScene(of window: Window?) -> Bool {
        guard let window else { return !hasWindow }
        return self.window === window
    }

    /// The scene's windows: the active one.
    public var windows: [UIWindow] { window.map { [$0] } ?? [] }
    /// The key window: the active one.
    public var keyWindow: UIWindow? { window }
    /// How the interface is turned: the active device's orientation.
    public var interfaceOrientation: UIInterfaceOrientation {
        (window?.device.orientation ?? .portrait) == .landscape ? .landscapeRight : .portrait
    }
    /// The screen the scene is on.
    public var screen: UIScreen { UIScreen.main }
    /// The scene's traits: its window's device in the window's colour scheme, as UIKit's
    /// `UIWindowScene.traitCollection` (read by apps for `userInterfaceStyle`).
    public var traitCollection: Traits { Traits.of(window) }
}

/// How the interface is turned, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    /// Unknown.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with the home indicator on the left.
    case landscapeLeft
    /// Turned with the home indicator on the right.
    case landscapeRight

    /// True for either landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// True for either portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

extension UIApplication {
    /// The connected scenes: one window scene, the active window's (the same scene object while that window is the
    /// active one, so what an app sets on it, such as its delegate, stays).
    public var connectedScenes: Set<UIScene> {
        if let scene = activeScene, scene.isScene(of: Window.active) { return [scene] }
        let scene = UIWindowScene(window: Window.active)
        activeScene = scene
        return [scene]
    }
}
