// The cross-import overlay iOS builds when a file imports both SwiftUI and StoreKit (its SwiftUI views),
// which some files import by this name: the StoreKit stand-in.
@_exported import StoreKit
