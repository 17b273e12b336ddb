import NapkinUI
import XCTest

// An iOS target's App file, as Xcode's template and real apps write it, must compile in Swift 5 mode
// against NapkinUI as it does against SwiftUI: a delegate class without annotations, an app with a
// state object, a scene-phase action and two scenes. (A test target has its own entry point, so
// `@main` is left off; the corpus harness compiles it with `@main`.)

private class PortedAppDelegate: NSObject, UIApplicationDelegate {
    var finishedLaunching = false

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        finishedLaunching = true
        return true
    }
}

private class PortedModel: ObservableObject {
    @Published var greeting = "Hello from the App file"
}

private struct PortedContentView: View {
    @EnvironmentObject var model: PortedModel
    var body: some View { Text(model.greeting) }
}

private struct PortedApp: App {
    @UIApplicationDelegateAdaptor(PortedAppDelegate.self) var appDelegate
    @StateObject private var model = PortedModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            PortedContentView()
                .environmentObject(model)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { model.greeting = "Saved" }
        }
        WindowGroup(id: "second") {
            Text("Second")
        }
    }
}

final class AppDeclarationTests: XCTestCase {
    @MainActor
    func testAppFileCompilesAndItsFirstSceneIsHosted() async {
        let app = PortedApp()
        let window = Window(app: app)
        XCTAssertTrue(app.appDelegate.finishedLaunching)
        XCTAssertTrue(window.layoutDescription().contains("Hello from the App file"))
        window.scenePhase = .background
        XCTAssertTrue(window.layoutDescription().contains("Saved"))
        let launch: @MainActor () -> Void = PortedApp.main
        _ = launch
    }
}
