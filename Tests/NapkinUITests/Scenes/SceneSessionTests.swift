import Foundation
import Testing

@testable import NapkinUI

/// A scene delegate as iOS apps write one: it keeps its window and reads a quick action.
private final class TripSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connected: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connected.append(connectionOptions.shortcutItem?.type ?? "launch")
    }
}

/// An app delegate that names its scene configuration and delegate class, and answers URLs it knows.
private final class TripAppDelegate: NSObject, UIApplicationDelegate {
    var asked: [UISceneSession.Role] = []

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        asked.append(connectingSceneSession.role)
        let configuration = UISceneConfiguration(name: "Trips", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TripSceneDelegate.self
        return configuration
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        url.scheme == "trips" && options[.sourceApplication] as? String == "com.example.mail"
    }
}

private struct TripsApp: App {
    @UIApplicationDelegateAdaptor(TripAppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup { Text("Trips") }
    }
}

@MainActor
@Suite("UIKit's scene sessions, configurations and scene delegates")
struct SceneSessionTests {
    @Test("At launch the app delegate is asked for its scene's configuration, which the app's session keeps")
    func configurationAtLaunch() throws {
        let window = Window(app: TripsApp())
        let delegate = try #require(UIApplication.shared.delegate as? TripAppDelegate)
        #expect(delegate.asked == [.windowApplication])
        let session = try #require(UIApplication.shared.openSessions.first)
        #expect(session.configuration.name == "Trips")
        #expect(session.configuration.delegateClass == TripSceneDelegate.self)
        #expect(session.role == .windowApplication)
        #expect(UIApplication.shared.connectedScenes.first?.session === session)
        #expect(window.layoutDescription().contains("\"Trips\""))
        let options: [UIApplication.OpenURLOptionsKey: Any] = [.sourceApplication: "com.example.mail"]
        #expect(delegate.application(.shared, open: URL(string: "trips://42")!, options: options))
        #expect(!delegate.application(.shared, open: URL(string: "https://example.com")!, options: options))
    }

    @Test("The active window's scene is the same object while that window is active, and keeps its delegate")
    func sceneKeepsItsDelegate() throws {
        let window = Window()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = TripSceneDelegate()
        scene.delegate = sceneDelegate
        let item = UIApplicationShortcutItem(
            type: "newTrip", localizedTitle: "New Trip", icon: UIApplicationShortcutIcon(systemImageName: "airplane"))
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions(shortcutItem: item))
        #expect(sceneDelegate.connected == ["newTrip"])
        #expect(UIApplication.shared.connectedScenes.first === scene)
        #expect((UIApplication.shared.connectedScenes.first?.delegate as? TripSceneDelegate) === sceneDelegate)
        #expect(scene.keyWindow === window)
        // Another window becoming active has its own scene.
        let other = Window()
        let next = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(next !== scene && next.keyWindow === other && next.delegate == nil)
    }

    @Test("UIWindow(frame:) is the device for the screen's bounds, and a smaller screen without a safe area otherwise")
    func windowFrames() {
        let screen = Window(device: .iPhone13Pro)
        let full = UIWindow(frame: UIScreen.main.bounds)
        #expect(full.device == screen.device)
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(small.bounds.size == CGSize(width: 200, height: 300))
        #expect(small.device.safeAreaInsets == EdgeInsets())
        let scene = UIWindowScene(window: screen)
        #expect(UIWindow(windowScene: scene).device == screen.device)
    }

    @Test("Quick actions the app sets are kept, with their icons")
    func shortcutItems() {
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(type: "search", localizedTitle: "Search", icon: UIApplicationShortcutIcon(type: .search))
        ]
        defer { UIApplication.shared.shortcutItems = nil }
        #expect(UIApplication.shared.shortcutItems?.first?.icon?.source == .type(.search))
    }
}
