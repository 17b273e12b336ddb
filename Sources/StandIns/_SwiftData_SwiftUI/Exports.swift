// The cross-import overlay iOS builds when a file imports both SwiftUI and SwiftData (`@Query`,
// `.modelContainer`, the `modelContext` environment value), which some files import by this name:
// the SwiftData stand-in.
@_exported import SwiftData
