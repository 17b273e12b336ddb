// `import GoogleMobileAds` on Linux. Google's Mobile Ads SDK is an Objective-C framework whose headers import UIKit,
// so a file importing only GoogleMobileAds sees UIKit's names on iOS; this module re-exports Foundation and NapkinUI
// (napkin's UIKit and SwiftUI names) to give such a file the same.
@_exported import Foundation
@_exported import NapkinUI
