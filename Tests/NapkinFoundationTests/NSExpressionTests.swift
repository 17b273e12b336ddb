import Foundation
import NapkinFoundation
import Testing

#if os(Linux)

// This target imports Foundation and NapkinFoundation without the AppleImports plugin, so a bare
// `NSExpression` in a type would name two classes; the module's own alias wins, as the plugin's does.
private typealias NSExpression = NapkinFoundation.NSExpression

/// The value of `format` with `args`, as a calculator reads it.
private func value(_ format: String, _ args: Any...) -> Any? {
    NSExpression(format: format, argumentArray: args).expressionValue(with: nil, context: nil)
}

/// The evaluation error of `expression`, or `nil` when it evaluates.
private func evaluationError(_ expression: NSExpression, with object: Any? = nil, context: NSMutableDictionary? = nil) -> String? {
    do {
        _ = try expression.evaluatedValue(with: object, context: context)
        return nil
    } catch {
        return (error as? NSExpression.EvaluationError)?.reason ?? "\(error)"
    }
}

/// The format error of `format`, or `nil` when it parses.
private func formatError(_ format: String, _ args: [Any] = []) -> String? {
    do {
        _ = try NSExpression(validatingFormat: format, argumentArray: args)
        return nil
    } catch {
        return (error as? NSExpression.FormatError)?.reason ?? "\(error)"
    }
}

/// True when `result` is an integer `NSNumber` equal to `expected` (Apple gives integers for integer arithmetic).
private func isInteger(_ result: Any?, _ expected: Int) -> Bool {
    guard let number = result as? NSNumber else { return false }
    let type = String(cString: number.objCType)
    return type != "d" && type != "f" && number.intValue == expected
}

/// True when `result` is a floating-point `NSNumber` within a millionth of `expected`.
private func isReal(_ result: Any?, _ expected: Double) -> Bool {
    guard let number = result as? NSNumber else { return false }
    let type = String(cString: number.objCType)
    return (type == "d" || type == "f") && abs(number.doubleValue - expected) < 1e-6
}

private struct Product {
    let name: String
    let price: Double
    let stock: Int
    let tags: [String]
}

@Suite("NSExpression: format, evaluation and functions (Linux's Foundation marks them unavailable)")
struct NSExpressionTests {
    @Test("Every operator: + - * / ** and unary minus")
    func operators() {
        #expect(isInteger(value("3+4"), 7))
        #expect(isInteger(value("10 - 4"), 6))
        #expect(isInteger(value("6*7"), 42))
        #expect(isInteger(value("8/2"), 4))
        #expect(isReal(value("2**10"), 1024))
        #expect(isInteger(value("-5"), -5))
        #expect(isInteger(value("-(2+3)"), -5))
        #expect(isInteger(value("4 - -3"), 7))
        #expect(isInteger(value("+4"), 4))
        #expect(isReal(value("4 + 5 - 2**3"), 1))  // NSHipster's example: 1
        #expect(value("4 + 5 - 2**3") as? Int == 1)
    }

    @Test("Precedence: ** over * and /, over + and -; left to right; parentheses")
    func precedence() {
        #expect(isInteger(value("3+4*2"), 11))
        #expect(isInteger(value("(3+4)*2"), 14))
        #expect(isInteger(value("10-4-3"), 3))
        #expect(isInteger(value("100/10/5"), 2))
        #expect(isReal(value("2*3**2"), 18))
        #expect(isReal(value("2**3**2"), 64))  // left to right: (2**3)**2
        #expect(isReal(value("-2**2"), 4))  // "-2" is a negative literal
        #expect(isInteger(value("((((1+2))))*((3))"), 9))
        #expect(isInteger(value("  7  *  ( 1 + 1 )  "), 14))
    }

    @Test("Integer arithmetic stays integer, as Apple's: 7/2 is 3; a decimal anywhere gives a Double")
    func integerAndFloatingResults() {
        #expect(isInteger(value("7/2"), 3))
        #expect(isInteger(value("-7/2"), -3))
        #expect(isInteger(value("1/3*3"), 0))
        #expect(isReal(value("7.0/2"), 3.5))
        #expect(isReal(value("7/2.0"), 3.5))
        #expect(isReal(value("0.1+0.2"), 0.3))
        #expect(isReal(value("1e3"), 1000))
        #expect(isReal(value(".5*4"), 2))
        #expect(isInteger(value("0x1F + 0b101 + 0o17"), 31 + 5 + 15))
        // what a calculator reads: `as? NSNumber`, `as? Double`, `as? Int`
        #expect((value("3+4*2") as? NSNumber)?.doubleValue == 11)
        #expect(value("3+4*2") as? Double == 11)
        #expect(value("7.0/2") as? Double == 3.5)
        #expect(value("7/2") as? Int == 3)
        // an integer overflow gives a Double rather than a trap
        #expect(isReal(value("9223372036854775807 + 1"), 9_223_372_036_854_775_808))
        #expect((value("1.0/0") as? NSNumber)?.doubleValue == .infinity)
    }

    @Test("%@, %d, %f and %K arguments, and argumentArray")
    func arguments() {
        #expect(isInteger(value("%d + %d", 2, 3), 5))
        #expect(isReal(value("%f * 2", 1.25), 2.5))
        #expect(isInteger(value("%@ * 3", NSNumber(value: 4)), 12))
        #expect(isReal(value("%@ / 2", 5.0), 2.5))
        #expect(isInteger(NSExpression(format: "%@ - %@", argumentArray: [10, 4]).expressionValue(with: nil, context: nil), 6))
        let stock = NSExpression(format: "%K * 2", "stock")
        #expect(stock.description == "stock * 2")
        #expect(isInteger(stock.expressionValue(with: ["stock": 21], context: nil), 42))
        #expect(value("%@", "text") as? String == "text")
        #expect(formatError("%d + %d", [1]) == "missing an argument for \"%d\"")
        #expect(formatError("%d", [1, 2]) == "2 arguments for 1 format specifiers")
        #expect(formatError("%d", ["one"]) != nil)
        #expect(formatError("%x", [1]) == "unknown format specifier \"%x\"")
    }

    @Test("$variables come from the context dictionary; a missing one is an error")
    func variables() {
        let expression = NSExpression(format: "$width * $height")
        let context = NSMutableDictionary(dictionary: ["width": 3, "height": 2.5])
        #expect(isReal(expression.expressionValue(with: nil, context: context), 7.5))
        #expect(expression.expressionType == .function)
        let variable = NSExpression(forVariable: "x")
        #expect(variable.expressionType == .variable && variable.variable == "x" && variable.description == "$x")
        #expect(isInteger(variable.expressionValue(with: nil, context: NSMutableDictionary(dictionary: ["x": 9])), 9))
        #expect(
            evaluationError(expression, context: NSMutableDictionary(dictionary: ["width": 3]))
                == "can't get a value for $height in the context")
        #expect(evaluationError(variable) == "can't get a value for $x in the context")
    }

    @Test("Key paths read dictionaries, stored properties, @count and SELF")
    func keyPaths() {
        let product = Product(name: "Tea", price: 2.5, stock: 4, tags: ["green", "loose"])
        #expect(isReal(NSExpression(format: "price * stock").expressionValue(with: product, context: nil), 10))
        #expect(isInteger(NSExpression(format: "tags.@count + 1").expressionValue(with: product, context: nil), 3))
        let order: [String: Any] = ["item": ["price": 3], "quantity": 5]
        #expect(isInteger(NSExpression(format: "item.price * quantity").expressionValue(with: order, context: nil), 15))
        let path = NSExpression(forKeyPath: "item.price")
        #expect(path.expressionType == .keyPath && path.keyPath == "item.price" && path.description == "item.price")
        #expect(NSExpression(format: "name").expressionValue(with: product, context: nil) as? String == "Tea")
        #expect(NSExpression(format: "missing").expressionValue(with: product, context: nil) == nil)
        let this = NSExpression(format: "SELF * 2")
        #expect(isInteger(this.expressionValue(with: 21, context: nil), 42))
        #expect(NSExpression.expressionForEvaluatedObject().expressionType == .evaluatedObject)
        #expect(evaluationError(NSExpression(format: "name * 2"), with: product)?.hasPrefix("multiply:by: needs numbers") == true)
    }

    @Test("The statistics functions, in the format and by name")
    func statistics() {
        let numbers = [1, 2, 3, 4, 4, 5, 9, 11]
        let constant = NSExpression(forConstantValue: numbers)
        func apply(_ name: String) -> Any? {
            NSExpression(forFunction: name, arguments: [constant]).expressionValue(with: nil, context: nil)
        }
        #expect(isInteger(apply("sum:"), 39))
        #expect(isInteger(apply("count:"), 8))
        #expect(isInteger(apply("min:"), 1))
        #expect(isInteger(apply("max:"), 11))
        #expect(isReal(apply("average:"), 4.875))
        #expect(isInteger(apply("median:"), 4))
        #expect((apply("mode:") as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue } == [4])
        #expect(isReal(apply("stddev:"), 10.359_375.squareRoot()))  // the population's: NSHipster shows Apple's 3.21859…
        #expect(isInteger(value("sum({1, 2, 3})"), 6))
        #expect(isReal(value("sum({1, 2.5})"), 3.5))
        #expect(isInteger(value("max:({4, 9, 2})"), 9))
        #expect(isInteger(value("MAX(1, 5, 10)"), 10))
        #expect(isReal(value("median({1, 2, 3, 4})"), 2.5))
        #expect(isReal(value("average(%@)", [2, 4]), 3))
        #expect(isInteger(value("count({})"), 0))
        #expect(isInteger(value("sum({})"), 0))
        #expect(value("average({})") == nil)
    }

    @Test("The arithmetic functions, in the format and by name")
    func arithmeticFunctions() {
        #expect(isReal(value("sqrt(16)"), 4))
        #expect(isReal(value("log(1000)"), 3))
        #expect(isReal(value("ln(1)"), 0))
        #expect(isReal(value("exp(0)"), 1))
        #expect(isReal(value("raise:toPower:(2, 8)"), 256))
        #expect(isReal(value("ceiling(1.2)"), 2))
        #expect(isReal(value("floor(-1.2)"), -2))
        #expect(isReal(value("trunc(-1.7)"), -1))
        #expect(isInteger(value("abs(-7)"), 7))
        #expect(isReal(value("abs(-7.5)"), 7.5))
        #expect(isInteger(value("modulus:by:(10, 3)"), 1))
        #expect(isReal(value("modulus:by:(10.5, 3)"), 1.5))
        #expect(isInteger(value("add:to:(2, 3)"), 5))
        #expect(isInteger(value("from:subtract:(10, 3)"), 7))
        #expect(isInteger(value("multiply:by:(6, 7)"), 42))
        #expect(isInteger(value("divide:by:(7, 2)"), 3))
        #expect(isReal(value("sqrt(16) + 1"), 5))
        #expect(isInteger(value("bitwiseAnd:with:(6, 3)"), 2))
        #expect(value("uppercase('tea')") as? String == "TEA")
        let random = value("random()") as? NSNumber
        #expect(random != nil && random!.intValue >= 0)
        let now = value("now()") as? Date
        #expect(now.map { abs($0.timeIntervalSinceNow) < 60 } == true)
        let made = NSExpression(forFunction: "sqrt:", arguments: [NSExpression(forConstantValue: 81)])
        #expect(made.expressionType == .function && made.function == "sqrt:" && made.arguments?.count == 1)
        #expect(isReal(made.expressionValue(with: nil, context: nil), 9))
        #expect(isInteger(NSExpression(forFunction: "add:to:", arguments: [1, 2]).expressionValue(with: nil, context: nil), 3))
    }

    @Test("Constants, aggregates and description in Apple's format")
    func descriptions() {
        #expect(NSExpression(format: "3+4*2").description == "3 + 4 * 2")
        #expect(NSExpression(format: "(3+4)*2").description == "(3 + 4) * 2")
        #expect(NSExpression(format: "10-(4-3)").description == "10 - (4 - 3)")
        #expect(NSExpression(format: "2**3").description == "2 ** 3")
        #expect(NSExpression(format: "sqrt(16)").description == "sqrt:(16)")
        #expect(NSExpression(format: "modulus:by:(10, 3)").description == "modulus:by:(10, 3)")
        #expect(NSExpression(format: "now()").description == "now()")
        #expect(NSExpression(format: "{1, 'a', 2.5}").description == "{1, \"a\", 2.5}")
        #expect(NSExpression(format: "$x + price").description == "$x + price")
        let constant = NSExpression(forConstantValue: 42)
        #expect(constant.expressionType == .constantValue && (constant.constantValue as? Int) == 42 && constant.description == "42")
        #expect(NSExpression(forConstantValue: "hi").description == "\"hi\"")
        #expect(NSExpression(forConstantValue: nil).description == "nil")
        #expect(isInteger(constant.expressionValue(with: nil, context: nil), 42))
        #expect(NSExpression(format: "3+4") == NSExpression(format: "3 + 4"))
        #expect((value("{1, 2}") as? [Any])?.count == 2)
        #expect(NSExpression(format: "TRUE").expressionValue(with: nil, context: nil) as? Bool == true)
        #expect(NSExpression(format: "nil").expressionValue(with: nil, context: nil) == nil)
        let aggregate = NSExpression(forAggregate: [NSExpression(forConstantValue: 1), NSExpression(forConstantValue: 2)])
        #expect(aggregate.expressionType == .aggregate && aggregate.description == "{1, 2}")
        let block = NSExpression(block: { _, values, _ in values.count }, arguments: [constant, constant])
        #expect(block.expressionType == .block && block.expressionValue(with: nil, context: nil) as? Int == 2)
    }

    @Test("Bad formats throw from init(validatingFormat:), with where and why")
    func badFormats() {
        #expect(formatError("3+") == "expected a value")
        #expect(formatError("(3+4") == "missing \")\"")
        #expect(formatError("3 4") == "unexpected \"4\"")
        #expect(formatError("3 > 2") == "unexpected \"> 2\"")
        #expect(formatError("'open") == "unterminated string")
        #expect(formatError("foo(1)") == "foo is not a supported function")
        #expect(formatError("sqrt(1, 2)") == "sqrt: takes 1 argument, not 2")
        #expect(formatError("$") == "expected a variable name after \"$\"")
        #expect(formatError("a AND b") != nil)
        #expect(formatError("") == "expected a value")
        #expect(formatError("0b102") != nil)
        do {
            _ = try NSExpression(validatingFormat: "1 + * 2")
            Issue.record("parsed")
        } catch let error as NSExpression.FormatError {
            #expect(error.offset == 4 && error.reason == "unexpected \"*\"")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("Hostile input: deep nesting, long chains and huge formats are refused, not a stack overflow")
    func hostileInput() {
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(formatError(deep)?.contains("longer than") == true)
        let nested = String(repeating: "(", count: 4_000) + "1" + String(repeating: ")", count: 4_000)
        #expect(formatError(nested)?.contains("nests deeper than 100") == true)
        #expect(formatError(String(repeating: "-", count: 5_000) + "1")?.contains("nests deeper") == true)
        #expect(
            formatError(String(repeating: "sqrt(", count: 1_000) + "1" + String(repeating: ")", count: 1_000))?.contains("nests deeper")
                == true)
        #expect(formatError(String(repeating: "{", count: 3_000))?.contains("nests deeper") == true)
        #expect(formatError(Array(repeating: "1", count: 4_000).joined(separator: "+"))?.contains("nests deeper") == true)
        #expect(isInteger(value(Array(repeating: "1", count: 90).joined(separator: "+")), 90))
        #expect(isInteger(value(String(repeating: "(", count: 90) + "1" + String(repeating: ")", count: 90)), 1))
        #expect(isReal(value(String(repeating: "9", count: 30)), 1e30))  // past Int's range, a literal is a Double
        #expect(formatError("\u{0}") != nil)
        #expect(formatError("1 + 'é😀'") == nil)
    }

    @Test("Bad evaluations throw from evaluatedValue: division by zero, strings in arithmetic, FUNCTION")
    func badEvaluations() {
        #expect(evaluationError(NSExpression(format: "1/0")) == "division by zero (1 / 0)")
        #expect(evaluationError(NSExpression(format: "modulus:by:(1, 0)")) == "modulus by zero (1 % 0)")
        #expect(evaluationError(NSExpression(format: "'a' + 1"))?.hasPrefix("add:to: needs numbers") == true)
        #expect(evaluationError(NSExpression(format: "sqrt(nil)"))?.hasPrefix("sqrt: needs numbers") == true)
        let call = NSExpression(format: "FUNCTION(4, 'factorial')")
        #expect(call.expressionType == .function && call.function == "factorial")
        #expect(call.description == "FUNCTION(4, \"factorial\")")
        #expect(evaluationError(call)?.contains("Objective-C") == true)
        #expect(evaluationError(NSExpression(format: "-9223372036854775807 / -1")) == nil)
    }
}

#endif
