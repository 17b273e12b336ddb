import Foundation
import PackageTestSupport
import Testing

@testable import NapkinHTTPServer

@Suite("Every request bound is answered with its 4xx and the connection closed")
struct HTTPLimitsTests {
    /// Sends `request` and returns the status, the body and whether the server said it would
    /// close the connection and did (an answered request keeps its connection: `false`).
    private func answer(_ request: String, limits: HTTPLimits = HTTPLimits()) async throws -> (Int, String, Bool) {
        let server = try makeServer(limits: limits)
        let port = server.port
        return try await onOwnThread {
            let client = try RawClient(port: port)
            try client.send(request.replacingOccurrences(of: "PORT", with: String(port)))
            let response = try client.readResponse()
            return (response.status, response.text, response.headers["connection"] == "close" && client.isClosedByServer())
        }
    }

    @Test("A request line over the limit: 414, before its end arrives")
    func requestLine() async throws {
        let limits = HTTPLimits(maximumRequestLineBytes: 100)
        let (status, text, closed) = try await answer("GET /" + String(repeating: "a", count: 200), limits: limits)
        #expect(status == 414)
        #expect(text.contains("longer than 100 bytes"))
        #expect(closed)
        #expect(
            try await answer("GET /" + String(repeating: "a", count: 80) + " HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n\r\n", limits: limits).0
                == 404)
    }

    @Test("Header fields over the byte limit or the count limit: 431")
    func headers() async throws {
        let bytes = HTTPLimits(maximumHeaderBytes: 1024)
        let big = "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nX-Big: " + String(repeating: "b", count: 2000)
        let (status, _, closed) = try await answer(big, limits: bytes)
        #expect(status == 431)
        #expect(closed)
        let count = HTTPLimits(maximumHeaderCount: 5)
        let many = "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n" + (1...6).map { "X-\($0): v\r\n" }.joined()
        #expect(try await answer(many, limits: count).0 == 431)
        let five = "GET /hello HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n" + (1...4).map { "X-\($0): v\r\n" }.joined() + "\r\n"
        #expect(try await answer(five, limits: count).0 == 200)
    }

    @Test("A body over the limit: 413 from Content-Length alone; at the limit it is read")
    func body() async throws {
        let limits = HTTPLimits(maximumBodyBytes: 1000)
        let (status, text, _) = try await answer(
            "POST /echo HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 10000000\r\n\r\n", limits: limits)
        #expect(status == 413)
        #expect(text.contains("at most 1000 bytes"))
        let huge = try await answer(
            "POST /echo HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 99999999999999999999999\r\n\r\n", limits: limits)
        #expect(huge.0 == 413)
        let exact = String(repeating: "x", count: 1000)
        let accepted = try await answer(
            "POST /echo HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 1000\r\n\r\n" + exact, limits: limits)
        #expect(accepted.0 == 200)
        #expect(accepted.1 == exact)
    }

    @Test(
        "Malformed requests: 400, 421, 501 or 505 with a reason",
        arguments: [
            ("GET /hello HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 12abc\r\n\r\n", 400),
            ("POST /echo HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
            ("POST /echo HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nTransfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n\r\n", 501),
            ("GET /hello HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nX-A: 1\r\n folded\r\n\r\n", 400),
            ("GET /hello HTTP/1.1\nHost: 127.0.0.1:PORT\n\n", 400),
            ("GET /hello HTTP/1.1\r\n\r\n", 400),
            ("GET /hello HTTP/1.1\r\nHost: evil.example:PORT\r\n\r\n", 421),
            ("GET /hello HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n", 421),
            ("GET /hello HTTP/2.0\r\nHost: 127.0.0.1:PORT\r\n\r\n", 505),
            ("GET /hello HTTQ\r\nHost: 127.0.0.1:PORT\r\n\r\n", 400),
            ("GET /%zz HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n\r\n", 400),
            ("GET http://127.0.0.1/hello HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n\r\n", 400),
            ("GET /hello HTTP/1.1\r\nHost : 127.0.0.1:PORT\r\n\r\n", 400),
            ("GET  /hello HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\n\r\n", 400),
        ])
    func malformed(request: String, expected: Int) async throws {
        let (status, text, closed) = try await answer(request)
        #expect(status == expected)
        #expect(text.hasPrefix("\(expected) "))
        #expect(closed)
    }

    @Test("Connections beyond the limit get 503 at once")
    func connections() async throws {
        let server = try makeServer(limits: HTTPLimits(maximumConnections: 2))
        let port = server.port
        try await onOwnThread {
            let first = try RawClient(port: port), second = try RawClient(port: port)
            #expect(eventually { server.connectionCount == 2 })
            let third = try RawClient(port: port)
            try? third.send(RawClient.get("/hello", port: port))
            let refused = try third.readResponse()
            #expect(refused.status == 503)
            #expect(refused.headers["retry-after"] == "1")
            try first.send(RawClient.get("/hello", port: port))
            #expect(try first.readResponse().status == 200)
            withExtendedLifetime(second) {}
        }
    }
}
