import Foundation

/// The dependency-injection scope of one napkin: it holds the parent's dependency and
/// makes what this napkin and its children need.
///
/// Subclass it per napkin, surface the parent's services as properties, and conform the
/// subclass to each child's ``Dependency`` protocol so it can be passed down as the child
/// builder's dependency:
/// ```swift
/// final class LaunchNapkinComponent: Component<LaunchNapkinDependency>, @unchecked Sendable {
///     var authService: AuthService { dependency.authService }
///     var session: Session { shared { Session(authService: authService) } }
/// }
/// ```
/// Subclasses are `@unchecked Sendable` because the class is open; they stay safe as long
/// as their own stored properties are immutable (`let`), which is the rule for components.
open class Component<DependencyType>: Dependency, @unchecked Sendable {
    /// The dependency this component was made with. It never changes for the component's
    /// lifetime, so interactors may keep what they read from it.
    public let dependency: DependencyType

    // Keyed by the calling property's name. Guarded by a recursive lock because a shared
    // factory commonly reads another shared property of the same component (the same
    // thread re-enters the lock); a plain lock would deadlock there.
    private let sharedInstancesLock = NSRecursiveLock()
    private var sharedInstances: [String: Any] = [:]

    /// A component for `dependency`. Nothing is built until a property asks for it.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the one instance this component makes for the calling property, building it
    /// with `factory` on first use.
    ///
    /// Use it in a computed property: `var store: Store { shared { Store() } }`. Every read
    /// of that property on this component returns the same instance, from any thread; a
    /// different component makes its own. `factory` runs at most once per property and may
    /// itself read other `shared` properties of this component.
    ///
    /// - Parameter function: the key, filled in by the compiler with the calling property's
    ///   name; leave it out.
    public final func shared<T>(_ function: String = #function, _ factory: () -> T) -> T {
        sharedInstancesLock.lock()
        defer { sharedInstancesLock.unlock() }
        if let existing = sharedInstances[function], let instance = existing as? T {
            return instance
        }
        let instance = factory()
        sharedInstances[function] = instance
        return instance
    }
}
