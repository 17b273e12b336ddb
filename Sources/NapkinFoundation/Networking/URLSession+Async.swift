import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking

// What iOS's `URLSession` has for async code and Linux's lacks: the forms without a delegate
// argument (so `extension URLSession: Loading {}` witnesses a protocol's
// `func data(from: URL) async throws -> (Data, URLResponse)`), and the response body as
// asynchronous bytes (`bytes(for:)`, `AsyncBytes`, its `lines`).
//
// Nothing here decides where a request goes: the session does, through its configuration (its
// `protocolClasses` answer in tests, as napkin's own tests do; the network otherwise).
extension URLSession {
    /// The data at `url` and the response, as iOS's `data(from:)`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    /// The data `request` loads and the response, as iOS's `data(for:)`.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// The body `request` loads as asynchronous bytes, and the response, as iOS's
    /// `bytes(for:delegate:)`. On Linux the body is loaded whole before the first byte is
    /// handed out (iOS hands bytes out as they arrive); the bytes, the lines and the errors are
    /// the same.
    public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        let (data, response) = try await data(for: request, delegate: delegate)
        return (AsyncBytes(data: data), response)
    }

    /// The body at `url` as asynchronous bytes, and the response, as iOS's `bytes(from:delegate:)`.
    public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        try await bytes(for: URLRequest(url: url), delegate: delegate)
    }

    /// A response body's bytes, in order, as iOS's `URLSession.AsyncBytes`; `lines` reads them
    /// as lines of UTF-8 text.
    public struct AsyncBytes: AsyncSequence, Sendable {
        /// A byte of the body.
        public typealias Element = UInt8
        let data: Data

        /// Hands out the bytes one by one.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let data: Data
            var index: Data.Index

            /// The next byte, or `nil` after the last.
            public mutating func next() async throws -> UInt8? {
                guard index < data.endIndex else { return nil }
                defer { index = data.index(after: index) }
                return data[index]
            }
        }

        /// An iterator from the first byte.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(data: data, index: data.startIndex)
        }
    }
}
#endif

#if !canImport(Darwin)
extension AsyncSequence where Element == UInt8 {
    /// The bytes as lines of UTF-8 text, as Foundation's `lines` on Apple platforms.
    public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }
}

/// Lines of UTF-8 text read from asynchronous bytes, as Foundation's `AsyncLineSequence`: a line
/// ends at a line feed, a carriage return (with a line feed after it, the pair), a vertical tab,
/// a form feed, or U+0085, U+2028 or U+2029; the terminators are not part of a line, and, as on
/// Apple platforms, empty lines are skipped. Malformed UTF-8 becomes U+FFFD.
public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    /// A line, without its terminator.
    public typealias Element = String
    let base: Base

    /// Reads the next line from the bytes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var bytes: Base.AsyncIterator
        var line: [UInt8] = []
        /// A byte read past a carriage return that did not start a CR LF pair.
        var pending: UInt8?
        var finished = false

        /// The next non-empty line, or `nil` after the last.
        public mutating func next() async throws -> String? {
            while !finished {
                let byte: UInt8
                if let held = pending {
                    byte = held
                    pending = nil
                } else if let read = try await bytes.next() {
                    byte = read
                } else {
                    finished = true
                    break
                }
                if try await endsLine(at: byte) {
                    if let text = takeLine() { return text }
                    continue
                }
                line.append(byte)
            }
            return takeLine()
        }

        /// True when `byte` ends a line (the line then loses the bytes of a terminator it began
        /// with); false when it is text.
        private mutating func endsLine(at byte: UInt8) async throws -> Bool {
            switch byte {
            case 0x0A, 0x0B, 0x0C:
                return true
            case 0x0D:
                let next = try await bytes.next()
                if let next, next != 0x0A { pending = next }
                return true
            default:
                // U+0085 (C2 85), U+2028 (E2 80 A8) and U+2029 (E2 80 A9) end a line too.
                if byte == 0x85, line.last == 0xC2 {
                    line.removeLast()
                    return true
                }
                if byte == 0xA8 || byte == 0xA9, line.count >= 2, line[line.count - 2] == 0xE2, line[line.count - 1] == 0x80 {
                    line.removeLast(2)
                    return true
                }
                return false
            }
        }

        private mutating func takeLine() -> String? {
            defer { line.removeAll(keepingCapacity: true) }
            return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
        }
    }

    /// An iterator from the first byte.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(bytes: base.makeAsyncIterator())
    }
}

extension AsyncLineSequence: Sendable where Base: Sendable {}
#endif
