// CoreData re-exports Foundation on iOS: a file importing only CoreData (Xcode's Persistence.swift)
// sees `NSError`, `Date` and the rest, and what Apple's Foundation has beyond Linux's
// (NapkinFoundation: `ValueTransformer` for transformable attributes, the formatters).
@_exported import Foundation
@_exported import NapkinFoundation
