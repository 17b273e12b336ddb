/// The size of a symmetric key, in bits, as in CryptoKit: `.bits128`, `.bits192`, `.bits256`, or any
/// positive multiple of 8 with `init(bitCount:)`.
public struct SymmetricKeySize: Hashable, Sendable {
    /// The number of bits.
    public let bitCount: Int

    /// A size of `bitCount` bits: a positive multiple of 8 (anything else stops the program, as
    /// CryptoKit's precondition does).
    public init(bitCount: Int) {
        precondition(bitCount > 0 && bitCount % 8 == 0, "SymmetricKeySize: \(bitCount) is not a positive multiple of 8")
        self.bitCount = bitCount
    }

    /// 128 bits (AES-128).
    public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
    /// 192 bits (AES-192).
    public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
    /// 256 bits (AES-256, HMAC-SHA256's usual key).
    public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }
}

/// A secret key for HMAC (and, on iOS, the ciphers), as in CryptoKit: made from bytes you hold
/// (`SymmetricKey(data: Data(secret.utf8))`) or random (`SymmetricKey(size: .bits256)`), read back
/// with `withUnsafeBytes`. Two keys compare in constant time.
///
/// On Linux a random key's bytes come from the system's secure generator (`getrandom`), through
/// Swift's `SystemRandomNumberGenerator`.
public struct SymmetricKey: ContiguousBytes, Equatable, Sendable {
    private let bytes: [UInt8]

    /// A key holding the bytes of `data` (any number of them, none included).
    public init<D: ContiguousBytes>(data: D) {
        bytes = data.withUnsafeBytes { Array($0) }
    }

    /// A new random key of `size`.
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<size.bitCount / 8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The key's length in bits (8 a byte).
    public var bitCount: Int { bytes.count * 8 }

    /// Calls `body` with the key's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// Whether two keys hold the same bytes, compared in constant time for a given length.
    public static func == (lhs: SymmetricKey, rhs: SymmetricKey) -> Bool {
        lhs.bytes.withUnsafeBytes { constantTimeEqual($0, rhs.bytes) }
    }
}
