/// A builder whose napkin is built in stages that share one component, as RIBs'
/// `MultiStageComponentizedBuilder`: earlier stages read ``componentForCurrentBuildPass``
/// (to hand a service to the parent, say), and ``finalStageBuild(withDynamicDependency:)``
/// builds the router from the same component and ends the pass.
///
/// ```swift
/// let component = builder.componentForCurrentBuildPass   // stage one: the same component…
/// let router = builder.finalStageBuild(withDynamicDependency: user)   // …until the last stage
/// ```
/// The next pass starts with a new component. Subclass it and override
/// ``finalStageBuild(with:_:)``. Not `Sendable`: a pass is one caller's sequence of calls.
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
    private let componentBuilder: () -> Component
    private var currentPassComponent: Component?
    // Weak, so the builder never extends a finished pass's component; used only to catch a
    // component builder that hands out the same instance twice.
    private weak var lastComponent: AnyObject?

    /// A builder that makes each pass's component with `componentBuilder`, which must
    /// return a new component on every call.
    public init(componentBuilder: @escaping () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// The component of the build pass in progress, made on first use in the pass; every
    /// read until ``finalStageBuild(withDynamicDependency:)`` returns the same instance.
    public var componentForCurrentBuildPass: Component {
        if let currentPassComponent { return currentPassComponent }
        let component = componentBuilder()
        let identity = component as AnyObject
        assert(
            lastComponent !== identity,
            "\(type(of: self))'s component builder returned the component of the previous build pass; it must create a new component on every call."
        )
        lastComponent = identity
        currentPassComponent = component
        return component
    }

    /// The last stage: builds the router from the pass's component (made now if no earlier
    /// stage asked for it) and `dynamicDependency`, and ends the pass, so the next read of
    /// ``componentForCurrentBuildPass`` starts a new one.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let component = componentForCurrentBuildPass
        defer { currentPassComponent = nil }
        return finalStageBuild(with: component, dynamicDependency)
    }

    /// Builds the napkin's router from the pass's `component`. Subclasses must override it;
    /// the base implementation stops the program.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:_:) to build its napkin.")
    }
}
