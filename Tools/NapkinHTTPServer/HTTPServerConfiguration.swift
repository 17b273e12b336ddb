/// Where a server listens, and the bounds it holds every client to.
public struct HTTPServerConfiguration: Sendable {
    /// The address to bind: `127.0.0.1` (or `localhost`, the same). Anything else is refused
    /// with ``HTTPServerError/notLoopback(host:)``: these servers are for one person's machine.
    public var host: String
    /// The port, or `0` for one the system chooses (``HTTPServer/port`` tells which).
    public var port: UInt16
    /// Sizes a request may not exceed.
    public var limits: HTTPLimits
    /// How long the server waits for a client.
    public var timeouts: HTTPTimeouts

    /// A configuration on `127.0.0.1`, port `port` (`0`: any free port).
    public init(host: String = "127.0.0.1", port: UInt16 = 0, limits: HTTPLimits = HTTPLimits(), timeouts: HTTPTimeouts = HTTPTimeouts()) {
        self.host = host
        self.port = port
        self.limits = limits
        self.timeouts = timeouts
    }
}

/// The sizes a request may have; each is checked before the bytes are kept, and a request
/// beyond one is answered with the status named and the connection closed.
public struct HTTPLimits: Sendable {
    /// The request line (`GET /path HTTP/1.1`), in bytes; beyond it: `414 URI Too Long`.
    public var maximumRequestLineBytes: Int
    /// The whole head (request line and header fields); beyond it: `431`.
    public var maximumHeaderBytes: Int
    /// How many header fields; beyond it: `431`.
    public var maximumHeaderCount: Int
    /// The body, from `Content-Length`, before reading it; beyond it: `413 Content Too Large`.
    public var maximumBodyBytes: Int
    /// Connections served at once; a connection beyond it is answered `503` and closed.
    public var maximumConnections: Int

    /// The defaults suit a page and its images on one's own machine.
    public init(
        maximumRequestLineBytes: Int = 8 * 1024, maximumHeaderBytes: Int = 32 * 1024, maximumHeaderCount: Int = 100,
        maximumBodyBytes: Int = 1 << 20, maximumConnections: Int = 64
    ) {
        self.maximumRequestLineBytes = maximumRequestLineBytes
        self.maximumHeaderBytes = maximumHeaderBytes
        self.maximumHeaderCount = maximumHeaderCount
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumConnections = maximumConnections
    }
}

/// How long the server waits for a client. Each is a deadline for a whole step, not a wait per
/// byte, so a client trickling one byte at a time cannot hold a connection longer.
public struct HTTPTimeouts: Sendable {
    /// A connection with no request under way is closed after this long (silently).
    public var idle: Duration
    /// Once a request's first byte arrives, its head and body must arrive within this;
    /// otherwise: `408 Request Timeout` and the connection closes.
    public var request: Duration
    /// A response must be written within this, or the connection closes (a client that
    /// stops reading).
    public var write: Duration
    /// ``HTTPServer/stop()`` lets requests under way finish for this long, then closes their
    /// connections.
    public var stopGracePeriod: Duration

    /// The defaults allow slow machines and hold no connection long.
    public init(
        idle: Duration = .seconds(15), request: Duration = .seconds(10), write: Duration = .seconds(30),
        stopGracePeriod: Duration = .seconds(5)
    ) {
        self.idle = idle
        self.request = request
        self.write = write
        self.stopGracePeriod = stopGracePeriod
    }
}
