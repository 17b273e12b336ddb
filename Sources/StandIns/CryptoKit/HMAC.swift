/// A keyed-hash message authentication code (HMAC, RFC 2104) over any `HashFunction`, as in CryptoKit:
/// `HMAC<SHA256>.authenticationCode(for: body, using: key)` in one call, or `init(key:)`,
/// `update(data:)` and `finalize()` piece by piece; `isValidAuthenticationCode` checks a code in
/// constant time. The construction runs on `H` itself: libcrypto does the hashing.
public struct HMAC<H: HashFunction>: Sendable {
    /// The key type.
    public typealias Key = SymmetricKey
    /// The code type.
    public typealias MAC = HashedAuthenticationCode<H>

    private var inner: H
    private var outerKeyPad: [UInt8]

    /// An HMAC of no data yet under `key`. A key longer than `H`'s block is hashed first; a
    /// shorter one is padded with zeros (RFC 2104).
    public init(key: SymmetricKey) {
        var block = key.withUnsafeBytes { bytes -> [UInt8] in
            bytes.count > H.blockByteCount ? Array(H.hash(data: Array(bytes))) : Array(bytes)
        }
        block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
        inner = H()
        inner.update(data: block.map { $0 ^ 0x36 })
        outerKeyPad = block.map { $0 ^ 0x5C }
    }

    /// Adds `data` to the authenticated data.
    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

    /// Adds the bytes of `bufferPointer` to the authenticated data.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { inner.update(bufferPointer: bufferPointer) }

    /// The code of the data added so far; the HMAC can go on being updated.
    public func finalize() -> HashedAuthenticationCode<H> {
        var outer = H()
        outer.update(data: outerKeyPad)
        outer.update(data: Array(inner.finalize()))
        return HashedAuthenticationCode(digest: outer.finalize())
    }

    /// The code of `data` under `key`.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> HashedAuthenticationCode<H> {
        var hmac = HMAC(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }

    /// Whether `authenticationCode` is the code of `authenticatedData` under `key`, compared in constant time.
    public static func isValidAuthenticationCode<D: DataProtocol>(
        _ authenticationCode: HashedAuthenticationCode<H>, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
        authenticationCode == Self.authenticationCode(for: authenticatedData, using: key)
    }

    /// Whether the bytes of `authenticationCode` are the code of `authenticatedData` under `key`,
    /// compared in constant time (a code of another length is never valid).
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
        _ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
        let expected = Self.authenticationCode(for: authenticatedData, using: key)
        return authenticationCode.withUnsafeBytes { given in constantTimeEqual(given, Array(expected)) }
    }
}

/// The code an `HMAC` produces, as in CryptoKit: as many bytes as `H`'s digest, a `Sequence` of
/// `UInt8` (`Data(code)`), `ContiguousBytes`, `Hashable` (compared in constant time), printed as
/// `"HMAC with SHA256: "` and the bytes in lowercase hexadecimal.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    private let digest: H.Digest

    init(digest: H.Digest) { self.digest = digest }

    /// The number of bytes in the code (`H`'s digest size).
    public var byteCount: Int { H.Digest.byteCount }

    /// Calls `body` with the code's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try digest.withUnsafeBytes(body)
    }

    /// The code's bytes, in order.
    public func makeIterator() -> Array<UInt8>.Iterator { Array(digest).makeIterator() }

    /// `"HMAC with SHA256: "` (the hash function's name) and the bytes in lowercase hexadecimal.
    public var description: String { "HMAC with \(H.self): \(DigestBytes(bytes: Array(digest)).hex)" }
}
