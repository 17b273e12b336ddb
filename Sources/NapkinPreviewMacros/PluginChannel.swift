import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The compiler talks to this plugin over standard input and output: each message is an 8-byte
// little-endian length followed by that many bytes of JSON.

/// The largest message read; a longer one ends the plugin (the compiler reports it).
let maximumMessageBytes: UInt64 = 64 << 20

/// Reads exactly `count` bytes from standard input, or `nil` at its end.
func readBytes(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
        if got <= 0 { return nil }
        filled += got
    }
    return buffer
}

/// The next message, `[:]` for one that is not a JSON object, or `nil` at the end of input.
func readMessage() -> [String: Any]? {
    guard let header = readBytes(8) else { return nil }
    let length = header.enumerated().reduce(UInt64(0)) { $0 | (UInt64($1.element) << (8 * UInt64($1.offset))) }
    guard length < maximumMessageBytes else { return nil }
    guard length > 0 else { return [:] }
    guard let body = readBytes(Int(length)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
}

/// Writes one length-prefixed JSON message to standard output.
func send(_ object: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: object) else { return }
    var bytes = (0..<8).map { UInt8((UInt64(json.count) >> (8 * UInt64($0))) & 0xFF) }
    bytes += json
    var sent = 0
    while sent < bytes.count {
        let wrote = bytes.withUnsafeBytes { write(1, $0.baseAddress! + sent, bytes.count - sent) }
        if wrote <= 0 { exit(1) }
        sent += wrote
    }
}
