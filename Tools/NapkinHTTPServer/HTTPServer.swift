import NapkinSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server for local tools: a review page, a live preview gallery.
///
/// It listens on 127.0.0.1 only, on the port asked for or one the system chooses, and serves
/// each connection on a thread of its own, holding every client to ``HTTPLimits`` and
/// ``HTTPTimeouts``: a request beyond a size is answered with its `4xx` before the rest is
/// read, a client too slow to send or to read is let go, and a request whose `Host` names
/// another server (DNS rebinding) is refused with `421`.
///
/// ```swift
/// var router = HTTPRouter()
/// router.get("/") { _ in .html("<h1>Hello</h1>") }
/// let server = try HTTPServer(router: router)
/// print(server.baseURL)          // http://127.0.0.1:43117
/// server.waitUntilStopped()      // or server.stop() from elsewhere
/// ```
///
/// The server runs from the moment it is made until ``stop()`` (or until it is released).
public final class HTTPServer: Sendable {
    /// The port the server listens on.
    public let port: UInt16
    /// The configuration it was started with.
    public let configuration: HTTPServerConfiguration
    private let core: ServerCore

    /// Starts serving `handler` as `configuration` says.
    ///
    /// - Throws: ``HTTPServerError/notLoopback(host:)`` for any host but 127.0.0.1 (or
    ///   localhost), ``HTTPServerError/portInUse(port:)``, or ``HTTPServerError/system(operation:errno:)``.
    public init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), handler: @escaping HTTPRouter.Handler)
        throws(HTTPServerError)
    {
        guard ["127.0.0.1", "localhost"].contains(configuration.host.lowercased()) else {
            throw .notLoopback(host: configuration.host)
        }
        let (listener, port) = try ServerCore.listen(port: configuration.port)
        guard let ends = makePipe() else {
            let code = errno
            close(listener)
            throw .system(operation: "create the stop pipe", errno: code)
        }
        self.port = port
        self.configuration = configuration
        core = ServerCore(
            listener: listener, stopRead: ends.read, stopWrite: ends.write, port: port, configuration: configuration, handler: handler)
        guard core.startAccepting() else {
            core.stop()
            throw .system(operation: "start the server's thread", errno: EAGAIN)
        }
    }

    /// Starts serving `router`'s routes as `configuration` says.
    public convenience init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), router: HTTPRouter) throws(HTTPServerError)
    {
        try self.init(configuration: configuration, handler: router.respond(to:))
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Connections open now (streams included).
    public var connectionCount: Int { core.connectionCount }

    /// Whether ``stop()`` has finished.
    public var isStopped: Bool { core.isStopped }

    /// Stops gracefully: no new connections; requests under way finish (for up to the
    /// configuration's grace period) and are answered with `Connection: close`; idle
    /// connections and event streams end. Returns when every connection has closed. Safe to
    /// call more than once, from any thread.
    public func stop() {
        core.stop()
    }

    /// Blocks the calling thread until the server has stopped (from another thread, or a
    /// signal handler that calls ``stop()``).
    public func waitUntilStopped() {
        while !core.isStopped {
            usleep(50_000)
        }
    }
}
