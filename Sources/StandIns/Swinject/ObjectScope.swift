public import Foundation

/// Where a scope keeps the instances its services resolve to, as Swinject's `InstanceStorage`. A container makes one
/// storage for each registration and reads and writes it only while it holds its lock.
public protocol InstanceStorage: AnyObject {
    /// The instance kept outside any one object graph (`nil` for none).
    var instance: Any? { get set }
    /// Called when the outermost `resolve` of an object graph returns.
    func graphResolutionCompleted()
    /// The instance kept for `graph`, or the one kept outside graphs.
    func instance(inGraph graph: GraphIdentifier) -> Any?
    /// Keeps `instance` for `graph`.
    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
}

extension InstanceStorage {
    /// Does nothing: most storages keep nothing per graph.
    public func graphResolutionCompleted() {}

    /// The instance kept outside graphs.
    public func instance(inGraph graph: GraphIdentifier) -> Any? { instance }

    /// Keeps `instance` outside graphs.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) { self.instance = instance }
}

/// One object graph: the services made while one outermost `resolve` runs, as Swinject's `GraphIdentifier`.
public struct GraphIdentifier: Hashable, Identifiable, Sendable {
    /// This graph's identity.
    public let id = UUID()

    /// A new graph, unlike every other.
    public init() {}
}

/// A reference that does not keep its object alive; a value that is not an object is not kept at all.
struct WeakReference {
    private weak var object: AnyObject?

    init(_ value: Any?) {
        if let value, type(of: value) is AnyClass { object = value as AnyObject }
    }

    var value: Any? { object }
}

/// The `.graph` scope's storage: an instance is shared within the graph that made it and forgotten after.
public final class GraphStorage: InstanceStorage {
    /// The instance of the graph being resolved, held until the graph completes.
    public var instance: Any?
    private var byGraph: [GraphIdentifier: WeakReference] = [:]

    /// An empty storage.
    public init() {}

    /// Lets the graph's instance go.
    public func graphResolutionCompleted() {
        instance = nil
        byGraph = byGraph.filter { $0.value.value != nil }
    }

    /// The instance made in `graph`, while something still holds it.
    public func instance(inGraph graph: GraphIdentifier) -> Any? { byGraph[graph]?.value }

    /// Keeps `instance` for `graph`: strongly until the graph completes, weakly after.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        self.instance = instance
        byGraph[graph] = WeakReference(instance)
    }
}

/// The `.container` scope's storage: the first instance, kept until the scope is reset.
public final class PermanentStorage: InstanceStorage {
    /// The kept instance.
    public var instance: Any?

    /// An empty storage.
    public init() {}
}

/// The `.transient` scope's storage: it keeps nothing, so every resolution makes a new instance.
public final class TransientStorage: InstanceStorage {
    /// Always `nil`; what is set is dropped.
    public var instance: Any? {
        get { nil }
        set { _ = newValue }
    }

    /// A storage that keeps nothing.
    public init() {}
}

/// The `.weak` scope's storage: an object shared while something else holds it (a value is never kept).
public final class WeakStorage: InstanceStorage {
    private var reference = WeakReference(nil)

    /// The object, while it lives.
    public var instance: Any? {
        get { reference.value }
        set { reference = WeakReference(newValue) }
    }

    /// An empty storage.
    public init() {}
}

/// Several storages as one: an instance is set in each and read from the first that has it.
public final class CompositeStorage: InstanceStorage {
    private let components: [any InstanceStorage]

    /// The storages, read in this order.
    public init(_ components: [any InstanceStorage]) {
        self.components = components
    }

    /// The first component's instance.
    public var instance: Any? {
        get { components.lazy.compactMap(\.instance).first }
        set { for component in components { component.instance = newValue } }
    }

    /// Tells each component.
    public func graphResolutionCompleted() {
        for component in components { component.graphResolutionCompleted() }
    }

    /// The first component's instance for `graph`.
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        components.lazy.compactMap { $0.instance(inGraph: graph) }.first
    }

    /// Sets `instance` in each component.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        for component in components { component.setInstance(instance, inGraph: graph) }
    }
}

/// A lifetime for resolved instances, as Swinject's `ObjectScopeProtocol`: it makes each registration's storage.
/// A registration's scope is compared by identity (`resetObjectScope`).
public protocol ObjectScopeProtocol: AnyObject {
    /// A new storage for one registration.
    func makeStorage() -> any InstanceStorage
}

/// Swinject's `ObjectScope`: `.transient`, `.graph` (the default), `.container` and `.weak`, and scopes an app makes
/// (`ObjectScope(storageFactory: PermanentStorage.init, description: "session")`, reset with `resetObjectScope`).
///
/// `Sendable` unchecked, as upstream: its storage factory is called with the container's lock held.
public final class ObjectScope: ObjectScopeProtocol, CustomStringConvertible, @unchecked Sendable {
    /// The name given when the scope was made.
    public let description: String
    private let storageFactory: () -> any InstanceStorage
    private let parent: (any ObjectScopeProtocol)?

    /// A scope whose registrations keep instances in what `storageFactory` makes, and also in the storage of
    /// `parent` when there is one (as `.weak` keeps a graph's instances in `.graph`'s).
    public init(
        storageFactory: @escaping () -> any InstanceStorage, description: String = "", parent: (any ObjectScopeProtocol)? = nil
    ) {
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
    }

    /// A storage from the factory, joined with the parent scope's.
    public func makeStorage() -> any InstanceStorage {
        guard let parent else { return storageFactory() }
        return CompositeStorage([storageFactory(), parent.makeStorage()])
    }

    /// A new instance for every resolution.
    public static let transient = ObjectScope(storageFactory: TransientStorage.init, description: "transient")
    /// One instance within an object graph (one outermost `resolve`); the default.
    public static let graph = ObjectScope(storageFactory: GraphStorage.init, description: "graph")
    /// One instance for the container and its children (a singleton), until the scope is reset.
    public static let container = ObjectScope(storageFactory: PermanentStorage.init, description: "container")
    /// One object while something else holds it, and one within a graph.
    public static let weak = ObjectScope(storageFactory: WeakStorage.init, description: "weak", parent: ObjectScope.graph)
}
