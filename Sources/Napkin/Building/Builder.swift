/// The base of napkin builders: it keeps the dependency handed down by the parent.
///
/// ```swift
/// final class LoggedOutNapkinBuilder: Builder<LoggedOutNapkinDependency>, LoggedOutNapkinBuildable {
///     @MainActor
///     func build(withListener listener: LoggedOutNapkinListener) async -> LoggedOutNapkinRouting { ... }
/// }
/// ```
/// A builder builds a fresh napkin (component, view controller, interactor, router) on
/// every call and keeps no state besides the dependency. It is used where routers live, on
/// the main actor, so it need not be `Sendable` (as upstream napkin's is not).
open class Builder<DependencyType>: Buildable {
    /// The dependency given by the parent, usually the parent's component. It never changes.
    public let dependency: DependencyType

    /// A builder that builds napkins from `dependency`. Building happens later, in `build`.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
