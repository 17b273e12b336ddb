/// What resolves services, as Swinject's `Resolver`: a ``Container``, its `synchronize()` view, and what a factory
/// is handed to resolve its dependencies. Every resolve gives `nil` when nothing is registered for the service, its
/// name and its arguments' types (an argument's static type must be the one registered).
public protocol Resolver {
    /// The `serviceType` instance, or `nil`.
    func resolve<Service>(_ serviceType: Service.Type) -> Service?

    /// The `serviceType` instance registered under `name`, or `nil`.
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

    /// The `serviceType` instance made with one argument by a factory registered with one argument, or `nil`.
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service?

    /// The `serviceType` instance registered under `name` with one argument, made with these, or `nil`.
    func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service?

    /// The `serviceType` instance made with two arguments by a factory registered with two arguments, or `nil`.
    func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service?

    /// The `serviceType` instance registered under `name` with two arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2) -> Service?

    /// The `serviceType` instance made with three arguments by a factory registered with three arguments, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) -> Service?

    /// The `serviceType` instance registered under `name` with three arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3)
        -> Service?

    /// The `serviceType` instance made with four arguments by a factory registered with four arguments, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service?

    /// The `serviceType` instance registered under `name` with four arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4
    ) -> Service?

    /// The `serviceType` instance made with five arguments by a factory registered with five arguments, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service?

    /// The `serviceType` instance registered under `name` with five arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5
    ) -> Service?

    /// The `serviceType` instance made with six arguments by a factory registered with six arguments, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6
    ) -> Service?

    /// The `serviceType` instance registered under `name` with six arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6
    ) -> Service?

    /// The `serviceType` instance made with seven arguments by a factory registered with seven arguments, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6,
        _ arg7: Arg7
    ) -> Service?

    /// The `serviceType` instance registered under `name` with seven arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7
    ) -> Service?

    /// The `serviceType` instance made with eight arguments by a factory registered with eight arguments, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6,
        _ arg7: Arg7, _ arg8: Arg8
    ) -> Service?

    /// The `serviceType` instance registered under `name` with eight arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8
    ) -> Service?

    /// The `serviceType` instance made with nine arguments by a factory registered with nine arguments, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6,
        _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service?

    /// The `serviceType` instance registered under `name` with nine arguments, made with these, or `nil`.
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5,
        _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9
    ) -> Service?
}
