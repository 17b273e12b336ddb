import NapkinUI
import XCTest

// `onKeyPress` as iOS 17 screens write it, in Swift 5 mode: a board moved with the arrow keys of a hardware keyboard,
// its handlers changing `@State` and reading the press. This file must compile against NapkinUI as it does against
// SwiftUI.

private struct Board: View {
    @State private var column = 0
    @State private var typed = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            Text("Column \(column)")
            Text("Typed \(typed)")
        }
        .focusable()
        .focused($isFocused)
        .onKeyPress(.leftArrow) {
            column -= 1
            return .handled
        }
        .onKeyPress(.rightArrow, phases: .down) { _ in
            column += 1
            return .handled
        }
        .onKeyPress(characters: .decimalDigits, phases: [.down, .repeat]) { press in
            typed += press.characters
            return .handled
        }
        .onKeyPress(keys: [.escape, .return]) { press in
            typed = press.key == .escape ? "" : typed + "!"
            return .handled
        }
        .onKeyPress { press in
            press.modifiers.contains(.command) ? .handled : .ignored
        }
        .onAppear { isFocused = true }
    }
}

final class KeyPressSpellingTests: XCTestCase {
    @MainActor
    func testArrowKeysAndDigitsReachTheFocusedBoard() async {
        let window = Window()
        window.rootViewController = HostingController(rootView: Board())
        window.layout()
        XCTAssertTrue(window.pressKey(.leftArrow))
        XCTAssertTrue(window.pressKey(.leftArrow))
        XCTAssertTrue(window.pressKey(.rightArrow))
        XCTAssertTrue(window.pressKey("4"))
        XCTAssertTrue(window.pressKey("2"))
        XCTAssertTrue(window.pressKey(.return))
        XCTAssertTrue(window.pressKey("s", modifiers: .command))
        XCTAssertFalse(window.pressKey("s"))
        let description = window.layoutDescription()
        XCTAssertTrue(description.contains("\"Column -1\""), description)
        XCTAssertTrue(description.contains("\"Typed 42!\""), description)
    }
}
