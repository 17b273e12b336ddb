import Napkin
import NapkinUI

/// Launches the TabBarNapkin on its own, for a signed-in user, in a window: what
/// `ribhouse-render --state tabs.*` and the tab tests boot. It uses the same `AppComponent`
/// (and so the same auth service) as ``RibHouseScene``.
@MainActor
public final class RibHouseTabsScene {
    /// The screen the tab bar draws into.
    public let window: Window
    private let component: AppComponent
    private let listener = TabsListener()
    private(set) var router: TabBarNapkinRouting?

    /// A scene on `device` using the built-in mock auth service.
    public convenience init(device: Device = .iPhone13Pro) {
        self.init(device: device, component: AppComponent())
    }

    /// A scene on `device` signing in where `configuration` says: the mock, or a smokehouse
    /// server.
    public convenience init(device: Device = .iPhone13Pro, configuration: AppConfiguration) {
        self.init(device: device, component: AppComponent(configuration: configuration))
    }

    init(device: Device, component: AppComponent) {
        window = Window(device: device)
        self.component = component
    }

    /// Signs in through the service, builds the tab bar for that user and shows it; returns
    /// once all three tabs are attached and installed.
    public func connect() async throws {
        let user = try await component.authService.login()
        let router = await TabBarNapkinBuilder(dependency: component).build(withListener: listener, user: user)
        self.router = router
        let root = ViewController()
        window.rootViewController = root
        root.addChild(router.viewControllable.uiviewController)
        window.makeKeyAndVisible()
        await router.interactable.activate()
        await router.load()
    }

    /// The napkin tree, e.g. `TabBarNapkin (active)` with three children.
    public var treeDescription: String {
        router?.treeDescription() ?? ""
    }

    /// Connects if needed and shows `tab`, by tapping its item on the bar.
    public func show(_ tab: RibHouseTab) async throws {
        if router == nil { try await connect() }
        try window.tap(label: tab.title)
    }
}

/// The tabs of ``RibHouseTabsScene``, as the states `tabs.home`, `tabs.browse`, `tabs.profile`.
public enum RibHouseTab: String, CaseIterable, Sendable {
    /// Home.
    case home
    /// The menu.
    case browse
    /// The signed-in user.
    case profile

    /// The title on the tab bar, which is also its tap label.
    public var title: String { rawValue.uppercased() }
    /// The state name on the command line.
    public var state: String { "tabs.\(rawValue)" }
}

private final class TabsListener: TabBarNapkinListener {
    func tabBarDidLogout() async {}
}

/// The dependency root provides the tab bar's dependencies as it does the LaunchNapkin's.
extension AppComponent: TabBarNapkinDependency {}
