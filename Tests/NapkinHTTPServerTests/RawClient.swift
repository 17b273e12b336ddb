import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A test client that speaks HTTP byte by byte over a plain socket, so tests can send what no
/// well-behaved client would (overlong lines, lies about lengths, a byte at a time) and see
/// exactly what the server sends back.
final class RawClient {
    /// A response as read off the wire.
    struct Response {
        var status: Int
        /// Field names lowercased.
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `readTimeout` seconds.
    init(port: UInt16, readTimeout: Double = 5) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(description: "connect: \(String(cString: strerror(code)))")
        }
        var timeout = timeval(tv_sec: Int(readTimeout), tv_usec: Int((readTimeout - Double(Int(readTimeout))) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(descriptor)
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) throws {
        try send(Data(text.utf8))
    }

    /// Sends every byte of `data`.
    func send(_ data: Data) throws {
        var offset = 0
        while offset < data.count {
            let count = data.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            offset += count
        }
    }

    /// A GET request with the right Host.
    static func get(_ path: String, port: UInt16, method: String = "GET", headers: [String] = []) -> String {
        "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n"
    }

    /// More bytes into the buffer; `false` at the end of the stream or after the read timeout.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// Reads one response; `bodyless` for the answer to HEAD, whose Content-Length has no body.
    func readResponse(bodyless: Bool = false) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.firstRange(of: separator)?.lowerBound
            if headEnd == nil, !fill() {
                throw Failure(description: "no complete response head; got \(String(decoding: buffer, as: UTF8.self).debugDescription)")
            }
        }
        let head = String(decoding: buffer[..<headEnd!], as: UTF8.self)
        buffer.removeFirst(headEnd! + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line in \(head)") }
        var headers: [String: String] = [:]
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        if status == 100 { return try readResponse(bodyless: bodyless) }
        let length = bodyless ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length {
            guard fill() else { throw Failure(description: "body ended after \(buffer.count) of \(length) bytes") }
        }
        let body = Data(buffer[0..<length])
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Everything until the server closes (or the read timeout), after what was read already.
    func readToEnd() -> Data {
        while fill() {}
        defer { buffer.removeAll() }
        return Data(buffer)
    }

    /// Reads until `text` has arrived (or the read timeout); what arrived.
    func read(until text: String) -> String {
        while !String(decoding: buffer, as: UTF8.self).contains(text), fill() {}
        defer { buffer.removeAll() }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Whether bytes (or the end of the stream) are waiting to be read.
    func hasSomethingToRead() -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        return !buffer.isEmpty || poll(&fds, 1, 0) > 0
    }

    /// Whether the server closed the connection: a read returns the end of the stream (not a
    /// timeout) with nothing more sent.
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, 0) == 0
    }
}
