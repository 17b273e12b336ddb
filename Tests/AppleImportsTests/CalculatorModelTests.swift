import Foundation
import Testing

/// The calculator in `CalculatorModel.swift`, which imports only Foundation: NSExpression parses
/// and evaluates what was typed, with Apple's integer arithmetic.
@Suite("AppleImports: a Foundation-only calculator's NSExpression")
struct CalculatorModelTests {
    @Test("Keys pressed and evaluated: 3+4×2 is 11, 7÷2 is 3 as on iOS, 7.0÷2 is 3.5")
    func evaluatesTheDisplay() {
        let calculator = CalculatorModel()
        for key in ["3", "+", "4", "×", "2", "="] { calculator.press(key) }
        #expect(calculator.display == "11")
        #expect(calculator.history == ["3 + 4 * 2"])
        calculator.press("C")
        for key in ["7", "÷", "2", "="] { calculator.press(key) }
        #expect(calculator.display == "3")
        #expect(calculator.result(of: "7.0÷2") == "3.5")
    }

    @Test("A malformed display gives Error instead of stopping the app")
    func malformed() {
        let calculator = CalculatorModel()
        #expect(calculator.result(of: "3+") == "Error")
        #expect(calculator.result(of: "((2)") == "Error")
        #expect(CalculatorModel.parse("2**8").flatMap(calculator.evaluate) == 256)
    }

    @Test("Variables from the context: a 15% tip on 40")
    func variables() {
        #expect(CalculatorModel().tip(bill: 40, percent: 15) == 6)
    }

    @Test("A bare NSExpression in this target is NapkinFoundation's")
    func sameClass() {
        let expression: NSExpression = NSExpression(format: "1")
        #expect(String(reflecting: type(of: expression)) == "NapkinFoundation.NSExpression")
    }
}
