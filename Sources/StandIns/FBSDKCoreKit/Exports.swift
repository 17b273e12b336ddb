// `import FBSDKCoreKit` on Linux: facebook-ios-sdk's core (access tokens, profiles, settings, the application
// delegate hooks), with napkin's simulated Facebook account. The real module brings UIKit (its buttons are UIKit
// buttons), so this one re-exports Foundation and NapkinUI.
@_exported import Foundation
@_exported import NapkinUI
