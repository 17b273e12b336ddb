/// The dependency handed to a root component: `super.init(dependency: EmptyComponent())`.
///
/// It has no state, so one instance or many are interchangeable.
public final class EmptyComponent: EmptyDependency {
    /// An empty component. Creating one has no side effects.
    public init() {}
}
