import CCrypto

/// SHA-256 (FIPS 180-4), a 32-byte digest: what apps hash a request body, a file or a password salt with.
public struct SHA256: HashFunction {
    /// The SHA256 digest type.
    public typealias Digest = SHA256Digest
    /// 64 bytes.
    public static let blockByteCount = 64
    private var state: DigestState

    /// A SHA256 hash of no data yet.
    public init() { state = DigestState(EVP_sha256()!) }

    /// Adds the bytes of `bufferPointer` to the hashed data.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }

    /// The digest of the data added so far; the hash can go on being updated.
    public func finalize() -> SHA256Digest { SHA256Digest(DigestBytes(bytes: state.finalize())) }
}

/// A SHA256 digest: 32 bytes, printed as `"SHA256 digest: "` and the bytes in hexadecimal.
public struct SHA256Digest: Digest {
    /// 32 bytes.
    public static let byteCount = 32
    private let storage: DigestBytes

    init(_ storage: DigestBytes) { self.storage = storage }

    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.bytes.withUnsafeBytes(body)
    }

    /// The digest's bytes, in order.
    public func makeIterator() -> Array<UInt8>.Iterator { storage.bytes.makeIterator() }

    /// `"SHA256 digest: "` followed by the bytes in lowercase hexadecimal, as CryptoKit prints it.
    public var description: String { "SHA256 digest: \(storage.hex)" }
}

/// SHA-384 (FIPS 180-4), a 48-byte digest.
public struct SHA384: HashFunction {
    /// The SHA384 digest type.
    public typealias Digest = SHA384Digest
    /// 128 bytes.
    public static let blockByteCount = 128
    private var state: DigestState

    /// A SHA384 hash of no data yet.
    public init() { state = DigestState(EVP_sha384()!) }

    /// Adds the bytes of `bufferPointer` to the hashed data.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }

    /// The digest of the data added so far; the hash can go on being updated.
    public func finalize() -> SHA384Digest { SHA384Digest(DigestBytes(bytes: state.finalize())) }
}

/// A SHA384 digest: 48 bytes, printed as `"SHA384 digest: "` and the bytes in hexadecimal.
public struct SHA384Digest: Digest {
    /// 48 bytes.
    public static let byteCount = 48
    private let storage: DigestBytes

    init(_ storage: DigestBytes) { self.storage = storage }

    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.bytes.withUnsafeBytes(body)
    }

    /// The digest's bytes, in order.
    public func makeIterator() -> Array<UInt8>.Iterator { storage.bytes.makeIterator() }

    /// `"SHA384 digest: "` followed by the bytes in lowercase hexadecimal, as CryptoKit prints it.
    public var description: String { "SHA384 digest: \(storage.hex)" }
}

/// SHA-512 (FIPS 180-4), a 64-byte digest.
public struct SHA512: HashFunction {
    /// The SHA512 digest type.
    public typealias Digest = SHA512Digest
    /// 128 bytes.
    public static let blockByteCount = 128
    private var state: DigestState

    /// A SHA512 hash of no data yet.
    public init() { state = DigestState(EVP_sha512()!) }

    /// Adds the bytes of `bufferPointer` to the hashed data.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }

    /// The digest of the data added so far; the hash can go on being updated.
    public func finalize() -> SHA512Digest { SHA512Digest(DigestBytes(bytes: state.finalize())) }
}

/// A SHA512 digest: 64 bytes, printed as `"SHA512 digest: "` and the bytes in hexadecimal.
public struct SHA512Digest: Digest {
    /// 64 bytes.
    public static let byteCount = 64
    private let storage: DigestBytes

    init(_ storage: DigestBytes) { self.storage = storage }

    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.bytes.withUnsafeBytes(body)
    }

    /// The digest's bytes, in order.
    public func makeIterator() -> Array<UInt8>.Iterator { storage.bytes.makeIterator() }

    /// `"SHA512 digest: "` followed by the bytes in lowercase hexadecimal, as CryptoKit prints it.
    public var description: String { "SHA512 digest: \(storage.hex)" }
}
