import NapkinUI
import XCTest

// In the Swift 5 language mode an app writes helpers in extensions of SwiftUI's value types, which
// are not main-actor isolated, and builds shapes there: SwiftUI's shape initialisers are
// nonisolated. This file must compile, without errors, against NapkinUI as it does against SwiftUI.

extension Image {
    /// An icon on a rounded tile, as an app's `Image` helper draws one.
    func tile(radius: CGFloat) -> some View {
        self
            .resizable()
            .frame(width: 20, height: 20)
            .frame(width: 50, height: 50)
            .background(Color.orange)
            .clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

extension Text {
    /// A badge on a capsule, with a circle beside it.
    func badge() -> some View {
        HStack {
            Circle().frame(width: 6, height: 6)
            self.padding(4).background(Capsule().fill(Color.yellow))
        }
    }
}

final class OffMainActorShapeTests: XCTestCase {
    /// The tile built in a nonisolated extension is clipped to its rounded rectangle: its corners
    /// differ from a square tile's, and it draws as the same tile built on the main actor.
    func testTileFromAnImageExtensionIsRounded() async {
        let rounded = Image(systemName: "star.fill").tile(radius: 12)
        let square = Image(systemName: "star.fill").tile(radius: 0)
        let badge = Text("New").badge()
        let result = await MainActor.run { () -> (Bool, Bool, String) in
            @MainActor func render(_ view: some View) -> some Equatable {
                let window = Window(device: .iPhone13Pro)
                window.rootViewController = HostingController(rootView: view)
                return window.render()
            }
            let onMain = render(Image(systemName: "star.fill").tile(radius: 12))
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = HostingController(rootView: badge)
            return (render(rounded) == onMain, render(rounded) != render(square), window.layoutDescription())
        }
        XCTAssertTrue(result.0, "a tile built off the main actor draws as one built on it")
        XCTAssertTrue(result.1, "the rounded tile's corners are cut")
        XCTAssertTrue(result.2.contains("\"New\""), result.2)
    }
}
