internal import CCrypto
package import Foundation
internal import NapkinSupport
package import RasterCore

/// The two digests behind ``ReferencePixelCache``, computed by OpenSSL's libcrypto.
///
/// - ``sha256(_:)`` names a reference file by its exact bytes (collision-resistant: two
///   different files never share a name in practice, even chosen by someone trying).
/// - ``gmac(key:bitmap:)`` fingerprints 11.8 MB of pixels in about 2 ms (SHA-256 takes 10–15 ms
///   on the same data, too slow for a passing assertion). GMAC is GHASH, a polynomial over
///   GF(2¹²⁸) evaluated at a secret point H = AES_K(0), masked by AES_K(IV). For a key K drawn
///   at random and two *different* inputs of equal length chosen without knowing K, the tags
///   are equal with probability at most (blocks + 1) / 2¹²⁸: the difference of the two
///   polynomials is non-zero, of degree at most blocks + 1, so it has at most that many roots.
///   For a 1170×2532 screen (740 611 blocks of 16 bytes) that is below 2⁻¹⁰⁸ per comparison.
///   Rendered pixels never depend on the key, so the bound holds for every real test run.
package enum PixelDigest {
    /// SHA-256 of `data`.
    package static func sha256(_ data: Data) -> [UInt8] {
        data.withUnsafeBytes { sha256(UnsafeRawBufferPointer($0)) }
    }

    /// SHA-256 of the bytes in `buffer`.
    package static func sha256(_ buffer: UnsafeRawBufferPointer) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        let ok = digest.withUnsafeMutableBufferPointer { out in
            napkin_sha256(buffer.baseAddress ?? UnsafeRawPointer(out.baseAddress!), buffer.count, out.baseAddress!)
        }
        // libcrypto's SHA-256 fails only when it cannot allocate its few bytes of state.
        precondition(ok == 1, "OpenSSL's SHA-256 failed")
        return digest
    }

    /// The GMAC tag (16 bytes) of `buffer` under `key` (16 bytes) and `iv` (12 bytes, zero by
    /// default: each cache entry has a key of its own), or `nil` when libcrypto cannot run it
    /// (then no entry is trusted or written).
    static func gmac(key: [UInt8], iv: [UInt8] = [UInt8](repeating: 0, count: 12), _ buffer: UnsafeRawBufferPointer) -> [UInt8]? {
        precondition(key.count == 16 && iv.count == 12, "GMAC takes a 16-byte key and a 12-byte IV")
        var tag = [UInt8](repeating: 0, count: 16)
        let ok = key.withUnsafeBufferPointer { key in
            iv.withUnsafeBufferPointer { iv in
                tag.withUnsafeMutableBufferPointer { out in
                    napkin_gmac(
                        key.baseAddress!, iv.baseAddress!, buffer.baseAddress ?? UnsafeRawPointer(out.baseAddress!), buffer.count,
                        out.baseAddress!)
                }
            }
        }
        return ok == 1 ? tag : nil
    }

    /// The digest of a bitmap's pixel bytes under `key`: the GMAC tags of its two halves
    /// (split on a 16-byte boundary), 32 bytes, computed on two cores at once. Pixels that
    /// differ differ in at least one half, whose tags then collide with probability below
    /// 2⁻¹⁰⁸. The size is not part of the digest (the cache stores and checks it separately).
    package static func gmac(key: [UInt8], bitmap: Bitmap) -> [UInt8]? {
        bitmap.pixels.withUnsafeBytes { bytes -> [UInt8]? in
            let split = bytes.count / 32 * 16
            // Raw pointers are not Sendable; the address travels as an integer. The bytes stay
            // valid and unchanged until concurrentPerform returns, inside withUnsafeBytes.
            let base = UInt(bitPattern: bytes.baseAddress), count = bytes.count
            let tags = Locked<[[UInt8]?]>([nil, nil])
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let start = UnsafeRawPointer(bitPattern: base).map { $0 + (index == 0 ? 0 : split) }
                let half = UnsafeRawBufferPointer(start: start, count: index == 0 ? split : count - split)
                let tag = gmac(key: key, half)
                tags.withLock { $0[index] = tag }
            }
            let both = tags.withLock { $0 }
            guard let first = both[0], let second = both[1] else { return nil }
            return first + second
        }
    }

    /// A fresh random GMAC key.
    package static func randomKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}
