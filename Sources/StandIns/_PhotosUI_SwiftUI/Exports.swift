// The cross-import overlay iOS builds when a file imports both SwiftUI and PhotosUI (its SwiftUI views),
// which some files import by this name: the PhotosUI stand-in.
@_exported import PhotosUI
