#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// One client connection: reads requests one after another (keep-alive), hands each to the
/// handler and writes the answer, holding the client to the limits and deadlines of the
/// configuration. Runs on a thread of its own until the connection ends.
struct Connection {
    let io: SocketIO
    let configuration: HTTPServerConfiguration
    /// The port the server listens on, which a request's `Host` must name.
    let port: UInt16
    let handler: HTTPRouter.Handler
    let isStopping: @Sendable () -> Bool

    private var limits: HTTPLimits { configuration.limits }
    private var timeouts: HTTPTimeouts { configuration.timeouts }

    /// Serves requests until the client leaves, a deadline passes, a request is refused, or
    /// the server stops. The caller closes the socket.
    func serve() {
        var buffer: [UInt8] = []
        while true {
            if buffer.isEmpty {
                // Waiting for a request: an idle client is let go without a word.
                guard case .bytes = io.receive(into: &buffer, until: .now + timeouts.idle) else { return }
            }
            guard let (head, body) = readRequest(&buffer) else { return }
            guard
                let request = HTTPRequest(
                    method: head.method, target: head.target, headers: head.headers, body: body, minorVersion: head.minorVersion)
            else {
                return refuse(
                    .badRequest, "the request target must be a path starting with '/', with well-formed percent escapes of UTF-8 text")
            }
            let response = handler(request)
            let connectionTokens = head.headers.values(for: "Connection").flatMap {
                $0.lowercased().split(separator: ",").map(trimmingWhitespace)
            }
            let closes = head.minorVersion == 0 || connectionTokens.contains("close") || isStopping()
            switch response.body {
            case .bytes(let data):
                let sent = write(response, body: data, isHead: head.method == .head, closes: closes)
                guard sent, !closes else { return }
            case .events(let events):
                if head.method == .head {
                    _ = write(response, body: Data(), isHead: true, closes: true)
                    return
                }
                return EventStream(io: io, events: events, writeTimeout: timeouts.write).run(
                    head: responseHead(response, contentLength: nil, closes: true))
            }
        }
    }

    /// Reads one request's head and body, which must arrive within the request deadline;
    /// `nil` when the connection is to end (a refusal already sent, or the client gone).
    private func readRequest(_ buffer: inout [UInt8]) -> (RequestHead, Data)? {
        let deadline = ContinuousClock.now + timeouts.request
        var head: RequestHead?
        var parseNeeded = true
        while head == nil {
            if parseNeeded {
                switch RequestHead.parse(buffer, limits: limits) {
                case .complete(let complete): head = complete; continue
                case .refused(let status, let message): refuse(status, message); return nil
                case .incomplete: break
                }
            }
            let before = buffer.count
            switch io.receive(into: &buffer, until: deadline) {
            case .bytes:
                // A head can only end, or break a limit, once a line ends or the bytes grow
                // past the smallest limit; parse again only then (a client sending one byte
                // at a time costs one scan per line, not one per byte).
                parseNeeded =
                    buffer[before...].contains(10) || buffer.count > min(limits.maximumRequestLineBytes, limits.maximumHeaderBytes)
            case .timedOut:
                refuse(.requestTimeout, "the request did not arrive within \(timeouts.request)")
                return nil
            case .closed, .stopping:
                return nil
            }
        }
        guard let head else { return nil }
        buffer.removeFirst(head.length)
        let length: Int
        switch bodyLength(of: head) {
        case .failure(let refusal):
            refuse(refusal.status, refusal.message)
            return nil
        case .success(let value):
            length = value
        }
        if length > buffer.count, head.headers["Expect"]?.lowercased() == "100-continue" {
            guard io.send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), until: .now + timeouts.write) else { return nil }
        }
        while buffer.count < length {
            switch io.receive(into: &buffer, maximum: min(64 * 1024, length - buffer.count), until: deadline) {
            case .bytes: continue
            case .timedOut:
                refuse(.requestTimeout, "the request's body did not arrive within \(timeouts.request)")
                return nil
            case .closed, .stopping:
                return nil
            }
        }
        let body = Data(buffer[0..<length])
        buffer.removeFirst(length)
        return (head, body)
    }

    /// Checks the head's `Host` and framing; the body's length, or why the request is refused.
    private func bodyLength(of head: RequestHead) -> Result<Int, RequestHead.Refusal> {
        let hosts = head.headers.values(for: "Host")
        if head.minorVersion == 1 && hosts.count != 1 {
            return .failure(.init(status: .badRequest, message: "an HTTP/1.1 request needs exactly one Host header"))
        }
        if let host = hosts.first?.lowercased(), host != "127.0.0.1:\(port)", host != "localhost:\(port)" {
            // A page elsewhere may resolve its own name to 127.0.0.1 (DNS rebinding); its
            // requests name that host, and are not for this server.
            return .failure(
                .init(
                    status: .misdirectedRequest,
                    message: "this server answers requests for 127.0.0.1:\(port) or localhost:\(port) only, not '\(host)'"))
        }
        if !head.headers.values(for: "Transfer-Encoding").isEmpty {
            return .failure(
                .init(status: .notImplemented, message: "bodies in a transfer coding (chunked) are not accepted; send Content-Length"))
        }
        let lengths = Set(head.headers.values(for: "Content-Length").flatMap { $0.split(separator: ",").map(trimmingWhitespace) })
        guard let text = lengths.first else { return .success(0) }
        guard lengths.count == 1, !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
            return .failure(.init(status: .badRequest, message: "Content-Length must be one number"))
        }
        guard let length = Int(text), length <= limits.maximumBodyBytes else {
            return .failure(.init(status: .contentTooLarge, message: "the body may be at most \(limits.maximumBodyBytes) bytes"))
        }
        return .success(length)
    }

    /// Answers `status` with `message`, then ends the connection.
    private func refuse(_ status: HTTPStatus, _ message: String) {
        let response = HTTPResponse.error(status, message)
        _ = write(response, body: response.bodyBytes, isHead: false, closes: true)
        io.lingerAndClose()
    }

    /// Writes the response (its head only for `HEAD`); `false` when the client did not take it.
    private func write(_ response: HTTPResponse, body: Data, isHead: Bool, closes: Bool) -> Bool {
        let code = response.status.code
        let hasBody = !(100..<200).contains(code) && code != 204 && code != 304
        var data = responseHead(response, contentLength: hasBody ? body.count : nil, closes: closes)
        if hasBody && !isHead { data.append(body) }
        return io.send(data, until: .now + timeouts.write)
    }

    /// The status line and header fields. The server's own fields replace any the handler set
    /// for framing; a field with a character that would end a line is dropped, never sent.
    private func responseHead(_ response: HTTPResponse, contentLength: Int?, closes: Bool) -> Data {
        var text = "HTTP/1.1 \(response.status.code) \(response.status.reason)\r\n"
        let framing: Set<String> = ["content-length", "connection", "transfer-encoding"]
        for field in response.headers where !framing.contains(field.name.lowercased()) {
            let unsafe = (field.name + field.value).unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" }
            if !unsafe && !field.name.isEmpty { text += "\(field.name): \(field.value)\r\n" }
        }
        if let contentLength { text += "Content-Length: \(contentLength)\r\n" }
        if closes { text += "Connection: close\r\n" }
        text += "X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n\r\n"
        return Data(text.utf8)
    }
}
