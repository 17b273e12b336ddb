import NapkinUI

/// The router at the root of an app's napkin tree: the one a scene delegate launches.
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Shows the napkin in `window` and starts the tree. See ``LaunchRouter/launch(from:)``.
    func launch(from window: Window) async
}
