/// Whether a scene is in front and taking events, as SwiftUI's `ScenePhase`. Phases are ordered
/// from `.background` to `.active`, as SwiftUI's are.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible (the app is in the background).
    case background
    /// Visible but not taking events (the app switcher, an incoming call).
    case inactive
    /// In front and taking events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in, as SwiftUI's `scenePhase`: `.active`, as a
    /// rendered screen is in front (UIKit's `UIApplication.shared.applicationState` is `.active`
    /// too); `.environment(\.scenePhase, .background)` shows a view as its scene going to the
    /// background would leave it.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
