import Foundation
import SwiftyJSON
import Testing

/// A shop's order, as an API might answer it.
let orderText = """
    {"id": 4021, "paid": true, "total": "18.50", "code": "12", "flags": {"gift": "yes", "rush": 0},
     "customer": {"name": "Ada", "site": "https://example.com/ada page"},
     "lines": [{"sku": "tea", "qty": 2, "price": 4.25}, {"sku": "cup", "qty": 1, "price": 10}],
     "note": null, "big": 18446744073709551615}
    """

func order() throws -> JSON { try JSON(data: Data(orderText.utf8)) }

@Suite("SwiftyJSON stand-in: reading")
struct JSONReadingTests {
    @Test("keys, indexes and both path forms reach the same values")
    func subscripts() throws {
        let json = try order()
        #expect(json["customer"]["name"].string == "Ada")
        #expect(json["lines"][1]["sku"].stringValue == "cup")
        #expect(json["lines", 0, "qty"].intValue == 2)
        #expect(json[["lines", 0, "price"]].doubleValue == 4.25)
        let path: [JSONSubscriptType] = ["lines", 1, "price"]
        #expect(json[path].int == 10)
        #expect(json.type == .dictionary && json["lines"].type == .array && json["note"].type == Type.null)
    }

    @Test("a missing key, an index past the end and a wrong kind of step give null with an error, never a trap")
    func missing() throws {
        let json = try order()
        let missing = json["nope"]
        #expect(missing.type == .null && missing.error == .notExist && !missing.exists())
        #expect(missing.stringValue == "" && missing.intValue == 0 && missing.boolValue == false && missing.string == nil)
        #expect(missing.arrayValue.isEmpty && missing.dictionaryValue.isEmpty)
        #expect(json["nope"]["deeper"][3].error == .notExist)
        #expect(json["lines"][9].error == .indexOutOfBounds)
        #expect(json["lines"]["sku"].error == .wrongType)
        #expect(json["customer"][0].error == .wrongType)
        #expect(json["id"]["x"].error == .wrongType)
        #expect(json["note"].exists() && json["note"].error == nil && json["note"].null != nil)
        #expect(JSON.null.error == nil && JSON.null.type == .null && json["id"].null == nil)
    }

    @Test("numbers: strings read as decimals, Booleans as 1 and 0, anything else 0")
    func numberCoercions() throws {
        let json = try order()
        #expect(json["code"].int == nil && json["code"].intValue == 12)
        #expect(json["total"].doubleValue == 18.5 && json["total"].floatValue == 18.5)
        #expect(JSON("1.5kg").doubleValue == 1.5 && JSON("kg").intValue == 0 && JSON("true").intValue == 0)
        #expect(json["paid"].int == 1 && json["paid"].intValue == 1 && JSON(false).numberValue == 0)
        #expect(json["customer"].intValue == 0 && JSON.null.doubleValue == 0)
        #expect(json["id"].int64 == 4021 && json["id"].uInt16Value == 4021 && json["id"].int8Value == Int8(truncatingIfNeeded: 4021))
        #expect(json["big"].uInt64 == UInt64.max && json["big"].uInt64Value == UInt64.max)
        #expect(json["lines"][0]["price"].number == 4.25 && json["lines"][0]["price"].float == 4.25)
    }

    @Test("Booleans: numbers are true unless zero, strings true for true/yes/y/t/1 in any case")
    func boolCoercions() throws {
        let json = try order()
        #expect(json["paid"].bool == true && json["paid"].boolValue)
        #expect(json["flags"]["gift"].bool == nil && json["flags"]["gift"].boolValue)
        #expect(json["flags"]["rush"].bool == nil && !json["flags"]["rush"].boolValue)
        #expect(JSON(1).boolValue && JSON(2.5).boolValue && !JSON(0).boolValue)
        for yes in ["true", "TRUE", "Yes", "y", "T", "1"] { #expect(JSON(yes).boolValue, "\(yes)") }
        for no in ["false", "no", "0", "2", "", "on"] { #expect(!JSON(no).boolValue, "\(no)") }
    }

    @Test("strings: a number as NSNumber writes it, a Boolean as true/false, anything else empty")
    func stringCoercions() throws {
        let json = try order()
        #expect(json["id"].string == nil && json["id"].stringValue == "4021")
        #expect(JSON(999.9823).stringValue == "999.9823" && JSON(-1e-17).stringValue == "-1e-17")
        #expect(JSON(true).stringValue == "true" && JSON(false).stringValue == "false")
        #expect(json["lines"].stringValue == "" && JSON.null.stringValue == "")
    }

    @Test("arrays and dictionaries: optional, non-optional and as Foundation objects")
    func collections() throws {
        let json = try order()
        #expect(json["lines"].array?.count == 2 && json["lines"].arrayValue.map { $0["sku"].stringValue } == ["tea", "cup"])
        #expect(json["customer"].array == nil && json["customer"].arrayValue.isEmpty && json["id"].arrayValue.isEmpty)
        #expect(json["customer"].dictionary?["name"]?.string == "Ada" && json["lines"].dictionary == nil)
        #expect((json["lines"].arrayObject?.first as? [String: Any])?["sku"] as? String == "tea")
        #expect(json["customer"].dictionaryObject?["name"] as? String == "Ada")
        #expect((json.object as? [String: Any])?.count == 9 && json.rawValue is [String: Any])
        #expect(json.count == 9 && json["lines"].count == 2 && JSON("x").count == 0 && JSON("x").isEmpty)
    }

    @Test("a URL is escaped for a query unless it already holds escapes")
    func urls() throws {
        let json = try order()
        #expect(json["customer"]["site"].url?.absoluteString == "https://example.com/ada%20page")
        #expect(JSON("https://example.com/a%20b").url?.absoluteString == "https://example.com/a%20b")
        #expect(json["id"].url == nil)
    }

    @Test("iterating: an array gives its indexes as strings, a dictionary its keys, anything else nothing")
    func iteration() throws {
        let json = try order()
        var pairs: [String] = []
        for (index, line) in json["lines"] { pairs.append("\(index):\(line["sku"].stringValue)") }
        #expect(pairs == ["0:tea", "1:cup"])
        #expect(Set(json["customer"].map(\.0)) == ["name", "site"])
        #expect(Array(JSON(12)).isEmpty)
        let first: JSON.Index = json["lines"].startIndex
        #expect(first == .array(0) && json["lines"].index(after: first) == .array(1) && JSON(1).startIndex == JSONIndex.null)
    }

    @Test("init(_:) takes Swift and Foundation values; Data is parsed; other types are unknown")
    func conversions() {
        #expect(JSON(["a": [1, "two", true, NSNull()]])["a"][2].bool == true)
        let foundation = NSMutableDictionary()
        foundation["n"] = NSNumber(value: 3)
        foundation["list"] = NSArray(array: [NSString(string: "x"), NSNumber(value: true)])
        let converted = JSON(foundation)
        #expect(converted["n"].int == 3 && converted["list"][0].string == "x" && converted["list"][1].bool == true)
        #expect(JSON([1, nil] as [Any?])[1].type == .null)
        #expect(JSON(Data("{\"k\": [1]}".utf8))["k"][0].int == 1)
        #expect(JSON(Data("not json".utf8)).type == .null && JSON(Data("not json".utf8)).error == nil)
        #expect(JSON(parseJSON: "[1, 2]").arrayValue.count == 2 && JSON(parseJSON: "{").type == .null)
        #expect(JSON(Date()).type == .unknown && JSON(Date()).error == .unsupportedType && JSON(rawValue: Date()) == nil)
        #expect(JSON(rawValue: ["a": 1])?["a"].int == 1)
        #expect(JSON(JSON(["a": 1]))["a"].int == 1)
        #expect(JSON(Float(2.5)).float == 2.5 && JSON(Decimal(string: "1.25")!).doubleValue == 1.25)
    }
}
