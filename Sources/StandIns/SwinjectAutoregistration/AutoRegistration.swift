public import Swinject

// Registering a service by its initializer, as SwinjectAutoregistration's `autoregister`: each of the initializer's
// parameters is resolved by its type (or, with `argument:`/`arguments:`, taken from an argument of that type).
// Up to twelve parameters, with up to three arguments among them.

extension Container {
    /// Registers `service` as made by `initializer`, which takes no parameters.
    @discardableResult
    public func autoregister<Service>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping () -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            initializer()
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (one parameter), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            guard let a else { return unresolved(Service.self, from: [(a == nil, A.self)]) }
            return initializer(a)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (two parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            guard let a, let b else { return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self)]) }
            return initializer(a, b)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (three parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            guard let a, let b, let c else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self)])
            }
            return initializer(a, b, c)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (four parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            guard let a, let b, let c, let d else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self)])
            }
            return initializer(a, b, c, d)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (five parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            guard let a, let b, let c, let d, let e else {
                return unresolved(
                    Service.self,
                    from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self)])
            }
            return initializer(a, b, c, d, e)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (six parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E, F) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            let f: F? = resolver.resolve(F.self)
            guard let a, let b, let c, let d, let e, let f else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self),
                    ])
            }
            return initializer(a, b, c, d, e, f)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (seven parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E, F, G) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            let f: F? = resolver.resolve(F.self)
            let g: G? = resolver.resolve(G.self)
            guard let a, let b, let c, let d, let e, let f, let g else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eight parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E, F, G, H) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            let f: F? = resolver.resolve(F.self)
            let g: G? = resolver.resolve(G.self)
            let h: H? = resolver.resolve(H.self)
            guard let a, let b, let c, let d, let e, let f, let g, let h else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (nine parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E, F, G, H, I) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            let f: F? = resolver.resolve(F.self)
            let g: G? = resolver.resolve(G.self)
            let h: H? = resolver.resolve(H.self)
            let i: I? = resolver.resolve(I.self)
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (ten parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E, F, G, H, I, J) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            let f: F? = resolver.resolve(F.self)
            let g: G? = resolver.resolve(G.self)
            let h: H? = resolver.resolve(H.self)
            let i: I? = resolver.resolve(I.self)
            let j: J? = resolver.resolve(J.self)
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eleven parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            let f: F? = resolver.resolve(F.self)
            let g: G? = resolver.resolve(G.self)
            let h: H? = resolver.resolve(H.self)
            let i: I? = resolver.resolve(I.self)
            let j: J? = resolver.resolve(J.self)
            let k: K? = resolver.resolve(K.self)
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (twelve parameters), each parameter resolved by its type.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L>(
        _ service: Service.Type, name: String? = nil, initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K, L) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver) -> Any = { resolver in
            let a: A? = resolver.resolve(A.self)
            let b: B? = resolver.resolve(B.self)
            let c: C? = resolver.resolve(C.self)
            let d: D? = resolver.resolve(D.self)
            let e: E? = resolver.resolve(E.self)
            let f: F? = resolver.resolve(F.self)
            let g: G? = resolver.resolve(G.self)
            let h: H? = resolver.resolve(H.self)
            let i: I? = resolver.resolve(I.self)
            let j: J? = resolver.resolve(J.self)
            let k: K? = resolver.resolve(K.self)
            let l: L? = resolver.resolve(L.self)
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k, let l else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self), (l == nil, L.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k, l)
        }
        return add(service, name: name, argumentsType: (any Resolver).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (one parameter) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            guard let a else { return unresolved(Service.self, from: [(a == nil, A.self)]) }
            return initializer(a)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (two parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A, B) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            guard let a, let b else { return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self)]) }
            return initializer(a, b)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (three parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A, B, C) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self)])
            }
            return initializer(a, b, c)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (four parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A, B, C, D) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self)])
            }
            return initializer(a, b, c, d)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (five parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A, B, C, D, E) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e else {
                return unresolved(
                    Service.self,
                    from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self)])
            }
            return initializer(a, b, c, d, e)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (six parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A, B, C, D, E, F) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e, let f else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self),
                    ])
            }
            return initializer(a, b, c, d, e, f)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (seven parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A, B, C, D, E, F, G) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e, let f, let g else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eight parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type, initializer: @escaping (A, B, C, D, E, F, G, H) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e, let f, let g, let h else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (nine parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (ten parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eleven parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1])
            let k: K? = dependency(K.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (twelve parameters) from one argument passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, Arg1>(
        _ service: Service.Type, name: String? = nil, argument arg1: Arg1.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K, L) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1) -> Any = { resolver, arg1 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1])
            let k: K? = dependency(K.self, from: resolver, arguments: [arg1])
            let l: L? = dependency(L.self, from: resolver, arguments: [arg1])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k, let l else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self), (l == nil, L.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k, l)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (two parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, initializer: @escaping (A, B) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b else { return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self)]) }
            return initializer(a, b)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (three parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self)])
            }
            return initializer(a, b, c)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (four parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self)])
            }
            return initializer(a, b, c, d)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (five parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e else {
                return unresolved(
                    Service.self,
                    from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self)])
            }
            return initializer(a, b, c, d, e)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (six parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E, F) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e, let f else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self),
                    ])
            }
            return initializer(a, b, c, d, e, f)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (seven parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E, F, G) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e, let f, let g else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eight parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e, let f, let g, let h else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (nine parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (ten parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eleven parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1, arg2])
            let k: K? = dependency(K.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (twelve parameters) from two arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, Arg1, Arg2>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K, L) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2) -> Any = { resolver, arg1, arg2 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1, arg2])
            let k: K? = dependency(K.self, from: resolver, arguments: [arg1, arg2])
            let l: L? = dependency(L.self, from: resolver, arguments: [arg1, arg2])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k, let l else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self), (l == nil, L.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k, l)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (three parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self)])
            }
            return initializer(a, b, c)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (four parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d else {
                return unresolved(Service.self, from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self)])
            }
            return initializer(a, b, c, d)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (five parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e else {
                return unresolved(
                    Service.self,
                    from: [(a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self)])
            }
            return initializer(a, b, c, d, e)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (six parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E, F) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e, let f else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self),
                    ])
            }
            return initializer(a, b, c, d, e, f)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (seven parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E, F, G) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2, arg3])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e, let f, let g else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eight parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2, arg3])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2, arg3])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e, let f, let g, let h else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (nine parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2, arg3])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2, arg3])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2, arg3])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (ten parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2, arg3])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2, arg3])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2, arg3])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2, arg3])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (eleven parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2, arg3])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2, arg3])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2, arg3])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2, arg3])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1, arg2, arg3])
            let k: K? = dependency(K.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }

    /// Registers `service` as made by `initializer` (twelve parameters) from three arguments passed to `resolve`: a
    /// parameter of an argument's type takes the argument, the others are resolved by their types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I, J, K, L, Arg1, Arg2, Arg3>(
        _ service: Service.Type, name: String? = nil, arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping (A, B, C, D, E, F, G, H, I, J, K, L) -> Service
    ) -> ServiceEntry<Service> {
        let factory: (any Resolver, Arg1, Arg2, Arg3) -> Any = { resolver, arg1, arg2, arg3 in
            let a: A? = dependency(A.self, from: resolver, arguments: [arg1, arg2, arg3])
            let b: B? = dependency(B.self, from: resolver, arguments: [arg1, arg2, arg3])
            let c: C? = dependency(C.self, from: resolver, arguments: [arg1, arg2, arg3])
            let d: D? = dependency(D.self, from: resolver, arguments: [arg1, arg2, arg3])
            let e: E? = dependency(E.self, from: resolver, arguments: [arg1, arg2, arg3])
            let f: F? = dependency(F.self, from: resolver, arguments: [arg1, arg2, arg3])
            let g: G? = dependency(G.self, from: resolver, arguments: [arg1, arg2, arg3])
            let h: H? = dependency(H.self, from: resolver, arguments: [arg1, arg2, arg3])
            let i: I? = dependency(I.self, from: resolver, arguments: [arg1, arg2, arg3])
            let j: J? = dependency(J.self, from: resolver, arguments: [arg1, arg2, arg3])
            let k: K? = dependency(K.self, from: resolver, arguments: [arg1, arg2, arg3])
            let l: L? = dependency(L.self, from: resolver, arguments: [arg1, arg2, arg3])
            guard let a, let b, let c, let d, let e, let f, let g, let h, let i, let j, let k, let l else {
                return unresolved(
                    Service.self,
                    from: [
                        (a == nil, A.self), (b == nil, B.self), (c == nil, C.self), (d == nil, D.self), (e == nil, E.self),
                        (f == nil, F.self), (g == nil, G.self), (h == nil, H.self), (i == nil, I.self), (j == nil, J.self),
                        (k == nil, K.self), (l == nil, L.self),
                    ])
            }
            return initializer(a, b, c, d, e, f, g, h, i, j, k, l)
        }
        return add(service, name: name, argumentsType: (any Resolver, Arg1, Arg2, Arg3).self, factory: factory)
    }
}
