import NapkinUI
import XCTest

// corpus34's memo app makes its page controllers in a plain coordinator's `init`, where no actor is
// known: with UIKit that compiles in Swift 5 (UIHostingController is `@preconcurrency`), and so it
// must here.
private final class PagesCoordinator {
    var controllers: [UIViewController] = []

    init(pages: [Text]) {
        controllers = pages.map { page in
            let hosting = UIHostingController(rootView: page)
            hosting.view.backgroundColor = .clear
            return hosting
        }
    }
}

final class PreconcurrencyHostingControllerTests: XCTestCase {
    /// The controllers made off the main actor's known context host their pages.
    func testHostingControllersMadeInANonisolatedInit() async {
        let titles = await MainActor.run { () -> [String] in
            let coordinator = PagesCoordinator(pages: [Text("One"), Text("Two")])
            return coordinator.controllers.compactMap { ($0 as? UIHostingController<Text>).map { _ in "hosted" } }
        }
        XCTAssertEqual(titles, ["hosted", "hosted"])
    }
}
