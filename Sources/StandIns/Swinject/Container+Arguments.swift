// Registering and resolving with arguments: one to nine, as Swinject (`register(T.self) { r, id in … }` and
// `resolve(T.self, argument: id)`). A registration's key holds its parameters' types, `(Resolver, Arg1, …)`.

extension Container {
    /// Registers how `serviceType` is made from one argument, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1) -> Any = { r, a1 in factory(r, a1) }
        return add(serviceType, name: name, argumentsType: (any Resolver, Arg1).self, factory: erased)
    }

    /// The `serviceType` instance made with one argument, or `nil`.
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        resolve(serviceType, name: nil, argument: argument)
    }

    /// The `serviceType` instance registered under `name`, made with one argument, or `nil`.
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1).self) { factory, resolver in
            (factory as? (any Resolver, Arg1) -> Any)?(resolver, argument)
        }
    }

    /// Registers how `serviceType` is made from two arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver, Arg1, Arg2) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2) -> Any = { r, a1, a2 in factory(r, a1, a2) }
        return add(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: erased)
    }

    /// The `serviceType` instance made with two arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2)
    }

    /// The `serviceType` instance registered under `name`, made with two arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2).self) { factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2) -> Any)?(resolver, arg1, arg2)
        }
    }

    /// Registers how `serviceType` is made from three arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver, Arg1, Arg2, Arg3) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2, Arg3) -> Any = { r, a1, a2, a3 in factory(r, a1, a2, a3) }
        return add(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: erased)
    }

    /// The `serviceType` instance made with three arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3)
        -> Service?
    {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3)
    }

    /// The `serviceType` instance registered under `name`, made with three arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3
    ) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self) { factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2, Arg3) -> Any)?(resolver, arg1, arg2, arg3)
        }
    }

    /// Registers how `serviceType` is made from four arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2, Arg3, Arg4) -> Any = { r, a1, a2, a3, a4 in factory(r, a1, a2, a3, a4) }
        return add(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4).self, factory: erased)
    }

    /// The `serviceType` instance made with four arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4)
    }

    /// The `serviceType` instance registered under `name`, made with four arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4).self) { factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2, Arg3, Arg4) -> Any)?(resolver, arg1, arg2, arg3, arg4)
        }
    }

    /// Registers how `serviceType` is made from five arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5) -> Any = { r, a1, a2, a3, a4, a5 in factory(r, a1, a2, a3, a4, a5) }
        return add(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5).self, factory: erased)
    }

    /// The `serviceType` instance made with five arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5)
    }

    /// The `serviceType` instance registered under `name`, made with five arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5).self) { factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5) -> Any)?(resolver, arg1, arg2, arg3, arg4, arg5)
        }
    }

    /// Registers how `serviceType` is made from six arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6) -> Any = { r, a1, a2, a3, a4, a5, a6 in
            factory(r, a1, a2, a3, a4, a5, a6)
        }
        return add(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6).self, factory: erased)
    }

    /// The `serviceType` instance made with six arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6)
    }

    /// The `serviceType` instance registered under `name`, made with six arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6
    ) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6).self) { factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6) -> Any)?(resolver, arg1, arg2, arg3, arg4, arg5, arg6)
        }
    }

    /// Registers how `serviceType` is made from seven arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7) -> Any = { r, a1, a2, a3, a4, a5, a6, a7 in
            factory(r, a1, a2, a3, a4, a5, a6, a7)
        }
        return add(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7).self, factory: erased)
    }

    /// The `serviceType` instance made with seven arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6,
        _ arg7: Arg7
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7)
    }

    /// The `serviceType` instance registered under `name`, made with seven arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7
    ) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7).self) {
            factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7) -> Any)?(
                resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7)
        }
    }

    /// Registers how `serviceType` is made from eight arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8) -> Any = { r, a1, a2, a3, a4, a5, a6, a7, a8 in
            factory(r, a1, a2, a3, a4, a5, a6, a7, a8)
        }
        return add(
            serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8).self, factory: erased)
    }

    /// The `serviceType` instance made with eight arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6,
        _ arg7: Arg7, _ arg8: Arg8
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)
    }

    /// The `serviceType` instance registered under `name`, made with eight arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8).self) {
            factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8) -> Any)?(
                resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8)
        }
    }

    /// Registers how `serviceType` is made from nine arguments, passed to `resolve`; `factory` also takes a
    /// ``Resolver`` for its dependencies.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9) -> Service
    ) -> ServiceEntry<Service> {
        let erased: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9) -> Any = { r, a1, a2, a3, a4, a5, a6, a7, a8, a9 in
            factory(r, a1, a2, a3, a4, a5, a6, a7, a8, a9)
        }
        return add(
            serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9).self,
            factory: erased)
    }

    /// The `serviceType` instance made with nine arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6,
        _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service? {
        resolve(serviceType, name: nil, arguments: arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)
    }

    /// The `serviceType` instance registered under `name`, made with nine arguments, or `nil`.
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service? {
        resolve(serviceType, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9).self) {
            factory, resolver in
            (factory as? (any Resolver, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9) -> Any)?(
                resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9)
        }
    }
}
