extension Window {
    /// A window showing what `app` shows when it launches on `device`: NapkinUI launches the app
    /// as the system would (its `@UIApplicationDelegateAdaptor` delegates are told
    /// `application(_:didFinishLaunchingWithOptions:)`), reads its `body` once, and hosts the
    /// content of its first ``WindowGroup`` (with the scene modifiers' environment) in a
    /// ``HostingController``; a scene's `onChange(of:initial: true)` actions run. The root view
    /// made then is kept, with its state, as an iPhone keeps the window's; setting
    /// ``scenePhase`` reads the app's `body` again for its `onChange(of:)` actions.
    ///
    /// An app without a `WindowGroup` (only ``Settings``) leaves ``rootViewController`` `nil`,
    /// as such an app shows nothing on an iPhone.
    public convenience init<A: App>(app: A, device: Device = .iPhone13Pro) {
        self.init(device: device)
        let host = HostedApp(app: app)
        hostedApp = host
        let windows = host.windows(in: baseEnvironment)
        if let first = windows.first(where: { $0.kind == .windowGroup }) {
            rootViewController = HostingController(rootView: first.content)
            host.appeared(first)
        }
    }

    /// The windows the hosted app's scenes declare now, in order (none for a window made
    /// without an app).
    var appSceneWindows: [SceneWindow] {
        hostedApp?.windows(in: baseEnvironment) ?? []
    }
}

/// The app a ``Window`` hosts: the app value (kept, so its `@StateObject`s live as long as the
/// window), its delegates, and the `onChange(of:)` observers of the body last read.
@MainActor
final class HostedApp {
    private let app: any App
    private var observers: [SceneChangeObserver] = []
    private(set) var hostsWindowGroup = false

    init(app: any App) {
        self.app = app
        for child in Mirror(reflecting: app).children {
            (child.value as? any ApplicationDelegateLaunching)?.launch()
        }
    }

    /// The windows the app's scenes declare in `environment` (its `@Environment`s read it).
    func windows(in environment: EnvironmentValues) -> [SceneWindow] {
        _ = installEnvironment(environment, intoPropertiesOf: app)
        return sceneWindows(of: app.body, in: environment)
    }

    /// The first window group appeared: its `initial` change actions run.
    func appeared(_ window: SceneWindow) {
        hostsWindowGroup = true
        observers = window.changeObservers
        for observer in observers where observer.initial { observer.fire(observer.value) }
    }

    /// The environment changed (the scene phase): the body is read again and each action whose
    /// value differs from the last reading's runs, with the old and the new value.
    func environmentChanged(to environment: EnvironmentValues) {
        guard hostsWindowGroup, let window = windows(in: environment).first(where: { $0.kind == .windowGroup }) else { return }
        let previous = observers
        observers = window.changeObservers
        for (old, new) in zip(previous, observers) where new.differs(old.value) { new.fire(old.value) }
    }
}
