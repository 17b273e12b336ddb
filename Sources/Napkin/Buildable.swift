/// Something that builds a napkin; each napkin declares its own refinement with a `build`
/// method that takes the listener (and any data) and returns the napkin's routing protocol:
/// ```swift
/// protocol LoggedOutNapkinBuildable: Buildable {
///     @MainActor func build(withListener listener: LoggedOutNapkinListener) async -> LoggedOutNapkinRouting
/// }
/// ```
/// Parents hold their children's builders by this protocol, so a test can substitute one.
/// Builders are `Sendable` so they can be handed to routers and stored anywhere.
public protocol Buildable: AnyObject, Sendable {}
