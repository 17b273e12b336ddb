import Foundation

/// What a container keeps for one registration, without its service type.
protocol Registration: AnyObject {
    /// The scope, compared by identity.
    var objectScope: any ObjectScopeProtocol { get }
    /// The scope's storage for this registration.
    var storage: any InstanceStorage { get }
    /// The factory as `(Resolver, Arg1, …) -> Any`.
    var factory: Any { get }
    /// Runs the `initCompleted` actions on `instance`.
    func completeInitialization(of instance: Any, resolver: any Resolver)
    /// The registration in a line, as Swinject's descriptions write it.
    func summary(for key: ServiceKey) -> String
}

/// A registration, returned by `register` for its settings to be chained, as Swinject's `ServiceEntry`:
/// `.inObjectScope(.container)`, `.initCompleted { r, service in … }`, `.implements(OtherProtocol.self)`.
///
/// `Sendable` unchecked: its settings are changed and read with its container's lock held; its factory and actions
/// run on the thread that resolves (as upstream's, they need not be `Sendable`).
public final class ServiceEntry<Service>: Registration, @unchecked Sendable {
    /// The registered service type.
    public let serviceType: Any.Type
    /// The factory's parameters as a type: `Resolver` without arguments, `(Resolver, Arg1, …)` with.
    public let argumentsType: Any.Type
    let factory: Any
    private let lock: NSRecursiveLock
    weak var container: Container?
    private var scope: any ObjectScopeProtocol
    private var madeStorage: (any InstanceStorage)?
    private var completions: [(any Resolver, Service) -> Void] = []

    init(argumentsType: Any.Type, factory: Any, scope: any ObjectScopeProtocol, container: Container) {
        serviceType = Service.self
        self.argumentsType = argumentsType
        self.factory = factory
        self.scope = scope
        self.container = container
        lock = container.lock
    }

    var objectScope: any ObjectScopeProtocol { lock.guarded { scope } }

    var storage: any InstanceStorage {
        lock.guarded {
            if let madeStorage { return madeStorage }
            let storage = scope.makeStorage()
            madeStorage = storage
            return storage
        }
    }

    /// Keeps this service's instances in `objectScope` (instances already kept in the old scope are let go).
    @discardableResult
    public func inObjectScope(_ objectScope: any ObjectScopeProtocol) -> Self {
        lock.guarded {
            scope = objectScope
            madeStorage = nil
        }
        return self
    }

    /// Keeps this service's instances in `objectScope`: `.transient`, `.graph`, `.container`, `.weak` or an app's.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as any ObjectScopeProtocol)
    }

    /// Adds an action run on each new instance after it is made and kept in its scope, with the resolver that made
    /// it: where a circular dependency is injected (`.initCompleted { r, child in child.parent = r.resolve(…) }`).
    @discardableResult
    public func initCompleted(_ completed: @escaping (any Resolver, Service) -> Void) -> Self {
        lock.guarded { completions.append(completed) }
        return self
    }

    func completeInitialization(of instance: Any, resolver: any Resolver) {
        guard let service = instance as? Service else { return }
        for completion in lock.guarded({ completions }) { completion(resolver, service) }
    }

    func summary(for key: ServiceKey) -> String {
        let currentScope = lock.guarded { scope }
        let actions = lock.guarded { completions.count }
        var parts = ["Service: \(key.serviceType)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        parts.append("Factory: \(key.argumentsType) -> \(serviceType)")
        parts.append("ObjectScope: \(currentScope)")
        if actions > 0 { parts.append("InitCompleted: Specified \(actions) closures") }
        return parts.joined(separator: ", ")
    }

    /// Makes `type` resolve to this registration too (with `name`, when given), as Swinject's type forwarding:
    /// `register(Store.self) { … }.implements(Reading.self, Writing.self)`.
    @discardableResult
    public func implements<T>(_ type: T.Type, name: String? = nil) -> ServiceEntry<Service> {
        container?.forward(type, name: name, to: self)
        return self
    }

    /// Makes both types resolve to this registration.
    @discardableResult
    public func implements<T1, T2>(_ type1: T1.Type, _ type2: T2.Type) -> ServiceEntry<Service> {
        implements(type1).implements(type2)
    }

    /// Makes the three types resolve to this registration.
    @discardableResult
    public func implements<T1, T2, T3>(_ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type) -> ServiceEntry<Service> {
        implements(type1).implements(type2).implements(type3)
    }

    /// Makes the four types resolve to this registration.
    @discardableResult
    public func implements<T1, T2, T3, T4>(_ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type) -> ServiceEntry<Service>
    {
        implements(type1).implements(type2).implements(type3).implements(type4)
    }
}

extension NSRecursiveLock {
    /// `body`'s result, computed with the lock held.
    func guarded<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
