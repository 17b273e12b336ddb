/// A group of registrations, as Swinject's `Assembly`: an ``Assembler`` calls ``assemble(container:)`` on each of
/// its assemblies, then ``loaded(resolver:)`` on each once all have registered.
public protocol Assembly {
    /// Registers this assembly's services in `container`.
    func assemble(container: Container)

    /// Called after every assembly given with this one has registered; does nothing unless implemented.
    func loaded(resolver: any Resolver)
}

extension Assembly {
    /// Does nothing.
    public func loaded(resolver: any Resolver) {}
}

/// Builds a container from assemblies, as Swinject's `Assembler`: `Assembler([NetworkAssembly(), FeedAssembly()])`,
/// then `assembler.resolver.resolve(FeedViewModel.self)`.
public final class Assembler: Sendable {
    private let container: Container

    /// The container the assemblies registered in, as a ``Resolver``.
    public var resolver: any Resolver { container }

    /// An assembler over `container` (a new one by default), with no assemblies yet.
    public init(container: Container? = Container()) {
        self.container = container ?? Container()
    }

    /// An assembler whose container is a child of `parentAssembler`'s.
    public init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = []) {
        container = Container(parent: parentAssembler?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
    }

    /// An assembler over `container` with `assemblies` applied in order.
    public init(_ assemblies: [any Assembly], container: Container = Container()) {
        self.container = container
        run(assemblies)
    }

    /// An assembler whose container is a child of `parent`'s, with `assemblies` applied in order.
    public init(
        _ assemblies: [any Assembly], parent: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = []
    ) {
        container = Container(parent: parent?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        run(assemblies)
    }

    /// Swinject 2.0's throwing spelling of ``init(_:container:)``; it never throws.
    @available(*, deprecated, message: "Use init(_:container:), which does not throw")
    public convenience init(assemblies: [any Assembly], container: Container? = Container()) throws {
        self.init(assemblies, container: container ?? Container())
    }

    /// Swinject 2.0's throwing spelling of ``init(_:parent:defaultObjectScope:behaviors:)``; it never throws.
    @available(*, deprecated, message: "Use init(_:parent:), which does not throw")
    public convenience init(assemblies: [any Assembly], parentAssembler: Assembler?) throws {
        self.init(assemblies, parent: parentAssembler)
    }

    /// Applies one more assembly.
    public func apply(assembly: any Assembly) {
        run([assembly])
    }

    /// Applies more assemblies, in order.
    public func apply(assemblies: [any Assembly]) {
        run(assemblies)
    }

    private func run(_ assemblies: [any Assembly]) {
        for assembly in assemblies { assembly.assemble(container: container) }
        for assembly in assemblies { assembly.loaded(resolver: resolver) }
    }
}
