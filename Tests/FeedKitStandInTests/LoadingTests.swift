import FeedKit
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers every request from a table a test fills; nothing leaves the machine.
final class StubFeedProtocol: URLProtocol {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var answers: [String: (status: Int, body: Data)] = [:]
    nonisolated(unsafe) private(set) static var requested: [String] = []

    static func answer(_ url: String, status: Int = 200, body: String) {
        lock.lock()
        answers[url] = (status, Data(body.utf8))
        lock.unlock()
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let url = request.url!
        Self.lock.lock()
        let answer = Self.answers[url.absoluteString] ?? (404, Data())
        Self.requested.append(url.absoluteString)
        Self.lock.unlock()
        let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

/// Every test here changes where FeedParser reads remote URLs from, so they run one at a time and put it back.
@Suite("FeedKit stand-in: reading URLs", .serialized)
struct LoadingTests {
    private func withLoader<T>(_ loader: FeedURLLoader, _ body: () throws -> T) rethrows -> T {
        let saved = FeedParser.urlLoader
        FeedParser.urlLoader = loader
        defer { FeedParser.urlLoader = saved }
        return try body()
    }

    @Test("A file URL is read from disk")
    func fileURL() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedkit-\(UUID().uuidString).xml")
        try Fixtures.podcast.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try FeedParser(URL: file).parse().get().rssFeed?.items?.count == 3)
        let missing = file.deletingLastPathComponent().appendingPathComponent("no-such-feed.xml")
        guard case .failure(.internalError) = FeedParser(URL: missing).parse() else {
            Issue.record("a missing file should fail")
            return
        }
    }

    @Test("A remote URL is read through the loader a test sets; feed: is read as http:")
    func customLoader() throws {
        let asked = LockedList()
        let loader = FeedURLLoader { url in
            asked.append(url.absoluteString)
            return Data(Fixtures.atom.utf8)
        }
        try withLoader(loader) { () throws -> Void in
            #expect(try FeedParser(URL: URL(string: "https://example.net/journal/atom.xml")!).parse().get().atomFeed != nil)
            #expect(try FeedParser(URL: URL(string: "feed://example.net/journal/atom.xml")!).parse().get().atomFeed != nil)
        }
        #expect(asked.values == ["https://example.net/journal/atom.xml", "http://example.net/journal/atom.xml"])
    }

    @Test("The offline loader fails a remote URL as a machine without a network does")
    func offline() {
        withLoader(.offline) {
            let result = FeedParser(URL: URL(string: "https://example.org/feed.xml")!).parse()
            guard case .failure(.internalError) = result else {
                Issue.record("expected a failure, got \(result)")
                return
            }
        }
    }

    @Test("The URLSession loader, with a URLProtocol in its configuration: answers, a 404, a download over the limit")
    func urlSession() throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubFeedProtocol.self]
        StubFeedProtocol.answer("https://podcasts.example/harbour.xml", body: Fixtures.podcast)
        try withLoader(.urlSession(configuration: configuration)) { () throws -> Void in
            let feed = try FeedParser(URL: URL(string: "https://podcasts.example/harbour.xml")!).parse().get()
            #expect(feed.rssFeed?.items?.first?.enclosure?.attributes?.type == "audio/mpeg")
            let missing = FeedParser(URL: URL(string: "https://podcasts.example/none.xml")!).parse()
            guard case .failure(.internalError(let reason)) = missing else {
                Issue.record("expected a failure, got \(missing)")
                return
            }
            #expect(reason.contains("404"))
        }
        try withLoader(.urlSession(configuration: configuration)) { () throws -> Void in
            let parser = FeedParser(URL: URL(string: "https://podcasts.example/harbour.xml")!)
            parser.limits.maximumDocumentBytes = 1_000
            let result = parser.parse()
            guard case .failure(.internalError(let reason)) = result else {
                Issue.record("expected a failure, got \(result)")
                return
            }
            #expect(reason.contains("1000 bytes allowed"))
        }
    }

    @Test("parseAsync parses off the caller and calls back on the queue given (the global queue by default)")
    func parseAsyncQueue() async throws {
        let queue = DispatchQueue(label: "feeds")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "feeds")
        let (label, title): (String?, String?) = await withCheckedContinuation { continuation in
            FeedParser(data: Data(Fixtures.podcast.utf8)).parseAsync(queue: queue) { result in
                let title = (try? result.get())?.rssFeed?.title
                continuation.resume(returning: (DispatchQueue.getSpecific(key: key), title))
            }
        }
        #expect(label == "feeds" && title == "Harbour Notes")
        let onMain: Bool = await withCheckedContinuation { continuation in
            FeedParser(data: Data(Fixtures.json.utf8)).parseAsync { _ in continuation.resume(returning: Thread.isMainThread) }
        }
        #expect(!onMain)
    }

    @Test("abortParsing before a parse makes it fail")
    func abort() {
        let parser = FeedParser(data: Data(Fixtures.podcast.utf8))
        parser.abortParsing()
        guard case .failure(.internalError) = parser.parse() else {
            Issue.record("an aborted parse should fail")
            return
        }
    }
}

final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }
    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
