import Foundation
import Network
import Testing

/// A TCP listener on 127.0.0.1 and a port the system chose, for one test.
private final class LocalListener: @unchecked Sendable {
    let descriptor: Int32
    let port: NWEndpoint.Port

    init() throws {
        let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listening, address, length) == 0 && listen(listening, 4) == 0 && getsockname(listening, address, &length) == 0
            }
        }
        descriptor = listening
        try #require(listening >= 0 && bound)
        port = try #require(NWEndpoint.Port(rawValue: UInt16(bigEndian: address.sin_port)))
    }

    /// Accepts one connection on another thread and hands its socket to `serve`, then closes it.
    func serveOne(_ serve: @escaping @Sendable (Int32) -> Void) {
        Thread.detachNewThread { [descriptor] in
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { return }
            serve(client)
            close(client)
        }
    }

    deinit { close(descriptor) }
}

/// What a connection's handlers heard.
private final class ConnectionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }

    /// Waits (up to three seconds) until an entry satisfies `predicate`.
    func wait(until predicate: (String) -> Bool) async {
        for _ in 0..<300 where !all.contains(where: predicate) { try? await Task.sleep(for: .milliseconds(10)) }
    }
}

@Suite("Network stand-in: TCP connections")
struct NWConnectionTests {
    @Test("A connection to a local listener is ready, sends, receives, sees the end of the stream, and cancels")
    func echo() async throws {
        let listener = try LocalListener()
        let served = ConnectionLog()
        listener.serveOne { client in
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = recv(client, &buffer, 64, 0)
            served.append(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self))
            _ = "pong".withCString { send(client, $0, 4, 0) }
        }
        let log = ConnectionLog()
        let connection = NWConnection(host: "127.0.0.1", port: listener.port, using: .tcp)
        #expect(connection.state == .setup)
        connection.stateUpdateHandler = { state in log.append("state \(state)") }
        // Sent and received right after start, as apps do: both wait for the connection.
        connection.start(queue: DispatchQueue(label: "test.connection"))
        connection.send(content: Data("ping".utf8), completion: .contentProcessed { error in log.append("sent \(error == nil)") })
        connection.receive(minimumIncompleteLength: 4, maximumLength: 64) { content, context, isComplete, error in
            let text = String(decoding: content ?? Data(), as: UTF8.self)
            let isStream = context === NWConnection.ContentContext.defaultStream
            log.append("received \(text) \(isComplete) \(error == nil) \(isStream)")
        }
        await log.wait { $0.hasPrefix("received") }
        #expect(Array(log.all.prefix(2)) == ["state preparing", "state ready"])
        #expect(connection.state == .ready)
        #expect(log.all.contains("sent true"))
        #expect(log.all.contains("received pong false true true"))
        await served.wait { !$0.isEmpty }
        #expect(served.all == ["ping"])

        connection.receive(minimumIncompleteLength: 1, maximumLength: 64) { content, _, isComplete, error in
            log.append("end \(content == nil) \(isComplete) \(error == nil)")
        }
        await log.wait { $0.hasPrefix("end") }
        #expect(log.all.contains("end true true true"))

        connection.cancel()
        await log.wait { $0 == "state cancelled" }
        #expect(connection.state == .cancelled)
        try await Task.sleep(for: .milliseconds(50))
        #expect(connection.stateUpdateHandler == nil)
        connection.send(
            content: Data("late".utf8), completion: .contentProcessed { error in log.append("late \(String(describing: error))") })
        await log.wait { $0.hasPrefix("late") }
        #expect(log.all.last == "late Optional(\(NWError.posix(.ENOTCONN).debugDescription))")
    }

    @Test("A port nobody listens on leaves the connection waiting with ECONNREFUSED; restart tries again")
    func refused() async throws {
        let port = try LocalListener().port  // closed again: nobody listens there now
        let log = ConnectionLog()
        let connection = NWConnection(host: "localhost", port: port, using: .tcp)
        connection.stateUpdateHandler = { state in log.append("\(state)") }
        connection.start(queue: DispatchQueue(label: "test.refused"))
        await log.wait { $0.hasPrefix("waiting") }
        #expect(connection.state == .waiting(.posix(.ECONNREFUSED)))
        connection.restart()
        await log.wait { $0 == "preparing" && log.all.filter { $0.hasPrefix("waiting") }.count == 2 }
        #expect(log.all.filter { $0 == "preparing" }.count == 2)
        connection.cancel()
        #expect(connection.state == .cancelled)
    }

    @Test("Cancelling ends a pending receive with ECANCELED; bad lengths are EINVAL")
    func cancelPendingReceive() async throws {
        let listener = try LocalListener()
        listener.serveOne { client in
            var byte: UInt8 = 0
            _ = recv(client, &byte, 1, 0)  // holds the connection open until the client goes
        }
        let log = ConnectionLog()
        let connection = NWConnection(to: .hostPort(host: .ipv4(.loopback), port: listener.port), using: .tcp)
        connection.stateUpdateHandler = { state in log.append("\(state)") }
        connection.start(queue: DispatchQueue(label: "test.cancel"))
        await log.wait { $0 == "ready" }
        connection.receive(minimumIncompleteLength: 10, maximumLength: 5) { _, _, _, error in log.append("bad \(error == .posix(.EINVAL))")
        }
        connection.receive(minimumIncompleteLength: 1, maximumLength: 10) { content, _, _, error in
            log.append("pending \(content == nil) \(error == .posix(.ECANCELED))")
        }
        try await Task.sleep(for: .milliseconds(100))
        connection.cancel()
        await log.wait { $0.hasPrefix("pending") }
        #expect(log.all.contains("bad true"))
        #expect(log.all.contains("pending true true"))
        #expect(log.all.last != "ready")
    }
}
