// The cross-import overlay iOS builds when a file imports both SwiftUI and QuickLook (it declares `quickLookPreview`),
// which some files import by this name: the QuickLook stand-in, which declares the modifiers itself.
@_exported import QuickLook
