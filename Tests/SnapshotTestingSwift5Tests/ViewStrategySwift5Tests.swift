import Foundation
import NapkinUI
import SnapshotTesting
import XCTest

// The view strategies as Swift 5 code spells them (iOS teams' test targets): `as: .image` without
// arguments, a `some View`, and a custom strategy pulled back on the main actor that builds a
// hosting controller. This file compiles without warnings.

/// A dish a menu shows.
struct MenuDish {
    var name: String
}

/// The screen under test.
struct MenuRow: View {
    let dish: MenuDish
    var body: some View {
        HStack {
            Image(systemName: "flame.fill")
            Text(dish.name)
        }
        .padding()
    }
}

@MainActor
final class ViewStrategySwift5Tests: XCTestCase {
    /// Where the references of these tests go, removed afterwards.
    private var folder: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ViewStrategySwift5Tests-\(name.hashValue)").path
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// One assertion site, so that recording and comparing one reference is not two claims.
    private func verify<Value>(_ value: Value, as strategy: Snapshotting<Value, Bitmap>, named name: String) -> String? {
        verifySnapshot(of: value, as: strategy, named: name, snapshotDirectory: folder)
    }

    func testImageWithoutArgumentsAndSomeView() async {
        let row = MenuRow(dish: MenuDish(name: "Brisket")).background(Color.yellow)
        XCTAssertEqual(verify(row, as: .image, named: "row")?.hasPrefix("No reference was found on disk."), true)
        XCTAssertNil(verify(row, as: .image, named: "row"))
        XCTAssertNil(verify(HostingController(rootView: row), as: .image, named: "row"))
    }

    func testMainActorPullback() async {
        let menu = Snapshotting<ViewController, Bitmap>.image(on: .iPhoneSE).pullback { (dish: MenuDish) in
            HostingController(rootView: MenuRow(dish: dish))
        }
        XCTAssertEqual(verify(MenuDish(name: "Ribs"), as: menu, named: "menu")?.hasPrefix("No reference was found on disk."), true)
        XCTAssertNil(verify(MenuDish(name: "Ribs"), as: menu, named: "menu"))
    }
}
