// `import FacebookLogin`: the Swift Package Manager name of facebook-ios-sdk's login, re-exporting FBSDKLoginKit (and
// through it FBSDKCoreKit's AccessToken, Profile and Settings) as the real product does.
@_exported import FBSDKLoginKit
