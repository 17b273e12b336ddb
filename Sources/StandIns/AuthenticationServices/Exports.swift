// AuthenticationServices's Objective-C umbrella header imports Foundation on iOS, so a file importing only AuthenticationServices sees
// `Date`, `UUID`, `Calendar` and the rest of Foundation. The stand-in gives a file the same.
@_exported import Foundation
