import Foundation
import PackageTestSupport
import Testing

@testable import NapkinHTTPServer

@Suite("Slow clients are let go at the deadlines")
struct HTTPTimeoutTests {
    private let short = HTTPTimeouts(
        idle: .milliseconds(300), request: .milliseconds(300), write: .milliseconds(300), stopGracePeriod: .seconds(2))

    @Test("A request that stops half-way: 408 at the request deadline")
    func slowRequest() async throws {
        let server = try makeServer(timeouts: short)
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            let start = ContinuousClock.now
            try client.send("GET /hello HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n")
            let response = try client.readResponse()
            let waited = seconds(since: start)
            #expect(response.status == 408)
            #expect(waited >= 0.29 && waited < 3)
            #expect(client.isClosedByServer())
        }
    }

    @Test("A client trickling a byte every 50 ms is cut off at the deadline, not kept alive by each byte")
    func trickle() async throws {
        let server = try makeServer(timeouts: short)
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            let start = ContinuousClock.now
            for byte in "GET /hello HTTP/1.1\r\nX-Long: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8 {
                // Stop as soon as the answer is there: writing on would meet a reset.
                if client.hasSomethingToRead() { break }
                guard (try? client.send(Data([byte]))) != nil else { break }
                usleep(50_000)
                if seconds(since: start) > 1.5 { break }
            }
            let response = try client.readResponse()
            #expect(response.status == 408)
            #expect(seconds(since: start) < 1.5)
        }
    }

    @Test("A body that never arrives: 408")
    func slowBody() async throws {
        let server = try makeServer(timeouts: short)
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 10\r\n\r\nabc")
            #expect(try client.readResponse().status == 408)
        }
    }

    @Test("An idle connection is closed silently at the idle deadline")
    func idle() async throws {
        let server = try makeServer(timeouts: short)
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            // Timed from before the request: the server's idle deadline starts when it has
            // answered, which a client thread slowed by a loaded machine may see later.
            let start = ContinuousClock.now
            try client.send(RawClient.get("/hello", port: server.port))
            #expect(try client.readResponse().text == "hello")
            #expect(client.readToEnd().isEmpty)
            #expect(seconds(since: start) >= 0.29 && seconds(since: start) < 3)
            #expect(eventually { server.connectionCount == 0 })
        }
    }

    @Test("A client that stops reading a large answer is dropped at the write deadline; others are served")
    func slowReader() async throws {
        let big = Data(repeating: 7, count: 64 << 20)
        let server = try makeServer(timeouts: short) { router in
            router.get("/big") { _ in HTTPResponse(body: big) }
        }
        try await onOwnThread {
            let reader = try RawClient(port: server.port)
            try reader.send(RawClient.get("/big", port: server.port))
            #expect(eventually { server.connectionCount == 1 })
            #expect(eventually(within: 5) { server.connectionCount == 0 })
            let other = try RawClient(port: server.port)
            try other.send(RawClient.get("/hello", port: server.port))
            #expect(try other.readResponse().text == "hello")
        }
    }
}
