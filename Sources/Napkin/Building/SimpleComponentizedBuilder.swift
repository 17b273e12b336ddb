/// A ``ComponentizedBuilder`` whose napkins need no dynamic dependency: `build()` makes a
/// new component and a napkin from it.
///
/// Subclass it and override ``build(with:)``:
/// ```swift
/// final class SettingsNapkinBuilder: SimpleComponentizedBuilder<SettingsComponent, SettingsNapkinRouting> {
///     init(parent: ParentComponent) { super.init { SettingsComponent(parent: parent) } }
///     override func build(with component: SettingsComponent) -> SettingsNapkinRouting { ... }
/// }
/// ```
open class SimpleComponentizedBuilder<Component, Router>: ComponentizedBuilder<Component, Router, (), ()> {
    /// A builder that makes each build's component with `componentBuilder`, which must
    /// return a new component on every call.
    public init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: { _ in componentBuilder() })
    }

    /// Forwards to ``build(with:)``; override that one.
    public final override func build(with component: Component, _ dynamicBuildDependency: ()) -> Router {
        build(with: component)
    }

    /// Builds the napkin's router from this build's new `component`. Subclasses must
    /// override it; the base implementation stops the program.
    open func build(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override build(with:) to build its napkin.")
    }

    /// Builds a napkin with a new component and returns its router.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}
