import NapkinUI

/// A presenter as a class of its own, for napkins that keep view logic out of the view
/// controller: it holds the view controller it drives, and is observable, so views can
/// read its state directly.
///
/// ```swift
/// @MainActor
/// final class PitBoardNapkinPresenter: Presenter<PitBoardNapkinViewController>, PitBoardNapkinPresentable {
///     var entries: [PitEntry] = []
/// }
/// ```
/// Most napkins let the view controller be the presenter (it conforms to the napkin's
/// ``Presentable`` protocol); use this when the presenting logic deserves its own type.
@MainActor
@Observable
open class Presenter<ViewControllerType: ViewControllable>: Presentable {
    /// The view controller this presenter drives. It never changes.
    public let viewController: ViewControllerType

    /// A presenter driving `viewController`.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
