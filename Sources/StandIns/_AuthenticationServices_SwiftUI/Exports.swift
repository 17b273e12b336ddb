// The cross-import overlay iOS builds when a file imports both SwiftUI and AuthenticationServices (its
// `SignInWithAppleButton`), which some files import by this name: the AuthenticationServices stand-in.
@_exported import AuthenticationServices
