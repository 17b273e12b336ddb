import CCrypto

/// Hash functions that are no longer safe against collisions, kept for what still needs them
/// (checksums, older protocols' identifiers), as in CryptoKit: `Insecure.MD5` and `Insecure.SHA1`.
public enum Insecure {}

extension Insecure {
    /// MD5 (RFC 1321), a 16-byte digest. Not collision resistant: for checksums, not for security.
    public struct MD5: HashFunction {
        /// The MD5 digest type.
        public typealias Digest = MD5Digest
        /// 64 bytes.
        public static let blockByteCount = 64
        private var state: DigestState

        /// A MD5 hash of no data yet.
        public init() { state = DigestState(EVP_md5()!) }

        /// Adds the bytes of `bufferPointer` to the hashed data.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }

        /// The digest of the data added so far; the hash can go on being updated.
        public func finalize() -> MD5Digest { MD5Digest(DigestBytes(bytes: state.finalize())) }
    }

    /// A MD5 digest: 16 bytes, printed as `"MD5 digest: "` and the bytes in hexadecimal.
    public struct MD5Digest: Digest {
        /// 16 bytes.
        public static let byteCount = 16
        private let storage: DigestBytes

        init(_ storage: DigestBytes) { self.storage = storage }

        /// Calls `body` with the digest's bytes.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try storage.bytes.withUnsafeBytes(body)
        }

        /// The digest's bytes, in order.
        public func makeIterator() -> Array<UInt8>.Iterator { storage.bytes.makeIterator() }

        /// `"MD5 digest: "` followed by the bytes in lowercase hexadecimal, as CryptoKit prints it.
        public var description: String { "MD5 digest: \(storage.hex)" }
    }

    /// SHA-1 (FIPS 180-4), a 20-byte digest. Not collision resistant: for checksums, not for security.
    public struct SHA1: HashFunction {
        /// The SHA1 digest type.
        public typealias Digest = SHA1Digest
        /// 64 bytes.
        public static let blockByteCount = 64
        private var state: DigestState

        /// A SHA1 hash of no data yet.
        public init() { state = DigestState(EVP_sha1()!) }

        /// Adds the bytes of `bufferPointer` to the hashed data.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { state.update(bufferPointer) }

        /// The digest of the data added so far; the hash can go on being updated.
        public func finalize() -> SHA1Digest { SHA1Digest(DigestBytes(bytes: state.finalize())) }
    }

    /// A SHA1 digest: 20 bytes, printed as `"SHA1 digest: "` and the bytes in hexadecimal.
    public struct SHA1Digest: Digest {
        /// 20 bytes.
        public static let byteCount = 20
        private let storage: DigestBytes

        init(_ storage: DigestBytes) { self.storage = storage }

        /// Calls `body` with the digest's bytes.
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try storage.bytes.withUnsafeBytes(body)
        }

        /// The digest's bytes, in order.
        public func makeIterator() -> Array<UInt8>.Iterator { storage.bytes.makeIterator() }

        /// `"SHA1 digest: "` followed by the bytes in lowercase hexadecimal, as CryptoKit prints it.
        public var description: String { "SHA1 digest: \(storage.hex)" }
    }
}
