// `import GoogleSignIn` on Linux. Google's GoogleSignIn is an Objective-C framework whose headers import Foundation
// and UIKit, so a file importing only GoogleSignIn sees both on iOS; this module re-exports Foundation and NapkinUI
// (napkin's UIKit and SwiftUI names) to give such a file the same.
@_exported import Foundation
@_exported import NapkinUI
