/// Something that builds a napkin; each napkin declares its own refinement with a `build`
/// method that takes the listener (and any data) and returns the napkin's routing protocol:
/// ```swift
/// protocol LoggedOutNapkinBuildable: Buildable {
///     @MainActor func build(withListener listener: LoggedOutNapkinListener) async -> LoggedOutNapkinRouting
/// }
/// ```
/// Parents hold their children's builders by this protocol, so a test can substitute one.
/// Builders live with the routers that hold them, on the main actor.
public protocol Buildable: AnyObject {}
