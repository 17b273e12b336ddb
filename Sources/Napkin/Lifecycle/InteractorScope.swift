/// Something with an active scope that others can observe: an interactor, as its router and
/// its tests see it.
///
/// ``Interactable`` refines it, and its extension implements both members from the
/// interactor's ``InteractorLifecycle``, so conformers write nothing.
public protocol InteractorScope: AnyObject, Sendable {
    /// Whether the scope is active now: `true` from the moment it is marked active (before
    /// `didBecomeActive` runs) until its `willResignActive` has returned.
    var isActive: Bool { get async }

    /// The active state now, then every change, for as long as the caller iterates. Each
    /// access gives a new, independent stream.
    nonisolated var isActiveStream: AsyncStream<Bool> { get }
}
