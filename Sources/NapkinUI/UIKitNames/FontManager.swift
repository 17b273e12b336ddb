import Foundation

// CoreText's font manager and the Core Graphics and Core Foundation names its callers use. On iOS
// `import SwiftUI` brings them (through UIKit), so an app's font-registration helper that imports
// only SwiftUI compiles; here `import NapkinUI` brings them, and the CoreText stand-in re-exports
// these same declarations for files that `import CoreText`.

// Core Foundation's names for what Swift bridges to Foundation's types (`url as CFURL`): Linux's
// Foundation has no Core Foundation types in Swift, so here they are the Foundation types.
/// A URL, as Core Foundation's `CFURL` (Foundation's `URL` here).
public typealias CFURL = URL
/// Bytes, as Core Foundation's `CFData` (Foundation's `Data` here).
public typealias CFData = Data
/// An error, as Core Foundation's `CFError` (Foundation's `NSError` here).
public typealias CFError = NSError
/// A string, as Core Foundation's `CFString` (Foundation's `NSString` here): `"text" as CFString`.
public typealias CFString = NSString
/// A count or an index, as Core Foundation's `CFIndex`.
public typealias CFIndex = Int

/// A memory allocator, as Core Foundation's `CFAllocator`. Swift manages memory itself, so no
/// allocator is ever asked for anything; the functions that take one (Security's,
/// SystemConfiguration's) accept any, or nil.
public final class CFAllocator: Sendable {
    private init() {}
}

/// The default allocator, as `kCFAllocatorDefault`: nil, as it is on Apple's platforms (NULL
/// means the default allocator there).
public let kCFAllocatorDefault: CFAllocator! = nil

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The error's code, as Core Foundation's `CFErrorGetCode`.
public func CFErrorGetCode(_ error: CFError) -> CFIndex {
    error.code
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The error's domain, as Core Foundation's `CFErrorGetDomain`.
public func CFErrorGetDomain(_ error: CFError) -> CFString {
    error.domain as NSString
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Words describing the error, as Core Foundation's `CFErrorCopyDescription`: its localized
/// description.
public func CFErrorCopyDescription(_ error: CFError) -> CFString {
    error.localizedDescription as NSString
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Why the error happened, when its user info says, as Core Foundation's
/// `CFErrorCopyFailureReason`.
public func CFErrorCopyFailureReason(_ error: CFError) -> CFString? {
    error.localizedFailureReason.map { $0 as NSString }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of the font manager's errors.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The font manager's error codes, as CoreText's `CTFontManagerError`.
public enum CTFontManagerError: Int, Sendable, Hashable {
    /// The file does not exist or cannot be read.
    case fileNotFound = 101
    /// The process may not register fonts.
    case insufficientPermissions = 102
    /// The file is not a font file.
    case unrecognizedFormat = 103
    /// The file is a font file whose data is damaged.
    case invalidFontData = 104
    /// The font is already registered.
    case alreadyRegistered = 105
    /// The font is not registered.
    case notRegistered = 201
    /// The font is in use and cannot be unregistered.
    case inUse = 202
    /// The system needs the font.
    case systemRequired = 203
    /// Registration failed for another reason.
    case registrationFailed = 301
}

/// For how long and for whom a font is registered, as CoreText's `CTFontManagerScope`.
public enum CTFontManagerScope: UInt32, Sendable, Hashable {
    /// Not registered.
    case none = 0
    /// For this process, until it ends.
    case process = 1
    /// For the user, across launches.
    case persistent = 2
    /// For the login session.
    case session = 3

    /// The same as ``persistent``.
    public static var user: CTFontManagerScope { .persistent }
}

/// A source of bytes, as CoreGraphics' `CGDataProvider`: a file's bytes or bytes in memory.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: Data

    /// The bytes of the file at `url`, or nil when it cannot be read.
    public init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.data = data
    }

    /// The bytes `data`.
    public init?(data: CFData) {
        self.data = data
    }
}

/// A font made from a font file's bytes, as CoreGraphics' `CGFont`.
public final class CGFont: @unchecked Sendable {
    /// The font file's bytes.
    let data: Data

    /// The font in `provider`'s bytes, or nil when they are not a font file (TrueType, OpenType,
    /// a collection or WOFF, by their first four bytes).
    public init?(_ provider: CGDataProvider) {
        guard CGFont.isFontFile(provider.data) else { return nil }
        data = provider.data
    }

    /// Whether `data` starts as a TrueType, OpenType, collection or WOFF file does.
    static func isFontFile(_ data: Data) -> Bool {
        guard data.count >= 12 else { return false }
        let tag = Array(data.prefix(4))
        let known: [[UInt8]] = [
            [0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8),
        ]
        return known.contains(tag)
    }
}

/// The font manager's failure for `code`, with words saying why.
func fontManagerError(_ code: CTFontManagerError, _ reason: String) -> Unmanaged<CFError> {
    Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: reason]))
}

/// Why napkin registers no font: it draws only the fonts it bundles.
let unsupportedRegistration =
    "napkin draws only its bundled fonts; Font.custom(_:size:) and UIFont(name:size:) pick the bundled face closest to the name"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Registers the fonts in the file at `fontURL`, as CoreText's function of that name.
///
/// NapkinUI draws only the fonts it bundles and has no registry of others, so nothing is
/// registered: the answer is false and `error` says why: ``CTFontManagerError/fileNotFound``
/// when the file cannot be read, ``CTFontManagerError/unrecognizedFormat`` when it is not a
/// font file, ``CTFontManagerError/registrationFailed`` for a font file. A font the app asks for
/// by name is drawn with the bundled face closest to the name, registered or not.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let provider = CGDataProvider(url: fontURL) else {
        error?.pointee = fontManagerError(.fileNotFound, "The file \(fontURL.path) could not be read.")
        return false
    }
    guard CGFont(provider) != nil else {
        error?.pointee = fontManagerError(.unrecognizedFormat, "The file \(fontURL.path) is not a font file.")
        return false
    }
    error?.pointee = fontManagerError(.registrationFailed, unsupportedRegistration)
    return false
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Registers `font` for this process, as CoreText's function of that name: as
/// ``CTFontManagerRegisterFontsForURL(_:_:_:)``, nothing is registered and the answer is false
/// with ``CTFontManagerError/registrationFailed``.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    error?.pointee = fontManagerError(.registrationFailed, unsupportedRegistration)
    return false
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Unregisters the fonts in the file at `fontURL`: none was registered, so the answer is false
/// with ``CTFontManagerError/notRegistered``.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    error?.pointee = fontManagerError(.notRegistered, "No font of \(fontURL.path) is registered.")
    return false
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Unregisters `font`: it was never registered, so the answer is false with
/// ``CTFontManagerError/notRegistered``.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    error?.pointee = fontManagerError(.notRegistered, "The font is not registered.")
    return false
}
