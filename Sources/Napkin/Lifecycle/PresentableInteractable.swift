/// An interactor that drives a view through a presenter, as RIBs' `PresentableInteractor`
/// but by conformance instead of a base class:
/// ```swift
/// final actor LoggedOutNapkinInteractor: PresentableInteractable, LoggedOutNapkinPresentableListener {
///     nonisolated let lifecycle = InteractorLifecycle()
///     nonisolated let presenter: LoggedOutNapkinPresentable
/// }
/// ```
/// Napkins without a view of their own (a headless container) conform to ``Interactable``
/// only.
public protocol PresentableInteractable: Interactable {
    /// The presenter's type, usually a napkin-specific `Presentable` protocol. An actor can
    /// keep it in a `nonisolated let` only when it is `Sendable`, which `Presentable`
    /// protocols and main-actor classes are.
    associatedtype PresenterType

    /// The presenter this interactor updates. It is set once, at construction, and never
    /// changes; reading it needs no `await` because it is `nonisolated`.
    nonisolated var presenter: PresenterType { get }
}
