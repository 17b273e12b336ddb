import NapkinUI
import XCTest

// SwiftUI code as many apps still write it, in the Swift 5 language mode: views are built in
// plain (nonisolated) functions and closures, which SwiftUI's `@MainActor @preconcurrency View`
// allows. This file must compile, without errors, against NapkinUI as it does against SwiftUI.

/// A row of a menu.
struct MenuRow: View {
    let name: String
    let price: Int

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("$\(price)")
        }
    }
}

/// Builds rows off the main actor, as a nonisolated helper or a model method does.
func makeRows(_ items: [(String, Int)]) -> [MenuRow] {
    items.map { MenuRow(name: $0.0, price: $0.1) }
}

/// A nonisolated factory returning an opaque view.
func menu(_ rows: [MenuRow]) -> some View {
    VStack(alignment: .leading, spacing: 4) {
        ForEach(rows.indices, id: \.self) { rows[$0] }
    }
    .padding()
}

final class OffMainActorViewTests: XCTestCase {
    /// The views built off the main actor render on it as written.
    func testViewsBuiltOffTheMainActorRender() async {
        let view = menu(makeRows([("Brisket", 24), ("Burnt ends", 18)]))
        let description = await MainActor.run { () -> String in
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = HostingController(rootView: view)
            return window.layoutDescription()
        }
        XCTAssertTrue(description.contains("\"Brisket\""), description)
        XCTAssertTrue(description.contains("\"$18\""), description)
    }
}
