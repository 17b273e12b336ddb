// CloudKit's values are Foundation's `Date`s, `Data`, `URL`s, `NSPredicate`s and `NSSortDescriptor`s: `import CloudKit`
// brings Foundation, as every Apple framework's Swift overlay does, and what Apple's Foundation has beyond Linux's
// (NapkinFoundation: `NSPredicate(format:)`, which reads a record's fields by key).
@_exported import Foundation
@_exported import NapkinFoundation
