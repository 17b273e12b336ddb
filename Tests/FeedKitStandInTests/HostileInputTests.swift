import FeedKit
import Foundation
import Testing

private func failureReason(_ result: Result<Feed, ParserError>) -> String? {
    if case .failure(.internalError(let reason)) = result { return reason }
    return nil
}

@Suite("FeedKit stand-in: malformed and hostile input")
struct HostileInputTests {
    @Test("Not a feed: empty data, plain text, an HTML page, a UTF-16 document are feedNotFound")
    func notAFeed() {
        for text in ["", "   ", "hello", "<!DOCTYPE html><html><body><p>Hi</p></body></html>"] {
            let result = FeedParser(data: Data(text.utf8)).parse()
            #expect(result.error == .feedNotFound, "\(text): \(result)")
        }
        let utf16 = Fixtures.rss(pubDate: "x").data(using: .utf16)!
        #expect(FeedParser(data: utf16).parse().error == .feedNotFound)
    }

    @Test("A truncated document fails with the XML parser's error; junk after the root element is ignored, as in FeedKit")
    func truncatedAndTrailingJunk() throws {
        let text = Fixtures.podcast
        let truncated = String(text.prefix(text.count / 2))
        #expect(failureReason(FeedParser(data: Data(truncated.utf8)).parse()) != nil)
        let junk = text + "\n[]<<garbage"
        #expect(try FeedParser(data: Data(junk.utf8)).parse().get().rssFeed?.items?.count == 3)
        #expect(FeedParser(data: Data("<rss></rss>".utf8)).parse().error != nil)
    }

    @Test("Bytes that are not the declared encoding fail; a declared Latin-1 document reads")
    func encodings() throws {
        var bad = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss><channel><title>caf".utf8)
        bad.append(contentsOf: [0xE9, 0xFF, 0xFE])
        bad.append(Data("</title></channel></rss>".utf8))
        #expect(failureReason(FeedParser(data: bad).parse()) != nil)

        var latin1 = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><title>caf".utf8)
        latin1.append(0xE9)
        latin1.append(Data("</title></channel></rss>".utf8))
        #expect(try FeedParser(data: latin1).parse().get().rssFeed?.title == "café")
    }

    @Test("Billion laughs: nested entity expansion is refused with an error, not expanded")
    func billionLaughs() {
        var text = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY lol \"lol\">"
        var previous = "lol"
        for level in 1...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
            previous = "lol\(level)"
        }
        text += "]><rss><channel><title>&lol9;</title></channel></rss>"
        let result = FeedParser(data: Data(text.utf8)).parse()
        #expect(failureReason(result) != nil, "\(result)")
    }

    @Test("An external entity is never resolved: the file it names is not read into the feed")
    func externalEntity() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("feedkit-secret-\(UUID().uuidString).txt")
        try "TOP-SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = """
            <?xml version="1.0"?><!DOCTYPE rss [<!ENTITY leak SYSTEM "\(secret.absoluteString)">]>
            <rss><channel><title>Before &leak; after</title></channel></rss>
            """
        let result = FeedParser(data: Data(text.utf8)).parse()
        if case .success(let feed) = result {
            #expect(feed.rssFeed?.title?.contains("TOP-SECRET") != true)
        }
    }

    @Test("Elements nested deeper than the limit fail with a reason, not a crash")
    func deepNesting() throws {
        let depth = 5_000
        let text = "<rss><channel>" + String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth) + "</channel></rss>"
        let reason = try #require(failureReason(FeedParser(data: Data(text.utf8)).parse()))
        #expect(reason.contains("256"))
        // JSON nested as deep fails too.
        let json = "{\"items\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect(failureReason(FeedParser(data: Data(json.utf8)).parse()) != nil)
    }

    @Test("A document over the size limit is refused before it is parsed, from data and from a stream")
    func hugeDocument() throws {
        let limit = FeedParserLimits().maximumDocumentBytes
        var data = Data("<rss><channel><title>".utf8)
        data.append(Data(repeating: UInt8(ascii: "a"), count: limit))
        let reason = try #require(failureReason(FeedParser(data: data).parse()))
        #expect(reason.contains("\(limit) bytes allowed"))
        #expect(failureReason(FeedParser(xmlStream: InputStream(data: data)).parse())?.contains("bytes allowed") == true)
    }

    @Test("More elements than the limit fail with a reason; a parser's own limits are its own")
    func tooManyElements() throws {
        #expect(FeedParserLimits().maximumElements == 1_000_000)
        let text = "<rss><channel>" + String(repeating: "<i/>", count: 1_000) + "</channel></rss>"
        let parser = FeedParser(data: Data(text.utf8))
        parser.limits = FeedParserLimits(maximumElements: 500)
        let reason = try #require(failureReason(parser.parse()))
        #expect(reason.contains("500 elements"))
        #expect(try FeedParser(data: Data(text.utf8)).parse().get().rssFeed != nil)
        let shallow = FeedParser(data: Data(Fixtures.podcast.utf8))
        shallow.limits.maximumDepth = 3
        #expect(failureReason(shallow.parse())?.contains("deeper than 3") == true)
    }
}

extension Result {
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
