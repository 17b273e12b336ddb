import CCrypto

/// The errors CryptoKit's operations throw, as in CryptoKit.
public enum CryptoKitError: Error, Equatable, Sendable {
    /// A key of a size the algorithm does not take.
    case incorrectKeySize
    /// A nonce, tag or sealed box of the wrong size.
    case incorrectParameterSize
    /// The tag does not authenticate the data: it was changed, or the key or nonce is not the one sealed with.
    case authenticationFailure
    /// The underlying library failed, with its code.
    case underlyingCoreCryptoError(error: Int32)
    /// Wrapping a key failed (key wrapping is not in the stand-in: never thrown here).
    case wrapFailure
    /// Unwrapping a key failed (never thrown here).
    case unwrapFailure
    /// A parameter is invalid (never thrown by the stand-in's operations).
    case invalidParameter
}

/// The Advanced Encryption Standard, as CryptoKit's namespace: `AES.GCM`.
public enum AES {}

extension AES {
    /// AES in Galois/Counter Mode (NIST SP 800-38D), as in CryptoKit: `seal` encrypts and
    /// authenticates with a 128-, 192- or 256-bit `SymmetricKey` and a 12-byte nonce (random
    /// unless given), giving a `SealedBox` of nonce, ciphertext and 16-byte tag; `open` checks the
    /// tag (with any authenticated data) and decrypts, or throws `CryptoKitError.authenticationFailure`.
    /// On Linux libcrypto's EVP does the cipher (AES-NI where the CPU has it).
    public enum GCM {
        /// A GCM nonce: 12 random bytes, or bytes you give (at least 12).
        public struct Nonce: ContiguousBytes, Sequence, Sendable {
            let bytes: [UInt8]

            /// 12 random bytes, from the system's secure generator.
            public init() {
                var generator = SystemRandomNumberGenerator()
                bytes = (0..<12).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            }

            /// The bytes of `data`; fewer than 12 throw `CryptoKitError.incorrectParameterSize`.
            public init<D: DataProtocol>(data: D) throws {
                guard data.count >= 12 else { throw CryptoKitError.incorrectParameterSize }
                bytes = Array(data)
            }

            /// Calls `body` with the nonce's bytes.
            public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
                try bytes.withUnsafeBytes(body)
            }

            /// The nonce's bytes, in order.
            public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
        }

        /// What `seal` gives: the nonce, the ciphertext (as long as the message) and the 16-byte tag.
        public struct SealedBox: Sendable {
            /// The nonce it was sealed with.
            public let nonce: Nonce
            /// The encrypted message.
            public let ciphertext: Data
            /// The authentication tag (16 bytes).
            public let tag: Data

            /// Nonce, ciphertext and tag in one, as sent over the wire; `nil` when the nonce is not
            /// the standard 12 bytes (then the parts must travel apart).
            public var combined: Data? {
                nonce.bytes.count == 12 ? Data(nonce.bytes) + ciphertext + tag : nil
            }

            /// A box from its parts; a tag that is not 16 bytes throws `incorrectParameterSize`.
            public init<C: DataProtocol, T: DataProtocol>(nonce: Nonce, ciphertext: C, tag: T) throws {
                guard tag.count == 16 else { throw CryptoKitError.incorrectParameterSize }
                self.nonce = nonce
                self.ciphertext = Data(ciphertext)
                self.tag = Data(tag)
            }

            /// A box from `combined` bytes (12-byte nonce, ciphertext, 16-byte tag); fewer than 28
            /// bytes throw `incorrectParameterSize`.
            public init<D: DataProtocol>(combined: D) throws {
                let bytes = Array(combined)
                guard bytes.count >= 28 else { throw CryptoKitError.incorrectParameterSize }
                try self.init(
                    nonce: Nonce(data: bytes[..<12]), ciphertext: bytes[12..<(bytes.count - 16)], tag: bytes[(bytes.count - 16)...])
            }
        }

        /// Encrypts and authenticates `message` under `key`, with `nonce` (a random one when nil).
        public static func seal<Plaintext: DataProtocol>(_ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil) throws
            -> SealedBox
        {
            try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
        }

        /// Encrypts and authenticates `message`, and authenticates `authenticatedData` (sent in the
        /// clear), under `key`, with `nonce` (a random one when nil).
        public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
            _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil, authenticating authenticatedData: AuthenticatedData
        ) throws -> SealedBox {
            let nonce = nonce ?? Nonce()
            let (ciphertext, tag) = try GCMCipher(key: key, nonce: nonce.bytes, encrypting: true).run(
                Array(message), authenticating: Array(authenticatedData), tag: nil)
            return try SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
        }

        /// Checks `sealedBox`'s tag under `key` and returns the message, or throws `authenticationFailure`.
        public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
            try open(sealedBox, using: key, authenticating: [UInt8]())
        }

        /// Checks `sealedBox`'s tag, with `authenticatedData`, under `key` and returns the message,
        /// or throws `authenticationFailure`.
        public static func open<AuthenticatedData: DataProtocol>(
            _ sealedBox: SealedBox, using key: SymmetricKey, authenticating authenticatedData: AuthenticatedData
        ) throws -> Data {
            let (message, _) = try GCMCipher(key: key, nonce: sealedBox.nonce.bytes, encrypting: false).run(
                Array(sealedBox.ciphertext), authenticating: Array(authenticatedData), tag: Array(sealedBox.tag))
            return Data(message)
        }
    }
}

/// One AES-GCM operation on a libcrypto cipher context.
private struct GCMCipher {
    let key: [UInt8]
    let nonce: [UInt8]
    let encrypting: Bool

    init(key: SymmetricKey, nonce: [UInt8], encrypting: Bool) throws {
        guard [128, 192, 256].contains(key.bitCount) else { throw CryptoKitError.incorrectKeySize }
        self.key = key.withUnsafeBytes { Array($0) }
        self.nonce = nonce
        self.encrypting = encrypting
    }

    /// Encrypts (or decrypts) `input`, authenticating `aad`; decrypting checks `tag`. Returns the
    /// output and, encrypting, the tag.
    func run(_ input: [UInt8], authenticating aad: [UInt8], tag: [UInt8]?) throws -> ([UInt8], [UInt8]) {
        guard let context = EVP_CIPHER_CTX_new() else { throw CryptoKitError.underlyingCoreCryptoError(error: 0) }
        defer { EVP_CIPHER_CTX_free(context) }
        let cipher = key.count == 16 ? EVP_aes_128_gcm() : key.count == 24 ? EVP_aes_192_gcm() : EVP_aes_256_gcm()
        func check(_ result: Int32) throws {
            guard result == 1 else { throw CryptoKitError.underlyingCoreCryptoError(error: result) }
        }
        let enc: Int32 = encrypting ? 1 : 0
        try check(EVP_CipherInit_ex(context, cipher, nil, nil, nil, enc))
        try check(EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, Int32(nonce.count), nil))
        try check(EVP_CipherInit_ex(context, nil, nil, key, nonce, enc))
        var written: Int32 = 0
        if !aad.isEmpty { try check(EVP_CipherUpdate(context, nil, &written, aad, Int32(aad.count))) }
        var output = [UInt8](repeating: 0, count: input.count + 16)
        var length = 0
        if !input.isEmpty {
            try check(EVP_CipherUpdate(context, &output, &written, input, Int32(input.count)))
            length = Int(written)
        }
        var tagBytes = tag ?? [UInt8](repeating: 0, count: 16)
        if !encrypting {
            try check(EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, 16, &tagBytes))
        }
        let finished = output.withUnsafeMutableBufferPointer { EVP_CipherFinal_ex(context, $0.baseAddress! + length, &written) }
        guard finished == 1 else {
            if encrypting { throw CryptoKitError.underlyingCoreCryptoError(error: finished) }
            throw CryptoKitError.authenticationFailure
        }
        length += Int(written)
        if encrypting { try check(EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, 16, &tagBytes)) }
        return (Array(output.prefix(length)), tagBytes)
    }
}
