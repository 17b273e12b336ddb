import Foundation

/// A source of random bytes, as Security's `SecRandomRef`; only the default one exists.
public final class SecRandom: Sendable {
    private init() {}
}

/// The default source of cryptographically secure random bytes, as `kSecRandomDefault` (nil, as on Apple's platforms).
public let kSecRandomDefault: SecRandom? = nil

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fills `count` bytes at `bytes` with cryptographically secure random bytes, as `SecRandomCopyBytes`
/// (`SecRandomCopyBytes(kSecRandomDefault, buffer.count, &buffer)`): the system's generator (`getrandom` on Linux).
/// Answers `errSecSuccess`, or `errSecParam` for a negative count.
public func SecRandomCopyBytes(_ rnd: SecRandom?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    guard count >= 0 else { return errSecParam }
    var generator = SystemRandomNumberGenerator()
    let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
    for index in buffer.indices {
        buffer[index] = generator.next()
    }
    return errSecSuccess
}
