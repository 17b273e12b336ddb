#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How a connection is made, as Network's `NWParameters`: napkin makes TCP connections only.
public final class NWParameters: CustomDebugStringConvertible, @unchecked Sendable {
    // Unchecked: no mutable state.
    /// TCP without TLS.
    public class var tcp: NWParameters { NWParameters() }

    private init() {}

    /// `tcp`.
    public var debugDescription: String { "tcp" }
}

/// A TCP connection to an endpoint, as Network's `NWConnection`, on POSIX sockets.
///
/// `start(queue:)` moves to `.preparing`, resolves the host (`getaddrinfo`) and connects (30 seconds at
/// most per address), then `.ready`; sends and receives asked for before that wait for it. When no address
/// answers the state is `.waiting` with the error (`ECONNREFUSED`, a DNS error), as on iOS, and `restart()`
/// tries again. `send` and `receive` run on
/// queues of the connection's own and call their completions on the connection's queue; an error after
/// `.ready` moves to `.failed`. `cancel()` closes the socket: pending receives end with `ECANCELED`, and
/// the state becomes `.cancelled`. Not provided: UDP, TLS, proxies, Happy Eyeballs (addresses are tried
/// in `getaddrinfo`'s order, one after the other), and the connection's own path.
public final class NWConnection: CustomDebugStringConvertible, @unchecked Sendable {
    // Unchecked: every mutable property is read and written under `lock`; the socket is used on
    // `io` (connect, send) and `reader` (receive) only, and closed once both are done with it.
    /// A connection's states, as Network's.
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// No path to the endpoint now (refused, unreachable, unresolved): `restart()` tries again.
        case waiting(NWError)
        /// Resolving and connecting.
        case preparing
        /// Connected: send and receive.
        case ready
        /// Failed after being ready; the connection is done.
        case failed(NWError)
        /// Cancelled; the socket is closed.
        case cancelled
    }

    /// What a send's completion is.
    public enum SendCompletion: Sendable {
        /// Called on the connection's queue once the bytes were handed to the system, with the error if not.
        case contentProcessed(@Sendable (_ error: NWError?) -> Void)
        /// Nothing is called.
        case idempotent
    }

    /// What a message is, as Network's `NWConnection.ContentContext`; on a TCP stream only `isFinal`
    /// matters: a final send closes the connection's sending side.
    public final class ContentContext: @unchecked Sendable {
        // Unchecked: no mutable state.
        /// The context of a send that is not the last.
        public static let defaultMessage = ContentContext(identifier: "default")
        /// The context of the last send: the sending side closes after it.
        public static let finalMessage = ContentContext(identifier: "final", isFinal: true)
        /// The context received bytes come with.
        public static let defaultStream = ContentContext(identifier: "stream")

        /// The context's name.
        public let identifier: String
        /// Whether the content is the last of the connection.
        public let isFinal: Bool

        /// A context named `identifier`.
        public init(identifier: String, isFinal: Bool = false) {
            self.identifier = identifier
            self.isFinal = isFinal
        }
    }

    /// Where the connection goes.
    public let endpoint: NWEndpoint
    /// How it is made.
    public let parameters: NWParameters

    private let lock = NSLock()
    private let io = DispatchQueue(label: "Network.NWConnection.io")
    private let reader = DispatchQueue(label: "Network.NWConnection.reader")
    private var socket: Int32 = -1
    private var currentState = State.setup
    private var handler: (@Sendable (State) -> Void)?
    private var deliveryQueue: DispatchQueue?

    /// A connection to `host` on `port`.
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    /// A connection to `endpoint` (a host and port, or a URL with a host).
    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }

    deinit {
        if socket >= 0 { close(socket) }
    }

    /// The connection's state now.
    public var state: State { lock.withLock { currentState } }

    /// Called on the connection's queue with each new state.
    @preconcurrency public var stateUpdateHandler: (@Sendable (_ state: State) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The queue handlers and completions are called on: the one `start(queue:)` was given.
    public var queue: DispatchQueue? { lock.withLock { deliveryQueue } }

    /// The endpoint as text.
    public var debugDescription: String { "[\(endpoint.debugDescription) tcp, \(state)]" }

    /// Starts connecting; handlers are called on `queue`. A second call does nothing.
    public func start(queue: DispatchQueue) {
        let first: Bool = lock.withLock {
            guard deliveryQueue == nil, currentState == .setup else { return false }
            deliveryQueue = queue
            return true
        }
        if first { connect() }
    }

    /// Tries to connect again from `.waiting`.
    public func restart() {
        guard case .waiting = state else { return }
        connect()
    }

    /// Closes the connection: pending receives end with `ECANCELED`; the state becomes `.cancelled`.
    public func cancel() {
        let open: Int32? = lock.withLock {
            guard currentState != .cancelled else { return nil }
            return socket
        }
        guard let open else { return }
        transition(to: .cancelled)
        // Wakes a receive or a send blocked on the socket (which then sees the state cancelled); the
        // socket is closed once both queues are done with it.
        if open >= 0 { shutdown(open, Int32(SHUT_RDWR)) }
        io.async { [self] in
            reader.sync {}
            lock.withLock {
                if socket >= 0 { close(socket) }
                socket = -1
            }
        }
    }

    /// As `cancel()`: napkin sends nothing more on cancel either way.
    public func forceCancel() { cancel() }

    /// Sends `content` (nil sends nothing); `isComplete` with `ContentContext.finalMessage` then closes the
    /// sending side. `completion` is called on the connection's queue.
    public func send(
        content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true, completion: SendCompletion
    ) {
        io.async { [self] in
            let error = write(content ?? Data(), closingAfter: isComplete && contentContext.isFinal)
            if let error, state == .ready { transition(to: .failed(error)) }
            if case .contentProcessed(let done) = completion { deliver { done(error) } }
        }
    }

    /// Receives between `minimumIncompleteLength` and `maximumLength` bytes, fewer only when the other side
    /// closed (`isComplete` is then true). `completion` is called on the connection's queue with the bytes
    /// (nil when none), `ContentContext.defaultStream`, whether the stream ended, and the error if any.
    @preconcurrency public func receive(
        minimumIncompleteLength: Int, maximumLength: Int,
        completion: @escaping @Sendable (_ content: Data?, _ contentContext: ContentContext?, _ isComplete: Bool, _ error: NWError?) -> Void
    ) {
        guard maximumLength > 0, minimumIncompleteLength >= 0, minimumIncompleteLength <= maximumLength else {
            deliver { completion(nil, nil, false, .posix(.EINVAL)) }
            return
        }
        // Through `io` first: a receive asked for right after `start(queue:)` waits for the connection, as
        // on iOS, and receives run in the order asked.
        io.async { [self] in
            reader.async { [self] in
                let (bytes, ended, error) = read(minimum: max(1, minimumIncompleteLength), maximum: maximumLength)
                if let error, state == .ready { transition(to: .failed(error)) }
                deliver { completion(bytes.isEmpty ? nil : bytes, .defaultStream, ended, error) }
            }
        }
    }

    // MARK: - Connecting

    private func connect() {
        transition(to: .preparing)
        io.async { [self] in
            guard state == .preparing else { return }
            switch openSocket() {
            case .success(let descriptor):
                let kept: Bool = lock.withLock {
                    guard currentState == .preparing else { return false }
                    socket = descriptor
                    return true
                }
                if kept { transition(to: .ready) } else { close(descriptor) }
            case .failure(let error):
                if state == .preparing { transition(to: .waiting(error)) }
            }
        }
    }

    /// A socket connected to the endpoint: each address `getaddrinfo` gives, in order, until one answers.
    private func openSocket() -> Result<Int32, NWError> {
        let host: String
        let port: UInt16
        switch endpoint {
        case .hostPort(let endpointHost, let endpointPort):
            host = endpointHost.debugDescription
            port = endpointPort.rawValue
        case .url(let url):
            guard let urlHost = url.host else { return .failure(.posix(.EINVAL)) }
            host = urlHost
            port = UInt16(exactly: url.port ?? (url.scheme == "https" ? 443 : 80)) ?? 0
        case .service, .unix:
            return .failure(.posix(.EAFNOSUPPORT))
        }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var results: UnsafeMutablePointer<addrinfo>?
        guard host.utf8.count <= 253, !host.utf8.contains(0), getaddrinfo(host, String(port), &hints, &results) == 0, let results else {
            return .failure(.dns(-65554))
        }
        defer { freeaddrinfo(results) }
        var lastError = POSIXErrorCode.ECONNREFUSED
        var node: UnsafeMutablePointer<addrinfo>? = results
        var tried = 0
        while let current = node, tried < 16 {
            tried += 1
            node = current.pointee.ai_next
            let descriptor = Glibc.socket(current.pointee.ai_family, current.pointee.ai_socktype, current.pointee.ai_protocol)
            guard descriptor >= 0 else { continue }
            var timeout = timeval(tv_sec: 30, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            if Glibc.connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 { return .success(descriptor) }
            lastError = POSIXErrorCode(rawValue: errno) ?? .ECONNREFUSED
            close(descriptor)
        }
        return .failure(.posix(lastError))
    }

    // MARK: - Bytes

    private func write(_ data: Data, closingAfter: Bool) -> NWError? {
        let descriptor = lock.withLock { currentState == .ready ? socket : -1 }
        guard descriptor >= 0 else { return .posix(.ENOTCONN) }
        var sent = 0
        let failure: NWError? = data.withUnsafeBytes { buffer in
            while sent < buffer.count {
                let result = Glibc.send(descriptor, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                if result < 0 {
                    if errno == EINTR { continue }
                    return .posix(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                sent += result
            }
            return nil
        }
        if failure == nil, closingAfter { shutdown(descriptor, Int32(SHUT_WR)) }
        return failure
    }

    private func read(minimum: Int, maximum: Int) -> (Data, Bool, NWError?) {
        let descriptor = lock.withLock { currentState == .ready ? socket : -1 }
        guard descriptor >= 0 else { return (Data(), false, .posix(state == .cancelled ? .ECANCELED : .ENOTCONN)) }
        // At most 1 MiB a receive: a larger maximum (or minimum) is met in several receives.
        var bytes = [UInt8](repeating: 0, count: min(maximum, 1 << 20))
        let minimum = min(minimum, bytes.count)
        var count = 0
        while count < minimum {
            let result = bytes.withUnsafeMutableBytes { Glibc.recv(descriptor, $0.baseAddress! + count, $0.count - count, 0) }
            if state == .cancelled { return (Data(), false, .posix(.ECANCELED)) }
            if result < 0 {
                if errno == EINTR { continue }
                return (Data(bytes.prefix(count)), false, .posix(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            if result == 0 { return (Data(bytes.prefix(count)), true, nil) }
            count += result
        }
        return (Data(bytes.prefix(count)), false, nil)
    }

    // MARK: - Delivery

    private func transition(to newState: State) {
        lock.withLock {
            guard currentState != newState, currentState != .cancelled else { return }
            currentState = newState
            guard let deliveryQueue else { return }
            deliveryQueue.async { [self] in
                let current = lock.withLock { handler }
                current?(newState)
                // Once cancelled, the handler is let go, as Network does: a handler capturing its
                // connection no longer keeps it alive.
                if newState == .cancelled { lock.withLock { handler = nil } }
            }
        }
    }

    private func deliver(_ work: @escaping @Sendable () -> Void) {
        (lock.withLock { deliveryQueue } ?? io).async(execute: work)
    }
}
