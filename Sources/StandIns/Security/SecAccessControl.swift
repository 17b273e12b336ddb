import Foundation

/// When and how an item or key may be used, as Security's `SecAccessControl`: a protection class
/// (`kSecAttrAccessible…`) and flags. napkin keeps it on the item (`kSecAttrAccessControl`) and
/// does not enforce it: Linux has no device passcode, biometry or Secure Enclave to ask, so every
/// read succeeds as after a successful authentication.
public final class SecAccessControl: @unchecked Sendable, CustomStringConvertible {
    /// The protection class it was created with.
    let protection: String
    /// The flags it was created with.
    let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }

    /// The protection class and flags, as iOS prints a `SecAccessControlRef`.
    public var description: String {
        "<SecAccessControlRef: \(protection);flags=\(flags.rawValue)>"
    }
}

/// The conditions of a `SecAccessControl`, as Security's `SecAccessControlCreateFlags`.
public struct SecAccessControlCreateFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits, as Security defines them.
    public let rawValue: UInt

    /// Flags from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Biometry or the device passcode.
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    /// Any enrolled biometry.
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// The older name of `biometryAny`.
    public static let touchIDAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    /// The biometry enrolled now (invalidated when it changes).
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The older name of `biometryCurrentSet`.
    public static let touchIDCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    /// The device passcode.
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    /// A paired Apple Watch.
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    /// Any one of the other conditions.
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    /// All of the other conditions.
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    /// A private key's use (signing, decrypting) is what is protected.
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    /// An application password as well.
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// An access control object, as `SecAccessControlCreateWithFlags`: the protection must be one of
/// the `kSecAttrAccessible…` values (otherwise nil, with `errSecParam` in `error`). The allocator
/// is not used (pass `kCFAllocatorDefault` or nil).
public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? {
    let classes: [CFString] = [
        kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
        kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, kSecAttrAccessibleAlways,
        kSecAttrAccessibleAlwaysThisDeviceOnly,
    ]
    guard let name = stringValue(protection), classes.contains(where: { $0 as String == name }) else {
        fail(error, errSecParam, "The protection is not a kSecAttrAccessible value")
        return nil
    }
    return SecAccessControl(protection: name, flags: flags)
}
