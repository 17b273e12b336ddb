// `import CryptoKit` brings Foundation on Apple's platforms (`Data`, `DataProtocol`,
// `ContiguousBytes`): the stand-in does the same.
@_exported import Foundation

/// The output of a hash function (`SHA256.Digest`, `Insecure.MD5.Digest`...), as in CryptoKit: a
/// fixed number of bytes that is a `Sequence` of `UInt8` (so `Data(digest)`, `Array(digest)` and
/// `digest.map { String(format: "%02x", $0) }.joined()` work), `ContiguousBytes`, `Hashable`, and
/// printed as `"SHA256 digest: "` followed by its bytes in lowercase hexadecimal.
///
/// Two digests compare in constant time (the comparison reads every byte whatever they hold), as
/// CryptoKit's do, and a digest compares with any `DataProtocol` holding the same bytes.
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable where Element == UInt8 {
    /// The number of bytes in a digest of this kind.
    static var byteCount: Int { get }
}

extension Digest {
    /// Whether `lhs` holds exactly the bytes of `rhs`, compared in constant time for a given length.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        lhs.withUnsafeBytes { constantTimeEqual($0, Array(rhs)) }
    }

    /// Whether `lhs` does not hold exactly the bytes of `rhs`.
    public static func != <D: DataProtocol>(lhs: Self, rhs: D) -> Bool { !(lhs == rhs) }
}

/// A message authentication code (`HashedAuthenticationCode`), as in CryptoKit: bytes that are a
/// `Sequence` of `UInt8`, `ContiguousBytes`, `Hashable` and printable.
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
    /// The number of bytes in the code.
    var byteCount: Int { get }
}

extension MessageAuthenticationCode {
    /// Whether `lhs` holds exactly the bytes of `rhs`, compared in constant time for a given length.
    public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
        lhs.withUnsafeBytes { constantTimeEqual($0, Array(rhs)) }
    }

    /// Whether `lhs` does not hold exactly the bytes of `rhs`.
    public static func != <D: DataProtocol>(lhs: Self, rhs: D) -> Bool { !(lhs == rhs) }
}

/// The bytes of a digest or a code: what the concrete digest types share.
struct DigestBytes: Hashable, Sendable {
    let bytes: [UInt8]

    /// Lowercase hexadecimal, two digits a byte, as CryptoKit's descriptions print them.
    var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func == (lhs: DigestBytes, rhs: DigestBytes) -> Bool {
        lhs.bytes.withUnsafeBytes { left in rhs.bytes.withUnsafeBytes { right in constantTimeEqual(left, right) } }
    }

    func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
}

/// Whether two byte buffers hold the same bytes. For buffers of the same length the time taken
/// does not depend on where they differ (no early exit), so a comparison of secret codes leaks
/// nothing but their lengths.
func constantTimeEqual<Right: Collection<UInt8>>(_ left: UnsafeRawBufferPointer, _ right: Right) -> Bool {
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for (a, b) in zip(left, right) { difference |= a ^ b }
    return difference == 0
}
