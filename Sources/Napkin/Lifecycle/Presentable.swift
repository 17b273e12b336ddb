/// The part of a napkin that shows state: usually its view controller, seen by the
/// interactor through a napkin-specific refinement such as
/// `protocol LoggedOutNapkinPresentable: Presentable { var listener: LoggedOutNapkinPresentableListener? { get set } }`.
///
/// Presenters live on the main actor (they own views); interactors reach them with `await`.
/// They are `Sendable` so an interactor actor can keep one in a `nonisolated let`.
@MainActor
public protocol Presentable: AnyObject, Sendable {}
