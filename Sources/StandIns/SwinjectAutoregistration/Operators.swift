public import Swinject

// SwinjectAutoregistration's `~>`: a resolve that must succeed, for factories written as
// `FeedViewModel(api: r ~> Networking.self, store: r~>)`. As upstream, an unregistered service stops the program,
// naming the service (use `resolve`, which gives nil, where a service may be missing).

postfix operator ~>

/// The service of the type the context asks for: `r.resolve(Service.self)!`.
public postfix func ~> <Service>(resolver: any Resolver) -> Service {
    required(resolver.resolve(Service.self), name: nil)
}

/// `r.resolve(service)!`.
public func ~> <Service>(resolver: any Resolver, service: Service.Type) -> Service {
    required(resolver.resolve(service), name: nil)
}

/// `r.resolve(service, name: name)!`, written `r ~> (Service.self, name: "name")`.
public func ~> <Service>(resolver: any Resolver, registration: (service: Service.Type, name: String)) -> Service {
    required(resolver.resolve(registration.service, name: registration.name), name: registration.name)
}

/// `r.resolve(service, argument: argument)!`, written `r ~> (Service.self, argument: id)`.
public func ~> <Service, Arg1>(resolver: any Resolver, registration: (service: Service.Type, argument: Arg1)) -> Service {
    required(resolver.resolve(registration.service, argument: registration.argument), name: nil)
}

/// `r.resolve(service, name: name, argument: argument)!`.
public func ~> <Service, Arg1>(
    resolver: any Resolver, registration: (service: Service.Type, name: String, argument: Arg1)
) -> Service {
    required(resolver.resolve(registration.service, name: registration.name, argument: registration.argument), name: registration.name)
}

/// `r.resolve(service, arguments: a, b)!`, written `r ~> (Service.self, arguments: (a, b))`.
public func ~> <Service, Arg1, Arg2>(resolver: any Resolver, registration: (Service.Type, arguments: (Arg1, Arg2))) -> Service {
    let (first, second) = registration.arguments
    return required(resolver.resolve(registration.0, arguments: first, second), name: nil)
}

/// `r.resolve(service, name: name, arguments: a, b)!`.
public func ~> <Service, Arg1, Arg2>(
    resolver: any Resolver, registration: (Service.Type, name: String, arguments: (Arg1, Arg2))
) -> Service {
    let (first, second) = registration.arguments
    return required(resolver.resolve(registration.0, name: registration.name, arguments: first, second), name: registration.name)
}

/// `r.resolve(service, arguments: a, b, c)!`, written `r ~> (Service.self, arguments: (a, b, c))`.
public func ~> <Service, Arg1, Arg2, Arg3>(
    resolver: any Resolver, registration: (Service.Type, arguments: (Arg1, Arg2, Arg3))
) -> Service {
    let (first, second, third) = registration.arguments
    return required(resolver.resolve(registration.0, arguments: first, second, third), name: nil)
}

/// `r.resolve(service, name: name, arguments: a, b, c)!`.
public func ~> <Service, Arg1, Arg2, Arg3>(
    resolver: any Resolver, registration: (Service.Type, name: String, arguments: (Arg1, Arg2, Arg3))
) -> Service {
    let (first, second, third) = registration.arguments
    return required(resolver.resolve(registration.0, name: registration.name, arguments: first, second, third), name: registration.name)
}

/// The resolved service, or a stop naming what was not registered.
private func required<Service>(_ service: Service?, name: String?) -> Service {
    guard let service else {
        preconditionFailure("SwinjectAutoregistration: \(Service.self)\(name.map { " named \"\($0)\"" } ?? "") is not registered")
    }
    return service
}

/// Where an autoregistered initializer's parameter comes from: the first argument of its type, or the resolver.
func dependency<Dependency>(_ type: Dependency.Type, from resolver: any Resolver, arguments: [Any]) -> Dependency? {
    for argument in arguments { if let dependency = argument as? Dependency { return dependency } }
    return resolver.resolve(type)
}

/// Logs the initializer's parameters that did not resolve; the resolve that asked for `Service` gives nil (where
/// SwinjectAutoregistration stops the program).
func unresolved<Service>(_ service: Service.Type, from parameters: [(missing: Bool, type: Any.Type)]) -> Any {
    let names = parameters.filter(\.missing).map { "\($0.type)" }.joined(separator: ", ")
    Container.log("SwinjectAutoregistration: Resolution failed. \(Service.self)'s initializer needs \(names), not registered.")
    return UnresolvedDependency()
}
