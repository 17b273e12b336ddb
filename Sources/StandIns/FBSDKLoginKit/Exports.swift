// `import FBSDKLoginKit`: facebook-ios-sdk's login manager and button. The real module imports FBSDKCoreKit for
// its clients (a file importing only FBSDKLoginKit reads `AccessToken.current`), so this one re-exports it.
@_exported import FBSDKCoreKit
