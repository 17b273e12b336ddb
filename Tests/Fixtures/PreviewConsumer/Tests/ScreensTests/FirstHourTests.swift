import NapkinUI
import Screens
import SnapshotTesting
import XCTest

/// What a dish looks like on the menu, for a custom strategy.
struct Dish {
    let name: String
}

/// A suite as an iOS team has it: a synchronous `@MainActor` XCTest class, `.image` without
/// arguments, a modified view, a custom strategy pulled back on the main actor.
@MainActor
final class FirstHourTests: XCTestCase {
    func testProfile() {
        assertSnapshot(of: ProfileScreen(name: "Grace Hopper"), as: .image)
    }

    func testModifiedView() {
        assertSnapshot(of: Text("Open").padding().background(Color.yellow), as: .image(layout: .sizeThatFits))
    }

    func testMenu() {
        let menu = Snapshotting<ViewController, Bitmap>.image(on: .iPhoneSE).pullback { (dish: Dish) in
            HostingController(rootView: Text(dish.name).font(.title))
        }
        assertSnapshot(of: Dish(name: "Brisket"), as: menu)
    }
}
