/// The dependency handed to a root component: `super.init(dependency: EmptyComponent())`.
///
/// It has no state, so one instance or many are interchangeable. It is open, so an app may
/// subclass it for a root that provides services without needing any.
open class EmptyComponent: EmptyDependency {
    /// An empty component. Creating one has no side effects.
    public init() {}
}
