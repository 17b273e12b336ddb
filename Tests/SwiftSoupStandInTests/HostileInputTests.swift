import Foundation
import SwiftSoup
import Testing

private func exceptionType(_ body: () throws -> Void) -> ExceptionType? {
    do {
        try body()
        return nil
    } catch Exception.Error(let type, _) {
        return type
    } catch {
        return nil
    }
}

@Suite("SwiftSoup stand-in: hostile input")
struct HostileInputTests {
    @Test("Nesting within the bound parses and walks without recursion; beyond it is a typed error")
    func deepNesting() throws {
        let depth = SwiftSoupLimits.maximumDepth - 4
        let html = String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth)
        let doc = try SwiftSoup.parse(html)
        #expect(try doc.select("div").size() == depth)
        #expect(try doc.select("div div div").last()?.text() == "deep")
        #expect(try doc.text() == "deep")
        #expect(try doc.outerHtml().count > depth * 10)
        let tooDeep = String(repeating: "<span>", count: 100_000) + "x"
        #expect(exceptionType { _ = try SwiftSoup.parse(tooDeep) } == .IllegalArgumentException)
        #expect(exceptionType { _ = try SwiftSoup.parseBodyFragment(tooDeep) } == .IllegalArgumentException)
    }

    @Test("Unclosed elements that close themselves (p, li, td) do not count as nesting")
    func flatUnclosed() throws {
        let html = "<ul>" + String(repeating: "<li><p>item", count: 5_000) + "</ul>"
        let doc = try SwiftSoup.parse(html)
        #expect(try doc.select("li").size() == 5_000)
        #expect(try doc.select("li > p").size() == 5_000)
    }

    @Test("A huge attribute and thousands of attributes are read, within the bounds")
    func hugeAttributes() throws {
        let value = String(repeating: "a&amp;", count: 200_000)
        let doc = try SwiftSoup.parse("<div title=\"\(value)\">x</div>")
        #expect(try doc.select("div").attr("title").count == 400_000)
        let many = (0..<3_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let crowded = try SwiftSoup.parse("<p \(many)>x</p>")
        #expect(crowded.body()?.child(0).getAttributes()?.size() == SwiftSoupLimits.maximumAttributesPerElement)
        #expect(try crowded.select("p").attr("a1023") == "1023")
    }

    @Test("Invalid UTF-8, NULs, lone surrogate references and stray markup read as text, never a crash")
    func malformed() throws {
        let bytes: [UInt8] = Array("<p a=".utf8) + [0xC0, 0x80, 0xED, 0xA0, 0x80] + Array(">x\u{0}y &#xD800; &#99999999999; <".utf8)
        let doc = try SwiftSoup.parse(Data(bytes))
        #expect(try doc.select("p").text() == "x\u{FFFD}y \u{FFFD} \u{FFFD} <")
        for junk in [
            "<", "</", "<!", "<!--", "<!-- x", "<a b='", "<a b=", "</>", "<!DOCTYPE", "<?xml", "&#", "&#x;", "<table><tr><td><tr>",
            "<svg><path/></svg>",
        ] {
            let junkDoc = try SwiftSoup.parse(junk)
            #expect(junkDoc.body() != nil, "\(junk)")
            _ = try junkDoc.outerHtml()
        }
    }

    @Test("Input over the size bound is refused before parsing")
    func oversized() {
        let big = String(repeating: "x", count: SwiftSoupLimits.maximumInputBytes + 1)
        #expect(exceptionType { _ = try SwiftSoup.parse(big) } == .IllegalArgumentException)
        #expect(exceptionType { _ = try SwiftSoup.parse(Data(big.utf8)) } == .IllegalArgumentException)
    }

    @Test("Selectors: deeply nested :not and an overlong query are typed errors")
    func hostileSelectors() throws {
        let doc = try SwiftSoup.parse("<p>x</p>")
        let nested = String(repeating: ":not(", count: 100) + "p" + String(repeating: ")", count: 100)
        #expect(exceptionType { _ = try doc.select(nested) } == .SelectorParseException)
        let long = Array(repeating: "p", count: 10_000).joined(separator: ",")
        #expect(exceptionType { _ = try doc.select(long) } == .SelectorParseException)
        #expect(try doc.select(Array(repeating: "p", count: 1_000).joined(separator: ",")).size() == 1)
    }
}
