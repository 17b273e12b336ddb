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

    /// As upstream's example app writes a presenter: observable, holding view state.
    @Observable
    final class BoardPresenter: Presenter<BoardViewController>, BoardPresentable {
        var entries: [String] = []

        func show(_ entries: [String]) {
            self.entries = entries
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

    @Test func anObservablePresentersStateIsTracked() {
        let presenter = BoardPresenter(viewController: BoardViewController())
        let changes = EventLog()
        withObservationTracking {
            _ = presenter.entries
        } onChange: {
            changes.append("entries changed")
        }

        presenter.show(["burnt ends"])

        #expect(changes.events == ["entries changed"])
        #expect(presenter.entries == ["burnt ends"])
    }

    @Test func anInteractorPresentsThroughIt() async {
        let viewController = BoardViewController()
        let interactor = BoardInteractor(presenter: BoardPresenter(viewController: viewController))

        await interactor.activate()

        #expect(viewController.shown == ["brisket", "ribs"])
    }
}
