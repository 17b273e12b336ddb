import Foundation
import PackageTestSupport
import Testing

@testable import NapkinHTTPServer

@Suite("Stopping: requests under way finish, idle connections and streams end, nothing is accepted after")
struct HTTPStopTests {
    @Test("A request under way when stop is called is answered in full, with Connection: close")
    func graceful() async throws {
        let server = try makeServer()
        let port = server.port
        try await onOwnThread {
            let client = try RawClient(port: port)
            try client.send(RawClient.get("/sleep", port: port))
            #expect(eventually { server.connectionCount == 1 })
            usleep(100_000)  // the handler is sleeping now
            let start = ContinuousClock.now
            server.stop()
            #expect(seconds(since: start) < 2)
            let response = try client.readResponse()
            #expect(response.text == "slept")
            #expect(response.headers["connection"] == "close")
            #expect(server.isStopped)
            #expect(server.connectionCount == 0)
            #expect(throws: RawClient.Failure.self) { _ = try RawClient(port: port) }
        }
    }

    @Test("Idle connections and event streams do not hold stop back")
    func idleAndStreams() async throws {
        let events = ServerSentEvents()
        let server = try makeServer { router in router.get("/events") { _ in .events(events) } }
        let port = server.port
        try await onOwnThread {
            let idle = try RawClient(port: port)
            try idle.send(RawClient.get("/hello", port: port))
            #expect(try idle.readResponse().status == 200)
            let stream = try RawClient(port: port)
            try stream.send(RawClient.get("/events", port: port))
            #expect(stream.read(until: "retry: 1000\n\n").hasSuffix("retry: 1000\n\n"))
            #expect(eventually { events.subscriberCount == 1 })
            let start = ContinuousClock.now
            server.stop()
            #expect(seconds(since: start) < 1)
            #expect(idle.isClosedByServer())
            #expect(stream.readToEnd().isEmpty)
            #expect(events.subscriberCount == 0)
            server.stop()  // twice is fine
        }
    }

    @Test("Releasing the server stops it and frees the port")
    func releasing() async throws {
        var server: HTTPServer? = try makeServer()
        let port = try #require(server?.port)
        server = nil
        let again = try HTTPServer(configuration: HTTPServerConfiguration(port: port), handler: { _ in .text("") })
        #expect(again.port == port)
    }
}
