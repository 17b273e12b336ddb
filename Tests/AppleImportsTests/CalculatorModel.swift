import Foundation

// A calculator's view model as iOS apps write it: a file that imports only Foundation, builds the
// typed keys into a string and evaluates it with NSExpression. Linux's Foundation declares
// NSExpression but marks `init(format:)` and `expressionValue(with:context:)` unavailable; with the
// AppleImports plugin, whose file names NapkinFoundation's class as this module's NSExpression, the
// type annotations below mean that class too. Without the plugin this file does not compile.

final class CalculatorModel: ObservableObject {
    @Published var display = "0"
    @Published private(set) var history: [String] = []

    func press(_ key: String) {
        switch key {
        case "C":
            display = "0"
        case "=":
            display = result(of: display)
        default:
            display = display == "0" ? key : display + key
        }
    }

    /// The value of `text`, written as the display shows it ("Error" when it has none).
    func result(of text: String) -> String {
        let sanitized = text.replacingOccurrences(of: "×", with: "*").replacingOccurrences(of: "÷", with: "/")
        guard let expression = Self.parse(sanitized) else { return "Error" }
        history.append(expression.description)
        guard let value = evaluate(expression) else { return "Error" }
        return value.truncatingRemainder(dividingBy: 1) == 0 ? String(Int(value)) : String(value)
    }

    /// Apple raises on a malformed format; napkin's checked initialiser lets the app say "Error".
    static func parse(_ text: String) -> NSExpression? {
        try? NSExpression(validatingFormat: text)
    }

    func evaluate(_ expression: NSExpression) -> Double? {
        if let number = expression.expressionValue(with: nil, context: nil) as? NSNumber {
            return number.doubleValue
        }
        return nil
    }

    /// A tip: the bill times the rate, both given as variables.
    func tip(bill: Double, percent: Int) -> Double {
        let formula: NSExpression = NSExpression(format: "$bill * $percent / 100.0")
        let context = NSMutableDictionary(dictionary: ["bill": bill, "percent": percent])
        return formula.expressionValue(with: nil, context: context) as? Double ?? 0
    }
}
