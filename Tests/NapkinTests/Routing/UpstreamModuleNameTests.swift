#if canImport(napkin)
import napkin
import NapkinUI
import Testing

/// `import napkin`, spelled as upstream napkin's module, brings the same API, and names
/// qualified with it (`napkin.Router`) resolve, as upstream's own tests write them.
@Suite("The napkin module name")
@MainActor
struct UpstreamModuleNameTests {
    final actor NamedInteractor: napkin.Interactable {
        nonisolated let lifecycle = napkin.InteractorLifecycle()
    }

    final class NamedRouter: napkin.Router<NamedInteractor> {}

    @Test func qualifiedNamesResolveToNapkinsTypes() async {
        let parent = NamedRouter(interactor: NamedInteractor())
        let child = NamedRouter(interactor: NamedInteractor())
        parent.leakDetector = napkin.LeakDetector(isEnabled: false)
        await parent.attachChild(child)
        #expect(await child.interactor.isActive)
        #expect((parent as Any) is any Napkin.Routing)
    }

    /// Upstream declares `ViewControllable` in `napkin`; here `napkin.ViewControllable` is
    /// NapkinUI's protocol, and naming it unqualified next to `import NapkinUI` is not
    /// ambiguous.
    final class BoardViewController: ViewController, ViewControllable {}

    @Test func viewControllableIsNapkinUIsProtocolUnderUpstreamsName() {
        let board = BoardViewController()
        let upstreamSpelling: any napkin.ViewControllable = board
        let napkinUISpelling: any NapkinUI.ViewControllable = upstreamSpelling
        #expect(napkinUISpelling.uiviewController === board)
    }
}
#endif
