// `import Security` on Linux: the keychain's items and the SecKey API, over an in-memory keychain
// and libcrypto. On Apple's platforms Security also brings Foundation and Core Foundation's names
// its functions take (`CFDictionary`, `CFData`, `CFString`, `CFError`); NapkinUI declares the ones
// CoreText shares, re-exported here so that a file importing both sees one declaration of each.
@_exported import Foundation

@_exported import class NapkinUI.CFAllocator
@_exported import typealias NapkinUI.CFData
@_exported import typealias NapkinUI.CFError
@_exported import func NapkinUI.CFErrorCopyDescription
@_exported import func NapkinUI.CFErrorCopyFailureReason
@_exported import func NapkinUI.CFErrorGetCode
@_exported import func NapkinUI.CFErrorGetDomain
@_exported import typealias NapkinUI.CFIndex
@_exported import typealias NapkinUI.CFString
@_exported import let NapkinUI.kCFAllocatorDefault
