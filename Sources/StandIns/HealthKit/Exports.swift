// HealthKit's values are Foundation's `Date`s, `NSPredicate`s and `NSSortDescriptor`s: `import HealthKit` brings
// Foundation, as every Apple framework's Swift overlay does, and what Apple's Foundation has beyond Linux's
// (NapkinFoundation: `NSPredicate(format:)`, which reads a sample's `startDate` and `quantity` by key).
@_exported import Foundation
@_exported import NapkinFoundation
