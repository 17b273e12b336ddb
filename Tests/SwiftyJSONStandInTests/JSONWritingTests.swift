import Foundation
import SwiftyJSON
import Testing

@Suite("SwiftyJSON stand-in: writing, merging, comparing, coding")
struct JSONWritingTests {
    @Test("setting through subscripts replaces existing values and adds keys, and does nothing where a step is missing")
    func subscriptSetters() throws {
        var json = try order()
        json["customer"]["name"] = "Grace"
        json["lines"][0]["qty"] = 5
        json["lines", 1, "sku"] = "mug"
        json[["flags", "rush"]] = true
        json["coupon"] = ["code": "TEA10", "off": 10]
        #expect(json["customer"]["name"].stringValue == "Grace" && json["lines"][0]["qty"].intValue == 5)
        #expect(json["lines"][1]["sku"].stringValue == "mug" && json["flags"]["rush"].bool == true)
        #expect(json["coupon"]["off"].intValue == 10)
        json["lines"][7] = 1  // past the end: nothing
        json["id"]["x"] = 1  // not a dictionary: nothing
        #expect(json["lines"].count == 2 && json["id"].intValue == 4021)
        var scalar: JSON = 3
        scalar["a"] = 1
        #expect(scalar == 3)
    }

    @Test("typed setters replace the value; setting nil makes it null")
    func typedSetters() {
        var json: JSON = ["a": 1]
        json["a"].string = "x"
        #expect(json["a"].string == "x")
        json["a"].int = nil
        #expect(json["a"].type == .null && json["a"].exists())
        json["a"].doubleValue = 2.5
        json["b"].boolValue = true
        json["c"].arrayObject = [1, 2]
        json["d"].dictionaryObject = ["k": "v"]
        json["e"].url = URL(string: "https://example.com")
        json["f"].int64 = 7
        json["g"].null = NSNull()
        #expect(json["a"].double == 2.5 && json["b"].bool == true && json["c"][1].int == 2 && json["d"]["k"].string == "v")
        #expect(json["e"].string == "https://example.com" && json["f"].int64Value == 7 && json["g"].type == .null)
        json.object = [1, 2, 3]
        #expect(json.arrayValue.count == 3 && json.error == nil)
    }

    @Test("rawData and rawString write JSON; scalars write themselves; NaN and bare strings are not JSON")
    func raw() throws {
        let json: JSON = ["somekey": "some string value"]
        #expect(try json.rawData() == Data("{\"somekey\":\"some string value\"}".utf8))
        #expect(json.rawString(options: []) == "{\"somekey\":\"some string value\"}")
        #expect(json.rawString()?.contains("\n") == true)
        #expect(JSON("I'm a json").rawString() == "I'm a json" && JSON(123456789.123).rawString() == "123456789.123")
        #expect(JSON(true).rawString() == "true" && JSON.null.rawString() == "null" && JSON(Date()).rawString() == nil)
        #expect(throws: SwiftyJSONError.invalidJSON) { try JSON("<nonsense>").rawData() }
        #expect(throws: SwiftyJSONError.invalidJSON) { try JSON([1, Double.nan]).rawData() }
        #expect(JSON([Double.infinity]).rawString() == nil)
        let nested: JSON = ["list": [1, "q\"w"], "n": NSNull()]
        #expect(nested.rawString([.castNilToNSNull: true, .maxObjextDepth: 1]) == nil)
        #expect(JSON(["list": [1, "q\"w"]]).rawString([.castNilToNSNull: true]) == "{\"list\": [1,\"q\\\"w\"]}")
        #expect(JSON(["a": 1]).rawString([.jsonSerialization: JSONSerialization.WritingOptions()]) == "{\"a\":1}")
    }

    @Test("description and debugDescription are the pretty raw string")
    func descriptions() {
        #expect(JSON(1234567890.876623).description == "1234567890.876623" && JSON(false).debugDescription == "false")
        #expect(JSON.null.description == "null" && JSON(Double.nan).description == "nan" && JSON(Date()).description == "unknown")
        #expect(JSON([1, 2, "4"]).description.filter { !$0.isWhitespace } == "[1,2,\"4\"]")
        #expect(JSON("abc").description == "abc")
    }

    @Test("merge: dictionaries key by key, arrays appended, scalars replaced; the top level must agree in type")
    func merge() throws {
        var base: JSON = ["name": "Ada", "tags": ["a"], "address": ["city": "London", "zip": "N1"]]
        let update: JSON = ["tags": ["b"], "address": ["city": "Paris"], "age": 36]
        try base.merge(with: update)
        #expect(base["tags"].arrayValue == ["a", "b"] && base["address"]["city"] == "Paris" && base["address"]["zip"] == "N1")
        #expect(base["age"] == 36 && base["name"] == "Ada")
        #expect(try JSON([1]).merged(with: [2, 3]) == [1, 2, 3])
        #expect(try JSON("a").merged(with: "b") == "b")
        #expect(try JSON(["a": 1]).merged(with: ["a": ["x"]])["a"] == ["x"])
        #expect(throws: SwiftyJSONError.wrongType) { try JSON(["a": 1]).merged(with: [1]) }
    }

    @Test("comparison: numbers by value, strings in order, collections by content, types never mixed")
    func comparison() {
        #expect(JSON(12376352.123321) == JSON(12376352.123321) && JSON(20.211) > JSON(20.112) && JSON(-8763) <= JSON(-8763))
        #expect(JSON("a") < JSON("b") && JSON("b") >= JSON("a"))
        #expect(JSON("32.1") != JSON(32.1) && JSON(true) != JSON(1) && JSON.null != JSON(0))
        #expect(JSON(["1": 123, "2": 321]) == JSON(["2": 321, "1": 123]) && JSON([1, 2]) != JSON([2, 1]))
        #expect(JSON(true) <= JSON(true) && !(JSON(true) < JSON(true)) && JSON([1]) >= JSON([1]))
        #expect(JSON(NSNull()) == JSON.null && JSON(["x": 1])["missing"] == JSON.null)
        #expect([JSON(3), JSON(1), JSON(2)].sorted() == [1, 2, 3])
    }

    @Test("literals of every kind")
    func literals() {
        let json: JSON = ["s": "x", "i": 1, "d": 2.5, "b": true, "a": [1, "2"], "o": ["k": NSNull()]]
        #expect(json["s"] == "x" && json["i"] == 1 && json["d"] == 2.5 && json["b"] == true && json["a"][1] == "2")
        #expect(json["o"]["k"].type == .null && json["o"]["k"].exists())
        let list: JSON = [1, 2.5, "three", false]
        #expect(list.arrayValue.map(\.type) == [.number, .number, .string, .bool])
    }

    @Test("Codable: a JSON decodes from and encodes to any JSON text, nested in a model")
    func codable() throws {
        struct Envelope: Codable {
            var id: Int
            var payload: JSON
        }
        let text = #"{"id": 7, "payload": {"list": [1, 2.5, "x", true, null], "big": 18446744073709551615}}"#
        let envelope = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
        #expect(envelope.payload["list"][1].double == 2.5 && envelope.payload["list"][3].bool == true)
        #expect(envelope.payload["list"][4].type == .null && envelope.payload["big"].uInt64 == UInt64.max)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = try JSONDecoder().decode(Envelope.self, from: try encoder.encode(envelope))
        #expect(again.payload == envelope.payload && again.id == 7)
        #expect(String(decoding: try encoder.encode(JSON(["a": [1, 2.5]])), as: UTF8.self) == #"{"a":[1,2.5]}"#)
    }

    @Test("errors are NSErrors in SwiftyJSON's domain with its codes")
    func errors() {
        let error = SwiftyJSONError.notExist as NSError
        #expect(error.domain == "com.swiftyjson.SwiftyJSON" && error.code == 500)
        #expect(SwiftyJSONError.wrongType.errorCode == 901 && SwiftyJSONError(rawValue: 490) == .invalidJSON)
        #expect(!error.localizedDescription.isEmpty)
    }

    @Test("JSON is Sendable: a value crosses into a task and back")
    func sendable() async {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        let json = requireSendable(JSON(["n": 1]))
        let read = await Task.detached { json["n"].intValue + 1 }.value
        #expect(read == 2)
    }
}
