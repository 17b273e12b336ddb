// PDFKit's Objective-C umbrella header imports Foundation on iOS, so a file importing only PDFKit sees
// `Date`, `UUID`, `Calendar` and the rest of Foundation. The stand-in gives a file the same.
@_exported import Foundation
// On iOS the umbrella header imports UIKit too, so a file that exports a PDF with `import PDFKit` alone draws with
// `UIFont`, `UIColor` and `UIGraphicsPDFRenderer`: NapkinUI holds napkin's UIKit names.
@_exported import NapkinUI
