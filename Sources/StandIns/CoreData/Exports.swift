// CoreData re-exports Foundation on iOS: a file importing only CoreData (Xcode's Persistence.swift)
// sees `NSError`, `Date` and the rest.
@_exported import Foundation
