import Foundation
import NapkinUI
import XCTest

// A calculator screen as a Swift 5 app writes it, its `import SwiftUI` become `import NapkinUI`: the
// view model evaluates the display with `NSExpression(format:)` and reads the result `as? NSNumber`.
// This target has no AppleImports plugin, so NSExpression is named only in expressions, as such
// files do: Foundation's initialisers are unavailable, so the call resolves to NapkinFoundation's.

private class CalculatorViewModel: ObservableObject {
    @Published var display = "0"

    func tap(_ key: String) {
        if key == "=" {
            calculate()
        } else {
            display = display == "0" ? key : display + key
        }
    }

    func calculate() {
        let expr = NSExpression(format: display.replacingOccurrences(of: "×", with: "*"))
        if let value = expr.expressionValue(with: nil, context: nil) as? NSNumber {
            let doubleValue = value.doubleValue
            display = doubleValue == doubleValue.rounded() ? String(Int(doubleValue)) : String(doubleValue)
        } else {
            display = "Error"
        }
    }
}

private struct CalculatorView: View {
    @StateObject private var model = CalculatorViewModel()
    private let keys = [["7", "8", "9", "×"], ["4", "5", "6", "-"], ["1", "2", "3", "+"], ["0", ".", "/", "="]]

    var body: some View {
        VStack(spacing: 12) {
            Text(model.display).font(.largeTitle).frame(maxWidth: .infinity, alignment: .trailing)
            ForEach(keys, id: \.self) { row in
                HStack {
                    ForEach(row, id: \.self) { key in
                        Button(key) { model.tap(key) }.frame(maxWidth: .infinity)
                    }
                }
            }
        }
        .padding()
    }
}

final class CalculatorSwift5Tests: XCTestCase {
    func testTheDisplayIsEvaluatedWithApplesIntegerArithmetic() {
        let model = CalculatorViewModel()
        for key in ["1", "2", "+", "3", "×", "4", "="] { model.tap(key) }
        XCTAssertEqual(model.display, "24")
        model.display = "7/2"
        model.calculate()
        XCTAssertEqual(model.display, "3")
        model.display = "7.0/2"
        model.calculate()
        XCTAssertEqual(model.display, "3.5")
        _ = CalculatorView()
    }
}
