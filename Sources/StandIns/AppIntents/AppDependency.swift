import Foundation

/// Where an app registers the values its intents ask for with `@Dependency`, as App Intents' `AppDependencyManager`.
/// A test makes its own manager (`AppDependencyManager()`) or adds to ``shared``.
public final class AppDependencyManager: @unchecked Sendable {
    // Sound: `providers` and `resolved` are read and written under `lock` only.
    private let lock = NSLock()
    private var providers: [AnyHashable: @Sendable () throws -> Any] = [:]
    private var resolved: [AnyHashable: Any] = [:]

    /// The app's manager, which `@Dependency` reads by default.
    public static let shared = AppDependencyManager()

    /// A manager of its own, for a test.
    public init() {}

    /// Registers `dependency`, made when an intent first reads it, under `key` (its type when `nil`).
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        register(key: key ?? Self.key(for: Dependency.self), provider: { dependency() })
    }

    /// Registers the value `dependencyProvider` makes when an intent first reads it, under `key` (its type when `nil`).
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () throws -> Dependency
    ) {
        register(key: key ?? Self.key(for: Dependency.self), provider: { try dependencyProvider() })
    }

    private func register(key: AnyHashable, provider: @escaping @Sendable () throws -> Any) {
        lock.withLock {
            providers[key] = provider
            resolved[key] = nil
        }
    }

    static func key<Value>(for type: Value.Type) -> AnyHashable { ObjectIdentifier(type) }

    /// The value registered under `key`, made on first use; `nil` when none is.
    func value<Value>(for key: AnyHashable, as type: Value.Type) throws -> Value? {
        let (cached, provider) = lock.withLock { (resolved[key], providers[key]) }
        if let cached { return cached as? Value }
        guard let provider else { return nil }
        let made = try provider()
        lock.withLock { resolved[key] = made }
        return made as? Value
    }
}

/// A value an intent or query reads from an ``AppDependencyManager``, as App Intents' `AppDependency` (written
/// `@Dependency` or `@AppDependency`). Reading one that nobody registered stops the program, as on iOS.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    // Sound: every stored property is set once, in `init`.
    private let key: AnyHashable
    private let manager: AppDependencyManager
    private let defaultValue: (@Sendable () -> Value)?

    /// The value registered under `key` (the value's type when `nil`) with `manager`.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key ?? AppDependencyManager.key(for: Value.self)
        self.manager = manager
        defaultValue = nil
    }

    /// The value registered under `key`, or `defaultValue` when none is.
    public init(
        key: AnyHashable? = nil, manager: AppDependencyManager = .shared, default defaultValue: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.key = key ?? AppDependencyManager.key(for: Value.self)
        self.manager = manager
        self.defaultValue = defaultValue
    }

    /// The registered value.
    public var wrappedValue: Value {
        do {
            if let value = try manager.value(for: key, as: Value.self) { return value }
        } catch {
            fatalError("AppDependency of type \(Value.self) could not be made: \(error)")
        }
        if let defaultValue { return defaultValue() }
        fatalError("AppDependency of type \(Value.self) was not registered: call AppDependencyManager.shared.add(dependency:) first")
    }

    /// The dependency itself.
    public var projectedValue: AppDependency<Value> { self }
}
