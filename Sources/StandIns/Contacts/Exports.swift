// Contacts' values are Foundation's `NSString`s, `DateComponents`, `Data` and `NSPredicate`s: `import Contacts`
// brings Foundation, as every Apple framework's Swift overlay does.
@_exported import Foundation
