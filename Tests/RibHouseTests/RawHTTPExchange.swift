import Foundation
import PackageTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// One HTTP exchange over a plain loopback socket, for requests URLSession will not send
/// (a `Content-Length` that is not a number, one that lies about the body).
///
/// It writes `request` as given, then reads the answer until the server closes the
/// connection or the announced `Content-Length` has arrived, giving up after `timeout`.
struct RawHTTPExchange {
    /// Why the exchange could not be made.
    struct Failure: Error, CustomStringConvertible {
        /// What failed, with `errno`'s words.
        let description: String
    }

    /// The status line, e.g. `HTTP/1.1 400 Bad Request`; empty when nothing came back.
    let statusLine: String
    /// The header fields, names lowercased.
    let headers: [String: String]
    /// The body as text.
    let body: String

    /// The status code from the status line, or `nil` when it is not a valid HTTP status line.
    var status: Int? {
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3 else { return nil }
        return Int(parts[1])
    }

    /// The `error` member of a JSON body, or `nil`.
    var errorReason: String? {
        let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        return object?["error"] as? String
    }

    /// Sends `request` (CRLFs included) to `127.0.0.1:port` and reads the answer, on a thread
    /// of its own (the socket calls block, and the test pool has as many threads as cores).
    /// With `headOnly`, reading stops once the head has come.
    static func send(_ request: String, toPort port: Int, timeout: Int = 5, headOnly: Bool = false) async throws -> RawHTTPExchange {
        try await onOwnThread { try exchange(request, port: port, timeout: timeout, headOnly: headOnly) }
    }

    private static func exchange(_ request: String, port: Int, timeout: Int, headOnly: Bool) throws -> RawHTTPExchange {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw Failure(description: "connect to port \(port): \(String(cString: strerror(errno)))") }
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else {
            throw Failure(description: "send: \(String(cString: strerror(errno)))")
        }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !(headOnly ? Self.hasHead(received) : Self.isComplete(received)) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }  // closed, reset or timed out: parse what came
            received += buffer[..<count]
        }
        return RawHTTPExchange(parsing: received)
    }

    private init(parsing bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts[0].components(separatedBy: "\r\n")
        statusLine = head[0]
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        body = parts.dropFirst().joined(separator: "\r\n\r\n")
    }

    /// Whether `bytes` hold a whole head.
    private static func hasHead(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains("\r\n\r\n")
    }

    /// Whether `bytes` hold a head and as much body as its `Content-Length` says.
    private static func isComplete(_ bytes: [UInt8]) -> Bool {
        let answer = RawHTTPExchange(parsing: bytes)
        guard String(decoding: bytes, as: UTF8.self).contains("\r\n\r\n"),
            let length = answer.headers["content-length"].flatMap(Int.init)
        else { return false }
        return answer.body.utf8.count >= length
    }
}
