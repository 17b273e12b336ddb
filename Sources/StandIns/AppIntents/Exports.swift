// An intent file imports AppIntents and Foundation only, and names `LocalizedStringResource`, which is Foundation's
// on Apple platforms. Linux's Foundation has none: NapkinUI declares it, and the stand-in hands that one on.
@_exported import Foundation

@_exported import struct NapkinUI.LocalizedStringResource
