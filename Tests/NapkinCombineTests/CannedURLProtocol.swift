import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers the requests of sessions made with ``session`` from a table, so the data-task tests
/// open no socket. Each test registers its answer under a path of its own (tests run in
/// parallel) and reads how often a task started and stopped there.
final class CannedURLProtocol: URLProtocol {
    /// What a path answers.
    enum Answer: Sendable {
        /// A response with this status and body.
        case body(status: Int, Data)
        /// Nothing, until the task is cancelled.
        case silence
    }

    /// What happened at one path.
    struct Tally: Sendable {
        var answer: Answer
        var started = 0
        var stopped = 0
    }

    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var tallies: [String: Tally] = [:]

        func with<T>(_ body: (inout [String: Tally]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&tallies)
        }
    }

    private static let table = Table()

    /// A URL whose requests get `answer`.
    static func url(answering answer: Answer) -> URL {
        let path = UUID().uuidString
        table.with { $0[path] = Tally(answer: answer) }
        return URL(string: "http://books.example/\(path)")!
    }

    /// What happened at `url`'s path.
    static func tally(for url: URL) -> Tally? { table.with { $0[url.lastPathComponent] } }

    /// A session whose requests this protocol answers.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedURLProtocol.self]
        return URLSession(configuration: configuration)
    }()

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let url = request.url!
        let answer = Self.table.with { tallies -> Answer? in
            tallies[url.lastPathComponent]?.started += 1
            return tallies[url.lastPathComponent]?.answer
        }
        switch answer {
        case .body(let status, let data):
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: data)
            client?.urlProtocolDidFinishLoading(self)
        case .silence:
            break
        case nil:
            client?.urlProtocol(self, didFailWithError: URLError(.fileDoesNotExist))
        }
    }

    override func stopLoading() {
        let path = request.url!.lastPathComponent
        Self.table.with { $0[path]?.stopped += 1 }
    }
}
