/// A builder that makes a new component for every napkin it builds, from a dependency
/// known only at build time, as RIBs' `ComponentizedBuilder`.
///
/// Subclass it and override ``build(with:_:)``:
/// ```swift
/// final class ScoreNapkinBuilder: ComponentizedBuilder<ScoreComponent, ScoreNapkinRouting, Player, Game> {
///     init(parent: ParentComponent) { super.init { game in ScoreComponent(parent: parent, game: game) } }
///     override func build(with component: ScoreComponent, _ player: Player) -> ScoreNapkinRouting { ... }
/// }
/// let router: ScoreNapkinRouting = builder.build(withDynamicBuildDependency: player, dynamicComponentDependency: game)
/// ```
/// The builder keeps no component: each build's component lives exactly as long as the
/// napkin built with it. Like ``Builder``, it is used where routers live and is not
/// `Sendable`; a subclass shared across threads may declare `@unchecked Sendable` itself.
open class ComponentizedBuilder<Component, Router, DynamicBuildDependency, DynamicComponentDependency>: Buildable {
    private let componentBuilder: (DynamicComponentDependency) -> Component
    // Weak, so the builder never extends a component's life; used only to catch a
    // component builder that hands out the same instance twice.
    private weak var lastComponent: AnyObject?

    /// A builder that makes each build's component with `componentBuilder`, which must
    /// return a new component on every call.
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds a napkin: makes a new component from `dynamicComponentDependency`, then calls
    /// ``build(with:_:)`` with it and `dynamicBuildDependency`; returns the router.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> Router {
        let (_, router): (Component, Router) = build(
            withDynamicBuildDependency: dynamicBuildDependency,
            dynamicComponentDependency: dynamicComponentDependency
        )
        return router
    }

    /// Builds a napkin as ``build(withDynamicBuildDependency:dynamicComponentDependency:)``
    /// does and returns its component too, for a parent that needs the child's component.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> (Component, Router) {
        let component = componentBuilder(dynamicComponentDependency)
        let identity = component as AnyObject
        // A value-type component is boxed afresh on each call, so only a class instance
        // handed out twice can match.
        assert(
            lastComponent !== identity,
            "\(type(of: self))'s component builder returned the component of the previous build; it must create a new component on every call."
        )
        lastComponent = identity
        return (component, build(with: component, dynamicBuildDependency))
    }

    /// Builds the napkin's router from this build's new `component`. Subclasses must
    /// override it; the base implementation stops the program.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override build(with:_:) to build its napkin.")
    }
}
