import NapkinSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What the accept thread, the connection threads and ``HTTPServer`` share: the sockets, the
/// stop pipe and the open connections.
final class ServerCore: Sendable {
    private let listener: Int32
    /// Readable once the server stops: every wait in the server watches it.
    private let stopRead: Int32
    private let stopWrite: Int32
    private let port: UInt16
    private let configuration: HTTPServerConfiguration
    private let handler: HTTPRouter.Handler

    private struct State {
        var stopping = false
        var stopped = false
        var acceptEnded = false
        var nextConnection = 0
        /// Open connections' sockets, by number.
        var connections: [Int: Int32] = [:]
    }

    private let state = Locked(State())

    init(
        listener: Int32, stopRead: Int32, stopWrite: Int32, port: UInt16, configuration: HTTPServerConfiguration,
        handler: @escaping HTTPRouter.Handler
    ) {
        self.listener = listener
        self.stopRead = stopRead
        self.stopWrite = stopWrite
        self.port = port
        self.configuration = configuration
        self.handler = handler
    }

    /// A listening socket on 127.0.0.1:`port` and the port it got.
    static func listen(port: UInt16) throws(HTTPServerError) -> (Int32, UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { throw .system(operation: "create a socket", errno: errno) }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, and nothing else
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw code == EADDRINUSE ? .portInUse(port: port) : .system(operation: "bind 127.0.0.1:\(port)", errno: code)
        }
        guard Glibc.listen(descriptor, 128) == 0 else {
            let code = errno
            close(descriptor)
            throw .system(operation: "listen on 127.0.0.1:\(port)", errno: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    var connectionCount: Int { state.withLock { $0.connections.count } }
    var isStopped: Bool { state.withLock { $0.stopped } }
    var isStopping: Bool { state.withLock { $0.stopping } }

    /// Starts the thread that accepts connections; `false` when no thread could be started.
    func startAccepting() -> Bool {
        let started = detachThread { [self] in acceptConnections() }
        if !started { state.withLock { $0.acceptEnded = true } }
        return started
    }

    /// The accept thread: takes connections until the server stops.
    private func acceptConnections() {
        defer { state.withLock { $0.acceptEnded = true } }
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // Out of descriptors or memory: wait a moment rather than spin.
                if errno != EAGAIN && errno != EINTR && errno != ECONNABORTED { usleep(10_000) }
                continue
            }
            makeNonBlockingAndPrivate(client)
            guard let number = register(client) else {
                let busy = HTTPResponse.error(
                    .serviceUnavailable, "too many connections at once (\(configuration.limits.maximumConnections)); try again")
                let text =
                    "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(busy.bodyBytes.count)\r\nConnection: close\r\nRetry-After: 1\r\n\r\n"
                _ = SocketIO(descriptor: client, stopSignal: stopRead).send(
                    Data(text.utf8) + busy.bodyBytes, until: .now + .milliseconds(100))
                close(client)
                continue
            }
            let started = detachThread { [self] in
                let io = SocketIO(descriptor: client, stopSignal: stopRead)
                Connection(io: io, configuration: configuration, port: port, handler: handler, isStopping: { [self] in isStopping }).serve()
                unregister(number, closing: client)
            }
            if !started { unregister(number, closing: client) }
        }
    }

    /// Numbers a new connection, or `nil` when the server is full or stopping.
    private func register(_ descriptor: Int32) -> Int? {
        state.withLock { state in
            guard !state.stopping, state.connections.count < configuration.limits.maximumConnections else { return nil }
            state.nextConnection += 1
            state.connections[state.nextConnection] = descriptor
            return state.nextConnection
        }
    }

    /// Forgets a connection, then closes its socket (in that order, so that `stop` never shuts
    /// down a descriptor number that was closed and reused meanwhile).
    private func unregister(_ number: Int, closing descriptor: Int32) {
        state.withLock { _ = $0.connections.removeValue(forKey: number) }
        close(descriptor)
    }

    /// See ``HTTPServer/stop()``.
    func stop() {
        let first = state.withLock { state in
            defer { state.stopping = true }
            return !state.stopping
        }
        guard first else {
            while !isStopped { usleep(5_000) }
            return
        }
        var byte: UInt8 = 1
        _ = write(stopWrite, &byte, 1)
        while !state.withLock({ $0.acceptEnded }) { usleep(1_000) }
        close(listener)
        let grace = configuration.timeouts.stopGracePeriod
        if !waitForConnections(until: .now + grace) {
            // Requests still under way after the grace period: cut their connections.
            state.withLock { state in state.connections.values.forEach { shutdown($0, Int32(SHUT_RDWR)) } }
            _ = waitForConnections(until: .now + grace)
        }
        // A handler stuck past both periods keeps its thread; the pipe stays open for it.
        if connectionCount == 0 {
            close(stopRead)
            close(stopWrite)
        }
        state.withLock { $0.stopped = true }
    }

    private func waitForConnections(until deadline: ContinuousClock.Instant) -> Bool {
        while connectionCount > 0 {
            if ContinuousClock.now >= deadline { return false }
            usleep(2_000)
        }
        return true
    }
}
