/// The structure and behaviour of an app, as SwiftUI's `App`: a `@main` type whose `body` is
/// its scenes.
///
/// ```swift
/// @main
/// struct BankApp: App {
///     @StateObject private var appData = AppData()
///     var body: some Scene {
///         WindowGroup { ContentView().environmentObject(appData) }
///     }
/// }
/// ```
///
/// **On Linux there is no screen.** ``main()`` launches the app as far as that goes (see it) and
/// returns; a test shows what the app shows with ``Window/init(app:device:)``, a `#Preview` with
/// `napkin-preview`.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Makes the app (the system calls it once, at launch).
    init()
}

extension App {
    /// Launches the app, as SwiftUI's `main()` does for a `@main` type: NapkinUI makes the app
    /// (its `init`, its `@UIApplicationDelegateAdaptor` delegate's
    /// `application(_:didFinishLaunchingWithOptions:)`), lays out its first ``WindowGroup``'s
    /// content in a ``Window`` the size of an iPhone 13 Pro, prints one line saying so and where
    /// to see it (a test's ``Window/init(app:device:)``, `napkin-preview`), and returns, so the
    /// process ends with status 0. Nothing is drawn: Linux has no screen to draw it on.
    public static func main() {
        print(AppLaunch.launch(Self.self).message)
    }
}

/// What ``App/main()`` does, apart from printing.
@MainActor
enum AppLaunch {
    /// Makes an `A`, hosts its first window on `device` and lays it out; answers the window and
    /// the line `main()` prints.
    static func launch<A: App>(_ type: A.Type, device: Device = .iPhone13Pro) -> (window: Window, message: String) {
        let window = Window(app: A(), device: device)
        window.layout()
        let shown = window.hostedApp?.hostsWindowGroup == true ? "laid out its first window" : "declares no WindowGroup to lay out"
        let message =
            "\(A.self) launched on Linux and \(shown) for device \(device.name) (\(Int(device.size.width))×\(Int(device.size.height)) points); "
            + "NapkinUI has no display, so nothing is shown. "
            + "Render it in a test with Window(app: \(A.self)()), or its previews with napkin-preview."
        return (window, message)
    }
}
