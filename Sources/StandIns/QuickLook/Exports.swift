// QuickLook's Objective-C umbrella header imports UIKit (and with it Foundation) on iOS, so a file importing only
// QuickLook sees `URL`, `UIViewController` and `UIImage`. The stand-in gives a file the same: NapkinUI holds napkin's
// UIKit names.
@_exported import Foundation
@_exported import NapkinUI
