import Foundation
import NapkinSupport
import Raster

/// The dependency-injection scope of one napkin: it holds the parent's dependency and
/// makes what this napkin and its children need.
///
/// Subclass it per napkin, surface the parent's services as properties, and conform the
/// subclass to each child's ``Dependency`` protocol so it can be passed down as the child
/// builder's dependency:
/// ```swift
/// final class LaunchNapkinComponent: Component<LaunchNapkinDependency> {
///     var authService: AuthService { dependency.authService }
///     var session: Session { shared { Session(authService: authService) } }
/// }
/// ```
/// A component lives where builders run (the main actor in napkin apps) and is not
/// `Sendable` itself, so subclasses inherit no unchecked promise. The services it hands out
/// are what crosses to interactors, and those are `Sendable`. A subclass that really is
/// shared across threads may declare `@unchecked Sendable` itself (as upstream napkin's own
/// tests do); ``shared(forCallerKey:_:)`` is safe from any thread either way.
open class Component<DependencyType>: Dependency {
    /// The dependency this component was made with. It never changes for the component's
    /// lifetime, so interactors may keep what they read from it.
    public let dependency: DependencyType

    // One cell per calling property's name. The table's lock is held only to find or add a
    // cell; a cell's own lock is held while its factory runs, so a factory may read other
    // shared properties of the same component (other cells) without deadlocking, and two
    // threads asking for the same property build it once.
    private let sharedInstances = Locked<[String: Locked<SharedSlot>]>([:])

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
    /// itself read other `shared` properties of this component (but not, through any chain,
    /// its own property: that is a cycle and deadlocks).
    ///
    /// - Parameters:
    ///   - function: the key, filled in by the compiler with the calling property's name;
    ///     leave it out.
    ///   - factory: makes the instance, on the first read only.
    public final func shared<T>(forCallerKey function: String = #function, _ factory: () -> T) -> T {
        let cell = sharedInstances.withLock { table in
            if let cell = table[function] { return cell }
            let cell = Locked<SharedSlot>(.empty)
            table[function] = cell
            return cell
        }
        return cell.withLock { slot in
            // A built `nil` (T is an Optional) is remembered too: the slot says "built".
            if case .built(let existing) = slot, let instance = existing as? T { return instance }
            let instance = factory()
            slot = .built(instance)
            return instance
        }
    }
}

/// One property's shared instance: not built yet, or built (possibly as `nil`).
private enum SharedSlot {
    case empty
    case built(Any)
}
