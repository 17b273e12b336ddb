import CCrypto

/// A cryptographic hash function (`SHA256`, `SHA384`, `SHA512`, `Insecure.MD5`, `Insecure.SHA1`), as
/// in CryptoKit: hash data in one call with `hash(data:)`, or feed it piece by piece with `update(data:)`
/// and read the digest with `finalize()`. The hash is a value: a copy carries on from where the
/// original was, and `finalize()` leaves the hash as it is (it can be updated and finalised again).
///
/// On Linux the hashing is OpenSSL's libcrypto (its EVP digests), hardware-accelerated where the CPU allows.
public protocol HashFunction: Sendable {
    /// The kind of digest this function produces.
    associatedtype Digest: CryptoKit.Digest
    /// The number of bytes the function consumes at a time (its block size: HMAC pads keys to it).
    static var blockByteCount: Int { get }
    /// A hash of no data yet.
    init()
    /// Adds the bytes of `bufferPointer` to the hashed data.
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// The digest of the data added so far.
    func finalize() -> Digest
}

extension HashFunction {
    /// The number of bytes in this function's digest.
    public static var byteCount: Int { Digest.byteCount }

    /// The digest of `data`.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }

    /// Adds `data` (`Data`, `[UInt8]`, a string's `utf8` view through `Data`...) to the hashed data.
    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions {
            region.withUnsafeBytes { update(bufferPointer: $0) }
        }
    }
}

/// One libcrypto digest context, shared between copies of a hash until one of them changes it
/// (copy on write): `HashFunction` values behave as values although the context is a C object.
final class DigestContext: @unchecked Sendable {
    // Unchecked: the context is only changed through a hash value that holds the one reference to
    // it (`isKnownUniquelyReferenced`), so it is never changed while two threads could see it.
    private let context: OpaquePointer
    private let algorithm: OpaquePointer

    /// A fresh context of `algorithm` (an `EVP_MD`). libcrypto failing to allocate or start a
    /// digest it ships is not recoverable: it stops the program, as running out of memory does.
    init(_ algorithm: OpaquePointer) {
        guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, algorithm, nil) == 1 else {
            fatalError("CryptoKit: libcrypto could not start a digest")
        }
        self.context = context
        self.algorithm = algorithm
    }

    private init(copying other: DigestContext) {
        guard let context = EVP_MD_CTX_new(), EVP_MD_CTX_copy_ex(context, other.context) == 1 else {
            fatalError("CryptoKit: libcrypto could not copy a digest")
        }
        self.context = context
        self.algorithm = other.algorithm
    }

    deinit { EVP_MD_CTX_free(context) }

    func copy() -> DigestContext { DigestContext(copying: self) }

    func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard EVP_DigestUpdate(context, base, bytes.count) == 1 else { fatalError("CryptoKit: libcrypto could not hash") }
    }

    /// The digest of what was added, leaving this context as it is (a copy is finalised).
    func finalize() -> [UInt8] {
        let finished = copy()
        var bytes = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(finished.context, &bytes, &length) == 1 else {
            fatalError("CryptoKit: libcrypto could not finish a digest")
        }
        return Array(bytes.prefix(Int(length)))
    }
}

/// The state every hash value holds: a context, copied before a change when it is shared.
struct DigestState: Sendable {
    private var context: DigestContext

    init(_ algorithm: OpaquePointer) { context = DigestContext(algorithm) }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        if !isKnownUniquelyReferenced(&context) { context = context.copy() }
        context.update(bytes)
    }

    func finalize() -> [UInt8] { context.finalize() }
}
