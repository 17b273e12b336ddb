import Napkin
import NapkinUI

/// RibHouse's bootstrap, the seed's SceneDelegate: it owns the window and the launch router.
///
/// `connect()` performs the three steps of the seed: build the `AppComponent`, build the
/// root router with `LaunchNapkinBuilder`, and `launch(from: window)`.
@MainActor
public final class RibHouseScene {
    /// The screen the app draws into.
    public let window: Window
    private let component: AppComponent
    let listener = AppListener()
    private(set) var launchRouter: LaunchNapkinRouting?

    /// A scene on `device` using the built-in mock auth service, whatever the environment.
    public convenience init(device: Device = .iPhone13Pro) {
        self.init(device: device, component: AppComponent())
    }

    /// A scene on `device` signing in where `configuration` says: the mock, or a smokehouse
    /// server (see ``AppConfiguration/resolve(apiURL:environment:)``).
    public convenience init(device: Device = .iPhone13Pro, configuration: AppConfiguration) {
        self.init(device: device, component: AppComponent(configuration: configuration))
    }

    init(device: Device, component: AppComponent) {
        window = Window(device: device)
        self.component = component
    }

    /// Builds and launches the napkin tree. Returns once the root is active and loaded; the
    /// auth gate then attaches the first screen asynchronously.
    public func connect() async {
        let builder = LaunchNapkinBuilder(dependency: component)
        let router = await builder.build(withListener: listener)
        launchRouter = router
        await router.launch(from: window)
    }

    /// Tears the napkin tree down, as a scene that disconnects: deactivates the root (its
    /// children first, then its `task { }` work, which cancels any request in flight),
    /// releases it and empties the window. Does nothing when not connected.
    public func disconnect() async {
        guard let router = launchRouter else { return }
        launchRouter = nil
        await router.interactable.deactivate()
        window.rootViewController = nil
    }

    /// The napkin tree, e.g. `LaunchNapkin (active)` / `└─ LoggedOutNapkin (active)`.
    public var treeDescription: String {
        launchRouter?.treeDescription() ?? ""
    }

    /// The screen currently embedded under the LaunchNapkin, or `nil` before the gate ran.
    public var screen: RibHouseState? {
        guard let root = launchRouter?.viewControllable.uiviewController else { return nil }
        switch root.children.last {
        case is LoggedOutNapkinViewController: return .loggedOut
        case is LoggedInNapkinViewController: return .loggedIn
        default: return nil
        }
    }
}

/// The states `ribhouse-render` and the tests drive the app to.
public enum RibHouseState: String, CaseIterable, Sendable {
    /// The LoggedOut screen, shown at launch.
    case loggedOut
    /// The LoggedIn screen, after tapping Login.
    case loggedIn
}
