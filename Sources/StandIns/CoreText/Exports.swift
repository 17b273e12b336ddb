// `import CoreText` on Linux: the font manager and the Core Graphics and Core Foundation names its
// callers use. NapkinUI declares them (as iOS's `import SwiftUI` brings them through UIKit), so a
// file importing both sees one declaration of each.
@_exported import Foundation

@_exported import typealias NapkinUI.CFData
@_exported import typealias NapkinUI.CFError
@_exported import func NapkinUI.CFErrorCopyDescription
@_exported import func NapkinUI.CFErrorCopyFailureReason
@_exported import func NapkinUI.CFErrorGetCode
@_exported import func NapkinUI.CFErrorGetDomain
@_exported import typealias NapkinUI.CFIndex
@_exported import typealias NapkinUI.CFString
@_exported import typealias NapkinUI.CFURL
@_exported import class NapkinUI.CGDataProvider
@_exported import class NapkinUI.CGFont
@_exported import enum NapkinUI.CTFontManagerError
@_exported import func NapkinUI.CTFontManagerRegisterFontsForURL
@_exported import func NapkinUI.CTFontManagerRegisterGraphicsFont
@_exported import enum NapkinUI.CTFontManagerScope
@_exported import func NapkinUI.CTFontManagerUnregisterFontsForURL
@_exported import func NapkinUI.CTFontManagerUnregisterGraphicsFont
@_exported import var NapkinUI.kCTFontManagerErrorDomain
