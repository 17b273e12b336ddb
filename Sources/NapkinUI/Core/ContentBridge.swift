/// What a view controller keeps to host SwiftUI-style content: the environment its content
/// was built in, what that content asked of it in the last layout, the lifecycle of the
/// content's views, and how a SwiftUI modifier presented or pushed the controller. One object
/// per controller, so the controller's own state stays UIKit's.
@MainActor
final class ContentBridge {
    /// The environment of the last layout (colours resolve in it when drawing).
    var lastEnvironment = EnvironmentValues()
    /// The environment the controller is laid out in instead of its parent's: for a
    /// controller presented by a `.sheet` or `.alert` modifier, or embedded for a
    /// `NavigationStack`, the environment where that view sits, which SwiftUI content inherits.
    var inheritedEnvironment: EnvironmentValues?
    /// What the content asked of the controller in the last layout (a navigation stack to
    /// embed, sheets and alerts to present, destinations, its title).
    var preferences = ContentPreferences()
    /// True once the content has been laid out (its preferences are known).
    var hasLaidOut = false
    /// The navigation controller a `NavigationStack` in the content is shown through.
    var embeddedNavigation: EmbeddedNavigation?
    /// The navigation stacks of a tab view's tabs that are not shown, by tab.
    var parkedNavigations: [String: EmbeddedNavigation] = [:]
    /// Runs the content's onAppear/onDisappear/task/onChange between renders.
    let lifecycle = LifecycleTracker()
    /// For a controller a presentation modifier presented: which request, and how to close it.
    var presentationOrigin: PresentationOrigin?
    /// For a controller pushed by a value link, a bound path or `.navigationDestination(isPresented:)`.
    var pushOrigin = PushOrigin()
    /// What a view keeps between renders when the code gives it no binding (a `TabView`'s
    /// selection), by a key naming the view.
    var viewState: [String: AnyHashable] = [:]
    /// The screen's edit mode, what `\.editMode` binds to when the code sets none.
    var editMode = EditMode.inactive
    /// For a controller a `UIViewControllerRepresentable` made: its host's dismiss action and
    /// the coordinator, kept alive with the controller.
    var representedHost: RepresentedHost?
    /// The columns of a `NavigationSplitView` in the content, kept across layouts (see
    /// `SplitViewColumns`).
    var splitViewColumns: SplitViewColumns?
    /// The views and controllers the content's representables made, by identity, kept from
    /// one layout to the next (ViewIdentity.swift).
    let representables = RepresentedIdentities()
}

/// How a presentation modifier presented a controller.
struct PresentationOrigin {
    /// Tells the request apart across layouts (see ``PresentationRequest/key``).
    var key: String
    /// Writes "not shown" through the modifier's binding (what `dismiss()` does).
    var dismiss: @MainActor () -> Void
    /// Runs once the presented controller has gone.
    var onDismiss: (@MainActor () -> Void)?
}

/// How a SwiftUI navigation API pushed a controller.
struct PushOrigin {
    /// The value a path-bound navigation stack or a value link pushed it for.
    var value: AnyHashable?
    /// Which `.navigationDestination(isPresented:)` pushed it.
    var programmaticKey: String?
    /// What its pop writes back (the destination's binding turns false).
    var onPopped: (@MainActor () -> Void)?
}
