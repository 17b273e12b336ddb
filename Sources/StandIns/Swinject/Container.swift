import Foundation

/// A registration's key: the service type, the factory's parameter types and the name.
struct ServiceKey: Hashable {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?

    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.serviceType == rhs.serviceType && lhs.argumentsType == rhs.argumentsType && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(name)
    }
}

/// The resolution under way in a family of containers (a container, its children and their `synchronize()` views):
/// how deep it is, its object graph, the registrations that kept an instance in it.
final class Resolution {
    var depth = 0
    var graph: GraphIdentifier?
    var registrationsInGraph: [any Registration] = []
    /// Set when the resolution went deeper than ``SwinjectLimits/maximumResolutionDepth``: every resolve until the
    /// outermost returns gives `nil`.
    var abandoned = false
}

/// What an autoregistered factory gives when a parameter did not resolve: its resolve gives `nil`.
package struct UnresolvedDependency {
    package init() {}
}

/// What napkin's Swinject bounds, where Swinject itself stops the app.
public enum SwinjectLimits {
    /// The most resolutions nested in one another: 200, as upstream. Upstream stops the app with `fatalError` at this
    /// depth (a circular dependency without `initCompleted`); napkin's logs the cycle through
    /// ``Container/loggingFunction`` and the outermost `resolve` returns `nil`, well before the stack runs out.
    public static let maximumResolutionDepth = 200
}

/// Swinject's dependency injection container: register how each service is made, then resolve services with their
/// dependencies injected.
///
/// ```swift
/// let container = Container()
/// container.register(Networking.self) { _ in APIClient() }.inObjectScope(.container)
/// container.register(FeedViewModel.self) { r in FeedViewModel(api: r.resolve(Networking.self)!) }
/// let model = container.resolve(FeedViewModel.self)
/// ```
///
/// A service that is not registered (in this container or a parent) resolves to `nil`. Unlike upstream, where only
/// `synchronize()`'s view locks, every container locks: registrations, scopes and resolutions are guarded by one
/// recursive lock shared with its parent and children, so the container is `Sendable` (unchecked, the lock is the
/// check). Factories and `initCompleted` actions run on the resolving thread with that lock held, as upstream's
/// synchronized resolver runs them; they need not be `Sendable`.
public final class Container: @unchecked Sendable {
    let lock: NSRecursiveLock
    private let resolution: Resolution
    private let parent: Container?
    private let defaultObjectScope: ObjectScope
    private var services: [ServiceKey: any Registration] = [:]
    private var behaviors: [any Behavior] = []

    private init(parent: Container?, defaultObjectScope: ObjectScope) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        lock = parent?.lock ?? NSRecursiveLock()
        resolution = parent?.resolution ?? Resolution()
    }

    /// A container whose lookups fall back to `parent`'s registrations, with services kept in
    /// `defaultObjectScope` unless registered otherwise, `behaviors` told of each registration, and the
    /// registrations `registeringClosure` makes (`Container { c in c.register(…) }`).
    public convenience init(
        parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.init(parent: parent, defaultObjectScope: defaultObjectScope)
        for behavior in behaviors { addBehavior(behavior) }
        registeringClosure(self)
    }

    /// Registers how `serviceType` is made: `factory` takes a ``Resolver`` to resolve its dependencies. A second
    /// registration of the same type, name and arguments replaces the first.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver) -> Any = { factory($0) }
        return add(serviceType, name: name, argumentsType: (any Resolver).self, factory: erased)
    }

    /// Keeps `factory`, erased to `(Resolver, Arg1, …) -> Any`, under its key (SwinjectAutoregistration's
    /// `autoregister` registers through it).
    package func add<Service>(_ serviceType: Service.Type, name: String?, argumentsType: Any.Type, factory: Any) -> ServiceEntry<Service> {
        lock.guarded {
            let entry = ServiceEntry<Service>(argumentsType: argumentsType, factory: factory, scope: defaultObjectScope, container: self)
            services[ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: name)] = entry
            for behavior in behaviors { behavior.container(self, didRegisterType: serviceType, toService: entry, withName: name) }
            return entry
        }
    }

    /// Makes `type` resolve to `service`'s registration (what ``ServiceEntry/implements(_:name:)`` calls).
    public func forward<T, S>(_ type: T.Type, name: String? = nil, to service: ServiceEntry<S>) {
        lock.guarded {
            services[ServiceKey(serviceType: type, argumentsType: service.argumentsType, name: name)] = service
            for behavior in behaviors { behavior.container(self, didRegisterType: type, toService: service, withName: name) }
        }
    }

    /// A view of the container for resolving from several threads, as Swinject's: a child container (so
    /// registrations added to this one later are seen) sharing this one's lock. Every napkin container locks, so
    /// the view changes nothing but the graph it resolves in.
    public func synchronize() -> any Resolver {
        Container(parent: self, defaultObjectScope: defaultObjectScope)
    }

    /// Adds a behavior told of each registration made after it.
    public func addBehavior(_ behavior: any Behavior) {
        lock.guarded { behaviors.append(behavior) }
    }

    /// Removes this container's registrations (its parent's stay).
    public func removeAll() {
        lock.guarded { services.removeAll() }
    }

    /// Lets go of the instances kept in `objectScope` by this container's registrations and its parents'.
    public func resetObjectScope(_ objectScope: any ObjectScopeProtocol) {
        lock.guarded {
            for entry in services.values where entry.objectScope === objectScope { entry.storage.instance = nil }
            parent?.resetObjectScope(objectScope)
        }
    }

    /// Lets go of the instances kept in `objectScope` (`container.resetObjectScope(.container)`).
    public func resetObjectScope(_ objectScope: ObjectScope) {
        resetObjectScope(objectScope as any ObjectScopeProtocol)
    }

    /// Lets go of the instances of `serviceType` kept in `objectScope`, here and in the parents.
    public func resetObjectScope(_ objectScope: any ObjectScopeProtocol, serviceType: Any.Type) {
        lock.guarded {
            for (key, entry) in services where key.serviceType == serviceType && entry.objectScope === objectScope {
                entry.storage.instance = nil
            }
            parent?.resetObjectScope(objectScope, serviceType: serviceType)
        }
    }

    /// Lets go of the instances of `serviceType` kept in `objectScope`.
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as any ObjectScopeProtocol, serviceType: serviceType)
    }

    /// Whether `serviceType` is registered under `name` (with any arguments) here or in a parent.
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        lock.guarded {
            services.keys.contains { $0.serviceType == serviceType && $0.name == name }
                || parent?.hasAnyRegistration(of: serviceType, name: name) == true
        }
    }

    private func registration(for key: ServiceKey) -> (any Registration)? {
        services[key] ?? parent?.registration(for: key)
    }

    private func allRegistrations() -> [ServiceKey: any Registration] {
        (parent?.allRegistrations() ?? [:]).merging(services) { _, own in own }
    }

    /// Resolves `Service` from the registration with `argumentsType` and `name`; `invoke` calls its erased factory.
    func resolve<Service>(
        _ serviceType: Service.Type, name: String?, argumentsType: Any.Type, invoke: (Any, any Resolver) -> Any?
    ) -> Service? {
        lock.guarded {
            let key = ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: name)
            if let entry = registration(for: key) { return make(Service.self, from: entry, invoke: invoke) }
            // `resolve(Service?.self)` resolves `Service`, and gives `.some(nil)` when it is not registered, as Swinject
            // does (so an autoregistered initializer's optional parameter is `nil` rather than failing).
            if let optional = serviceType as? any OptionalService.Type {
                let wrappedKey = ServiceKey(serviceType: optional.wrappedType, argumentsType: argumentsType, name: name)
                if let entry = registration(for: wrappedKey) { return make(Service.self, from: entry, invoke: invoke) }
                return optional.absent as? Service
            }
            reportMissing(key)
            return nil
        }
    }

    /// The instance kept in the entry's scope, or a new one: made, kept, completed.
    private func make<Service>(_: Service.Type, from entry: any Registration, invoke: (Any, any Resolver) -> Any?) -> Service? {
        if resolution.abandoned { return nil }
        guard resolution.depth < SwinjectLimits.maximumResolutionDepth else {
            resolution.abandoned = true
            Container.log(
                "Swinject: resolving \(Service.self) nested \(SwinjectLimits.maximumResolutionDepth) resolutions deep, a circular "
                    + "dependency. Inject one side in initCompleted (and keep it in the .graph scope) to break the cycle; "
                    + "this resolution gives nil.")
            return nil
        }
        if resolution.depth == 0 { resolution.graph = GraphIdentifier() }
        resolution.depth += 1
        defer {
            resolution.depth -= 1
            if resolution.depth == 0 { completeGraph() }
        }
        let graph = resolution.graph ?? GraphIdentifier()
        let storage = entry.storage
        if let kept = storage.instance(inGraph: graph), let service = kept as? Service { return service }
        guard let made = invoke(entry.factory, self), !(made is UnresolvedDependency), !resolution.abandoned else { return nil }
        // The factory may have resolved this service itself (a cycle through initCompleted): that one is the graph's.
        if let kept = storage.instance(inGraph: graph), let service = kept as? Service { return service }
        storage.setInstance(made, inGraph: graph)
        resolution.registrationsInGraph.append(entry)
        entry.completeInitialization(of: made, resolver: self)
        return resolution.abandoned ? nil : made as? Service
    }

    private func completeGraph() {
        for entry in resolution.registrationsInGraph { entry.storage.graphResolutionCompleted() }
        resolution.registrationsInGraph.removeAll()
        resolution.graph = nil
        resolution.abandoned = false
    }

    private func reportMissing(_ key: ServiceKey) {
        guard Container.loggingFunction != nil else { return }
        let candidates = allRegistrations().filter { $0.key.serviceType == key.serviceType }
        var lines = ["Swinject: Resolution failed. Expected registration:", "\t{ \(Container.describe(key)) }", "Available registrations:"]
        lines += candidates.map { "\t{ \($0.value.summary(for: $0.key)) }" }.sorted()
        Container.log(lines.joined(separator: "\n"))
    }

    private static func describe(_ key: ServiceKey) -> String {
        let name = key.name.map { ", Name: \"\($0)\"" } ?? ""
        return "Service: \(key.serviceType)\(name), Factory: \(key.argumentsType) -> \(key.serviceType)"
    }
}

/// `Optional`, whose resolution falls back to its wrapped type's.
protocol OptionalService {
    static var wrappedType: Any.Type { get }
    static var absent: Any { get }
}

extension Optional: OptionalService {
    static var wrappedType: Any.Type { Wrapped.self }
    static var absent: Any { Wrapped?.none as Any }
}

extension Container: CustomStringConvertible {
    /// This container's registrations, one a line, as Swinject lists them.
    public var description: String {
        let lines = lock.guarded { services.map { "\n    { \($0.value.summary(for: $0.key)) }" } }
        return "[" + lines.sorted().joined(separator: ",") + "\n]"
    }
}

extension Container: Resolver {
    /// The `serviceType` instance, or `nil` when it is not registered.
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolve(serviceType, name: nil)
    }

    /// The `serviceType` instance registered under `name`, or `nil`.
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver).self) { factory, resolver in
            (factory as? (any Resolver) -> Any)?(resolver)
        }
    }
}

/// Told of each registration made after it is added to a container, as Swinject's `Behavior`.
public protocol Behavior {
    /// `entry` was registered in `container` for `type` under `name`.
    func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>, withName name: String?)
}

/// How ``Container/loggingFunction`` is called: on the thread that resolves, with the container's lock held (not
/// `Sendable`, as upstream's, so an app's closure that appends to a captured array compiles unchanged).
public typealias LoggingFunctionType = (String) -> Void

/// The logging function, behind a lock; `Sendable` unchecked because the function it holds is not.
private final class LoggingSetting: @unchecked Sendable {
    private let lock = NSLock()
    private var function: LoggingFunctionType? = { message in
        if ProcessInfo.processInfo.environment["SWINJECT_LOGGING_ENABLED"] == "1" { print(message) }
    }

    var value: LoggingFunctionType? {
        get { lock.lock(); defer { lock.unlock() }; return function }
        set { lock.lock(); defer { lock.unlock() }; function = newValue }
    }

    static let shared = LoggingSetting()
}

extension Container {
    /// Where Swinject's messages go (a failed resolution with the registrations it could have meant, a circular
    /// dependency), as Swinject 2.8's `Container.loggingFunction`; `nil` silences them. By default they are printed
    /// when the `SWINJECT_LOGGING_ENABLED` environment variable is `1`, as Swinject 2.10 does.
    public static var loggingFunction: LoggingFunctionType? {
        get { LoggingSetting.shared.value }
        set { LoggingSetting.shared.value = newValue }
    }

    package static func log(_ message: String) {
        loggingFunction?(message)
    }
}
