// `import FacebookCore`: the Swift Package Manager name of facebook-ios-sdk's core, re-exporting FBSDKCoreKit as the
// real product does.
@_exported import FBSDKCoreKit
