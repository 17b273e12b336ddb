// `import CoreImage` on Linux: images, contexts and filters computed on the CPU. On Apple's platforms
// Core Image also brings Foundation and the Core Graphics names its API takes (`CGImage`,
// `CGAffineTransform`) and its colour class; NapkinUI declares those (UIKit brings `CIColor` into
// every SwiftUI file on iOS), re-exported here so that a file importing both sees one declaration of each.
@_exported import Foundation

@_exported import struct NapkinUI.CGAffineTransform
@_exported import class NapkinUI.CGImage
@_exported import class NapkinUI.CIColor
