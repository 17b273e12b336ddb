/// The request line and header fields of a request, as read off the wire, before its body.
struct RequestHead: Sendable {
    var method: HTTPMethod
    var target: String
    /// `1` for HTTP/1.1, `0` for HTTP/1.0.
    var minorVersion: Int
    var headers: HTTPHeaders
    /// Bytes of the head, the blank line included.
    var length: Int

    /// What reading a head from the bytes received so far found.
    enum Parse {
        /// More bytes are needed, and the ones so far are within the limits.
        case incomplete
        /// A whole head.
        case complete(RequestHead)
        /// A head that breaks HTTP's syntax or a limit: answer `status`, explain, close.
        case refused(HTTPStatus, String)
    }

    /// Reads a head from the start of `bytes`, checking each limit as soon as the bytes so far
    /// exceed it, so nothing beyond a limit is ever waited for.
    static func parse(_ bytes: [UInt8], limits: HTTPLimits) -> Parse {
        // One empty line before a request is tolerated (RFC 9112 §2.2).
        let start = bytes.starts(with: crlf) ? 2 : 0
        guard let lineEnd = find(crlf, in: bytes, from: start) else {
            if bytes.count - start > limits.maximumRequestLineBytes {
                return .refused(.uriTooLong, "the request line is longer than \(limits.maximumRequestLineBytes) bytes")
            }
            return bytes[start...].contains(lf) ? .refused(.badRequest, "lines must end with CR LF") : .incomplete
        }
        if lineEnd - start > limits.maximumRequestLineBytes {
            return .refused(.uriTooLong, "the request line is longer than \(limits.maximumRequestLineBytes) bytes")
        }
        guard let headEnd = find(crlf + crlf, in: bytes, from: lineEnd) else {
            if bytes.count - start > limits.maximumHeaderBytes {
                return .refused(.requestHeaderFieldsTooLarge, "the header fields are larger than \(limits.maximumHeaderBytes) bytes")
            }
            if count(crlf, in: bytes, from: lineEnd + 2) > limits.maximumHeaderCount {
                return .refused(.requestHeaderFieldsTooLarge, "there are more than \(limits.maximumHeaderCount) header fields")
            }
            return .incomplete
        }
        let length = headEnd + 4
        if length - start > limits.maximumHeaderBytes {
            return .refused(.requestHeaderFieldsTooLarge, "the header fields are larger than \(limits.maximumHeaderBytes) bytes")
        }
        switch parseRequestLine(bytes[start..<lineEnd]) {
        case .failure(let refusal):
            return .refused(refusal.status, refusal.message)
        case .success(let (method, target, minor)):
            switch parseFields(bytes[(lineEnd + 2)..<(headEnd + 2)], limits: limits) {
            case .failure(let refusal):
                return .refused(refusal.status, refusal.message)
            case .success(let headers):
                return .complete(RequestHead(method: method, target: target, minorVersion: minor, headers: headers, length: length))
            }
        }
    }

    /// A reason to refuse a request: the status and a sentence for the client.
    struct Refusal: Error {
        var status: HTTPStatus
        var message: String
    }

    /// `METHOD SP target SP HTTP/1.x`.
    private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<(HTTPMethod, String, Int), Refusal> {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else {
            return .failure(Refusal(status: .badRequest, message: "the request line must be 'METHOD /path HTTP/1.1'"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        let minor: Int
        switch version {
        case "HTTP/1.1": minor = 1
        case "HTTP/1.0": minor = 0
        default:
            let looksLikeHTTP = version.hasPrefix("HTTP/") && version.count == 8
            return .failure(
                looksLikeHTTP
                    ? Refusal(status: .httpVersionNotSupported, message: "only HTTP/1.1 and HTTP/1.0 are served")
                    : Refusal(status: .badRequest, message: "the request line must end with HTTP/1.1"))
        }
        let target = String(decoding: parts[1], as: UTF8.self)
        return .success((HTTPMethod(rawValue: String(decoding: parts[0], as: UTF8.self)), target, minor))
    }

    /// `Name: value` lines, each ending CR LF.
    private static func parseFields(_ bytes: ArraySlice<UInt8>, limits: HTTPLimits) -> Result<HTTPHeaders, Refusal> {
        var headers = HTTPHeaders()
        var lineStart = bytes.startIndex
        var count = 0
        while lineStart < bytes.endIndex {
            guard let lineEnd = find(crlf, in: bytes, from: lineStart) else { break }
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 2
            count += 1
            if count > limits.maximumHeaderCount {
                return .failure(
                    Refusal(status: .requestHeaderFieldsTooLarge, message: "there are more than \(limits.maximumHeaderCount) header fields")
                )
            }
            if line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "\t") {
                return .failure(Refusal(status: .badRequest, message: "header fields may not continue on a following line"))
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(isTokenByte)
            else {
                return .failure(
                    Refusal(status: .badRequest, message: "each header field must be 'Name: value' (no space before the colon)"))
            }
            let value = line[(colon + 1)...]
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return .failure(Refusal(status: .badRequest, message: "a header field's value holds a control character"))
            }
            headers.add(
                String(decoding: line[line.startIndex..<colon], as: UTF8.self), trimmingWhitespace(String(decoding: value, as: UTF8.self)))
        }
        return .success(headers)
    }

    private static let crlf: [UInt8] = [13, 10]
    private static let lf: UInt8 = 10

    /// HTTP's token characters (method and field names).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func find<Bytes: RandomAccessCollection>(_ needle: [UInt8], in bytes: Bytes, from start: Int) -> Int?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard bytes.endIndex - start >= needle.count else { return nil }
        var index = max(start, bytes.startIndex)
        while index + needle.count <= bytes.endIndex {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func count(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int {
        var total = 0, index = start
        while let found = find(needle, in: bytes, from: index) {
            total += 1
            index = found + needle.count
        }
        return total
    }
}
