import Foundation
import NapkinFoundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A note whose key is a UUID, as a Core Data entity's `id` attribute.
private struct Note {
    let id: UUID
    let title: String
}

/// What a view model's loader asks of a session (corpus14's RecipeHub).
private protocol DataLoading {
    func data(from url: URL) async throws -> (Data, URLResponse)
}

extension URLSession: DataLoading {}

/// Answers every request of a session in memory, so no test reaches the network: the body is
/// the request's path and method, and a path ending "/missing" is a 404.
private final class InMemoryProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let url = request.url!
        let status = url.path.hasSuffix("/missing") ? 404 : 200
        let body: String
        if url.path.hasSuffix("/stream") {
            body = "{\"response\":\"Hel\"}\n\n{\"response\":\"lo\"}\r\n{\"done\":true}"
        } else {
            body = "\(request.httpMethod ?? "GET") \(url.path)"
        }
        let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/plain"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(body.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

private func inMemorySession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [InMemoryProtocol.self]
    return URLSession(configuration: configuration)
}

@Suite("Foundation on Linux: what iOS code calls and corelibs lacks")
struct FoundationGapsTests {
    @Test("UUID as CVarArg: NSPredicate(format: \"id == %@\") matches a UUID attribute, String(format:) writes it")
    func uuidArgument() {
        let id = UUID()
        let notes = [Note(id: UUID(), title: "Groceries"), Note(id: id, title: "Ideas")]
        let predicate = NSPredicate(format: "id == %@", id as CVarArg)
        #expect(notes.filter { predicate.evaluate(with: $0) }.map(\.title) == ["Ideas"])
        let other = NSPredicate(format: "id != %@", id as CVarArg)
        #expect(notes.filter { other.evaluate(with: $0) }.map(\.title) == ["Groceries"])
        #expect(String(format: "note %@", id as CVarArg) == "note \(id.uuidString)")
    }

    @Test("URLSession is a data(from:) witness; data(from:) and data(for:) load through the session's protocols")
    func dataWithoutDelegate() async throws {
        let session = inMemorySession()
        let loader: any DataLoading = session
        let (data, response) = try await loader.data(from: URL(string: "https://example.invalid/recipes")!)
        #expect(String(decoding: data, as: UTF8.self) == "GET /recipes")
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        var request = URLRequest(url: URL(string: "https://example.invalid/missing")!)
        request.httpMethod = "POST"
        let (posted, missing) = try await session.data(for: request)
        #expect(String(decoding: posted, as: UTF8.self) == "POST /missing")
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)
    }

    @Test("bytes(for:) hands out the body's bytes; lines splits at LF, CR LF and CR and skips empty lines")
    func asyncBytes() async throws {
        let session = inMemorySession()
        let (bytes, response) = try await session.bytes(for: URLRequest(url: URL(string: "https://example.invalid/stream")!))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        var lines: [String] = []
        for try await line in bytes.lines { lines.append(line) }
        #expect(lines == ["{\"response\":\"Hel\"}", "{\"response\":\"lo\"}", "{\"done\":true}"])
        let (raw, _) = try await session.bytes(from: URL(string: "https://example.invalid/a")!)
        var collected: [UInt8] = []
        for try await byte in raw { collected.append(byte) }
        #expect(collected == Array("GET /a".utf8))
    }

    @Test("lines: every terminator Foundation knows, a last line without one, UTF-8 kept whole")
    func lineTerminators() async throws {
        let text = "one\rtwo\u{0B}three\u{0C}four\u{85}five\u{2028}six\u{2029}sept\u{e9}\r\n\r\n"
        var lines: [String] = []
        for try await line in Chunks(Array(text.utf8)).lines { lines.append(line) }
        #expect(lines == ["one", "two", "three", "four", "five", "six", "sept\u{e9}"])
        var last: [String] = []
        for try await line in Chunks(Array("a\nb".utf8)).lines { last.append(line) }
        #expect(last == ["a", "b"])
    }

    @Test("startAccessingSecurityScopedResource: true for an existing file, false otherwise")
    func securityScope() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-scope-\(UUID().uuidString).pdf")
        try Data("%PDF".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(file.startAccessingSecurityScopedResource())
        file.stopAccessingSecurityScopedResource()
        #expect(!file.deletingLastPathComponent().appendingPathComponent("absent.pdf").startAccessingSecurityScopedResource())
        #expect(!URL(string: "https://example.invalid/a.pdf")!.startAccessingSecurityScopedResource())
    }
}

/// Bytes handed out one at a time.
private struct Chunks: AsyncSequence {
    typealias Element = UInt8
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: ArraySlice<UInt8>
        mutating func next() async throws -> UInt8? { rest.popFirst() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: bytes[...]) }
}
