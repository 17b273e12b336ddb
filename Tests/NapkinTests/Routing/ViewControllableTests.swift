import Napkin
import NapkinUI
import Testing

/// View controllers opt in to `ViewControllable`, as UIKit's do in napkin apps, and get
/// `uiviewController` for free.
@Suite("ViewControllable")
@MainActor
struct ViewControllableTests {
    protocol ScoreViewControllable: ViewControllable {}

    final class ScoreViewController: ViewController, ScoreViewControllable {}
    /// Declaring the conformance directly on a subclass is not redundant.
    final class PlainViewController: ViewController, ViewControllable {}
    /// Something view-controllable that is not itself a view controller.
    final class Wrapper: ViewControllable {
        let inner = ViewController()
        var uiviewController: ViewController { inner }
    }

    @Test func viewControllerSubclassesAreTheirOwnUIViewController() {
        let score = ScoreViewController()
        let plain = PlainViewController()
        let controllables: [any ViewControllable] = [score, plain]
        #expect(controllables[0].uiviewController === score)
        #expect(controllables[1].uiviewController === plain)
    }

    @Test func anyViewControllableMayNameAnotherController() {
        let wrapper = Wrapper()
        let controllable: any ViewControllable = wrapper
        #expect(controllable.uiviewController === wrapper.inner)
    }

    @Test func aViewControllerIsViewControllableOnlyWhenItSaysSo() {
        let plain: Any = ViewController()
        #expect(!(plain is any ViewControllable))
        #expect((ScoreViewController() as Any) is any ViewControllable)
    }
}
