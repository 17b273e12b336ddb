import Foundation

/// A 12-byte identifier, as RealmSwift's `ObjectId` (MongoDB's): 4 bytes of seconds since 1970,
/// 5 random bytes, a 3-byte counter; written as 24 lowercase hex digits.
public struct ObjectId: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let bytes: [UInt8]
    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = UInt32.random(in: 0..<0x100_0000)
        let process: [UInt8] = (0..<5).map { _ in UInt8.random(in: 0...255) }
        func next() -> UInt32 {
            lock.lock()
            defer { lock.unlock() }
            value = (value + 1) & 0xFF_FFFF
            return value
        }
    }

    /// The zero identifier (all bytes 0).
    public init() { bytes = Array(repeating: 0, count: 12) }

    /// A new identifier, unique in the process and ordered by the time it was made.
    public static func generate() -> ObjectId {
        let seconds = UInt32(truncatingIfNeeded: Int(Date().timeIntervalSince1970))
        let count = counter.next()
        let time = (0..<4).map { UInt8(truncatingIfNeeded: seconds >> (24 - 8 * $0)) }
        let tail = (0..<3).map { UInt8(truncatingIfNeeded: count >> (16 - 8 * $0)) }
        return ObjectId(bytes: time + counter.process + tail)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The identifier written as `string` (24 hex digits), or the error saying why it is not one.
    public init(string: String) throws {
        let digits = Array(string.utf8)
        guard digits.count == 24 else { throw Realm.Error(.fail, "Invalid ObjectId string '\(string)': it needs 24 hex digits") }
        var parsed: [UInt8] = []
        for index in stride(from: 0, to: 24, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                throw Realm.Error(.fail, "Invalid ObjectId string '\(string)': '\(string)' has a character that is not a hex digit")
            }
            parsed.append(byte)
        }
        bytes = parsed
    }

    /// An identifier made at `timestamp`, with this process's random bytes and the next count.
    public init(timestamp: Date, machineId: Int = 0, processId: Int = 0) {
        let seconds = UInt32(truncatingIfNeeded: Int(timestamp.timeIntervalSince1970))
        let count = Self.counter.next()
        bytes =
            (0..<4).map { UInt8(truncatingIfNeeded: seconds >> (24 - 8 * $0)) } + Self.counter.process
            + (0..<3).map { UInt8(truncatingIfNeeded: count >> (16 - 8 * $0)) }
    }

    /// The 24 lowercase hex digits.
    public var stringValue: String { bytes.map { String(format: "%02x", $0) }.joined() }
    /// The time the identifier was made (to the second).
    public var timestamp: Date {
        Date(timeIntervalSince1970: TimeInterval(bytes[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }))
    }
    /// The 24 hex digits.
    public var description: String { stringValue }

    /// Orders identifiers by their bytes: by time first.
    public static func < (lhs: ObjectId, rhs: ObjectId) -> Bool { lhs.bytes.lexicographicallyPrecedes(rhs.bytes) }
}
