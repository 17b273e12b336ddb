import Foundation

// Core Foundation's names that Security's functions take and return. Linux's Foundation has no
// Core Foundation types in Swift, so each is the Foundation type Swift bridges it to on Apple's
// platforms: `query as CFDictionary`, `data as CFData`, `result as Data`, `item as? Data` and
// `ref as! SecKey` read as they do there.

/// Any Core Foundation object, as `CFTypeRef`: what `SecItemCopyMatching` hands back.
public typealias CFTypeRef = AnyObject

/// A dictionary, as Core Foundation's `CFDictionary` (Foundation's `NSDictionary` here):
/// `query as CFDictionary`, or an `NSDictionary` passed as it is.
public typealias CFDictionary = NSDictionary

/// An array, as Core Foundation's `CFArray` (Foundation's `NSArray` here).
public typealias CFArray = NSArray

/// A number, as Core Foundation's `CFNumber` (Foundation's `NSNumber` here).
public typealias CFNumber = NSNumber

/// A Boolean object, as Core Foundation's `CFBoolean` (an `NSNumber` holding a `Bool` here).
public typealias CFBoolean = NSNumber

/// Core Foundation's true, as `kCFBooleanTrue`: `kSecReturnData as String: kCFBooleanTrue!`.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// Core Foundation's false, as `kCFBooleanFalse`.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

// `CFAllocator` and `kCFAllocatorDefault` are NapkinUI's (SystemConfiguration takes them too),
// re-exported in Exports.swift.
