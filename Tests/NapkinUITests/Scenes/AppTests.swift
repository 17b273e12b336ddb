import Foundation
import Testing

@testable import NapkinUI

/// What the app's delegate was told, in order.
@MainActor
private final class LaunchRecord {
    static var events: [String] = []
}

private final class BankDelegate: NSObject, UIApplicationDelegate {
    var launches = 0

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        LaunchRecord.events.append("will finish launching")
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launches += 1
        LaunchRecord.events.append("did finish launching, options \(launchOptions == nil ? "none" : "some")")
        return true
    }
}

@MainActor
private final class Ledger: ObservableObject {
    @Published var balance = 5000
    var phases: [String] = []
    init() { LaunchRecord.events.append("ledger made") }
}

private struct BalanceScreen: View {
    @EnvironmentObject private var ledger: Ledger
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.badgeLabel) private var badge
    var body: some View {
        VStack {
            Text("Balance \(ledger.balance)")
            Text("Phase \(String(describing: scenePhase))")
            Text("Badge \(badge)")
        }
    }
}

private struct BadgeLabelKey: EnvironmentKey {
    static var defaultValue: String { "none" }
}

extension EnvironmentValues {
    fileprivate var badgeLabel: String {
        get { self[BadgeLabelKey.self] }
        set { self[BadgeLabelKey.self] = newValue }
    }
}

/// An app as iOS apps write theirs: a delegate adaptor, a state object handed to the views, two
/// window groups, a settings scene only macOS shows, and actions on the scene phase.
private struct BankApp: App {
    @UIApplicationDelegateAdaptor(BankDelegate.self) var appDelegate
    @StateObject private var ledger = Ledger()
    @Environment(\.scenePhase) private var scenePhase

    init() { LaunchRecord.events.append("app made") }

    var body: some Scene {
        WindowGroup {
            BalanceScreen()
                .environmentObject(ledger)
        }
        .environment(\.badgeLabel, "gold")
        .onChange(of: scenePhase) { old, new in
            ledger.phases.append("\(old) → \(new)")
        }
        .onChange(of: scenePhase, initial: true) {
            ledger.phases.append("now \(scenePhase)")
        }
        .commands {
            CommandMenu("Ledger") { Button("Refresh") {} }
            CommandGroup(replacing: .newItem) {}
        }
        .defaultSize(width: 600, height: 400)
        .windowResizability(.contentSize)
        .windowStyle(.hiddenTitleBar)
        WindowGroup("Statement", id: "statement") {
            Text("Statement window")
        }
        #if os(macOS)
        Settings { Text("Preferences") }
        #endif
    }
}

/// An app whose only scene an iPhone never shows.
private struct SettingsOnlyApp: App {
    var body: some Scene {
        Settings { Text("Preferences") }
    }
}

/// An app whose scenes depend on a condition.
private struct ConditionalApp: App {
    var showsDetail = false
    var body: some Scene {
        if showsDetail {
            WindowGroup { Text("Detail first") }
        }
        WindowGroup(for: Int.self) { $number in
            Text("Number \(number.map(String.init) ?? "none")")
        }
    }
}

@MainActor
@Suite("App and scenes")
struct AppTests {
    @Test("A window made with an app launches it: the app, then the delegate, told once, which becomes the application's")
    func launchOrder() throws {
        LaunchRecord.events = []
        let app = BankApp()
        let window = Window(app: app)
        window.layout()
        #expect(
            LaunchRecord.events == [
                "app made", "will finish launching", "did finish launching, options none", "ledger made",
            ])
        #expect(app.appDelegate.launches == 1)
        #expect(UIApplication.shared.delegate === app.appDelegate)
        _ = Window(app: app)
        #expect(app.appDelegate.launches == 1, "a second window of the same app does not launch it again")
    }

    @Test("The window hosts the first window group's content, with the scene's environment and objects")
    func hostsFirstWindowGroup() {
        let window = Window(app: BankApp())
        let description = window.layoutDescription()
        #expect(description.contains("Balance 5000"))
        #expect(description.contains("Phase active"))
        #expect(description.contains("Badge gold"))
        #expect(!description.contains("Statement window"))
        #expect(window.rootViewController != nil)
    }

    @Test("The hosted scene draws exactly what its content draws in a window of its own")
    func rendersAsItsContent() {
        let ledger = Ledger()
        let plain = Window(device: .iPhone13Pro)
        plain.rootViewController = HostingController(
            rootView: BalanceScreen().environmentObject(ledger).environment(\.badgeLabel, "gold"))
        #expect(Window(app: BankApp()).render() == plain.render())
    }

    @Test("The app's scenes are read in order, with what their modifiers attached")
    func sceneWindows() throws {
        let windows = Window(app: BankApp()).appSceneWindows
        #expect(windows.map(\.kind) == [.windowGroup, .windowGroup])
        #expect(windows.map(\.id) == [nil, "statement"])
        #expect(windows[1].title != nil)
        #expect(windows[0].commands.count == 1)
        #expect(windows[0].defaultSize == CGSize(width: 600, height: 400))
        #expect(windows[1].commands.isEmpty)
        #expect(windows[0].changeObservers.count == 2)
    }

    @Test("A scene's onChange(of: scenePhase) runs initially when asked, then as the window's phase changes")
    func scenePhaseChanges() throws {
        let app = BankApp()
        let window = Window(app: app)
        let ledger = try #require(Self.ledger(of: app))
        #expect(ledger.phases == ["now active"])
        window.scenePhase = .inactive
        window.scenePhase = .background
        window.scenePhase = .background
        #expect(ledger.phases == ["now active", "active → inactive", "now inactive", "inactive → background", "now background"])
        #expect(window.layoutDescription().contains("Phase background"))
    }

    @Test("The root view made at launch is kept, with its state, when the phase changes")
    func rootKeptAcrossPhases() {
        let window = Window(app: BankApp())
        let root = window.rootViewController
        window.scenePhase = .background
        #expect(window.rootViewController === root)
    }

    @Test("An app without a window group shows nothing on an iPhone")
    func settingsOnly() {
        let window = Window(app: SettingsOnlyApp())
        #expect(window.rootViewController == nil)
        #expect(window.appSceneWindows.map(\.kind) == [.settings])
    }

    @Test("An if in the app's body declares its scene only when the condition holds; WindowGroup(for:) starts with no value")
    func conditionalScenes() {
        #expect(Window(app: ConditionalApp()).layoutDescription().contains("Number none"))
        var detailed = ConditionalApp()
        detailed.showsDetail = true
        let window = Window(app: detailed)
        #expect(window.layoutDescription().contains("Detail first"))
        #expect(window.appSceneWindows.count == 2)
    }

    @Test("main() launches the app, lays out its first window and says where to see it")
    func mainLaunch() {
        LaunchRecord.events = []
        let launch = AppLaunch.launch(BankApp.self)
        #expect(LaunchRecord.events.first == "app made")
        #expect(launch.window.device == .iPhone13Pro)
        #expect(launch.window.layoutDescription().contains("Balance 5000"))
        #expect(launch.message.hasPrefix("BankApp launched on Linux and laid out its first window for device iPhone13Pro (390×844 points)"))
        #expect(launch.message.contains("Window(app: BankApp())"))
        #expect(launch.message.contains("napkin-preview"))
        #expect(AppLaunch.launch(SettingsOnlyApp.self).message.contains("declares no WindowGroup"))
    }

    /// The ledger the app's state object made.
    private static func ledger(of app: BankApp) -> Ledger? {
        Mirror(reflecting: app).children.lazy.compactMap { ($0.value as? StateObject<Ledger>)?.wrappedValue }.first
    }
}
