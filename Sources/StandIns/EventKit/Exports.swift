// EventKit's values are Foundation's `Date`s, `DateComponents` and `NSPredicate`s: `import EventKit` brings
// Foundation, as every Apple framework's Swift overlay does.
@_exported import Foundation
