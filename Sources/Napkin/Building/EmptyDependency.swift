/// The dependency of a napkin that needs nothing from above: the root of a tree, as in
/// `final class AppComponent: Component<EmptyDependency>`.
///
/// ``EmptyComponent`` is the one value that satisfies it.
public protocol EmptyDependency: Dependency {}
