/// A ``MultiStageComponentizedBuilder`` whose last stage needs no dynamic dependency.
///
/// Subclass it and override ``finalStageBuild(with:)``; call ``finalStageBuild()`` to end
/// a pass.
open class SimpleMultiStageComponentizedBuilder<Component, Router>: MultiStageComponentizedBuilder<Component, Router, ()> {
    /// A builder that makes each pass's component with `componentBuilder`, which must
    /// return a new component on every call.
    public override init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: componentBuilder)
    }

    /// Forwards to ``finalStageBuild(with:)``; override that one.
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: ()) -> Router {
        finalStageBuild(with: component)
    }

    /// Builds the napkin's router from the pass's `component`. Subclasses must override it;
    /// the base implementation stops the program.
    open func finalStageBuild(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:) to build its napkin.")
    }

    /// The last stage: builds the router from the pass's component and ends the pass.
    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }
}
