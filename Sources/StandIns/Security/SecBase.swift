import Foundation

/// A result code, as the `OSStatus` Security's functions answer with: `errSecSuccess` (0) or one
/// of the `errSec…` codes below.
public typealias OSStatus = Int32

/// No error.
public let errSecSuccess: OSStatus = 0
/// No error, under the older name keychain helpers compare with (`status == noErr`).
public let noErr: OSStatus = 0
/// The function or operation is not implemented (here: what Linux cannot do, such as a key in a
/// Secure Enclave).
public let errSecUnimplemented: OSStatus = -4
/// A parameter was not valid: a query without `kSecClass`, a value of the wrong type.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The person cancelled the operation.
public let errSecUserCanceled: OSStatus = -128
/// The user name or passphrase was not correct.
public let errSecAuthFailed: OSStatus = -25293
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The item already exists: an add or an update would give two items the same primary key.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matched the query.
public let errSecItemNotFound: OSStatus = -25300
/// User interaction is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The data could not be decoded (here: a ciphertext that does not authenticate).
public let errSecDecode: OSStatus = -26275
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018
/// A signature did not verify.
public let errSecVerifyFailed: OSStatus = -67808

// swift-format-ignore: AlwaysUseLowerCamelCase
/// What a Security result code means, in the words the system gives, as
/// `SecCopyErrorMessageString`; a code it does not know is named by its number. The second
/// argument is reserved and must be nil.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    securityMessage(status) as NSString
}

/// The sentence for a result code (shared by `SecCopyErrorMessageString` and the errors handed back
/// through `Unmanaged<CFError>` out-parameters).
func securityMessage(_ status: OSStatus) -> String {
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecAllocate: "Failed to allocate memory."
    case errSecUserCanceled: "User canceled the operation."
    case errSecAuthFailed: "The user name or passphrase you entered is not correct."
    case errSecNotAvailable: "No keychain is available."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    case errSecDecode: "Unable to decode the provided data."
    case errSecMissingEntitlement: "A required entitlement isn't present."
    case errSecVerifyFailed: "The signature does not verify."
    default: "OSStatus \(status)"
    }
}

/// Hands an error back through a Core Foundation error out-parameter, as Security's key functions do:
/// an `NSError` in `NSOSStatusErrorDomain` with the result code and a description, retained for
/// the caller's `takeRetainedValue()`.
func fail(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, _ status: OSStatus, _ detail: String) {
    let description = "\(detail) (\(securityMessage(status)))"
    let value = NSError(domain: "NSOSStatusErrorDomain", code: Int(status), userInfo: [NSLocalizedDescriptionKey: description])
    error?.pointee = Unmanaged.passRetained(value)
}
