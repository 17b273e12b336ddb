import Foundation
import PackageTestSupport
import Testing

@testable import NapkinHTTPServer

@Suite("Server-Sent Events for live reload")
struct ServerSentEventsTests {
    @Test("An event reaches every connected client exactly as the protocol spells it")
    func broadcast() async throws {
        let events = ServerSentEvents()
        let server = try makeServer { router in router.get("/events") { _ in .events(events) } }
        try await onOwnThread {
            let first = try RawClient(port: server.port), second = try RawClient(port: server.port)
            for client in [first, second] {
                try client.send(RawClient.get("/events", port: server.port))
                let opening = client.read(until: "retry: 1000\n\n")
                #expect(opening.hasPrefix("HTTP/1.1 200 OK\r\n"))
                #expect(opening.contains("Content-Type: text/event-stream\r\n"))
                #expect(opening.contains("Connection: close\r\n"))
                #expect(!opening.contains("Content-Length"))
            }
            #expect(eventually { events.subscriberCount == 2 })
            events.send(ServerSentEvent(name: "reload", data: "line one\nline two", id: "7"))
            for client in [first, second] {
                #expect(client.read(until: "line two\n\n") == "event: reload\nid: 7\ndata: line one\ndata: line two\n\n")
            }
            events.send(ServerSentEvent(name: "bad\nname", data: ""))
            #expect(first.read(until: "data: \n\n") == "event: badname\ndata: \n\n")
            shutdown(first.descriptor, Int32(SHUT_RDWR))
            #expect(eventually { events.subscriberCount == 1 })
            withExtendedLifetime(second) {}
        }
    }

    @Test("An idle stream sends a comment at the heartbeat")
    func heartbeat() async throws {
        let events = ServerSentEvents(heartbeat: .milliseconds(100))
        let server = try makeServer { router in router.get("/events") { _ in .events(events) } }
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send(RawClient.get("/events", port: server.port))
            _ = client.read(until: "retry: 1000\n\n")
            #expect(client.read(until: ":\n\n") == ":\n\n")
        }
    }

    @Test("A client that falls more than the limit behind is marked to be dropped")
    func overflow() throws {
        let subscriber = try #require(EventSubscriber())
        for index in 1...3 {
            subscriber.enqueue(Data("\(index)".utf8), limit: 2)
        }
        let (pending, overflowed) = subscriber.take()
        #expect(pending == [Data("1".utf8), Data("2".utf8)])
        #expect(overflowed)
        let (nothing, fine) = subscriber.take()
        #expect(nothing.isEmpty && !fine)
    }

    @Test("HEAD of a stream sends its head and ends")
    func head() async throws {
        let events = ServerSentEvents()
        let server = try makeServer { router in router.get("/events") { _ in .events(events) } }
        try await onOwnThread {
            let client = try RawClient(port: server.port)
            try client.send(RawClient.get("/events", port: server.port, method: "HEAD"))
            let response = try client.readResponse(bodyless: true)
            #expect(response.headers["content-type"] == "text/event-stream")
            #expect(client.isClosedByServer())
            #expect(events.subscriberCount == 0)
        }
    }
}
