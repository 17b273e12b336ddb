// QuickLookThumbnailing's Objective-C umbrella header imports Foundation (and Core Graphics) on iOS, so a file importing
// only QuickLookThumbnailing sees `URL` and `CGSize`. The stand-in gives a file the same.
@_exported import Foundation
