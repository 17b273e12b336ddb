import Foundation
import SwiftyJSON
import Testing

@Suite("SwiftyJSON stand-in: hostile input")
struct JSONHostileInputTests {
    @Test("nesting past the bound is refused before parsing, with a typed error")
    func deepNesting() throws {
        #expect(throws: SwiftyJSONError.elementTooDeep) { try JSON(data: Data(String(repeating: "[", count: 100_000).utf8)) }
        let limit = SwiftyJSONLimits.maximumDepth
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try JSON(data: Data(atLimit.utf8)).type == .array)
        let braces = String(repeating: "{\"a\":", count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(throws: SwiftyJSONError.elementTooDeep) { try JSON(data: Data(braces.utf8)) }
        // Brackets inside strings are not nesting.
        #expect(try JSON(data: Data(("[\"" + String(repeating: "[", count: 5000) + "\"]").utf8)).arrayValue.count == 1)
        #expect(JSON(parseJSON: String(repeating: "[", count: 100_000)).type == .null)
    }

    @Test("values built deeper than the bound are null with elementTooDeep, and setters refuse to go deeper")
    func deepValues() {
        var nested: Any = 1
        for _ in 0..<(SwiftyJSONLimits.maximumDepth + 1) { nested = [nested] }
        #expect(JSON(nested).error == .elementTooDeep && JSON(nested).type == .null)
        var json = JSON(1)
        for _ in 0..<SwiftyJSONLimits.maximumDepth { json = JSON([json]) }
        #expect(json.type == .array && json.error == nil)
        #expect(JSON([json]).error == .elementTooDeep)
        var holder: JSON = ["k": 1]
        holder["k"] = json
        #expect(holder["k"] == 1)
    }

    @Test("invalid UTF-8, truncated data, empty data and a lone surrogate are not JSON")
    func malformed() {
        #expect(throws: (any Error).self) { try JSON(data: Data([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D])) }
        #expect(throws: (any Error).self) { try JSON(data: Data("{\"a\": ".utf8)) }
        #expect(throws: (any Error).self) { try JSON(data: Data()) }
        #expect(JSON(Data([0xC3, 0x28])).type == .null)
        #expect(JSON(parseJSON: "[\"\\ud800\"]").type == .null)  // a lone surrogate is not JSON
    }

    @Test("NaN and infinities: held and described, never written as JSON; numbers too large to hold read as 0 or fail")
    func numbers() {
        #expect(JSON(Double.nan).description == "nan" && JSON(-Double.infinity).description == "-inf")
        #expect(JSON(["x": Double.nan]).rawString() == nil)
        #expect(throws: SwiftyJSONError.invalidJSON) { try JSON(["x": Double.infinity]).rawData() }
        // Strings beyond what a decimal number holds read as 0, as unreadable strings do.
        #expect(JSON("1e999999").intValue == 0 && JSON(String(repeating: "9", count: 10_000)).doubleValue == 0)
        #expect(JSON(parseJSON: "[1e400]").type == .null)
    }

    @Test("data over the size bound is refused before it is read")
    func tooLarge() {
        let data = Data(count: SwiftyJSONLimits.maximumDataSize + 1)
        #expect(throws: SwiftyJSONError.invalidJSON) { try JSON(data: data) }
    }
}
