import Napkin
import NapkinUI
import Testing

/// `Presenter`: a presenter class of its own that holds the view controller it drives and
/// is what an interactor presents through.
@Suite("Presenter")
@MainActor
struct PresenterTests {
    protocol BoardPresentable: Presentable {
        func show(_ entries: [String])
    }

    final class BoardViewController: ViewController, ViewControllable {
        var shown: [String] = []
    }

    final class BoardPresenter: Presenter<BoardViewController>, BoardPresentable {
        func show(_ entries: [String]) {
            viewController.shown = entries
        }
    }

    final actor BoardInteractor: PresentableInteractable {
        nonisolated let lifecycle = InteractorLifecycle()
        nonisolated let presenter: any BoardPresentable
        init(presenter: any BoardPresentable) { self.presenter = presenter }

        func didBecomeActive() async {
            await presenter.show(["brisket", "ribs"])
        }
    }

    @Test func aPresenterHoldsItsViewController() {
        let viewController = BoardViewController()
        let presenter = BoardPresenter(viewController: viewController)
        #expect(presenter.viewController === viewController)
    }

    @Test func anInteractorPresentsThroughIt() async {
        let viewController = BoardViewController()
        let interactor = BoardInteractor(presenter: BoardPresenter(viewController: viewController))

        await interactor.activate()

        #expect(viewController.shown == ["brisket", "ribs"])
    }
}
