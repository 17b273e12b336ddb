import NapkinUI

/// The root router of an app: it puts the napkin's view controller in a window and starts
/// the tree.
///
/// ```swift
/// let router = await LaunchNapkinBuilder(dependency: AppComponent()).build(withListener: AppListener())
/// await router.launch(from: window)
/// ```
@MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting {
    /// Sets the napkin's view controller as `window`'s root, makes the window key and
    /// visible, activates the interactor (its `didBecomeActive` runs, then any attached
    /// children activate) and loads the router. Returns when all of that is done.
    ///
    /// Launch a router once; a second call re-installs the view controller and does nothing
    /// else.
    public final func launch(from window: Window) async {
        window.rootViewController = viewControllable.uiviewController
        window.makeKeyAndVisible()
        await interactable.activate()
        await load()
    }
}
